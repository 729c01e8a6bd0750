import { z } from 'zod';
import { emailSchema } from './common';
import { questionFieldsSchema } from './question';

/**
 * The attendee surface (`/attendee/*`): what the attendee app sends, so that votes, upvotes and questions from
 * the audience exist. Not part of the integration API; described in the same API document under its own tag.
 */
export const voteBodySchema = z.object({
  pollId: z.string().min(1),
  email: emailSchema,
  options: z.array(z.string(), { error: 'must be an array of option wordings' }).min(1, { error: 'must name at least one option' }),
});
export const upvoteBodySchema = z.object({ questionId: z.string().min(1), email: emailSchema });
export const askBodySchema = z.object({ sessionId: z.string().min(1), email: emailSchema, question: questionFieldsSchema.shape.question });

export const voteResponseSchema = z.object({ status: z.literal('voted') });
export const upvoteResponseSchema = z.object({ status: z.literal('upvoted') });
export const askResponseSchema = z.object({ status: z.literal('asked'), questionId: z.string() });
