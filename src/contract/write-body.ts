import { z } from 'zod';
import type { ApiIssue } from './common';
import { unstorableMessage } from './storable-text';

/**
 * How one record kind treats the keys of a write body (common conventions 4 to 6):
 * - `idField` / `idAliases`: the record's own id (`documentId`, plus the older per-type spelling);
 * - `writable`: keys the endpoint stores (validated by the kind's zod schema);
 * - `readOnly`: keys dropped and listed in `ignoredFields` (with the reason, for /apiSchema);
 * - `refused`: keys whose write is an error (derived or attendee-owned values), with what to use instead.
 * Any other key is unknown: dropped and listed in `ignoredFields`.
 */
export interface WriteRules {
  idField?: string;
  idAliases?: readonly string[];
  readOnly: Readonly<Record<string, string>>;
  refused?: Readonly<Record<string, { message: string; use?: string }>>;
}

export type PreparedWrite =
  | { ok: true; id: string | undefined; fields: Record<string, unknown>; ignoredFields: string[] }
  | { ok: false; details: ApiIssue[] };

export const NULL_MESSAGE =
  'null must never be sent: omit the field to keep it, or clear it with "" for text, false for a flag, 0 for a number, or the clearsTo value of /apiSchema for a colour';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Finds every `null` inside a value, with its path, so that none is ever stored. */
export function findNulls(value: unknown, path: string, out: string[] = []): string[] {
  if (value === null) out.push(path);
  else if (Array.isArray(value)) value.forEach((v, i) => findNulls(v, `${path}[${i}]`, out));
  else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) findNulls(v, path ? `${path}.${k}` : k, out);
  return out;
}

/**
 * Splits a write body into the record's id, the writable fields, the ignored keys and the refusals.
 * It does not validate the writable values: parse `fields` with the kind's schema afterwards.
 */
export function prepareWrite(body: unknown, writableKeys: readonly string[], rules: WriteRules): PreparedWrite {
  if (!isPlainObject(body)) return { ok: false, details: [{ field: '(body)', message: 'must be a JSON object' }] };
  const details: ApiIssue[] = [];
  const fields: Record<string, unknown> = {};
  const ignoredFields: string[] = [];
  const ids = new Map<string, string>();
  const writable = new Set(writableKeys);
  const idKeys = new Set([rules.idField, ...(rules.idAliases ?? [])].filter(Boolean) as string[]);
  for (const [key, value] of Object.entries(body)) {
    for (const at of findNulls(value, key)) details.push({ field: at, message: NULL_MESSAGE });
    if (value === null) continue;
    const refusal = rules.refused?.[key];
    if (refusal) {
      details.push({ field: key, message: refusal.message, ...(refusal.use ? { use: refusal.use } : {}) });
    } else if (idKeys.has(key)) {
      const unstorable = typeof value === 'string' ? unstorableMessage(value) : undefined;
      if (typeof value !== 'string') details.push({ field: key, message: 'must be a string id' });
      else if (unstorable) details.push({ field: key, message: unstorable });
      else if (value !== '') ids.set(key, value);
    } else if (writable.has(key)) {
      fields[key] = value;
    } else {
      ignoredFields.push(key);
    }
  }
  const distinct = [...new Set(ids.values())];
  if (distinct.length > 1) {
    details.push({
      field: [...ids.keys()].join(', '),
      message: `name different records (${[...ids.entries()].map(([k, v]) => `${k}=${v}`).join(', ')}); send one id`,
    });
  }
  if (details.length > 0) return { ok: false, details };
  return { ok: true, id: distinct[0], fields, ignoredFields };
}

/**
 * Turns zod issues into the service's `details`, naming the exact field. A wrong type where nothing was
 * sent reads "is required"; pass the parsed `value` so that a value of the wrong type is not called missing.
 */
export function issuesToDetails(error: z.ZodError, prefix = '', value?: unknown): ApiIssue[] {
  return error.issues.map((issue) => {
    const path = formatPath(issue.path, prefix);
    let message = issue.message;
    const sent = value === undefined ? (issue as { input?: unknown }).input : valueAt(value, issue.path);
    if (issue.code === 'invalid_type' && sent === undefined) message = 'is required';
    return { field: path || prefix || '(body)', message };
  });
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const part of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[part];
  }
  return at;
}

export function formatPath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/** Parses with a schema and answers either the data or the service's `details`. */
export function parseWith<T extends z.ZodType>(
  schema: T,
  value: unknown,
  prefix = '',
): { ok: true; data: z.output<T> } | { ok: false; details: ApiIssue[] } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, details: issuesToDetails(result.error, prefix, value) };
}
