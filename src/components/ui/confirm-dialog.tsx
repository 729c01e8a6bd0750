import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { describeError } from '../../api/errors';
import { Button } from './button';
import { Dialog } from './dialog';
import { accountLines, readDryRun, type DryRunAccount } from './dry-run-account';
import { LoadingState } from './loading-state';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, in words. */
  children?: ReactNode;
  confirmLabel?: string;
  destructive?: boolean;
  /**
   * Asks the service what the write would do, shown as it answers before the
   * user confirms: pass the dry run's answer as it came, e.g.
   * `() => deletePoll(pollId, {dryRun: true})`, or for a bulk action
   * `() => dryRunEach(ids, (id) => deleteAbstract(id, {dryRun: true}))`.
   */
  dryRun?: () => Promise<unknown>;
  onConfirm: () => Promise<unknown> | void;
};

/**
 * Asks before a consequential action (every delete and bulk delete), showing
 * the dry run's account of what it would destroy — whatever form the answer
 * takes (`warnings`, `wouldDelete`, plain text; summed for a bulk action).
 */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel = 'Confirm', destructive = false, dryRun, onConfirm }: ConfirmDialogProps) {
  const [account, setAccount] = useState<DryRunAccount | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The dry run is asked once each time the dialog opens, with the call site's latest function.
  const askDryRun = useEffectEvent(() => dryRun?.());
  const hasDryRun = !!dryRun;
  useEffect(() => {
    if (!open || !hasDryRun) return;
    let alive = true;
    setChecking(true);
    setAccount(null);
    setError(null);
    Promise.resolve(askDryRun())
      .then((answer) => alive && setAccount(readDryRun(answer)))
      .catch((e: unknown) => alive && setError(describeError(e)))
      .finally(() => alive && setChecking(false));
    return () => {
      alive = false;
    };
  }, [open, hasDryRun]);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (e) {
      setError(describeError(e));
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
        {checking ? <LoadingState label="Checking what this would change…" shape="inline" /> : null}
        {account ? <DryRunReport account={account} /> : null}
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

function DryRunReport({ account }: { account: DryRunAccount }) {
  const lines = accountLines(account);
  if (lines.length === 0 && account.failures.length === 0) return null;
  return (
    <div role="status" className="rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200">
      <p className="font-medium">{account.records > 1 ? `The service reports, for ${account.records} records:` : 'The service reports:'}</p>
      <ul className="mt-1 list-disc pl-5">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
        {account.failures.map((failure, i) => (
          <li key={`f${i}`} className="text-red-900">
            Could not be checked: {failure}
          </li>
        ))}
      </ul>
    </div>
  );
}
