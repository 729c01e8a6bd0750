import { z } from 'zod';
import { oneIdRule, flag, int, text, urlSchema } from './common';
import { contentSectionReadSchema } from './content-sections';
import type { WriteRules } from './write-body';

/** A sponsor as `/getSponsors` returns it. `tier` is a 0-based position in the event's tierArray. */
export const sponsorSchema = z.looseObject({
  documentId: z.string(),
  sponsorId: z.string().optional(),
  name: z.string(),
  tier: z.number().int().optional().default(0),
  sponsorImagePath: z.string().optional().default(''),
  imagePathBanner: z.string().optional().default(''),
  url: z.string().optional().default(''),
  hasOwnPage: z.boolean().optional().default(false),
  hideFromList: z.boolean().optional().default(false),
  unListed: z.boolean().optional().default(false),
  contentData: z.array(contentSectionReadSchema).optional().default([]),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export const sponsorFieldsSchema = z.object({
  name: text('the name').trim().min(1, { error: 'is required' }),
  tier: int('a tier position (0-based)').min(0, { error: 'must be a tier position (0 or more)' }),
  sponsorImagePath: urlSchema,
  imagePathBanner: urlSchema,
  url: urlSchema,
  hasOwnPage: flag(),
  hideFromList: flag(),
  unListed: flag(),
  /** Validated section by section with validateContentSections. */
  contentData: z.array(z.unknown(), { error: 'must be an array of {type, data} sections' }),
});
export const sponsorEditSchema = sponsorFieldsSchema.partial();
export const sponsorCreateSchema = sponsorFieldsSchema.partial().required({ name: true });
export type SponsorFields = z.input<typeof sponsorEditSchema>;

export const sponsorWriteRules: WriteRules = {
  idField: 'documentId',
  idAliases: ['sponsorId'],
  readOnly: {},
};

export const deleteSponsorBodySchema = z.object({
  documentId: text('a sponsor id').min(1).optional(),
  sponsorId: text('a sponsor id').min(1).optional(),
}).meta(oneIdRule('sponsorId', true));
