import { useEffect, useState, type FormEvent } from 'react';
import { describeError, isApiError } from '../../api/errors';
import { continueAsMember, currentMember, signInWithPasskey, signInWithPassword, teamStatus } from '../../api/team-sign-in';
import type { Me } from '../../contract/team';
import { ROLE_NAMES } from '../../contract/team';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

/**
 * "On the team?": a member of an event's team signs in with the e-mail and password, or the passkey, chosen when
 * joining by the organiser's invitation. Shown only when the console's own server runs a team.
 */
export default function MemberSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [available, setAvailable] = useState(false);
  const [already, setAlready] = useState<Me | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    void teamStatus()
      .then((s) => alive && setAvailable(s.available))
      .catch(() => undefined);
    void currentMember()
      .then((me) => alive && setAlready(me))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  if (!available) return null;

  async function run(attempt: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await attempt();
      onSignedIn();
    } catch (e) {
      setError(isApiError(e) && e.code === 'sign_in_failed' ? 'This e-mail address and password (or passkey) do not match a member of the team.' : describeError(e));
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your e-mail address and password.');
      return;
    }
    void run(() => signInWithPassword(email.trim(), password));
  }

  return (
    <section aria-labelledby="member-sign-in" className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" data-testid="member-sign-in">
      <h2 id="member-sign-in" className="text-base font-semibold text-slate-900">
        On the event’s team?
      </h2>
      <p className="mt-1 text-sm text-slate-600">Sign in with the e-mail address and password, or the passkey, you chose when you accepted the organiser’s invitation. No key needed.</p>
      {already ? (
        <Button className="mt-4 w-full" onClick={() => void run(async () => continueAsMember(already))}>
          Continue as {already.member.name} ({ROLE_NAMES[already.member.role]})
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate aria-label="Sign in to the team">
        <TextField label="E-mail address" name="memberEmail" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField label="Password" name="memberPassword" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" variant="secondary" className="flex-1" busy={busy}>
            Sign in to the team
          </Button>
          <Button type="button" variant="secondary" className="flex-1" disabled={busy} onClick={() => void run(() => signInWithPasskey())}>
            Sign in with a passkey
          </Button>
        </div>
      </form>
    </section>
  );
}
