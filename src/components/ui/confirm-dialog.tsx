import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../../api/errors';
import { Button } from './button';
import { Dialog } from './dialog';
import { LoadingState } from './loading-state';

export type DryRunAccount = { warnings: readonly string[]; summary?: ReactNode };

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, in words. */
  children?: ReactNode;
  confirmLabel?: string;
  destructive?: boolean;
  /**
   * Asks the service what the write would do (`dryRun`), shown before the user
   * confirms: e.g. `() => api.post('/deletePoll', {pollId}, {dryRun: true})`.
   */
  dryRun?: () => Promise<{ warnings: readonly string[] }>;
  onConfirm: () => Promise<unknown> | void;
};

/** Asks before a consequential action, showing the dry run's account of what it would destroy. */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel = 'Confirm', destructive = false, dryRun, onConfirm }: ConfirmDialogProps) {
  const [account, setAccount] = useState<DryRunAccount | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open || !dryRun) return;
    let alive = true;
    setChecking(true);
    setAccount(null);
    setError(null);
    dryRun()
      .then((r) => alive && setAccount({ warnings: r.warnings }))
      .catch((e: unknown) => alive && setError(isApiError(e) ? e.explain() : String(e)))
      .finally(() => alive && setChecking(false));
    return () => {
      alive = false;
    };
  }, [open, dryRun]);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (e) {
      setError(isApiError(e) ? e.explain() : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={confirm} busy={busy} disabled={checking}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        {children}
        {checking ? <LoadingState label="Checking what this would change…" /> : null}
        {account && account.warnings.length > 0 ? (
          <div className="rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200">
            <p className="font-medium">The service reports:</p>
            <ul className="mt-1 list-disc pl-5">
              {account.warnings.map((w, i) => (
                <li key={i}>{w}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
