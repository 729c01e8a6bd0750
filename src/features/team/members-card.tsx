import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { teamQueries, useChangeMember, useRemoveMember, useSignMemberOut, useWithdrawInvitation } from '../../api/team-queries';
import { ROLE_NAMES, TEAM_ROLES, type Member, type TeamRole } from '../../contract/team';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { formatDateTime } from './format-time';

/** The team's members (role, rooms, signed in or not) and the invitations not yet used. */
export function MembersCard() {
  const members = useQuery(teamQueries.members());
  const invitations = useQuery(teamQueries.invitations());
  const change = useChangeMember();
  const signOut = useSignMemberOut();
  const remove = useRemoveMember();
  const withdraw = useWithdrawInvitation();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [note, setNote] = useState<string | null>(null);

  return (
    <section aria-labelledby="members-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="members-title" className="text-base font-semibold text-slate-900">
        Members
      </h2>
      {note ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {note}
        </p>
      ) : null}
      {members.isPending ? (
        <LoadingState label="Loading the team…" />
      ) : members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nobody has joined yet. Invite someone above.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {members.data.map((m) => (
            <li key={m.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" data-testid="member-row">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {m.name} <span className="text-sm font-normal text-slate-600">{m.email}</span>
                </p>
                <p className="text-sm text-slate-600">
                  {m.signedIn ? 'Signed in' : 'Signed out'}
                  {m.lastSeenAt ? ` · last seen ${formatDateTime(m.lastSeenAt)}` : ''}
                  {m.rooms.length > 0 ? ` · ${m.rooms.join(', ')}` : ''}
                  {m.passkeys > 0 ? ' · passkey' : ''}
                </p>
              </div>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <span>Role</span>
                <select
                  aria-label={`Role of ${m.name}`}
                  className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
                  value={m.role}
                  onChange={(e) => change.mutate({ id: m.id, role: e.target.value as TeamRole }, { onError: (err) => setNote(describeError(err)) })}
                >
                  {TEAM_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_NAMES[r]}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                size="sm"
                variant="secondary"
                disabled={!m.signedIn}
                onClick={() => signOut.mutate(m.id, { onSuccess: () => setNote(`${m.name} is signed out everywhere.`), onError: (err) => setNote(describeError(err)) })}
              >
                Sign out now
              </Button>
              <Button size="sm" variant="danger" onClick={() => setRemoving(m)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {invitations.data && invitations.data.length > 0 ? (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Invitations not used yet</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {invitations.data.map((i) => (
              <li key={i.id} className="flex items-center gap-3 py-2 text-sm">
                <span className="flex-1 text-slate-800">
                  {ROLE_NAMES[i.role]}
                  {i.note ? ` · ${i.note}` : ''} · works until {formatDateTime(i.expiresAt)}
                </span>
                <Button size="sm" variant="ghost" onClick={() => withdraw.mutate(i.id)}>
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? ''} from the team?`}
        confirmLabel="Remove"
        destructive
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing.id);
          setRemoving(null);
        }}
      >
        They are signed out at once and can no longer sign in. What they did stays in the audit log.
      </ConfirmDialog>
    </section>
  );
}
