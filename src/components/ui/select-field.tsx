import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldShell, controlClasses, describedBy } from './field-shell';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  options: SelectOption[];
  hint?: ReactNode;
  error?: string;
  /** A first empty option, e.g. "Choose a session". */
  placeholder?: string;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select with inline error. */
export function SelectField({ label, options, hint, error, placeholder, id, required, className, ...rest }: SelectFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} required={required} className={className}>
      <select id={fieldId} className={controlClasses(!!error)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, { error, hint })} required={required} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
