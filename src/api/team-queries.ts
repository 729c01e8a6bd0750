/** The team's reads (share status, members, invitations, audit log) as one query factory, and its writes. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry, Invitation, Member, ShareStatus, TeamRole } from '../contract/team';
import { teamCall } from './team-service';

export type AuditFilters = { member?: string; action?: string; outcome?: string; from?: number; to?: number };

export function auditQueryString(filters: AuditFilters, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, ...extra })) if (v !== undefined && v !== '') params.set(k, String(v));
  const q = params.toString();
  return q ? `?${q}` : '';
}

export const teamQueries = {
  all: () => ['team'] as const,
  status: () => queryOptions({ queryKey: [...teamQueries.all(), 'status'] as const, queryFn: () => teamCall<{ available: boolean; reason?: string }>('GET', '/status', undefined, null), staleTime: 60_000 }),
  share: () => queryOptions({ queryKey: [...teamQueries.all(), 'share'] as const, queryFn: () => teamCall<ShareStatus>('GET', '/share'), refetchInterval: 60_000 }),
  members: () => queryOptions({ queryKey: [...teamQueries.all(), 'members'] as const, queryFn: () => teamCall<{ members: Member[] }>('GET', '/members').then((r) => r.members), refetchInterval: 30_000 }),
  invitations: () => queryOptions({ queryKey: [...teamQueries.all(), 'invitations'] as const, queryFn: () => teamCall<{ invitations: Invitation[] }>('GET', '/invitations').then((r) => r.invitations) }),
  audit: (filters: AuditFilters, before?: number) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'audit', filters, before ?? null] as const,
      queryFn: () => teamCall<{ entries: AuditEntry[]; next: number | null }>('GET', `/audit${auditQueryString(filters, { before, limit: 50 })}`),
    }),
};

function useTeamWrite<V, R>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueries.all() }) });
}

export const useShareKey = () => useTeamWrite((apiKey?: string) => teamCall<ShareStatus>('POST', '/share', apiKey ? { apiKey } : {}));
export const useStopSharing = () => useTeamWrite(() => teamCall<ShareStatus>('DELETE', '/share'));
export const useInvite = () => useTeamWrite((v: { role: TeamRole; rooms: string[]; note: string }) => teamCall<{ invitation: Invitation; link: string }>('POST', '/invitations', v));
export const useWithdrawInvitation = () => useTeamWrite((id: string) => teamCall('DELETE', `/invitations/${encodeURIComponent(id)}`));
export const useChangeMember = () => useTeamWrite((v: { id: string; role?: TeamRole; rooms?: string[] }) => teamCall('POST', `/members/${encodeURIComponent(v.id)}`, { role: v.role, rooms: v.rooms }));
export const useSignMemberOut = () => useTeamWrite((id: string) => teamCall<{ sessionsEnded: number }>('POST', `/members/${encodeURIComponent(id)}/sign-out`, {}));
export const useRemoveMember = () => useTeamWrite((id: string) => teamCall('DELETE', `/members/${encodeURIComponent(id)}`));
