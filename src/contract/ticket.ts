import { z } from 'zod';
import { LIMITS, atMostCharacters, emailSchema, text } from './common';
import type { WriteRules } from './write-body';

/** A ticket as reads return it. One ticket exists per (guest, ticketType). */
export const ticketSchema = z.looseObject({
  EMAIL: z.string(),
  TIER: z.string(),
  userEmail: z.string(),
  ticketType: z.string(),
  sessionId: z.string(),
  externalQrValue: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const addTicketBodySchema = z.object({
  userEmail: emailSchema,
  ticketType: text('the ticket type').min(1, { error: 'is required' }),
  sessionId: text('a session id').optional(),
  externalQrValue: atMostCharacters(text('the QR value'), LIMITS.externalQrValue).optional(),
});
export type AddTicketBody = z.input<typeof addTicketBodySchema>;

export const ticketWriteRules: WriteRules = {
  readOnly: {
    EMAIL: 'stored key, derived from userEmail',
    TIER: 'stored key, derived from ticketType',
  },
};

export const removeTicketBodySchema = z.object({
  userEmail: emailSchema,
  ticketType: text('the ticket type').min(1, { error: 'is required' }),
});
export type RemoveTicketBody = z.input<typeof removeTicketBodySchema>;

export const guestTicketsQuerySchema = z.object({ userEmail: emailSchema });
export const ticketsByTypeQuerySchema = z.object({ ticketType: text('the ticket type').min(1, { error: 'is required' }) });
