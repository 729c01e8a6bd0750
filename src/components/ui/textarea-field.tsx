import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldShell, controlClasses, describedBy } from './field-shell';
import { countCharacters } from '../../contract/graphemes';

export type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  maxChars?: number;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line text field with inline error and optional character counter. */
export function TextareaField({ label, hint, error, maxChars, id, required, value, defaultValue, rows = 4, className, ...rest }: TextareaFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const text = String(value ?? defaultValue ?? '');
  const count = maxChars ? { used: countCharacters(text), max: maxChars } : undefined;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} count={count} required={required} className={className}>
      <textarea
        id={fieldId}
        rows={rows}
        className={controlClasses(!!error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { error, hint, count })}
        required={required}
        value={value}
        defaultValue={defaultValue}
        {...rest}
      />
    </FieldShell>
  );
}
