import { z } from 'zod';
import { oneIdRule, LIMITS, flag, int, richTextSchema, text, urlSchema, writeExtrasShape } from './common';
import type { ApiIssue } from './common';
import type { WriteRules } from './write-body';

export const authorSchema = z.object({
  name: text('the author name').trim().min(1, { error: 'every author needs a name' }),
  institutionIndexes: z
    .array(int('a 0-based position').min(0, { error: 'must be 0 or more' }), { error: 'must be an array of 0-based positions in institutions' })
    .optional(),
  isPresenter: flag().optional(),
  speakerId: text('a speaker id').optional(),
});
export type Author = z.infer<typeof authorSchema>;

/** An abstract as `/getAbstracts` returns it. */
export const abstractSchema = z.looseObject({
  documentId: z.string(),
  abstractId: z.string().optional(),
  abstractNumber: z.string().optional().default(''),
  title: z.string(),
  category: z.string().optional().default(''),
  institutions: z.array(z.string()).optional().default([]),
  authors: z.array(z.looseObject(authorSchema.shape)).optional().default([]),
  abstractText: z.string().optional().default(''),
  posterImagePath: z.string().optional().default(''),
  posterOriginalPath: z.string().optional().default(''),
  posterExpected: z.boolean().optional().default(false),
  downloadLink: z.string().optional().default(''),
  downloadLabel: z.string().optional().default(''),
  sessionId: z.string().optional().default(''),
  keywords: z.string().optional().default(''),
  unListed: z.boolean().optional().default(false),
  hidden: z.boolean().optional().default(false),
});
export type Abstract = z.infer<typeof abstractSchema>;

/** The one empty abstract: every field at the value a read gives when the service leaves it out. */
export function emptyAbstract(): Abstract {
  return abstractSchema.parse({ documentId: '', title: '' });
}

export const abstractFieldsSchema = z.object({
  abstractNumber: text('the abstract number'),
  title: text('the title').trim().min(1, { error: 'is required' }),
  category: text('the category').trim(),
  institutions: z.array(text('an institution').trim(), { error: 'must be an array of institution names' }),
  authors: z.array(authorSchema, { error: 'must be an array of author objects' }),
  abstractText: richTextSchema,
  posterImagePath: urlSchema,
  posterOriginalPath: urlSchema,
  posterExpected: flag(),
  downloadLink: urlSchema,
  downloadLabel: text('the button label'),
  sessionId: text('a session id'),
  keywords: text('comma-separated keywords'),
  unListed: flag(),
});
export const abstractEditSchema = abstractFieldsSchema.partial();
export const abstractCreateSchema = abstractFieldsSchema.partial().required({ title: true });
export type AbstractFields = z.input<typeof abstractEditSchema>;

/** Author institution positions must point into the institutions list (checked on the abstract as it would be saved). */
export function abstractConsistencyIssues(a: { institutions?: string[]; authors?: Author[] }, prefix = ''): ApiIssue[] {
  const issues: ApiIssue[] = [];
  const n = a.institutions?.length ?? 0;
  a.authors?.forEach((author, i) => {
    author.institutionIndexes?.forEach((idx, j) => {
      if (idx >= n) {
        issues.push({
          field: `${prefix}authors[${i}].institutionIndexes[${j}]`,
          message: `points at institution ${idx + 1} but the abstract lists ${n}`,
        });
      }
    });
  });
  return issues;
}

export const abstractWriteRules: WriteRules = {
  idField: 'documentId',
  idAliases: ['abstractId'],
  readOnly: {
    hidden: 'returned on reads',
    clientId: 'bookkeeping',
    apiImported: 'bookkeeping',
    updated: 'bookkeeping',
    deleted: 'bookkeeping; delete with POST /deleteAbstract',
  },
};

export const fieldChangeSchema = z.looseObject({ before: z.unknown(), after: z.unknown() });

export const upsertAbstractResponseSchema = z.looseObject({
  status: z.string(),
  abstractId: z.string(),
  created: z.boolean(),
  changes: z.record(z.string(), fieldChangeSchema).optional(),
  ...writeExtrasShape,
});

export const deleteAbstractBodySchema = z.object({
  abstractId: text('an abstract id').min(1, { error: 'is required' }).optional(),
  documentId: text('an abstract id').min(1).optional(),
}).meta(oneIdRule('abstractId', true));

export const bulkUpsertBodySchema = z.object({
  type: z.literal('abstract', {
    error: (issue) => (issue.input === undefined ? 'is required' : `unknown record type ${JSON.stringify(issue.input)}: the only bulk type is "abstract"`),
  }),
  items: z
    .array(z.unknown(), { error: 'must be an array' })
    .max(LIMITS.bulkItems, { error: `must hold at most ${LIMITS.bulkItems} items per call` }),
});

export const bulkItemResultSchema = z.looseObject({
  index: z.number().int(),
  ok: z.boolean(),
  abstractId: z.string().optional(),
  created: z.boolean().optional(),
  error: z.string().optional(),
  details: z.array(z.looseObject({ field: z.string(), message: z.string() })).optional(),
  warnings: z.array(z.string()).optional(),
});
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;

export const bulkUpsertResponseSchema = z.looseObject({
  status: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  results: z.array(bulkItemResultSchema),
});
export type BulkUpsertResponse = z.infer<typeof bulkUpsertResponseSchema>;

/** Keywords as chips: split on commas, trimmed, empty dropped. */
export function splitKeywords(keywords: string): string[] {
  return keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}
