import { z } from 'zod';

/** Every scope a key can carry (specification, Authentication rule 1). */
export const SCOPES = [
  'tickets:read',
  'tickets:write',
  'polls:read',
  'polls:write',
  'qa:read',
  'qa:write',
  'media:write',
  'event:read',
  'event:write',
  'attendees:read',
  'attendees:write',
  'abstracts:read',
  'abstracts:write',
] as const;
export type Scope = (typeof SCOPES)[number];

/** The specification's Limits table (plain numbers, no zod: the request scheduler reads it on the login route). */
export { LIMITS } from './limits';

/** One entry of an error body's `details`: the exact field, the problem, and for a non-writable field what to use instead. */
export const apiIssueSchema = z.looseObject({
  field: z.string(),
  message: z.string(),
  use: z.string().optional(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/** Every error the service sends is JSON of this shape (decisions.md adds `code`). */
export const apiErrorBodySchema = z.looseObject({
  error: z.string(),
  code: z.string().optional(),
  details: z.array(z.union([apiIssueSchema, z.string()])).optional(),
  missingScope: z.string().optional(),
  serverTime: z.number().optional(),
  expiredAt: z.string().optional(),
  retryAfterSeconds: z.number().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** What every write may answer besides its own fields (common convention 3). */
export const writeExtrasShape = {
  warnings: z.array(z.string()).optional(),
  ignoredFields: z.array(z.string()).optional(),
};

/** The answer of a ticket or guest write: plain text, or JSON when there are warnings or ignored fields. */
export const textOrWarningsSchema = z.union([
  z.string(),
  z.looseObject({ status: z.string().optional(), ...writeExtrasShape }),
]);

export const statusResponseSchema = z.looseObject({ status: z.string(), ...writeExtrasShape });

/** E-mail addresses are trimmed and lowercased on write (common convention 7). */
export const emailSchema = z
  .string({ error: 'must be a string holding an e-mail address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be a valid e-mail address' }));

/** Normalises an e-mail address the way the service stores it. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const text = (what = 'text') => z.string({ error: `must be ${what} (a string)` });
export const flag = () => z.boolean({ error: 'must be true or false' });
export const int = (what = 'a whole number') => z.number({ error: `must be ${what}` }).int({ error: `must be ${what}` });

/** A web address. Empty clears the field. */
export const urlSchema = z
  .string({ error: 'must be a web address (a string)' })
  .trim()
  .refine((v) => v === '' || isWebUrl(v), { error: 'must be a web address starting with https:// or http://' });

export function isWebUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A calendar date `YYYY-MM-DD` that exists. Empty clears. */
export const dateSchema = z
  .string({ error: 'must be a date YYYY-MM-DD' })
  .refine((v) => v === '' || isCalendarDate(v), { error: 'must be a date written YYYY-MM-DD' });

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A time of day `HH:MM` (24 h). Empty clears. */
export const timeOfDaySchema = z
  .string({ error: 'must be a time HH:MM' })
  .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { error: 'must be a time written HH:MM (24-hour)' });

/** Rich text: plain text or a Delta JSON string (`{"ops":[...]}` or `[...]`). */
export const richTextSchema = z.string({ error: 'must be plain text or a Delta JSON string' });

/** Shape of a field that can be posted back unchanged but is never written (read-only bookkeeping). */
export type ReadOnlyReasons = Record<string, string>;
