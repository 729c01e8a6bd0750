/**
 * A list's view (search, filters, sort, open detail) lives in the URL's search
 * parameters, described once by a zod object whose keys are the parameter
 * names. Each field reads the parameter's text (`undefined` when absent) and
 * must give a value for `undefined` (`.default(...)` or `.catch(...)`): that
 * value is the default. A value the field refuses reads as the default; a
 * value equal to the default (or empty) is left out of the URL, so addresses
 * stay short; parameters the schema does not name are kept as they are.
 * Non-text values use a `z.codec` from text, which also writes them back.
 *
 *   const listState = z.object({ q: z.string().default(''), sort: z.enum(['name', 'company']).catch('name') });
 *   const { state, set, href } = useUrlState(listState);
 *   set({ q: 'ann' });             // ?q=ann (replaces the history entry)
 *   <Link to={href({ guest: email })}>   // the same view with one more parameter
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';

export type UrlSchema = z.ZodObject;

/** A field's value when its parameter is absent. */
function defaultOf(field: z.ZodType): unknown {
  const r = field.safeParse(undefined);
  if (!r.success) throw new Error('useUrlState: every field needs a default (.default or .catch)');
  return r.data;
}

/** The text a field's value is written as ('' for a value that is left out). */
function textOf(field: z.ZodType, value: unknown): string {
  if (value === undefined || value === null) return '';
  const encoded = z.safeEncode(field, value);
  const out = encoded.success ? encoded.data : value;
  return out === undefined || out === null ? '' : String(out);
}

/** The view the parameters describe, every field present. */
export function readUrlState<S extends UrlSchema>(schema: S, params: URLSearchParams): z.output<S> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const raw = params.get(key) ?? undefined;
    const r = field.safeParse(raw);
    out[key] = r.success ? r.data : defaultOf(field);
  }
  return out as z.output<S>;
}

/** The parameters with `patch` applied: defaults and empty values left out, other parameters kept. */
export function writeUrlState<S extends UrlSchema>(schema: S, params: URLSearchParams, patch: Partial<z.output<S>>): URLSearchParams {
  const next = new URLSearchParams(params);
  const shape = schema.shape as Record<string, z.ZodType>;
  for (const [key, value] of Object.entries(patch)) {
    const field = shape[key];
    if (!field) continue;
    const text = textOf(field, value);
    if (text === '' || text === textOf(field, defaultOf(field))) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

export type UrlState<S extends UrlSchema> = {
  /** The view, every field present. */
  state: z.output<S>;
  /** Changes some fields; replaces the history entry (a keystroke is not a step back) unless `push`. */
  set: (patch: Partial<z.output<S>>, options?: { push?: boolean }) => void;
  /** An in-app address of this page with `patch` applied (for links that open a detail). */
  href: (patch: Partial<z.output<S>>) => string;
};

export function useUrlState<S extends UrlSchema>(schema: S): UrlState<S> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query string, not the params object, so memoised views change only when the address does
  const state = useMemo(() => readUrlState(schema, params), [schema, query]);
  const set = useCallback(
    (patch: Partial<z.output<S>>, options?: { push?: boolean }) => setParams((p) => writeUrlState(schema, p, patch), { replace: !options?.push }),
    [schema, setParams],
  );
  const href = useCallback(
    (patch: Partial<z.output<S>>) => {
      const next = writeUrlState(schema, new URLSearchParams(query), patch).toString();
      return next ? `${pathname}?${next}` : pathname;
    },
    [schema, query, pathname],
  );
  return { state, set, href };
}
