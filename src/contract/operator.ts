import { z } from 'zod';
import { LIMITS, SCOPES, emailSchema } from './common';

/**
 * The operator surface (`/operator/*`): plays the vendor's own console, where events are made, keys issued and
 * whitelists kept. Not part of the integration API; described in the same API document under its own tag.
 */
export const createEventBodySchema = z.object({ name: z.string().trim().min(1).max(200).optional() });

export const keyBodySchema = z.object({
  clientId: z.string().min(1),
  eventId: z.string().min(1),
  scopes: z.union([z.literal('all'), z.array(z.enum(SCOPES, { error: `must be one of ${SCOPES.join(', ')}` }))]),
  lifetimeHours: z
    .number()
    .refine((h) => (LIMITS.keyLifetimesHours as readonly number[]).includes(h), { error: `must be one of ${LIMITS.keyLifetimesHours.join(', ')}` })
    .meta({ enum: [...LIMITS.keyLifetimesHours] })
    .optional(),
  lifetimeSeconds: z.number().int().min(1).max(366 * 24 * 3600).optional(),
});

export const revokeKeyBodySchema = z.object({ apiKey: z.string().min(1) });

export const whitelistBodySchema = z
  .object({ pollId: z.string().min(1).optional(), sessionId: z.string().min(1).optional(), emails: z.array(emailSchema) })
  .refine((b) => (b.pollId === undefined) !== (b.sessionId === undefined), { error: 'send exactly one of pollId and sessionId', path: ['pollId'] })
  .meta({ oneOf: [{ required: ['pollId'] }, { required: ['sessionId'] }] });

export const countdownBodySchema = z.object({ pollId: z.string().min(1), seconds: z.number().int().min(0).max(86_400) });

export const operatorHealthSchema = z.object({ status: z.literal('ok') });
export const createEventResponseSchema = z.object({ clientId: z.string(), eventId: z.string() });
export const keyResponseSchema = z.object({
  apiKey: z.string(),
  clientId: z.string(),
  eventId: z.string(),
  scopes: z.array(z.enum(SCOPES)),
  expiresAt: z.iso.datetime(),
});
export const revokeKeyResponseSchema = z.object({ status: z.literal('revoked') });
export const whitelistResponseSchema = z.object({ status: z.literal('saved'), whitelistId: z.string(), emails: z.number().int() });
export const countdownResponseSchema = z.object({ status: z.literal('started'), pollId: z.string(), closesAt: z.iso.datetime() });
