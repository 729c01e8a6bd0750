/**
 * The key itself: who it is, what it may do, when it expires (`GET /whoami`).
 * This file is the model of an area's queries file: one `queryOptions`
 * factory whose keys every hook and mutation goes through.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Scope } from '../contract/common';
import { mayDriveScreens } from '../contract/team';
import { useConnection } from './use-connection';
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

/**
 * May this console do what `scope` allows (a write control shows only then)? Known from /whoami, whose scopes for
 * a team member are its role's. Until /whoami answers, a key holder's console shows its controls as it always did
 * and a member's shows none: a role's console never offers what the role may not do.
 */
export function useMay(scope: Scope): boolean {
  const { data } = useWhoami();
  const member = useConnection()?.kind === 'member';
  return data ? data.scopes.includes(scope) : !member;
}

/**
 * May this console ask for what `scope` reads? Only once /whoami has said so: unlike `useMay`, a key holder's
 * console waits for the answer, so a read the key may not make is never sent (and never answered 403).
 */
export function useMayRead(scope: Scope): boolean {
  const { data } = useWhoami();
  return !!data && data.scopes.includes(scope);
}

/**
 * The rooms a moderator of chosen rooms moderates (session locations), or null when this console moderates every
 * room it may moderate at all (a key holder, an organiser, a moderator of every room).
 */
export function useChosenRooms(): readonly string[] | null {
  const rooms = useConnection()?.member?.rooms;
  return rooms && rooms.length > 0 ? rooms : null;
}

/** May this console drive the room screens (pair one, change a stage)? Every key may; a member as its role allows. */
export function useMayDriveScreens(): boolean {
  const member = useConnection()?.member;
  return member ? mayDriveScreens(member.role) : true;
}
