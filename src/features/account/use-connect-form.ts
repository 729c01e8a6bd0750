import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { describeError, isApiError } from '../../api/errors';
import { keyStore, normaliseBaseUrl, type Connection, type ConnectionProfile } from '../../api/key-store';
import { fetchWhoami, type Whoami } from '../../api/whoami';

/**
 * The connect form's state: the four fields, their errors, remembered profiles,
 * and the check of a candidate key with `/whoami`. A failure names the field it
 * is about; the key is stored (tab only) only once `/whoami` accepted it.
 */
export type ConnectFields = { baseUrl: string; apiKey: string; clientId: string; eventId: string };
export type ConnectFieldErrors = Partial<Record<keyof ConnectFields, string>>;
export type ConnectSuccess = { who: Whoami; clockNote?: string };

/** Which field a connect failure is about, and its short wording there. */
const FIELD_OF_CODE: Record<string, [keyof ConnectFields, string]> = {
  invalid_key: ['apiKey', 'This key is not recognised.'],
  key_expired: ['apiKey', 'This key has expired.'],
  key_revoked: ['apiKey', 'This key has been revoked.'],
  wrong_event: ['eventId', 'The key belongs to another event.'],
  unknown_event: ['eventId', 'No such event for this client.'],
  unknown_client: ['clientId', 'No such client.'],
  network_error: ['baseUrl', 'Nothing answered at this address.'],
  unknown_endpoint: ['baseUrl', 'This address is not the API.'],
  method_not_allowed: ['baseUrl', 'This address is not the API.'],
};

/** The local demo event's sign-in, served only by a local server running the demo (never read from the address). */
export type DemoSignIn = { apiKey: string; clientId: string; eventId: string };
type ConsoleConfig = { apiBaseUrl?: string; local?: boolean; demo?: DemoSignIn };

function demoOf(config: ConsoleConfig | null): DemoSignIn | null {
  const d = config?.demo;
  return d && typeof d.apiKey === 'string' && typeof d.clientId === 'string' && typeof d.eventId === 'string' && d.apiKey && d.clientId && d.eventId ? d : null;
}

async function loadConsoleConfig(): Promise<ConsoleConfig | null> {
  try {
    const res = await fetch('/console-config.json', { headers: { accept: 'application/json' } });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return null;
    return (await res.json()) as ConsoleConfig;
  } catch {
    return null;
  }
}

function missingFields(fields: ConnectFields): ConnectFieldErrors {
  const missing: ConnectFieldErrors = {};
  if (!fields.baseUrl.trim()) missing.baseUrl = 'Enter the API base URL.';
  else if (!/^(https?:\/\/|\/)/i.test(fields.baseUrl.trim())) missing.baseUrl = 'Start the base URL with https:// (or http:// for a local server).';
  if (!fields.apiKey.trim()) missing.apiKey = 'Enter the API key.';
  if (!fields.clientId.trim()) missing.clientId = 'Enter the client id.';
  if (!fields.eventId.trim()) missing.eventId = 'Enter the event id.';
  return missing;
}

function clockNoteOf(offset: number): string {
  const minutes = Math.round(Math.abs(offset) / 60_000);
  return `This computer's clock is about ${minutes} minute${minutes === 1 ? '' : 's'} ${offset > 0 ? 'behind' : 'ahead of'} the server's; the console corrects for it.`;
}

export function useConnectForm() {
  const [profiles, setProfiles] = useState<ConnectionProfile[]>(() => keyStore.profiles());
  const [fields, setFields] = useState<ConnectFields>(() => {
    const last = keyStore.get() ?? keyStore.profiles()[0];
    return { baseUrl: last?.baseUrl ?? '', apiKey: '', clientId: last?.clientId ?? '', eventId: last?.eventId ?? '' };
  });
  const [errors, setErrors] = useState<ConnectFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [remember, setRemember] = useState(false);
  const [profileName, setProfileName] = useState('');
  const [success, setSuccess] = useState<ConnectSuccess | null>(null);
  // The suggested base URL arrives after the first paint: it never overwrites what the user typed (or cleared).
  const baseUrlTouched = useRef(false);
  const [demo, setDemo] = useState<(DemoSignIn & { baseUrl: string }) | null>(null);

  useEffect(() => {
    let alive = true;
    void loadConsoleConfig().then((config) => {
      if (!alive) return;
      const demoSignIn = demoOf(config);
      if (demoSignIn && config?.apiBaseUrl) setDemo({ ...demoSignIn, baseUrl: config.apiBaseUrl });
      const suggested = config?.apiBaseUrl ?? (import.meta.env.DEV ? `${window.location.origin}/api` : undefined);
      if (suggested && !baseUrlTouched.current) setFields((f) => (f.baseUrl ? f : { ...f, baseUrl: suggested }));
    });
    return () => {
      alive = false;
    };
  }, []);

  function set<K extends keyof ConnectFields>(key: K, value: string) {
    if (key === 'baseUrl') baseUrlTouched.current = true;
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function applyProfile(p: ConnectionProfile) {
    setFields((f) => ({ ...f, baseUrl: p.baseUrl, clientId: p.clientId, eventId: p.eventId }));
    setErrors({});
    setFailure(null);
  }

  function forgetProfile(name: string) {
    keyStore.removeProfile(name);
    setProfiles(keyStore.profiles());
  }

  async function connect(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    setSuccess(null);
    const missing = missingFields(fields);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    await check(fields, remember);
  }

  /** One click: the demo's sign-in goes into the fields and is checked; true once connected. */
  async function connectDemo(): Promise<boolean> {
    if (!demo) return false;
    setFields(demo);
    setErrors({});
    setFailure(null);
    setSuccess(null);
    return check(demo, false);
  }

  async function check(values: ConnectFields, rememberIt: boolean): Promise<boolean> {
    const candidate: Connection = {
      baseUrl: normaliseBaseUrl(values.baseUrl),
      apiKey: values.apiKey.trim(),
      clientId: values.clientId.trim(),
      eventId: values.eventId.trim(),
    };
    setBusy(true);
    let clockNote: string | undefined;
    const stop = api.onClockCorrected((offset) => {
      clockNote = clockNoteOf(offset);
    });
    try {
      const who = await fetchWhoami({ connection: candidate, networkRetries: 0 });
      keyStore.set(candidate);
      if (rememberIt) {
        keyStore.saveProfile({ name: profileName.trim() || who.eventName || candidate.eventId, ...candidate });
        setProfiles(keyStore.profiles());
      }
      setSuccess({ who, clockNote });
      return true;
    } catch (err) {
      setFailure(describeError(err));
      const field = isApiError(err) ? FIELD_OF_CODE[err.code] : undefined;
      if (field) setErrors({ [field[0]]: field[1] });
      return false;
    } finally {
      stop();
      setBusy(false);
    }
  }

  return { fields, set, errors, failure, busy, remember, setRemember, profileName, setProfileName, success, profiles, applyProfile, forgetProfile, connect, demo: demo !== null, connectDemo };
}
