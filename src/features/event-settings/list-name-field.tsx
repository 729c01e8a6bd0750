import { useId, type ComponentProps } from 'react';
import { controlClasses } from '../../components/ui/field-shell';

export type ListNameFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  /** "Track 1 name": for screen readers; the row's number and the section title say it on screen. */
  label: string;
  error?: string;
};

/** The name of one entry of the track or tier list: one line, its label for screen readers, its problem under it. */
export function ListNameField({ label, error, ...rest }: ListNameFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="text" autoComplete="off" className={controlClasses(!!error)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest} />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
