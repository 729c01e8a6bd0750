import { forwardRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ScopeList } from './scope-list';
import { formatDuration } from './format-duration';
import type { ConnectSuccess as Success } from './use-connect-form';

/** What a connected key may do, and the way on. Loaded once a connect starts (login-page.tsx), not with /login. */
const ConnectSuccess = forwardRef<HTMLButtonElement, { success: Success; toDashboard: boolean; onContinue: () => void }>(function ConnectSuccess({ success, toDashboard, onContinue }, continueRef) {
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
        <h2 className="text-sm font-medium text-slate-800">What this key allows</h2>
        <ScopeList scopes={success.who.scopes} />
      </div>
      <Button ref={continueRef} className="w-full" onClick={onContinue}>
        Continue{toDashboard ? ' to the dashboard' : ''}
      </Button>
    </div>
  );
});


export default ConnectSuccess;
