import { z } from 'zod';
import { oneIdRule, emailSchema, flag, richTextSchema, text, urlSchema } from './common';
import type { WriteRules } from './write-body';

/** A speaker as `/getSpeakers` returns it. */
export const speakerSchema = z.looseObject({
  documentId: z.string(),
  speakerId: z.string().optional(),
  name: z.string(),
  email: z.string().optional().default(''),
  role: z.string().optional().default(''),
  company: z.string().optional().default(''),
  bio: z.string().optional().default(''),
  imagePath: z.string().optional().default(''),
  hideFromList: z.boolean().optional().default(false),
  unListed: z.boolean().optional().default(false),
});
export type Speaker = z.infer<typeof speakerSchema>;

export const speakerFieldsSchema = z.object({
  name: text('the name').trim().min(1, { error: 'is required' }),
  email: z.union([z.literal(''), emailSchema], { error: 'must be a valid e-mail address, or empty' }),
  role: text('the role'),
  company: text('the company'),
  bio: richTextSchema,
  imagePath: urlSchema,
  hideFromList: flag(),
  unListed: flag(),
});
export const speakerEditSchema = speakerFieldsSchema.partial();
export const speakerCreateSchema = speakerFieldsSchema.partial().required({ name: true });
export type SpeakerFields = z.input<typeof speakerEditSchema>;

export const speakerWriteRules: WriteRules = {
  idField: 'documentId',
  idAliases: ['speakerId'],
  readOnly: {},
};

export const deleteSpeakerBodySchema = z.object({
  documentId: text('a speaker id').min(1).optional(),
  speakerId: text('a speaker id').min(1).optional(),
}).meta(oneIdRule('speakerId', true));
