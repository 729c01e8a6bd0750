/**
 * The team, between the console and its own server (not part of the Event Management API: the console's server
 * keeps it, docs/server.md "Team"). The organiser shares the event's key with the server; members join by a
 * one-time invitation and sign in with a password or a passkey; each member has a role, and the server forwards a
 * member's calls with the shared key only when the role allows them.
 */
import { z } from 'zod';
import { atMostCharacters, emailSchema, idText, text } from './common';

export const TEAM_ROLES = ['organiser', 'moderator', 'av', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The role's name as the console shows it. */
export const ROLE_NAMES: Record<TeamRole, string> = { organiser: 'Organiser', moderator: 'Moderator', av: 'AV', viewer: 'Viewer' };

/** The name of a role as the server gave it (a role this console does not know keeps its own word). */
export const roleName = (role: string): string => ((TEAM_ROLES as readonly string[]).includes(role) ? ROLE_NAMES[role as TeamRole] : role);

/** What a role may do with the room screens (the console's server's /console-api/screens…): read them, drive them, change the team's screen settings. */
export type ScreenNeed = 'read' | 'drive' | 'settings';
export const ROLE_SCREENS: Record<TeamRole, readonly ScreenNeed[]> = {
  organiser: ['read', 'drive', 'settings'],
  moderator: ['read', 'drive'],
  av: ['read', 'drive'],
  viewer: ['read'],
};

/** May a member of `role` (as the server names it) drive the room screens? */
export const mayDriveScreens = (role: string): boolean => (TEAM_ROLES as readonly string[]).includes(role) && ROLE_SCREENS[role as TeamRole].includes('drive');

/** How long an invitation link works, and how long an idle session lasts. */
export const INVITATION_LIFETIME_MS = 48 * 3_600_000;
export const SESSION_IDLE_MS = 12 * 3_600_000;
/** The organiser is told when the shared key has less than this left. */
export const KEY_RENEW_WARNING_MS = 2 * 3_600_000;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
export const MEMBER_NAME_MAX = 80;
export const ROOM_NAME_MAX = 200;

const role = z.enum(TEAM_ROLES, { error: `must be one of ${TEAM_ROLES.join(', ')}` });
const memberName = atMostCharacters(text('a name').trim().min(1, { error: 'is required' }), MEMBER_NAME_MAX);
const password = z
  .string({ error: 'must be a password (a string)' })
  .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `must be at most ${PASSWORD_MAX} characters` });
const token = atMostCharacters(idText('an invitation link').min(1, { error: 'is required' }), 200);
/** Rooms a moderator may moderate; empty: every room. */
const rooms = z.array(atMostCharacters(text('a room').trim().min(1, { error: 'may not be empty' }), ROOM_NAME_MAX), { error: 'must be a list of rooms' }).max(100, { error: 'must list at most 100 rooms' });

export const invitationCreateSchema = z.strictObject({ role, rooms: rooms.default([]), note: atMostCharacters(text('a note').trim(), MEMBER_NAME_MAX).default('') });
export const joinWithPasswordSchema = z.strictObject({ token, name: memberName, email: emailSchema, password });
export const signInSchema = z.strictObject({ email: emailSchema, password: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(PASSWORD_MAX, { error: `must be at most ${PASSWORD_MAX} characters` }) });
export const passkeyJoinOptionsSchema = z.strictObject({ token, name: memberName, email: emailSchema });
/** A WebAuthn answer as @simplewebauthn/browser gives it (checked in full by the server's verification). */
const credentialResponse = z.looseObject({ id: z.string({ error: 'is required' }).min(1).max(2000), rawId: z.string({ error: 'is required' }).max(2000), type: z.literal('public-key', { error: 'must be public-key' }), response: z.looseObject({}) });
export const passkeyJoinSchema = z.strictObject({ challengeId: token, credential: credentialResponse });
export const passkeySignInSchema = z.strictObject({ challengeId: token, credential: credentialResponse });
export const memberUpdateSchema = z.strictObject({ role: role.optional(), rooms: rooms.optional() });
export const presenceWhereSchema = z.strictObject({ where: atMostCharacters(text('a place in the console').trim(), 120) });

export const AUDIT_OUTCOMES = ['done', 'refused', 'failed'] as const;
export const auditQuerySchema = z.strictObject({
  member: atMostCharacters(idText('a member'), 200).optional(),
  action: atMostCharacters(idText('an action'), 200).optional(),
  outcome: z.enum(AUDIT_OUTCOMES, { error: `must be one of ${AUDIT_OUTCOMES.join(', ')}` }).optional(),
  record: atMostCharacters(idText('a record'), 200).optional(),
  from: z.coerce.number({ error: 'must be a time in milliseconds' }).int({ error: 'must be a whole number' }).min(0, { error: 'must not be negative' }).optional(),
  to: z.coerce.number({ error: 'must be a time in milliseconds' }).int({ error: 'must be a whole number' }).min(0, { error: 'must not be negative' }).optional(),
  before: z.coerce.number({ error: 'must be an entry number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must not be negative' }).optional(),
  limit: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(500, { error: 'must be at most 500' }).optional(),
  format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).optional(),
});

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  rooms: z.array(z.string()),
  passkeys: z.number(),
  hasPassword: z.boolean(),
  joinedAt: z.number(),
  lastSeenAt: z.number().nullable(),
  signedIn: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({ id: z.string(), role, rooms: z.array(z.string()), note: z.string(), createdAt: z.number(), expiresAt: z.number(), usedAt: z.number().nullable() });
export type Invitation = z.infer<typeof invitationSchema>;

export const shareStatusSchema = z.object({
  /** False when the server has no CONSOLE_SECRET: `reason` says so. */
  available: z.boolean(),
  reason: z.string().optional(),
  shared: z.boolean(),
  expiresAt: z.number().nullable(),
  sharedAt: z.number().nullable(),
  renewSoon: z.boolean(),
});
export type ShareStatus = z.infer<typeof shareStatusSchema>;

export const meSchema = z.object({
  member: z.object({ id: z.string(), name: z.string(), role, rooms: z.array(z.string()) }),
  clientId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const presenceEntrySchema = z.object({ id: z.string(), name: z.string(), role: z.union([role, z.literal('key')]), where: z.string(), since: z.number() });
export type PresenceEntry = z.infer<typeof presenceEntrySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.number(),
  memberId: z.string().nullable(),
  memberName: z.string(),
  role: z.string(),
  action: z.string(),
  record: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  status: z.number(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), next: z.number().nullable() });
