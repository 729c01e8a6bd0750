import { AlertTriangle } from 'lucide-react';
import { describeError, errorReference } from '../../api/errors';
import { Button } from './button';

export type ErrorStateProps = { error: unknown; title?: string; onRetry?: () => void };

/** A failure explained in words, with a retry when one can help; the technical side only behind "Details for support". */
export function ErrorState({ error, title = 'This could not be loaded', onRetry }: ErrorStateProps) {
  const text = describeError(error);
  const reference = errorReference(error);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{title}</p>
          <p className="mt-1 break-words">{text}</p>
          {reference ? (
            <details className="mt-2 text-xs text-red-900">
              <summary className="cursor-pointer font-medium">Details for support</summary>
              <p className="mt-1 font-mono break-all">{reference}</p>
            </details>
          ) : null}
          {onRetry ? (
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
