import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/errors';
import { useInvite } from '../../api/team-queries';
import { ROLE_NAMES, TEAM_ROLES, type TeamRole } from '../../contract/team';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { roleSummary } from './role-summary';

/** Rooms typed as "Hall A, Hall B". */
export const roomsOf = (text: string) => [...new Set(text.split(',').map((r) => r.trim()).filter(Boolean))];

/** An invitation link for one person, with its role. No e-mail is sent: the organiser copies the link. */
export function InviteCard() {
  const invite = useInvite();
  const [role, setRole] = useState<TeamRole>('moderator');
  const [rooms, setRooms] = useState('');
  const [note, setNote] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setCopied(false);
    invite.mutate(
      { role, rooms: role === 'moderator' ? roomsOf(rooms) : [], note: note.trim() },
      { onSuccess: (r) => setLink(r.link), onError: (err) => setError(describeError(err)) },
    );
  }

  return (
    <section aria-labelledby="invite-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="invite-title" className="text-base font-semibold text-slate-900">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-slate-600">Each link works once, for 48 hours. No e-mail is sent: copy the link and send it yourself.</p>
      <form className="mt-4 grid gap-4 sm:grid-cols-3" onSubmit={submit} noValidate aria-label="Invite someone">
        <SelectField label="Role" name="role" value={role} onChange={(e) => setRole(e.target.value as TeamRole)} options={TEAM_ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }))} hint={`${ROLE_NAMES[role]}: ${roleSummary(role)}`} />
        {role === 'moderator' ? <TextField label="Rooms" name="rooms" value={rooms} onChange={(e) => setRooms(e.target.value)} hint="Leave empty for every room; separate rooms with commas." /> : null}
        <TextField label="Who it is for" name="note" value={note} onChange={(e) => setNote(e.target.value)} hint="For your list only." />
        <div className="sm:col-span-3">
          <Button type="submit" busy={invite.isPending}>
            Create invitation link
          </Button>
        </div>
      </form>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {link ? (
        <div className="mt-4 rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200" role="status">
          <TextField label="Invitation link" name="invitationLink" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <Button
            className="mt-3"
            variant="secondary"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(link)
                .then(() => setCopied(true))
                .catch(() => setCopied(false));
            }}
          >
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
