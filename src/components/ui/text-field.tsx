import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldShell, controlClasses, describedBy } from './field-shell';
import { countCharacters } from '../../contract/graphemes';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Show a character counter against this limit (needs the current value). */
  maxChars?: number;
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with inline error and optional character counter; works with react-hook-form's `register`. */
export function TextField({ label, hint, error, maxChars, id, className, required, value, defaultValue, ...rest }: TextFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const text = String(value ?? defaultValue ?? '');
  const count = maxChars ? { used: countCharacters(text), max: maxChars } : undefined;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} count={count} required={required} className={className}>
      <input
        id={fieldId}
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
