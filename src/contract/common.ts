import { z } from 'zod';
import { exceedsCharacters } from './graphemes';
import { unstorableMessage } from './storable-text';

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

/**
 * The JSON answer of a ticket or guest write, sent instead of plain text only when there are warnings or ignored
 * fields: one of the two lists is there and not empty.
 */
const reportShape = { status: z.string(), ...writeExtrasShape, dryRun: z.literal(true).optional() };
const listed = z.array(z.string()).min(1);
export const writeReportSchema = z
  .union([z.looseObject({ ...reportShape, warnings: listed }), z.looseObject({ ...reportShape, ignoredFields: listed })])
  .meta({ description: 'The JSON answer of a ticket or guest write, sent instead of plain text only when there are warnings or ignored fields.' });

/** The answer of a ticket or guest write: plain text, or JSON when there are warnings or ignored fields. */
export const textOrWarningsSchema = z.union([z.string(), writeReportSchema]);

export const statusResponseSchema = z.looseObject({ status: z.string(), ...writeExtrasShape });

/**
 * E-mail addresses are trimmed and lowercased on write (common convention 7), and hold to the limits of
 * RFC 5321: a local part (before the @) of at most 64 characters, an address of at most 254.
 */
export const EMAIL_LIMITS = { localPart: 64, address: 254 } as const;
export const emailSchema = z
  .string({ error: 'must be a string holding an e-mail address' })
  .trim()
  .toLowerCase()
  .max(EMAIL_LIMITS.address, { error: `must be an e-mail address of at most ${EMAIL_LIMITS.address} characters`, abort: true })
  .refine((v) => !v.includes('@') || v.lastIndexOf('@') <= EMAIL_LIMITS.localPart, {
    error: `must have at most ${EMAIL_LIMITS.localPart} characters before the @`,
    abort: true,
  })
  .pipe(z.email({ error: 'must be a valid e-mail address' }))
  .meta({ format: 'email', examples: ['ada@example.org'] });

/**
 * The one-id rule of the API document: `documentId` and the older `<type>Id` both name the record, so a body
 * sends one of them (both only when equal; different values are refused with 400). JSON Schema cannot compare
 * two values, so the document says "not both" (`required`: exactly one) and names the pair in `x-same-record`.
 */
export function oneIdRule(legacy: string, required: boolean): Record<string, unknown> {
  return {
    'x-same-record': ['documentId', legacy],
    description: `\`documentId\` and \`${legacy}\` name the same record: send one${required ? ' (one is required)' : ' to edit, none to create'}. Both are accepted only when equal; different values are refused (400 validation_failed).`,
    ...(required ? { oneOf: [{ required: ['documentId'] }, { required: [legacy] }] } : { not: { required: ['documentId', legacy], properties: { documentId: { type: 'string' }, [legacy]: { type: 'string' } } } }),
  };
}

/** Normalises an e-mail address the way the service stores it. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Every text the service takes (fields, ids, query values, array entries) follows the rule of
 * `storable-text.ts`: no NUL, no half of an emoji, no invisible control character but tab and line breaks.
 */
function refuseUnstorable(value: string, ctx: z.RefinementCtx): void {
  const message = unstorableMessage(value);
  if (message) ctx.addIssue({ code: 'custom', message, input: value });
}
export const storableString = (error: string) => z.string({ error }).superRefine(refuseUnstorable);

export const text = (what = 'text') => storableString(`must be ${what} (a string)`);
/** A record's id (in a body or a query): text under the same rule, so a NUL never reaches a lookup. */
export const idText = (what = 'an id') => text(what);
export const flag = () => z.boolean({ error: 'must be true or false' });

/** Whole numbers are stored as 4-byte integers: -2147483648 to 2147483647. */
export const INT_RANGE = { min: -2147483648, max: 2147483647 } as const;
export const int = (what = 'a whole number') =>
  z
    .number({ error: `must be ${what}` })
    .int({ error: `must be ${what}` })
    .min(INT_RANGE.min, { error: `must be ${what} from ${INT_RANGE.min} to ${INT_RANGE.max}`, abort: true })
    .max(INT_RANGE.max, { error: `must be ${what} from ${INT_RANGE.min} to ${INT_RANGE.max}`, abort: true });

/**
 * A text limit counted in characters as people see them (`graphemes.ts`), the way the console counts;
 * /apiSchema shows it as maxLength.
 */
export const atMostCharacters = (schema: z.ZodString, max: number) =>
  schema.refine((v) => !exceedsCharacters(v, max), { error: `must be at most ${max} characters` }).meta({ maxLength: max });

/** What a web address looks like in the API document: http(s)://host..., or empty (the server also trims spaces). */
export const WEB_URL_PATTERN = '^(https?://[^\\s/?#@]+[^\\s]*)?$';

/** A web address, trimmed: a blank one (spaces only) is empty, which clears the field. */
export const urlSchema = storableString('must be a web address (a string)')
  .trim()
  .refine((v) => v === '' || isWebUrl(v), { error: 'must be a web address starting with https:// or http://' })
  .meta({ pattern: WEB_URL_PATTERN, description: 'An http(s) web address, or empty to clear', examples: ['https://example.org/page'] });

export function isWebUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A calendar date `YYYY-MM-DD` that exists. Empty clears. */
export const dateSchema = storableString('must be a date YYYY-MM-DD')
  .refine((v) => v === '' || isCalendarDate(v), { error: 'must be a date written YYYY-MM-DD' })
  .meta({ pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$', description: 'A calendar date YYYY-MM-DD that exists, or empty to clear', examples: ['2026-09-14'] });

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A time of day `HH:MM` (24 h). Empty clears. */
export const timeOfDaySchema = storableString('must be a time HH:MM')
  .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { error: 'must be a time written HH:MM (24-hour)' })
  .meta({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d)?$', description: 'A time of day HH:MM (24-hour), or empty to clear', examples: ['09:30'] });

/** Rich text: plain text or a Delta JSON string (`{"ops":[...]}` or `[...]`). */
export const richTextSchema = storableString('must be plain text or a Delta JSON string');

/** Shape of a field that can be posted back unchanged but is never written (read-only bookkeeping). */
export type ReadOnlyReasons = Record<string, string>;
