import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api/errors';

/**
 * Puts a failed write's `details` on the form fields they name; returns the
 * messages no field of the form could take (show them above the form).
 *
 *   catch (e) { setGeneral(bindApiErrors(e, form.setError, Object.keys(defaults))) }
 */
export function bindApiErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): string[] {
  if (!isApiError(error)) return [error instanceof Error ? error.message : String(error)];
  const leftovers: string[] = [];
  const byField = error.fieldErrors();
  for (const [field, message] of Object.entries(byField)) {
    const root = field.split('.')[0];
    if (fields.includes(field) || fields.includes(root)) {
      setError((fields.includes(field) ? field : root) as Path<T>, { type: 'server', message });
    } else {
      leftovers.push(`${field}: ${message}`);
    }
  }
  for (const d of error.details) if (!d.field) leftovers.push(d.message);
  if (error.details.length === 0) leftovers.push(error.explain());
  return leftovers;
}
