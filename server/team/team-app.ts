/**
 * The team on the console's server (docs/server.md, "Team"), mounted at `/team-api`:
 *
 * - the organiser shares the event's key (`/share`), sealed at rest with CONSOLE_SECRET (key-vault.ts);
 * - invitations (`/invitations`), one-time links for 48 hours, each with its role;
 * - members join and sign in with a password or a passkey; a session is an HttpOnly cookie, ended after
 *   12 hours idle or at once by an organiser; sign-in attempts are rate limited per address and per e-mail;
 * - `/team-api/api/*`: a member's call of the Event Management API, forwarded with the shared key only when the
 *   member's role allows it (team-roles.ts), 403 in the service's error shape otherwise; the key never goes
 *   back to the member;
 * - presence (`/presence/events`, Server-Sent Events) and the audit log (`/audit`, JSON or CSV).
 *
 * Who is calling: a member (the cookie) or a key holder (the API key's headers, checked like the room screens'
 * calls). Only organisers, and key holders whose key may change the event, manage the team.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { whoamiSchema } from '../../src/contract/auth';
import { roomOf } from '../../src/contract/rooms';
import {
  INVITATION_LIFETIME_MS,
  KEY_RENEW_WARNING_MS,
  ROLE_NAMES,
  SESSION_IDLE_MS,
  auditQuerySchema,
  invitationCreateSchema,
  joinWithPasswordSchema,
  memberUpdateSchema,
  passkeyJoinOptionsSchema,
  passkeyJoinSchema,
  passkeySignInSchema,
  presenceWhereSchema,
  signInSchema,
  type Me,
  type ShareStatus,
  type TeamRole,
} from '../../src/contract/team';
import { issuesToDetails } from '../../src/contract/write-body';
import { ApiError, validationError } from '../api-error';
import type { ApiCredentials } from '../auth';
import { AddressRateLimiter, clientAddress } from '../rate-limit';
import { readJsonBody } from '../request-body';
import type { Organiser } from '../screens/console-auth';
import { eventStreamResponse } from '../screens/event-stream-response';
import type { AuthNotices } from '../store/auth-notices';
import type { Db } from '../store/db';
import { hashKey } from '../store/ids';
import { auditCsv, KEY_HOLDER, lastWriter, readAudit, recordOf, writeAudit } from './audit-log';
import type { KeyVault } from './key-vault';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { PresenceHub, type PresenceStream } from './presence-hub';
import { SessionCache } from './session-cache';
import { clearedCookie, cookieToken, isSecure, requireSameOrigin, sessionCookie } from './team-cookie';
import { consoleNeed, consoleRoom, mayCall, mayConsole, mayManageTeam, memberScopes } from './team-roles';
import {
  addMember,
  addPasskey,
  createInvitation,
  dropShare,
  endMemberSessions,
  endSession,
  findPasskey,
  findSession,
  getMember,
  getShare,
  listInvitations,
  listMembers,
  memberById,
  membersByEmail,
  openInvitation,
  putShare,
  removeMember,
  saveChallenge,
  setPasskeyCounter,
  startSession,
  takeChallenge,
  touchSession,
  updateMember,
  useInvitation,
  withdrawInvitation,
  type MemberRow,
  type SessionRow,
} from './team-store';

export type TeamOptions = {
  db: Db;
  /** Undefined without CONSOLE_SECRET: sharing is unavailable and says why. */
  vault?: KeyVault;
  upstreamUrl?: string;
  /** The key holder of a request (the API key's headers), holding one of `scopes`. */
  organiser: (c: Context, scopes: readonly string[]) => Promise<Organiser>;
  /** This server's own /api, for a member's call when there is no UPSTREAM_URL. */
  localApi: (request: Request, env: unknown) => Response | Promise<Response>;
  /** A member's read of this server's own /api, made in this process with the shared key's headers (no second request). */
  localRead?: (c: Context, path: string, credentials: ApiCredentials) => Promise<Response>;
  /** The database's notices of ended sessions and changed members (server/store/auth-notices.ts); without them sessions are reused for a second. */
  notices?: AuthNotices;
  now?: () => number;
  trustProxy?: boolean;
  /** Sign-in attempts a minute from one address (a venue's Wi-Fi is one address), and for one e-mail address (default 30 and 5). */
  signInsPerMinute?: number;
  signInsPerAccountPerMinute?: number;
};

export type Actor =
  | { kind: 'member'; member: MemberRow; session: SessionRow; eventId: string; clientId: string }
  | { kind: 'key'; organiser: Organiser; eventId: string; clientId: string };

/** Marks this server's own forwarded calls, so a key holder's audit does not log a member's call twice. */
export const TEAM_FORWARD_HEADER = 'x-console-team-forward';

const SSE_HEADERS = { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no', Connection: 'keep-alive' };
const NO_SECRET = 'Sharing with a team needs CONSOLE_SECRET on the console’s server (a secret of 32 characters or more that seals the key at rest); ask whoever runs the server to set it.';
const KEY_REFUSALS = new Set(['invalid_key', 'key_expired', 'key_revoked', 'wrong_event']);
/** The calls that change what a session's (or the lobby's) stage shows. */
const STAGE_PATHS = new Set(['/screens/stage', '/screens/stage/command']);

async function parse<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readJsonBody(c, 256 * 1024));
  if (!parsed.success) throw validationError(issuesToDetails(parsed.error));
  return parsed.data;
}

