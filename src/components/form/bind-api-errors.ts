import { get, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { describeError, isApiError } from '../../api/errors';

/**
 * The one binder of a refused save to a form: each problem the service names
 * goes on the deepest form field its path reaches; what no field can take is
 * returned, worded, for the form's problems list above the fields.
 *
 * Paths may be nested and indexed in either spelling — `authors[2].name`,
 * `contentData.3.data.content`, `options.1` — and are bound as react-hook-form
 * paths (`authors.2.name`). A field is known to the form when `fields` names it
 * (or names a field it lies in) or when it exists in the form's `values`.
 *
 *   catch (e) { setGeneral(bindApiErrors(e, form.setError, { fields: FIELDS, values: form.getValues() })) }
 */
export type BindOptions = {
  /** Form fields by name; a listed name also takes the problems of anything inside it. */
  fields?: readonly string[];
  /** The values the form holds: a nested path binds where it exists in them. */
  values?: FieldValues;
  /** The form's path for a field the service names, when they differ (`trackArray` → `tracks`); null: none. */
  pathOf?: (field: string) => string | null;
};

/** `authors[2].name` → `authors.2.name`. */
export function toFormPath(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/** The deepest form field the path reaches, or null when the form shows none of it. */
export function formFieldFor(path: string, options: BindOptions): string | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const prefix = parts.slice(0, n).join('.');
    if (options.fields?.includes(prefix)) return n === parts.length || !options.values ? prefix : deepestInValues(parts, n, options.values);
    if (options.values && !options.fields && get(options.values, prefix) !== undefined) return prefix;
  }
  return null;
}

/** Within a listed field, goes as deep as the values go (`options` listed, `options.1` held → `options.1`). */
function deepestInValues(parts: string[], listed: number, values: FieldValues): string {
  for (let n = parts.length; n > listed; n--) {
    const prefix = parts.slice(0, n).join('.');
    if (get(values, prefix) !== undefined) return prefix;
  }
  return parts.slice(0, listed).join('.');
}

/** Binds the refusal's field problems; returns the worded problems no field took. */
export function bindApiErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fieldsOrOptions: readonly string[] | BindOptions): string[] {
  const options: BindOptions = isFieldList(fieldsOrOptions) ? { fields: fieldsOrOptions } : fieldsOrOptions;
  if (!isApiError(error) || error.details.length === 0) return [describeError(error)];
  const leftovers: string[] = [];
  const bound = new Set<string>();
  for (const d of error.details) {
    const message = d.use ? `${d.message} (use ${d.use})` : d.message;
    const mapped = d.field ? (options.pathOf ? options.pathOf(d.field) : toFormPath(d.field)) : null;
    const target = mapped ? formFieldFor(mapped, options) : null;
    if (!target) {
      leftovers.push(d.field ? `${d.field}: ${message}` : message);
    } else if (!bound.has(target)) {
      bound.add(target);
      setError(target as Path<T>, { type: 'server', message });
    }
  }
  return leftovers;
}

function isFieldList(value: readonly string[] | BindOptions): value is readonly string[] {
  return Array.isArray(value);
}
