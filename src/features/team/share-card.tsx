import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { useShareKey } from '../../api/team-queries';
import type { ShareStatus } from '../../contract/team';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatDateTime } from './format-time';

/**
 * Sharing the event with the team: the console's server keeps the key (sealed at rest) and works for the
 * members with it. Pasting a new key replaces it for everyone, and no one is signed out.
 */
export function ShareCard({ status }: { status: ShareStatus }) {
  const connection = useConnection();
  const share = useShareKey();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const keyHolder = connection?.kind !== 'member';

  if (!status.available) {
    return (
      <section aria-labelledby="share-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="share-title" className="text-base font-semibold text-slate-900">
          Share this event with my team
        </h2>
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200" role="status">
          Not available on this server. {status.reason}
        </p>
      </section>
    );
  }

  function replace(e: FormEvent) {
    e.preventDefault();
    if (!key.trim()) {
      setError('Paste the new key.');
      return;
    }
    setError(undefined);
    share.mutate(key.trim(), { onSuccess: () => setKey(''), onError: (err) => setError(describeError(err)) });
  }

  return (
    <section aria-labelledby="share-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="share-card">
      <h2 id="share-title" className="text-base font-semibold text-slate-900">
        {status.shared ? 'Shared with the team' : 'Share this event with my team'}
      </h2>
      {status.shared ? (
        <p className="mt-1 text-sm text-slate-600">
          Members sign in to this console with their own password or passkey; the key stays on the console’s server and never reaches their browsers. It works until{' '}
          <strong className="font-medium text-slate-900">{formatDateTime(status.expiresAt ?? 0)}</strong>.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          The console’s server keeps the key, sealed, and works with it for the people you invite, each with a role. Nobody else needs the key.
        </p>
      )}
      {status.renewSoon ? (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          The team’s key ends within two hours. Paste a new key below: it replaces the old one for everyone, and no one is signed out.
        </p>
      ) : null}
      {!status.shared && keyHolder ? (
        <Button className="mt-4" busy={share.isPending} onClick={() => share.mutate(undefined, { onError: (err) => setError(describeError(err)) })}>
          Share this event with my team
        </Button>
      ) : null}
      {status.shared ? (
        <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={replace} noValidate aria-label="Replace the team’s key">
          <TextField className="flex-1" label="New key for the team" name="teamKey" type="password" autoComplete="off" spellCheck={false} value={key} onChange={(e) => setKey(e.target.value)} error={error} />
          <Button type="submit" variant="secondary" className="sm:mt-6" busy={share.isPending}>
            Replace the key
          </Button>
        </form>
      ) : error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}
