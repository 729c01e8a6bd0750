import type { ReactNode } from 'react';
import { cn } from './cn';

export type FieldShellProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Characters used and allowed, shown under the field. */
  count?: { used: number; max: number };
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label, hint, inline error and character counter around one form control. */
export function FieldShell({ id, label, hint, error, count, required, className, children }: FieldShellProps) {
  const over = count ? count.used > count.max : false;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {(hint || error || count) && (
        <div className="flex items-start justify-between gap-3 text-xs">
          <div className="min-w-0">
            {error ? (
              <p id={`${id}-error`} className="font-medium text-red-700">
                {error}
              </p>
            ) : hint ? (
              <p id={`${id}-hint`} className="text-slate-600">
                {hint}
              </p>
            ) : null}
          </div>
          {count ? (
            <p id={`${id}-count`} className={cn('shrink-0 tabular-nums', over ? 'font-medium text-red-700' : 'text-slate-600')}>
              {count.used}/{count.max}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

export function describedBy(id: string, parts: { error?: string; hint?: ReactNode; count?: unknown }): string | undefined {
  const ids = [parts.error ? `${id}-error` : parts.hint ? `${id}-hint` : null, parts.count ? `${id}-count` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export const controlClasses = (invalid: boolean) =>
  cn(
    // min-h-10: the same height as a medium button, so a field and a button side by side line up.
    'block min-h-10 w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500',
    'focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-600' : 'border-slate-300',
  );
