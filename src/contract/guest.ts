import { z } from 'zod';
import { emailSchema, text } from './common';
import type { WriteRules } from './write-body';

export const vCardSchema = z.looseObject({
  FN: z.string().optional(),
  ROLE: z.string().optional(),
  ORG: z.string().optional(),
  TEL: z.string().optional(),
  URL: z.string().optional(),
});

/** A guest as `/getGuests` returns it; speakers with an e-mail carry `eventRole: "SPEAKER"`. */
export const guestSchema = z.looseObject({
  email: z.string(),
  userEmail: z.string().optional(),
  name: z.string().optional(),
  role: z.string().optional(),
  company: z.string().optional(),
  phone: z.string().optional(),
  url: z.string().optional(),
  country: z.string().optional(),
  registered: z.boolean().optional(),
  vCardData: vCardSchema.optional(),
  eventRole: z.string().optional(),
});
export type Guest = z.infer<typeof guestSchema>;

export const addGuestBodySchema = z.object({
  userEmail: emailSchema,
  name: text('the name').optional(),
  role: text('the role').optional(),
  company: text('the company').optional(),
  phone: text('the phone number').optional(),
  url: text('the web address').optional(),
  country: text('the country').optional(),
});
export type AddGuestBody = z.input<typeof addGuestBodySchema>;

export const guestWriteRules: WriteRules = {
  readOnly: {
    email: 'mirror of userEmail; send userEmail',
    registered: 'returned on reads',
    vCardData: 'read shape; send name, role, company, phone, url',
    eventRole: 'derived: speakers with an e-mail are marked SPEAKER',
  },
};

export const removeGuestBodySchema = z.object({ userEmail: emailSchema });

export const guestCountSchema = z.looseObject({
  guestCount: z.number().int(),
  guestCapacity: z.number().int(),
  maxAssignedUsers: z.number().int(),
});
export type GuestCount = z.infer<typeof guestCountSchema>;
