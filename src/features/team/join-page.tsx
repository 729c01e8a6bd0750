import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '../../api/errors';
import { joinWithPasskey, joinWithPassword, lookInvitation, type InvitationInfo } from '../../api/team-sign-in';
import { PASSWORD_MIN, ROLE_NAMES } from '../../contract/team';
import { BrandMark } from '../../components/ui/brand-mark';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../paths';
import { roleSummary } from './role-summary';

/** The invitation's token, after `#` in the link (a browser never sends it to a server). */
const tokenOfLink = () => (typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1)));

/**
 * `/join#<token>`: a member accepts the organiser's invitation, choosing a name, an e-mail address and either a
 * password or a passkey. The link works once, for 48 hours.
 */
export default function JoinPage() {
  const navigate = useNavigate();
  const [token] = useState(tokenOfLink);
  const [info, setInfo] = useState<InvitationInfo | null>(null);
  const [gone, setGone] = useState<string | null>(token ? null : 'This address has no invitation in it: open the whole link the organiser sent you.');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let alive = true;
    void lookInvitation(token)
      .then((i) => alive && setInfo(i))
      .catch((e: unknown) => alive && setGone(describeError(e)));
    return () => {
      alive = false;
    };
  }, [token]);

  function check(withPassword: boolean): boolean {
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = 'Enter the name your team will see.';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) next.email = 'Enter your e-mail address.';
    if (withPassword && password.length < PASSWORD_MIN) next.password = `Choose a password of at least ${PASSWORD_MIN} characters.`;
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function run(attempt: () => Promise<unknown>) {
    setBusy(true);
    setFailure(null);
    try {
      await attempt();
      // The token is spent: it leaves the address bar and the history.
      window.history.replaceState(null, '', paths.join.link());
      navigate(paths.dashboard.link(), { replace: true });
    } catch (e) {
      setFailure(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (check(true)) void run(() => joinWithPassword(token, name.trim(), email.trim(), password));
  }

  return (
    <main id="main" className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-md">
        <div className="mb-6">
          <BrandMark />
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">Join the event’s team</h1>
          {gone ? (
            <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
              {gone}
            </p>
          ) : !info ? (
            <p className="mt-2 text-sm text-slate-600" role="status">
              Reading the invitation…
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600">
                You are invited to {info.eventName || 'the event'} as <strong className="font-semibold text-slate-900">{ROLE_NAMES[info.role]}</strong>: {roleSummary(info.role, info.rooms)}
              </p>
              {failure ? (
                <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
                  {failure}
                </p>
              ) : null}
              <form className="mt-6 space-y-4" onSubmit={submit} noValidate aria-label="Join the team">
                <TextField label="Your name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} hint="Your team sees it next to what you do." required />
                <TextField label="E-mail address" name="email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} hint="You sign in with it. No e-mail is sent." required />
                <Button type="button" className="w-full" disabled={busy} onClick={() => check(false) && void run(() => joinWithPasskey(token, name.trim(), email.trim()))}>
                  Join with a passkey
                </Button>
                <p className="flex items-center gap-3 text-xs font-medium text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">or choose a password</p>
                <TextField label="Password" name="password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} hint={`At least ${PASSWORD_MIN} characters.`} />
                <Button type="submit" variant="secondary" className="w-full" busy={busy}>
                  Join with this password
                </Button>
              </form>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
