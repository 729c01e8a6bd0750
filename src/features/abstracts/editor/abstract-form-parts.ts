/** What every part of the abstract editor receives: the form, and a field's message by path. */
import { get, type UseFormReturn } from 'react-hook-form';
import type { AbstractFormValues } from './abstract-form-model';

/** A form field's message, nested paths included (`authors.0.name`). */
export type ErrorOf = (path: string) => string | undefined;
export type AbstractFormProps = { form: UseFormReturn<AbstractFormValues>; errorOf: ErrorOf; /** The role may read the abstract but not change it. */ readOnly?: boolean };

export function errorOfForm(form: UseFormReturn<AbstractFormValues>): ErrorOf {
  return (path) => (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
}
