import { z } from 'zod';
import { oneIdRule, dateSchema, flag, int, text, timeOfDaySchema, urlSchema, writeExtrasShape } from './common';
import { colourSchema } from './colour';
import { contentSectionReadSchema } from './content-sections';
import type { WriteRules } from './write-body';

/** A session as `/getSessions` returns it. `track` is a 0-based position in the event's trackArray (-1: none). */
export const sessionSchema = z.looseObject({
  documentId: z.string(),
  sessionId: z.string().optional(),
  title: z.string(),
  date: z.string().optional().default(''),
  startTime: z.string().optional().default(''),
  endTime: z.string().optional().default(''),
  location: z.string().optional().default(''),
  track: z.number().int().optional().default(-1),
  tintColor: z.union([z.number(), z.string()]).optional(),
  hasPoll: z.boolean().optional().default(false),
  hasLiveQA: z.boolean().optional().default(false),
  allowSelfProxy: z.boolean().optional().default(true),
  imagePath: z.string().optional().default(''),
  unListed: z.boolean().optional().default(false),
  contentData: z.array(contentSectionReadSchema).optional().default([]),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionFieldsSchema = z.object({
  title: text('the title').trim().min(1, { error: 'is required' }),
  date: dateSchema,
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  location: text('the room or place'),
  track: int('a track position (0-based), or -1 for none').min(-1, { error: 'must be -1 (no track) or a track position' }),
  tintColor: colourSchema,
  hasPoll: flag(),
  hasLiveQA: flag(),
  imagePath: urlSchema,
  unListed: flag(),
  /** Validated section by section with validateContentSections. */
  contentData: z.array(z.unknown(), { error: 'must be an array of {type, data} sections' }),
});
export const sessionEditSchema = sessionFieldsSchema.partial();
export const sessionCreateSchema = sessionFieldsSchema.partial().required({ title: true });
export type SessionFields = z.input<typeof sessionEditSchema>;

export const sessionWriteRules: WriteRules = {
  idField: 'documentId',
  idAliases: ['sessionId'],
  readOnly: { allowSelfProxy: 'read-only: set in the vendor console' },
};

/** Every upsert of a record kind answers like this. */
export const upsertRecordResponseSchema = z.looseObject({
  status: z.string(),
  documentId: z.string(),
  created: z.boolean(),
  ...writeExtrasShape,
});

/** Deletes name the record by `documentId` (or the per-type id). A dry run adds what would go. */
export const deleteRecordResponseSchema = z.looseObject({
  status: z.string(),
  dryRun: z.boolean().optional(),
  wouldDelete: z.record(z.string(), z.number()).optional(),
  deleted: z.record(z.string(), z.number()).optional(),
  ...writeExtrasShape,
});

export const deleteSessionBodySchema = z.object({
  documentId: text('a session id').min(1).optional(),
  sessionId: text('a session id').min(1).optional(),
}).meta(oneIdRule('sessionId', true));
