import { z } from 'zod';

/** `GET /whoami` (decisions.md). */
export const whoamiSchema = z.looseObject({
  clientId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  scopes: z.array(z.string()),
  issuedAt: z.string(),
  expiresAt: z.string(),
  expiresInSeconds: z.number(),
});
export type Whoami = z.infer<typeof whoamiSchema>;

/** Authentication outcomes, in the order the service checks them (decisions.md). */
export const AUTH_ERROR_CODES = [
  'missing_header',
  'bad_timestamp',
  'stale_timestamp',
  'unknown_client',
  'unknown_event',
  'invalid_key',
  'key_expired',
  'key_revoked',
  'wrong_event',
  'missing_scope',
  'rate_limited',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** Headers every request carries. */
export const AUTH_HEADERS = ['x-api-key', 'x-client-id', 'x-event-id', 'x-timestamp'] as const;

/** `GET /apiSchema` (decisions.md); the parts the console reads are typed, the rest tolerated. */
export const apiSchemaSchema = z.looseObject({
  version: z.string(),
  endpoints: z.record(z.string(), z.looseObject({ method: z.string(), scope: z.string().nullable().optional(), summary: z.string().optional() })),
  resources: z.record(z.string(), z.unknown()),
  readOnlyFields: z.record(z.string(), z.record(z.string(), z.string())),
  formats: z.looseObject({
    richText: z.unknown().optional(),
    contentSections: z.looseObject({
      types: z.unknown().optional(),
      speakerTypes: z.array(z.string()).optional(),
      pageLinkPages: z.unknown().optional(),
    }),
    colors: z.record(z.string(), z.looseObject({ clearsTo: z.union([z.string(), z.number()]) })),
  }),
  event: z.looseObject({
    tracks: z.array(z.looseObject({ index: z.number(), name: z.string(), color: z.union([z.string(), z.number()]).optional() })),
    tiers: z.array(z.looseObject({ index: z.number(), name: z.string() })),
  }),
});
export type ApiSchema = z.infer<typeof apiSchemaSchema>;