function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(c.req.url).searchParams));
  if (!parsed.success) throw validationError(issuesToDetails(parsed.error));
  return parsed.data;
}

const forbidden = (message: string, extra: Record<string, unknown> = {}) => new ApiError(403, 'role_forbidden', message, { extra });

export function teamApp(options: TeamOptions): { app: Hono; presence: PresenceHub; keyHolderAudit: (c: Context, next: () => Promise<void>) => Promise<void>; membersConsoleApi: (c: Context) => Promise<Response | undefined> } {
  const { db } = options;
  const now = options.now ?? (() => Date.now());
  const trustProxy = options.trustProxy === true;
  const presence = new PresenceHub(db, { now });
  const signInsFromAddress = new AddressRateLimiter(options.signInsPerMinute ?? 30);
  const signInsForAccount = new AddressRateLimiter(options.signInsPerAccountPerMinute ?? 5);
  const forwardMark = hashKey(`${Math.random()}${now()}`);
  /** Sessions as last read, per cookie token (an organiser's "sign out" in this process drops them at once; session-cache.ts). */
  const sessions = new SessionCache(SESSION_IDLE_MS, options.notices);
  /** Whether an event has a team, per event, read at most every 5 s (dropped at once when shared here). */
  const teamEvents = new Map<string, { at: number; team: boolean }>();
  /** Shared keys opened in the last second, per event. */
  const opened = new Map<string, { at: number; value: { apiKey: string; clientId: string; scopes: string[]; eventName: string; expiresAt: number } | undefined }>();

  async function sessionOf(c: Context): Promise<SessionRow | undefined> {
    const token = cookieToken(c.req.header('cookie'));
    if (!token) return undefined;
    const at = now();
    let session = sessions.get(token, at)?.session;
    if (!session) {
      const generation = sessions.generation;
      session = await findSession(db, token, at, SESSION_IDLE_MS);
      sessions.keep(token, session, at, generation);
    }
    if (session && at - session.lastSeenAt > 60_000) {
      await touchSession(db, session.tokenHash, at);
      session = { ...session, lastSeenAt: at };
      sessions.used(token, session);
    }
    return session;
  }

  async function sharedKey(eventId: string) {
    const at = now();
    const seen = opened.get(eventId);
    if (seen && at - seen.at < 1000 && at >= seen.at) return seen.value;
    const row = await getShare(db, eventId);
    const apiKey = row && options.vault?.open(row.sealedKey, eventId);
    const value = row && apiKey ? { apiKey, clientId: row.clientId, scopes: row.scopes, eventName: row.eventName, expiresAt: row.expiresAt } : undefined;
    if (opened.size > 10_000) opened.clear();
    opened.set(eventId, { at, value });
    return value;
  }

  /** The caller: a signed-in member (cookie), else a key holder (headers); 401 when neither. */
  async function actor(c: Context): Promise<Actor> {
    if (!c.req.header('x-api-key')) {
      const session = await sessionOf(c);
      if (!session) throw new ApiError(401, 'not_signed_in', 'Sign in to the team first (your session ended or was ended by an organiser)');
      const share = await getShare(db, session.member.eventId);
      return { kind: 'member', member: session.member, session, eventId: session.member.eventId, clientId: share?.clientId ?? '' };
    }
    const organiser = await options.organiser(c, ['event:read', 'qa:read', 'polls:read', 'event:write', 'attendees:read', 'tickets:read', 'abstracts:read']);
    return { kind: 'key', organiser, eventId: organiser.eventId, clientId: organiser.clientId };
  }

  /** An organiser of the team: a member with that role, or a key holder whose key may change the event. */
  async function manager(c: Context): Promise<Actor> {
    const who = await actor(c);
    if (who.kind === 'member' && !mayManageTeam(who.member.role)) {
      throw forbidden(`The ${ROLE_NAMES[who.member.role]} role may not manage the team (it lacks the Organiser role)`, { role: who.member.role, missingRole: 'organiser' });
    }
    if (who.kind === 'key' && !who.organiser.scopes.has('event:write')) {
      throw new ApiError(403, 'missing_scope', 'The API key lacks the scope event:write, which managing the team needs', { extra: { missingScope: 'event:write' } });
    }
    return who;
  }

  const actorName = (who: Actor) => (who.kind === 'member' ? who.member.name : KEY_HOLDER);
  const actorRole = (who: Actor) => (who.kind === 'member' ? who.member.role : 'key');
  const audit = (who: Actor, action: string, record: string, outcome: 'done' | 'refused' | 'failed', status: number, detail = '') =>
    writeAudit(db, { eventId: who.eventId, at: now(), memberId: who.kind === 'member' ? who.member.id : null, memberName: actorName(who), role: actorRole(who), action, record, outcome, status, detail });

  async function shareStatus(eventId: string): Promise<ShareStatus> {
    const row = await getShare(db, eventId);
    const at = now();
    return {
      available: options.vault !== undefined,
      ...(options.vault ? {} : { reason: NO_SECRET }),
      shared: row !== undefined,
      expiresAt: row?.expiresAt ?? null,
      sharedAt: row?.sharedAt ?? null,
      renewSoon: row !== undefined && row.expiresAt - at < KEY_RENEW_WARNING_MS,
    };
  }

  /** Checks a key against the API (this server's own, or the upstream's /whoami) for the event. */
  async function checkKey(c: Context, apiKey: string, clientId: string, eventId: string) {
    const headers = { 'x-api-key': apiKey, 'x-client-id': clientId, 'x-event-id': eventId, 'x-timestamp': String(now()), accept: 'application/json', [TEAM_FORWARD_HEADER]: forwardMark };
    const res = await callApi(c, 'GET', '/whoami', '', headers, undefined);
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const b = (body ?? {}) as { code?: unknown; error?: unknown };
      throw new ApiError(400, 'validation_failed', `This key does not work for the event: ${typeof b.error === 'string' ? b.error : `answered ${res.status}`}`, {
        details: [{ field: 'apiKey', message: typeof b.code === 'string' ? `is refused (${b.code})` : 'is refused' }],
      });
    }
    const who = whoamiSchema.safeParse(body);
    if (!who.success) throw new ApiError(502, 'upstream_unreadable', 'The API answered /whoami in a shape this server does not know');
    if (who.data.eventId !== eventId || who.data.clientId !== clientId) throw validationError([{ field: 'apiKey', message: 'belongs to another event' }]);
    return who.data;
  }

  async function callApi(c: Context, method: string, path: string, search: string, headers: Record<string, string>, body: Uint8Array | undefined): Promise<Response> {
    const init: RequestInit = { method, headers, body: body as BodyInit | undefined };
    if (options.upstreamUrl) {
      const { [TEAM_FORWARD_HEADER]: _mark, ...rest } = headers;
      try {
        return await fetch(`${options.upstreamUrl.replace(/\/+$/, '')}${path}${search}`, { ...init, headers: rest, signal: AbortSignal.timeout(30_000) });
      } catch (error) {
        throw new ApiError(502, 'upstream_unreachable', `The upstream service could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return options.localApi(new Request(`${new URL(c.req.url).origin}/api${path}${search}`, init), c.env);
  }

  const app = new Hono();

  app.use('*', async (c, next) => {
    requireSameOrigin(c, trustProxy);
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  app.get('/status', (c) => c.json({ available: options.vault !== undefined, ...(options.vault ? {} : { reason: NO_SECRET }) }));

  // The shared key.
  app.get('/share', async (c) => {
    const who = await manager(c);
    return c.json(await shareStatus(who.eventId));
  });

  /** Shares the key of the request's headers, or the one in the body (`apiKey`), replacing any shared before: no one is signed out. */
  app.post('/share', async (c) => {
    const who = await manager(c);
    if (!options.vault) throw new ApiError(503, 'sharing_unavailable', NO_SECRET);
    const raw = (await readJsonBody(c, 16 * 1024)) as unknown;
    const pasted = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>).apiKey : undefined;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw validationError([{ field: '(body)', message: 'must be an object' }]);
    const extra = Object.keys(raw).filter((k) => k !== 'apiKey');
    if (extra.length > 0) throw validationError(extra.map((field) => ({ field, message: 'is not a field of this call' })));
    // A key travels in a header: visible ASCII only.
    if (pasted !== undefined && (typeof pasted !== 'string' || !/^[\x21-\x7e]{1,500}$/.test(pasted.trim()))) throw validationError([{ field: 'apiKey', message: 'must be an API key (1 to 500 letters, digits and signs, no spaces)' }]);
    const apiKey = typeof pasted === 'string' ? pasted.trim() : c.req.header('x-api-key')?.trim();
    if (!apiKey) throw validationError([{ field: 'apiKey', message: 'is required (paste the new key)' }]);
    const clientId = who.kind === 'key' ? who.clientId : ((await getShare(db, who.eventId))?.clientId ?? '');
    if (!clientId) throw validationError([{ field: 'apiKey', message: 'cannot be checked: the event was never shared by a key holder' }]);
    const checked = await checkKey(c, apiKey, clientId, who.eventId);
    const at = now();
    await putShare(db, { eventId: who.eventId, clientId, sealedKey: options.vault.seal(apiKey, who.eventId), scopes: checked.scopes, eventName: checked.eventName, expiresAt: Date.parse(checked.expiresAt), sharedAt: at });
    opened.delete(who.eventId);
    teamEvents.delete(who.eventId);
    await audit(who, 'share the key', who.eventId, 'done', 200, `the key works until ${checked.expiresAt}`);
    return c.json(await shareStatus(who.eventId));
  });

  app.delete('/share', async (c) => {
    const who = await manager(c);
    await dropShare(db, who.eventId);
    opened.delete(who.eventId);
    await audit(who, 'stop sharing', who.eventId, 'done', 200);
    return c.json(await shareStatus(who.eventId));
  });

  // Invitations.
  app.get('/invitations', async (c) => {
    const who = await manager(c);
    return c.json({ invitations: await listInvitations(db, who.eventId, now()) });
  });

  app.post('/invitations', async (c) => {
    const who = await manager(c);
    const body = await parse(c, invitationCreateSchema);
    const { invitation, token } = await createInvitation(db, who.eventId, body.role, body.role === 'moderator' ? body.rooms : [], body.note, now(), INVITATION_LIFETIME_MS);
    await audit(who, 'invite', invitation.id, 'done', 201, `${ROLE_NAMES[body.role]}${body.note ? ` (${body.note})` : ''}`);
    // The token goes in the link's fragment: a browser never sends it to a server or in a Referer.
    return c.json({ invitation, link: `${new URL(c.req.url).origin}/join#${token}` }, 201);
  });

  app.delete('/invitations/:id', async (c) => {
    const who = await manager(c);
    const id = c.req.param('id');
    if (!(await withdrawInvitation(db, who.eventId, id))) throw new ApiError(404, 'not_found', 'No such invitation in this event');
    await audit(who, 'withdraw an invitation', id, 'done', 200);
    return c.json({ id, withdrawn: true });
  });

  const invitationGone = () => new ApiError(404, 'invitation_unusable', 'This invitation link has been used or has expired: ask the organiser for a new one');

  /** What an invitation is for (the join page shows it before anything is typed). */
  app.post('/invitations/look', async (c) => {
    const { token } = await parse(c, passkeyJoinOptionsSchema.pick({ token: true }));
    const inv = await openInvitation(db, token, now());
    if (!inv) throw invitationGone();
    const share = await getShare(db, inv.eventId);
    return c.json({ role: inv.role, rooms: inv.rooms, expiresAt: inv.expiresAt, eventName: share?.eventName ?? '' });
  });

  // Signing in.
  /** Sign-in attempts: per address, and per e-mail address when one is given. */
  async function limitSignIn(c: Context, account?: string): Promise<void> {
    const takes = [await signInsFromAddress.take(clientAddress(c, trustProxy))];
    if (account) takes.push(await signInsForAccount.take(`account:${account}`));
    for (const taken of takes) {
      if (!taken.ok) {
        throw new ApiError(429, 'rate_limited', 'Too many sign-in attempts; wait a minute and try again', { extra: { retryAfterSeconds: taken.retryAfterSeconds }, headers: { 'Retry-After': String(taken.retryAfterSeconds) } });
      }
    }
  }

  async function signedIn(c: Context, member: MemberRow): Promise<Response> {
    const token = await startSession(db, member, now());
    c.header('Set-Cookie', sessionCookie(token, isSecure(c, trustProxy)));
    return c.json(await meOf(member));
  }

  async function meOf(member: MemberRow): Promise<Me> {
    const share = await getShare(db, member.eventId);
    return { member: { id: member.id, name: member.name, role: member.role, rooms: member.rooms }, clientId: share?.clientId ?? '', eventId: member.eventId, eventName: share?.eventName ?? '' };
  }

  /** Joins by an invitation: the invitation is used once, whatever happens next. */
  async function join(token: string, m: { name: string; email: string; passwordHash: string | null }): Promise<MemberRow> {
    const inv = await openInvitation(db, token, now());
    if (!inv || !(await useInvitation(db, inv.id, now()))) throw invitationGone();
    const member = await addMember(db, { eventId: inv.eventId, name: m.name, email: m.email, role: inv.role, rooms: inv.rooms, passwordHash: m.passwordHash, joinedAt: now() });
    if (!member) throw new ApiError(409, 'already_member', 'This e-mail address is already a member of the event: sign in instead', { details: [{ field: 'email', message: 'is already a member of this event' }] });
    await writeAudit(db, { eventId: inv.eventId, at: now(), memberId: member.id, memberName: member.name, role: member.role, action: 'join', record: inv.id, outcome: 'done', status: 200, detail: ROLE_NAMES[member.role] });
    return member;
  }

  app.post('/join', async (c) => {
    await limitSignIn(c);
    const body = await parse(c, joinWithPasswordSchema);
    const member = await join(body.token, { name: body.name, email: body.email, passwordHash: await hashPassword(body.password) });
    return signedIn(c, member);
  });

  app.post('/sign-in', async (c) => {
    const body = await parse(c, signInSchema);
    await limitSignIn(c, body.email);
    const candidates = (await membersByEmail(db, body.email)).filter((m) => m.passwordHash !== null);
    if (candidates.length === 0) await verifyPassword(body.password, await decoyHash());
    for (const m of candidates) if (m.passwordHash && (await verifyPassword(body.password, m.passwordHash))) return signedIn(c, m);
    throw new ApiError(401, 'sign_in_failed', 'This e-mail address and password do not match a member of the team', { details: [{ field: 'password', message: 'does not match' }] });
  });

  app.post('/sign-out', async (c) => {
    const session = await sessionOf(c);
    if (session) await endSession(db, session.tokenHash);
    sessions.clear();
    c.header('Set-Cookie', clearedCookie(isSecure(c, trustProxy)));
    return c.json({ signedOut: true });
  });

  app.get('/me', async (c) => {
    const session = await sessionOf(c);
    if (!session) throw new ApiError(401, 'not_signed_in', 'Not signed in to the team');
    return c.json(await meOf(session.member));
  });

  // Passkeys (WebAuthn): the relying party is the host the console is served from.
  const relyingParty = (c: Context) => {
    const origin = c.req.header('origin') ?? new URL(c.req.url).origin;
    return { origin, rpID: new URL(origin).hostname };
  };

  app.post('/passkey/join-options', async (c) => {
    await limitSignIn(c);
    const body = await parse(c, passkeyJoinOptionsSchema);
    const inv = await openInvitation(db, body.token, now());
    if (!inv) throw invitationGone();
    const { rpID } = relyingParty(c);
    const opts = await generateRegistrationOptions({
      rpName: 'Event console',
      rpID,
      userName: body.email,
      userDisplayName: body.name,
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const challengeId = await saveChallenge(db, opts.challenge, 'join', body, now());
    return c.json({ challengeId, options: opts });
  });

  app.post('/passkey/join', async (c) => {
    await limitSignIn(c);
    const body = await parse(c, passkeyJoinSchema);
    const taken = await takeChallenge(db, body.challengeId, 'join', now());
    if (!taken) throw validationError([{ field: 'challengeId', message: 'has expired or was used: start again' }]);
    const joining = passkeyJoinOptionsSchema.parse(taken.data);
    const { origin, rpID } = relyingParty(c);
    const verified = await verifyRegistrationResponse({ response: body.credential as unknown as RegistrationResponseJSON, expectedChallenge: taken.challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false }).catch((error: unknown) => {
      throw validationError([{ field: 'credential', message: `was not accepted: ${error instanceof Error ? error.message : 'unreadable'}` }]);
    });
    if (!verified.verified || !verified.registrationInfo) throw validationError([{ field: 'credential', message: 'was not accepted' }]);
    const member = await join(joining.token, { name: joining.name, email: joining.email, passwordHash: null });
    const cred = verified.registrationInfo.credential;
    await addPasskey(db, { credentialId: cred.id, memberId: member.id, publicKey: Buffer.from(cred.publicKey).toString('base64url'), counter: cred.counter, transports: cred.transports ?? [] }, now());
    return signedIn(c, member);
  });

  app.post('/passkey/sign-in-options', async (c) => {
    await limitSignIn(c);
    const { rpID } = relyingParty(c);
    const opts = await generateAuthenticationOptions({ rpID, userVerification: 'preferred', allowCredentials: [] });
    const challengeId = await saveChallenge(db, opts.challenge, 'sign-in', {}, now());
    return c.json({ challengeId, options: opts });
  });

  app.post('/passkey/sign-in', async (c) => {
    await limitSignIn(c);
    const body = await parse(c, passkeySignInSchema);
    const taken = await takeChallenge(db, body.challengeId, 'sign-in', now());
    if (!taken) throw validationError([{ field: 'challengeId', message: 'has expired or was used: start again' }]);
    const passkey = await findPasskey(db, body.credential.id);
    const member = passkey && (await memberById(db, passkey.memberId));
    if (!passkey || !member) throw new ApiError(401, 'sign_in_failed', 'This passkey is not one of a member of the team', { details: [{ field: 'credential', message: 'is not known' }] });
    const { origin, rpID } = relyingParty(c);
    const verified = await verifyAuthenticationResponse({
      response: body.credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: taken.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] },
    }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
    if (!verified.verified) throw new ApiError(401, 'sign_in_failed', 'This passkey could not be verified', { details: [{ field: 'credential', message: 'was not verified' }] });
    await setPasskeyCounter(db, passkey.credentialId, verified.authenticationInfo.newCounter);
    return signedIn(c, member);
  });

  // Members.
  app.get('/members', async (c) => {
    const who = await manager(c);
    return c.json({ members: await listMembers(db, who.eventId, now(), SESSION_IDLE_MS) });
  });

  const memberParam = async (c: Context, eventId: string) => {
    const id = c.req.param('id') ?? '';
    // A member's id is letters, digits, _ and -: anything else names no member (and never reaches the database).
    const member = /^[\w-]{1,100}$/.test(id) ? await getMember(db, eventId, id) : undefined;
    if (!member) throw new ApiError(404, 'not_found', 'No such member in this event');
    return member;
  };

  app.post('/members/:id', async (c) => {
    const who = await manager(c);
    const member = await memberParam(c, who.eventId);
    const body = await parse(c, memberUpdateSchema);
    await updateMember(db, who.eventId, member.id, body);
    sessions.clear();
    await audit(who, 'change a member', member.id, 'done', 200, `${member.name}: ${body.role ? ROLE_NAMES[body.role] : ROLE_NAMES[member.role]}`);
    return c.json({ members: await listMembers(db, who.eventId, now(), SESSION_IDLE_MS) });
  });

  /** Ends every session of a member at once (a lost laptop). */
  app.post('/members/:id/sign-out', async (c) => {
    const who = await manager(c);
    const member = await memberParam(c, who.eventId);
    const ended = await endMemberSessions(db, who.eventId, member.id);
    sessions.clear();
    await audit(who, 'sign a member out', member.id, 'done', 200, `${member.name}: ${ended} session(s) ended`);
    return c.json({ id: member.id, sessionsEnded: ended });
  });

  app.delete('/members/:id', async (c) => {
    const who = await manager(c);
    const member = await memberParam(c, who.eventId);
    await removeMember(db, who.eventId, member.id);
    sessions.clear();
    await audit(who, 'remove a member', member.id, 'done', 200, member.name);
    return c.json({ id: member.id, removed: true });
  });

  // The audit log.
  app.get('/audit', async (c) => {
    const who = await manager(c);
    const q = parseQuery(c, auditQuerySchema);
    if (q.format === 'csv') {
      const all = [];
      let before = q.before;
      for (let i = 0; i < 200; i += 1) {
        const page = await readAudit(db, who.eventId, { ...q, before, limit: 500 });
        all.push(...page.entries);
        if (page.next === null) break;
        before = page.next;
      }
      return c.body(auditCsv(all), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="audit-log.csv"' });
    }
    return c.json(await readAudit(db, who.eventId, q));
  });

  /** Who else last changed a record through the team ("kept the change Ana made"); null when no one did. */
  app.get('/last-writer', async (c) => {
    const who = await actor(c);
    const record = (new URL(c.req.url).searchParams.get('record') ?? '').slice(0, 200);
    if (!record) throw validationError([{ field: 'record', message: 'is required' }]);
    return c.json({ lastWriter: (await lastWriter(db, who.eventId, record, who.kind === 'member' ? who.member.id : null)) ?? null }, 200, { 'Cache-Control': 'no-store' });
  });

  // Presence.
  app.get('/presence/events', async (c) => {
    const who = await actor(c);
    const where = (new URL(c.req.url).searchParams.get('where') ?? '').slice(0, 120);
    return eventStreamResponse(
      c.req.raw.signal,
      (sink): PresenceStream => ({ ...sink, id: presence.newId(), eventId: who.eventId, memberId: who.kind === 'member' ? who.member.id : null, name: who.kind === 'member' ? who.member.name : 'Key holder', role: actorRole(who), place: where }),
      presence,
      SSE_HEADERS,
    );
  });

  app.post('/presence/:id', async (c) => {
    const who = await actor(c);
    const body = await parse(c, presenceWhereSchema);
    if (!(await presence.moved(who.eventId, c.req.param('id'), who.kind === 'member' ? who.member.id : null, body.where))) throw new ApiError(404, 'not_found', 'No such console of yours on this event');
    return c.json({ where: body.where });
  });

  // A member's call of the API, forwarded with the shared key when the role allows it.
  app.all('/api/*', async (c) => {
    const path = c.req.path.slice(c.req.path.indexOf('/api') + 4) || '/';
    const session = await sessionOf(c);
    if (!session) throw new ApiError(401, 'not_signed_in', 'Sign in to the team first (your session ended or was ended by an organiser)');
    const member = session.member;
    const who: Actor = { kind: 'member', member, session, eventId: member.eventId, clientId: '' };
    const method = c.req.method;
    const isWrite = method === 'POST';
    const url = new URL(c.req.url);
    const search = url.search;
    const dryRun = url.searchParams.get('dryRun') === '1';
    const decision = mayCall(member.role, path);
    if (!decision.ok) {
      if (isWrite && !dryRun && decision.lacks !== 'unknown') await audit(who, path, '', 'refused', 403, decision.message);
      if (decision.lacks === 'unknown') throw new ApiError(404, 'unknown_endpoint', `No endpoint ${path}`);
      throw forbidden(decision.message, { role: member.role, missingScope: decision.lacks });
    }
    const shared = await sharedKey(member.eventId);
    if (!shared) throw new ApiError(503, 'not_shared', 'The organiser has not shared this event with the team (or stopped sharing it)');
    if (path === '/whoami') {
      const idleEnd = session.lastSeenAt + SESSION_IDLE_MS;
      return c.json({
        clientId: shared.clientId,
        eventId: member.eventId,
        eventName: shared.eventName,
        scopes: memberScopes(member.role, shared.scopes),
        issuedAt: new Date(session.lastSeenAt).toISOString(),
        expiresAt: new Date(idleEnd).toISOString(),
        expiresInSeconds: Math.max(0, Math.floor((idleEnd - now()) / 1000)),
        member: { name: member.name, role: member.role, rooms: member.rooms },
      });
    }
    const body = isWrite ? new Uint8Array(await c.req.arrayBuffer()) : undefined;
    let parsedBody: unknown;
    if (body && body.byteLength < 1_000_000) {
      try {
        parsedBody = JSON.parse(new TextDecoder().decode(body));
      } catch {
        parsedBody = undefined;
      }
    }
    if (isWrite && member.role === 'moderator' && member.rooms.length > 0) await checkRooms(c, member, shared, path, parsedBody);
    const credentials = { 'x-api-key': shared.apiKey, 'x-client-id': shared.clientId, 'x-event-id': member.eventId, 'x-timestamp': String(now()) };
    let res: Response;
    if (!isWrite && !options.upstreamUrl && options.localRead) {
      // A read of this server's own API: its route called in this process, through the key's checks and limit. The
      // answer is built from this server's database, which holds no key in clear (keys hashed, the shared key sealed),
      // so it goes back as it is (compressed when it was cached so), unless it refuses the key.
      res = await options.localRead(c, path, credentials);
      if (res.status !== 401 && res.status !== 403) return res;
    } else {
      const headers: Record<string, string> = { ...credentials, accept: c.req.header('accept') ?? 'application/json', [TEAM_FORWARD_HEADER]: forwardMark };
      const type = c.req.header('content-type');
      if (type) headers['content-type'] = type;
      res = await callApi(c, method, path, search, headers, body);
    }
    let bytes = Buffer.from(await res.arrayBuffer());
    // Never the key back to a member, whatever an answer holds.
    if (bytes.includes(shared.apiKey)) bytes = Buffer.from(bytes.toString('utf8').split(shared.apiKey).join('[the shared key]'));
    let status = res.status;
    let out: Uint8Array = bytes;
    let contentType = res.headers.get('content-type') ?? 'application/json';
    if (status === 403 || status === 401) {
      const answer = safeJson(bytes);
      if (answer && typeof answer.code === 'string' && KEY_REFUSALS.has(answer.code)) {
        status = 503;
        contentType = 'application/json';
        out = Buffer.from(JSON.stringify({ error: 'The key the organiser shared no longer works (expired or revoked): an organiser must paste a new one on the Team page', code: 'shared_key_unusable' }));
      }
    }
    if (isWrite && !dryRun) {
      let record = recordOf(parsedBody);
      if (!record && status < 300) record = recordOf(safeJson(bytes));
      const answer = status >= 300 ? safeJson(bytes) : undefined;
      await audit(who, path, record, status < 300 ? 'done' : 'failed', status, typeof answer?.error === 'string' ? answer.error : '');
    }
    const outHeaders: Record<string, string> = { 'content-type': contentType };
    for (const name of ['retry-after', 'allow']) {
      const v = res.headers.get(name);
      if (v) outHeaders[name] = v;
    }
    return new Response(out as BodyInit, { status, headers: outHeaders });
  });

  /** A moderator of chosen rooms may write only questions and polls of sessions in those rooms. */
  async function checkRooms(c: Context, member: MemberRow, shared: { apiKey: string; clientId: string }, path: string, body: unknown): Promise<void> {
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const headers = { 'x-api-key': shared.apiKey, 'x-client-id': shared.clientId, 'x-event-id': member.eventId, 'x-timestamp': String(now()), accept: 'application/json', [TEAM_FORWARD_HEADER]: forwardMark };
    let sessionId = typeof b.sessionId === 'string' ? b.sessionId : undefined;
    const pollId = typeof b.pollId === 'string' ? b.pollId : typeof b.documentId === 'string' && path.includes('Poll') ? b.documentId : undefined;
    if (!sessionId && pollId) {
      const polls = safeJsonArray(Buffer.from(await (await callApi(c, 'GET', '/getPolls', '', headers, undefined)).arrayBuffer()));
      const poll = polls.find((p) => p.id === pollId || p.pollId === pollId);
      sessionId = typeof poll?.sessionId === 'string' ? poll.sessionId : undefined;
    }
    if (!sessionId) return;
    const sessionsList = safeJsonArray(Buffer.from(await (await callApi(c, 'GET', '/getSessions', '', headers, undefined)).arrayBuffer()));
    const found = sessionsList.find((s) => s.id === sessionId || s.documentId === sessionId);
    const room = typeof found?.location === 'string' ? found.location : '';
    if (!member.rooms.includes(room)) {
      const message = `This Moderator moderates ${member.rooms.join(', ')}, not ${room || 'this session’s room'}`;
      await audit({ kind: 'member', member, session: { member, tokenHash: '', lastSeenAt: 0 }, eventId: member.eventId, clientId: '' }, path, sessionId, 'refused', 403, message);
      throw forbidden(message, { role: member.role, missingRoom: room });
    }
  }

  /**
   * A member's call of the console's own server (`/console-api/…` with the cookie and no key): the room screens,
   * the Q&A queue, archive and word filter, speaker availability, the programme's releases and feeds. Checked
   * against the role (team-roles.ts `consoleNeed`; a moderator of chosen rooms writes Q&A of those rooms only),
   * then made again on this server with the shared key's headers. Undefined when the request is not a member's.
   */
  async function membersConsoleApi(c: Context): Promise<Response | undefined> {
    if (c.req.header('x-api-key')) return undefined;
    const session = await sessionOf(c);
    if (!session) return undefined;
    requireSameOrigin(c, trustProxy);
    const member = session.member;
    const path = c.req.path.replace(/^\/console-api/, '');
    const need = consoleNeed(c.req.method, path);
    const decision = mayConsole(member.role, need);
    if (!decision.ok) throw forbidden(decision.message, need.area === 'screens' ? { role: member.role, missingScreens: need.screens } : { role: member.role, missingScope: decision.lacks });
    const shared = await sharedKey(member.eventId);
    if (!shared) throw new ApiError(503, 'not_shared', 'The organiser has not shared this event with the team (or stopped sharing it)');
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const body = hasBody ? await c.req.arrayBuffer() : undefined;
    if (body && need.area === 'qa' && need.scope === 'qa:write' && member.role === 'moderator' && member.rooms.length > 0) {
      await checkRooms(c, member, shared, `${need.area} ${path}`, safeJson(Buffer.from(body)));
    }
    // A session's stage is driven by a moderator of chosen rooms only in those rooms (the lobby's is no room of theirs).
    if (body && STAGE_PATHS.has(path) && member.role === 'moderator' && member.rooms.length > 0) {
      const stageBody = safeJson(Buffer.from(body));
      if (stageBody?.sessionId === null) {
        const message = `This Moderator moderates ${member.rooms.join(', ')}, not the lobby`;
        await audit({ kind: 'member', member, session, eventId: member.eventId, clientId: shared.clientId }, `${need.area} ${path}`, 'stage:lobby', 'refused', 403, message);
        throw forbidden(message, { role: member.role, missingRoom: '' });
      }
      await checkRooms(c, member, shared, `${need.area} ${path}`, stageBody);
    }
    // The room's desk (the speaker's time, messages, holds): AV, and moderators of every room or of that one.
    const deskRoom = body && member.role === 'moderator' && member.rooms.length > 0 ? consoleRoom(path, safeJson(Buffer.from(body))) : undefined;
    if (deskRoom !== undefined && !member.rooms.map((r) => roomOf({ location: r })).includes(deskRoom)) {
      const message = `This Moderator moderates ${member.rooms.join(', ')}, not ${deskRoom || 'the lobby'}`;
      await audit({ kind: 'member', member, session, eventId: member.eventId, clientId: shared.clientId }, `${need.area} ${path}`, deskRoom, 'refused', 403, message);
      throw forbidden(message, { role: member.role, missingRoom: deskRoom });
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-api-key', shared.apiKey);
    headers.set('x-client-id', shared.clientId);
    headers.set('x-event-id', member.eventId);
    headers.set('x-timestamp', String(now()));
    headers.delete('cookie');
    const url = new URL(c.req.url);
    const res = await options.localApi(new Request(`${url.origin}/console-api${path}${url.search}`, { method: c.req.method, headers, body, signal: c.req.raw.signal }), c.env);
    if (hasBody && res.status < 500) {
      const record = consoleRecordOf(path, body ? safeJson(Buffer.from(body)) : undefined);
      await audit({ kind: 'member', member, session, eventId: member.eventId, clientId: shared.clientId }, `${need.area} ${path}`, record, res.status < 300 ? 'done' : 'failed', res.status);
    }
    return res;
  }

  /** A key holder's write through this server's /api, logged as "the key holder" when the event has a team. */
  async function keyHolderAudit(c: Context, next: () => Promise<void>): Promise<void> {
    const eventId = c.req.header('x-event-id');
    if (c.req.method !== 'POST' || !eventId || c.req.header(TEAM_FORWARD_HEADER) === forwardMark || new URL(c.req.url).searchParams.get('dryRun') === '1') return next();
    const at = now();
    let seen = teamEvents.get(eventId);
    if (!seen || at - seen.at > 5000) {
      seen = { at, team: (await db.query('SELECT 1 FROM team_shares WHERE event_id = $1', [eventId])).length > 0 };
      if (teamEvents.size > 10_000) teamEvents.clear();
      teamEvents.set(eventId, seen);
    }
    if (!seen.team) return next();
    const copy = (c.req.header('content-type') ?? '').includes('json') ? c.req.raw.clone() : undefined;
    await next();
    const status = c.res.status;
    // Refused before the key was accepted: not a key holder of this event.
    if (status === 401 || (status === 403 && c.res.headers.get('content-type')?.includes('json') && /"code":"(invalid_key|key_expired|key_revoked|wrong_event)"/.test(await c.res.clone().text()))) return;
    if (status === 400 || status === 404 || status === 408 || status === 429) return;
    const body = copy ? safeJson(Buffer.from(await copy.arrayBuffer().catch(() => new ArrayBuffer(0)))) : undefined;
    const path = c.req.path.slice('/api'.length);
    await writeAudit(db, { eventId, at, memberId: null, memberName: KEY_HOLDER, role: 'key', action: path, record: recordOf(body), outcome: status < 300 ? 'done' : 'failed', status, detail: '' }).catch(() => undefined);
  }

  return { app, presence, keyHolderAudit, membersConsoleApi };
}

/**
 * Which record a member's call of the console's own server is about, for the audit log and "by whom": a room's
 * stage is `stage:<session id>` (`stage:lobby` for the lobby's), which the control room asks after (last-writer).
 */
export function consoleRecordOf(path: string, body: Record<string, unknown> | undefined): string {
  if (path === '/screens/stage' || path === '/screens/stage/command') return `stage:${typeof body?.sessionId === 'string' && body.sessionId ? body.sessionId : 'lobby'}`;
  return '';
}

function safeJson(bytes: Uint8Array): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function safeJsonArray(bytes: Uint8Array): Record<string, unknown>[] {
  try {
    const v: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : [];
  } catch {
    return [];
  }
}

export type { TeamRole };
