import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LogOut } from 'lucide-react';
import { useWhoami } from '../../api/account-queries';
import { keyStore } from '../../api/key-store';
import { useConnection } from '../../api/use-connection';
import { signOutOfTeam } from '../../api/team-sign-in';
import { Button } from '../../components/ui/button';
import { KeyHealth } from './key-health';
import { ScopeList } from './scope-list';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { usePersistedDraft } from '../../components/form/use-persisted-draft';
import { useKeyCountdown, formatTimeLeft } from '../../api/use-key-countdown';
import { paths } from '../../paths';
import { useEventOffset } from '../../api/event-queries';
import { formatEventInstant } from '../../components/ui/dates';

type ProfileForm = { profileName: string };


/** The key: its scopes, when it was issued and expires (live), remembering the connection, signing out. */
export default function AccountPage() {
  const navigate = useNavigate();
  const connection = useConnection();
  const whoami = useWhoami();
  const countdown = useKeyCountdown(whoami.data?.expiresAt, { everySecond: true });
  const offsetHours = useEventOffset();
  const form = useForm<ProfileForm>({ defaultValues: { profileName: '' } });
  const draft = usePersistedDraft(form, 'account:profile');
  const profileName = form.watch('profileName');

  function signOut() {
    // A member's session ends on the server too (its cookie is HttpOnly: only the server can end it).
    if (connection?.kind === 'member') void signOutOfTeam();
    keyStore.clear();
    navigate(paths.login.link(), { replace: true });
  }

  const saveProfile = form.handleSubmit(({ profileName: name }) => {
    if (!connection) return;
    keyStore.saveProfile({ name, baseUrl: connection.baseUrl, clientId: connection.clientId, eventId: connection.eventId });
    draft.clearDraft();
    form.reset({ profileName: '' });
    toast.success(`Connection remembered as “${name}”.`);
  });

  return (
    <div>
      <PageHeader
        title="Account"
        description="The API key this console is connected with."
        actions={
          <Button variant="secondary" icon={<LogOut aria-hidden className="size-4" />} onClick={signOut}>
            Sign out
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        {whoami.isPending ? (
          <div className="lg:col-span-2">
            <LoadingState label="Checking the key…" shape="inline" />
          </div>
        ) : null}
        {whoami.isError ? (
          <div className="lg:col-span-2">
            <ErrorState error={whoami.error} title="The key could not be checked" onRetry={() => void whoami.refetch()} />
          </div>
        ) : null}
        {whoami.data ? (
          <section aria-labelledby="key-heading" className="self-start rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
            <h2 id="key-heading" className="text-base font-semibold text-slate-900">
              Key
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600">Event</dt>
                <dd className="font-medium text-slate-900">{whoami.data.eventName}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Time left</dt>
                <dd className="font-medium tabular-nums text-slate-900" data-testid="account-time-left" aria-live="off">
                  {countdown.secondsLeft === null ? '—' : formatTimeLeft(countdown.secondsLeft, { withSeconds: true })}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Issued</dt>
                <dd className="text-slate-900">{formatEventInstant(whoami.data.issuedAt, offsetHours)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Expires</dt>
                <dd className="text-slate-900">{formatEventInstant(whoami.data.expiresAt, offsetHours)}</dd>
              </div>
            </dl>
            <h3 className="mt-6 text-sm font-semibold text-slate-900">What this key allows</h3>
            <ScopeList scopes={whoami.data.scopes} />
            <details className="group mt-6 text-sm">
              <summary className="cursor-pointer rounded font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
                Connection details
              </summary>
              <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
                <div>
                  <dt className="text-slate-600">Client id</dt>
                  <dd className="break-all font-mono text-xs text-slate-900">{whoami.data.clientId}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Event id</dt>
                  <dd className="break-all font-mono text-xs text-slate-900">{whoami.data.eventId}</dd>
                </div>
                <div className="sm:col-span-2">
                  <dt className="text-slate-600">Server</dt>
                  <dd className="break-all font-mono text-xs text-slate-900">{connection?.baseUrl}</dd>
                </div>
                <div className="sm:col-span-2">
                  <dt className="text-slate-600">Scopes, as the service names them</dt>
                  <dd className="break-all font-mono text-xs text-slate-900">{whoami.data.scopes.join(', ') || 'none'}</dd>
                </div>
              </dl>
            </details>
          </section>
        ) : null}

        <div className="space-y-6">
          {whoami.data ? <KeyHealth issuedAt={whoami.data.issuedAt} expiresAt={whoami.data.expiresAt} countdown={countdown} scopes={whoami.data.scopes} /> : null}
          <section aria-labelledby="profile-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="profile-heading" className="text-base font-semibold text-slate-900">
              Remember this connection
            </h2>
            <p className="mt-1 text-sm text-slate-600">Keeps which server and event this console is connected to, never the key, so you can switch back quickly from the login page.</p>
            <form className="mt-4 space-y-3" onSubmit={saveProfile} noValidate>
              <TextField
                label="Profile name"
                maxChars={60}
                value={profileName}
                error={form.formState.errors.profileName?.message}
                {...form.register('profileName', {
                  required: 'Give the profile a name.',
                  maxLength: { value: 60, message: 'At most 60 characters.' },
                })}
              />
              <Button type="submit" variant="secondary">
                Remember
              </Button>
            </form>
          </section>
        </div>
      </div>
    </div>
  );
}
