import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { RememberedConnections } from './remembered-connections';
import { useConnectForm } from './use-connect-form';
import { paths } from '../../paths';

/** The success view loads when a connect starts, keeping /login's first load small. */
const loadConnectSuccess = () => import('./connect-success');
const ConnectSuccess = lazy(loadConnectSuccess);
/** Team members' sign-in (password or passkey), loaded after the key form. */
const MemberSignIn = lazy(() => import('./member-sign-in'));

/**
 * `/login`: connect with a base URL, key, client id and event id (see use-connect-form.ts). On a local
 * server running the demo, "Use the demo event" signs in with one click.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from.startsWith('/') && !from.startsWith(paths.login.link()) ? from : paths.dashboard.link();
  const { fields, set, errors, failure, busy, remember, setRemember, profileName, setProfileName, success, profiles, applyProfile, forgetProfile, connect, demo, connectDemo } =
    useConnectForm();
  const failureRef = useRef<HTMLDivElement>(null);
  // Focus moves to "Continue" as soon as it is there (the success view may still be loading when the key is accepted).
  const continueRef = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  return (
    <main id="main" className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-md">
        <div className="mb-6">
          <BrandMark />
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">Connect to your event</h1>
          <p className="mt-1 text-sm text-slate-600">
            Use the API key issued in the event's console. The key stays in this browser tab only and is forgotten when you close it.
          </p>

          {demo && !success ? (
            <div className="mt-6 rounded-lg bg-indigo-50 p-4 ring-1 ring-indigo-200" data-testid="demo-sign-in">
              <p className="text-sm font-medium text-indigo-950">Trying the console out?</p>
              <p className="mt-0.5 text-sm text-indigo-900">This server runs a demo event you can open without a key of your own.</p>
              <Button
                className="mt-3 w-full"
                disabled={busy}
                onClick={() => {
                  void connectDemo().then((ok) => {
                    if (ok) navigate(target, { replace: true });
                  });
                }}
              >
                Use the demo event
              </Button>
            </div>
          ) : null}
          {demo && !success ? (
            <p className="mt-6 flex items-center gap-3 text-xs font-medium text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
              or connect with your own key
            </p>
          ) : null}

          {success ? (
            <Suspense fallback={null}>
              <ConnectSuccess ref={continueRef} success={success} toDashboard={target === paths.dashboard.link()} onContinue={() => navigate(target, { replace: true })} />
            </Suspense>
          ) : (
            <form
              className="mt-6 space-y-4"
              onSubmit={(e) => {
                void loadConnectSuccess();
                void connect(e);
              }}
              noValidate
              aria-label="Connect"
            >
              {failure ? (
                <div ref={failureRef} tabIndex={-1} role="alert" data-testid="connect-error" className="rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 focus:outline-none">
                  <p className="font-semibold">Could not connect</p>
                  <p className="mt-1">{failure}</p>
                </div>
              ) : null}
              <TextField
                label="API base URL"
                name="baseUrl"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://api.example.com"
                value={fields.baseUrl}
                onChange={(e) => set('baseUrl', e.target.value)}
                // Focusing the field counts as touching it: the server's suggested address, read in the background,
                // never lands under someone who is about to type (it would join what they type).
                onFocus={(e) => set('baseUrl', e.currentTarget.value)}
                error={errors.baseUrl}
                required
              />
              <TextField
                label="API key"
                name="apiKey"
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={fields.apiKey}
                onChange={(e) => set('apiKey', e.target.value)}
                error={errors.apiKey}
                required
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Client id" name="clientId" autoComplete="off" spellCheck={false} value={fields.clientId} onChange={(e) => set('clientId', e.target.value)} error={errors.clientId} required />
                <TextField label="Event id" name="eventId" autoComplete="off" spellCheck={false} value={fields.eventId} onChange={(e) => set('eventId', e.target.value)} error={errors.eventId} required />
              </div>
              <div className="space-y-2">
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" className="size-4 rounded border-slate-400 accent-indigo-600" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
                  Remember this connection on this computer (never the key)
                </label>
                {remember ? <TextField label="Profile name" name="profileName" value={profileName} onChange={(e) => setProfileName(e.target.value)} hint="Defaults to the event's name." /> : null}
              </div>
              <Button type="submit" className="w-full" busy={busy}>
                {busy ? 'Connecting…' : 'Connect'}
              </Button>
            </form>
          )}
        </div>

        {profiles.length > 0 && !success ? <RememberedConnections profiles={profiles} onPick={applyProfile} onForget={forgetProfile} /> : null}
        {!success ? (
          <Suspense fallback={null}>
            <MemberSignIn onSignedIn={() => navigate(target, { replace: true })} />
          </Suspense>
        ) : null}
      </div>
    </main>
  );
}
