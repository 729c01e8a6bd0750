import { useId, type ReactNode } from 'react';
import { cn } from './cn';

export type SwitchFieldProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
};

/** An on/off switch (role="switch") with a label and hint; use with react-hook-form's `Controller`. */
export function SwitchField({ label, checked, onCheckedChange, hint, disabled, id, name }: SwitchFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${fieldId}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        id={fieldId}
        name={name}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50',
          checked ? 'bg-indigo-600' : 'bg-slate-400',
        )}
      >
        <span aria-hidden className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0.5')} />
      </button>
    </div>
  );
}
