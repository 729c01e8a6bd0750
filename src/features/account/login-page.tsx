import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CalendarRange, CheckCircle2, Trash2 } from 'lucide-react';
import { api } from '../../api/client';
import { describeError, isApiError } from '../../api/errors';
import { keyStore, normaliseBaseUrl, type Connection, type ConnectionProfile } from '../../api/key-store';
import { fetchWhoami, type Whoami } from '../../api/whoami';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatDuration } from './format-duration';

type Fields = { baseUrl: string; apiKey: string; clientId: string; eventId: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

/** Which field a connect failure is about. */
const FIELD_OF_CODE: Record<string, keyof Fields> = {
  invalid_key: 'apiKey',
  key_expired: 'apiKey',
  key_revoked: 'apiKey',
  wrong_event: 'eventId',
  unknown_event: 'eventId',
  unknown_client: 'clientId',
  network_error: 'baseUrl',
  unknown_endpoint: 'baseUrl',
  method_not_allowed: 'baseUrl',
};

const SHORT_OF_CODE: Record<string, string> = {
  invalid_key: 'This key is not recognised.',
  key_expired: 'This key has expired.',
  key_revoked: 'This key has been revoked.',
  wrong_event: 'The key belongs to another event.',
  unknown_event: 'No such event for this client.',
  unknown_client: 'No such client.',
  network_error: 'Nothing answered at this address.',
  unknown_endpoint: 'This address is not the API.',
  method_not_allowed: 'This address is not the API.',
};

type ConsoleConfig = { apiBaseUrl?: string; local?: boolean };

async function loadConsoleConfig(): Promise<ConsoleConfig | null> {
  try {
    const res = await fetch('/console-config.json', { headers: { accept: 'application/json' } });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return null;
    return (await res.json()) as ConsoleConfig;
  } catch {
    return null;
  }
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from.startsWith('/') && !from.startsWith('/login') ? from : '/';

  const [profiles, setProfiles] = useState<ConnectionProfile[]>(() => keyStore.profiles());
  const [fields, setFields] = useState<Fields>(() => {
    const last = keyStore.get() ?? keyStore.profiles()[0];
    return { baseUrl: last?.baseUrl ?? '', apiKey: '', clientId: last?.clientId ?? '', eventId: last?.eventId ?? '' };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [remember, setRemember] = useState(false);
  const [profileName, setProfileName] = useState('');
  const [success, setSuccess] = useState<{ who: Whoami; clockNote?: string } | null>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    void loadConsoleConfig().then((config) => {
      if (!alive) return;
      const suggested = config?.apiBaseUrl ?? (import.meta.env.DEV ? `${window.location.origin}/api` : undefined);
      if (suggested) setFields((f) => (f.baseUrl ? f : { ...f, baseUrl: suggested }));
    });
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (success) continueRef.current?.focus();
  }, [success]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  function set<K extends keyof Fields>(key: K, value: string) {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function applyProfile(p: ConnectionProfile) {
    setFields((f) => ({ ...f, baseUrl: p.baseUrl, clientId: p.clientId, eventId: p.eventId }));
    setErrors({});
    setFailure(null);
  }

  async function connect(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    setSuccess(null);
    const missing: FieldErrors = {};
    if (!fields.baseUrl.trim()) missing.baseUrl = 'Enter the API base URL.';
    else if (!/^(https?:\/\/|\/)/i.test(fields.baseUrl.trim())) missing.baseUrl = 'Start the base URL with https:// (or http:// for a local server).';
    if (!fields.apiKey.trim()) missing.apiKey = 'Enter the API key.';
    if (!fields.clientId.trim()) missing.clientId = 'Enter the client id.';
    if (!fields.eventId.trim()) missing.eventId = 'Enter the event id.';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;

    const candidate: Connection = {
      baseUrl: normaliseBaseUrl(fields.baseUrl),
      apiKey: fields.apiKey.trim(),
      clientId: fields.clientId.trim(),
      eventId: fields.eventId.trim(),
    };
    setBusy(true);
    let clockNote: string | undefined;
    const stop = api.onClockCorrected((offset) => {
      const minutes = Math.round(Math.abs(offset) / 60_000);
      clockNote = `This computer's clock is about ${minutes} minute${minutes === 1 ? '' : 's'} ${offset > 0 ? 'behind' : 'ahead of'} the server's; the console corrects for it.`;
    });
    try {
      const who = await fetchWhoami({ connection: candidate, networkRetries: 0 });
      keyStore.set(candidate);
      if (remember) {
        keyStore.saveProfile({ name: profileName.trim() || who.eventName || candidate.eventId, ...candidate });
        setProfiles(keyStore.profiles());
      }
      setSuccess({ who, clockNote });
    } catch (err) {
      setFailure(describeError(err));
      const field = isApiError(err) ? FIELD_OF_CODE[err.code] : undefined;
      if (isApiError(err) && field) setErrors({ [field]: SHORT_OF_CODE[err.code] });
    } finally {
      stop();
      setBusy(false);
    }
  }

  return (
    <main id="main" className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center gap-2">
          <CalendarRange aria-hidden className="size-6 text-indigo-600" />
          <span className="text-base font-semibold text-slate-900">Event console</span>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">Connect to your event</h1>
          <p className="mt-1 text-sm text-slate-600">
            Use the API key issued in the event's console. The key stays in this browser tab only and is forgotten when you close it.
          </p>

          {success ? (
            <div className="mt-6 space-y-4" data-testid="connect-success">
              <div role="status" className="flex items-start gap-3 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-950 ring-1 ring-emerald-200">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                <div className="min-w-0">
                  <p className="font-semibold">Connected to {success.who.eventName}</p>
                  <p className="mt-1">Key valid for {formatDuration(success.who.expiresInSeconds)}.</p>
                  {success.clockNote ? <p className="mt-1">{success.clockNote}</p> : null}
                </div>
              </div>
              <div>
                <h2 className="text-sm font-medium text-slate-800">This key may</h2>
                <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Scopes">
                  {success.who.scopes.length === 0 ? <li className="text-sm text-slate-600">only identify itself (no scopes)</li> : null}
                  {success.who.scopes.map((s) => (
                    <li key={s} className="rounded-full bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-800">
                      {s}
                    </li>
                  ))}
                </ul>
              </div>
              <Button ref={continueRef} className="w-full" onClick={() => navigate(target, { replace: true })}>
                Continue{target === '/' ? ' to the dashboard' : ''}
              </Button>
            </div>
          ) : (
            <form className="mt-6 space-y-4" onSubmit={connect} noValidate aria-label="Connect">
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

        {profiles.length > 0 && !success ? (
          <section aria-labelledby="profiles-heading" className="mt-6">
            <h2 id="profiles-heading" className="text-sm font-medium text-slate-800">
              Remembered connections
            </h2>
            <ul className="mt-2 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
              {profiles.map((p) => (
                <li key={p.name} className="flex items-center gap-2 px-3 py-2">
                  <button
                    type="button"
                    className="min-w-0 flex-1 rounded text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
                    onClick={() => applyProfile(p)}
                  >
                    <span className="block truncate text-sm font-medium text-slate-900">{p.name}</span>
                    <span className="block truncate text-xs text-slate-600">
                      {p.eventId} · {p.baseUrl}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    onClick={() => {
                      keyStore.removeProfile(p.name);
                      setProfiles(keyStore.profiles());
                    }}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    <span className="sr-only">Forget {p.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}
