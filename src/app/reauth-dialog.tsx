import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { describeError, type ApiError } from '../api/errors';
import { keyStore } from '../api/key-store';
import { accountQueries, useWhoami } from '../api/account-queries';
import { fetchWhoami } from '../api/whoami';
import { useConnection } from '../api/use-connection';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { TextField } from '../components/ui/text-field';
import { useKeyCountdown } from '../api/use-key-countdown';
import { paths } from '../paths';

const reasons: Record<string, string> = {
  key_expired: 'Your API key has expired.',
  key_revoked: 'Your API key has been revoked.',
  invalid_key: 'Your API key is no longer recognised.',
};

/**
 * Opens over the page when the key stops working (expired, revoked) and asks
 * for a new one. The page underneath stays mounted, so nothing typed is lost;
 * once the new key works, everything on screen refreshes.
 */
export function ReauthDialog() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: whoami } = useWhoami();
  const [reason, setReason] = useState<string | null>(null);
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const countdown = useKeyCountdown(whoami?.expiresAt);
  const eventName = whoami?.eventName;

  useEffect(() => api.onAuthFailure((e: ApiError) => setReason(e.code)), []);
  useEffect(() => {
    if (countdown.expired) setReason((r) => r ?? 'key_expired');
  }, [countdown.expired]);

  if (!connection) return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!connection) return;
    if (!key.trim()) {
      setError('Enter the new API key.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const candidate = { ...connection, apiKey: key.trim() };
      const who = await fetchWhoami({ connection: candidate, networkRetries: 0 });
      keyStore.replaceKey(candidate.apiKey);
      queryClient.setQueryData(accountQueries.whoami().queryKey, who);
      setKey('');
      setReason(null);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={reason !== null}
      onOpenChange={(open) => !open && setReason(null)}
      title="Connect again with a new key"
      description={`${reasons[reason ?? ''] ?? 'Your API key stopped working.'} Everything on this page is kept; enter a new key for the same event to carry on.`}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="rounded-md bg-slate-50 p-3 text-xs text-slate-700">
          {eventName ? (
            <p>
              For <span className="font-medium text-slate-900">{eventName}</span>
            </p>
          ) : null}
          <details className={eventName ? 'mt-1' : undefined}>
            <summary className="cursor-pointer font-medium">Connection details</summary>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-medium">Server</dt>
              <dd className="truncate">{connection.baseUrl}</dd>
              <dt className="font-medium">Client</dt>
              <dd className="truncate">{connection.clientId}</dd>
              <dt className="font-medium">Event</dt>
              <dd className="truncate">{connection.eventId}</dd>
            </dl>
          </details>
        </div>
        <TextField
          label="New API key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          error={error}
          required
          autoFocus
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            onClick={() => {
              keyStore.clear();
              navigate(paths.login.link());
            }}
          >
            Sign out
          </Button>
          <Button variant="secondary" onClick={() => setReason(null)}>
            Not now
          </Button>
          <Button type="submit" busy={busy}>
            Use this key
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
