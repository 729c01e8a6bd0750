/**
 * The key itself: who it is, what it may do, when it expires (`GET /whoami`).
 * This file is the model of an area's queries file: one `queryOptions`
 * factory whose keys every hook and mutation goes through.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchWhoami } from './whoami';

export const accountQueries = {
  all: () => ['account'] as const,
  whoami: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'whoami'] as const,
      queryFn: ({ signal }) => fetchWhoami({ signal }),
      staleTime: 5 * 60_000,
    }),
};

export function useWhoami() {
  return useQuery(accountQueries.whoami());
}

/** Scopes of the current key (empty while unknown). */
export function useScopes(): ReadonlySet<string> {
  const { data } = useWhoami();
  return new Set(data?.scopes ?? []);
}
