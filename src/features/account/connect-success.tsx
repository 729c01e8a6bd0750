import { forwardRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { formatDuration } from './format-duration';
import type { ConnectSuccess as Success } from './use-connect-form';

/** What a connected key may do, and the way on. */
export const ConnectSuccess = forwardRef<HTMLButtonElement, { success: Success; toDashboard: boolean; onContinue: () => void }>(function ConnectSuccess({ success, toDashboard, onContinue }, continueRef) {
  return (
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
      <Button ref={continueRef} className="w-full" onClick={onContinue}>
        Continue{toDashboard ? ' to the dashboard' : ''}
      </Button>
    </div>
  );
});
