import { AlertCircle, X } from 'lucide-react';

export type WarningsBannerProps = {
  warnings?: readonly string[];
  ignoredFields?: readonly string[];
  /** What was written, e.g. "Poll saved". */
  title?: string;
  onDismiss?: () => void;
};

/**
 * Shows a write's `warnings` and `ignoredFields` next to the thing they are
 * about. Renders nothing when there are none.
 */
export function WarningsBanner({ warnings = [], ignoredFields = [], title = 'Saved, with warnings', onDismiss }: WarningsBannerProps) {
  if (warnings.length === 0 && ignoredFields.length === 0) return null;
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <div className="flex items-start gap-3">
        <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{title}</p>
          {warnings.length > 0 ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {warnings.map((w, i) => (
                <li key={i}>{w}</li>
              ))}
            </ul>
          ) : null}
          {ignoredFields.length > 0 ? (
            <p className="mt-1">
              Not saved (read-only or unknown to the service): <span className="font-mono">{ignoredFields.join(', ')}</span>
            </p>
          ) : null}
        </div>
        {onDismiss ? (
          <button type="button" onClick={onDismiss} className="rounded p-1 text-amber-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700">
            <X aria-hidden className="size-4" />
            <span className="sr-only">Dismiss warnings</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
