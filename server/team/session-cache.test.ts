import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/contract/common';
import { createApp } from '../app';
import { apiRoutes } from '../routes/api-routes';
import { AuthNotices } from '../store/auth-notices';
import { openDb, type Db } from '../store/db';
import { createEvent } from '../store/events-store';
import { issueKey } from '../store/keys-store';
import { databaseTemplate } from '../test/pglite-template';
import { SESSION_CACHE_TTL_MS } from './session-cache';
import { TEST_SECRET } from './team-test-kit';

/**
 * A member's session is reused per process (session-cache.ts): what an organiser does in one process (ends the
 * member's sessions, changes the role, removes the member) holds in every other as soon as the database tells it,
 * and within a second on a database that sends no notices. Two apps on one database play two processes.
 */
describe('team sessions kept per process', () => {
  let db: Db;
  let clock = Date.now();
  let event: { clientId: string; eventId: string };
  const ORIGIN = 'http://localhost';
  /** A process, listening to the database's notices (when it sends them) before the test goes on. */
  const app = async (on: Db = db) => {
    const authNotices = new AuthNotices(on);
    await authNotices.start();
    return createApp({ db: on, routes: apiRoutes(), operatorToken: 'operator-token-for-tests', attendeeApi: false, consoleSecret: TEST_SECRET, now: () => clock, authNotices });
  };
  type App = Awaited<ReturnType<typeof app>>;
  const keyHeaders = async () => {
    const { apiKey } = await issueKey(db, { ...event, scopes: [...SCOPES], lifetimeMs: 3_600_000, now: clock });
    return { 'x-api-key': apiKey, 'x-client-id': event.clientId, 'x-event-id': event.eventId, 'x-timestamp': String(clock) };
  };
  const organiserCall = async (on: App, path: string, body: unknown) =>
    on.request(`/team-api${path}`, { method: 'POST', headers: { ...(await keyHeaders()), origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const join = async (on: App, name: string) => {
    const invited = await organiserCall(on, '/invitations', { role: 'moderator', rooms: [] });
    const { link } = (await invited.json()) as { link: string };
    const joined = await on.request('/team-api/join', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.split('#')[1], name, email: `${name.toLowerCase()}@team.example`, password: 'a long enough password' }),
    });
    expect(joined.status).toBe(200);
    const cookie = (joined.headers.get('set-cookie') ?? '').split(';')[0];
    const { member } = (await (await on.request('/team-api/me', { headers: { cookie } })).json()) as { member: { id: string } };
    return { cookie, id: member.id };
  };
  /** What a member may do, read as the member: the status of a poll write's dry run (moderators may, viewers may not). */
  const pollWrite = async (on: App, cookie: string) =>
    (await on.request('/team-api/api/upsertPoll?dryRun=1', { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ sessionId: 'none', question: 'Q?', options: ['a', 'b'] }) })).status;
  const sessionsRead = async (on: App, cookie: string) => (await on.request('/team-api/api/getSessions', { headers: { cookie } })).status;

  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://', template: databaseTemplate() });
    const created = await createEvent(db, { name: 'Sessions' });
    event = { clientId: created.clientId, eventId: created.id };
    const share = await organiserCall(await app(), '/share', {});
    expect(share.status).toBe(200);
  });
  afterAll(async () => db?.close());

  it('a member signed out by an organiser in one process is refused by the other as soon as the database tells it', async () => {
    const [a, b] = await Promise.all([app(), app()]);
    const ana = await join(a, 'Ana');
    expect(await sessionsRead(b, ana.cookie)).toBe(200);
    expect((await organiserCall(a, `/members/${ana.id}/sign-out`, {})).status).toBe(200);
    // The clock stands still: only the database's notice can drop the other process's session.
    await expect.poll(() => sessionsRead(b, ana.cookie)).toBe(401);
  });

  it("a member's role changed in one process holds in the other as soon as the database tells it", async () => {
    const [a, b] = await Promise.all([app(), app()]);
    const ben = await join(a, 'Ben');
    expect(await pollWrite(b, ben.cookie)).not.toBe(403);
    expect((await organiserCall(a, `/members/${ben.id}`, { role: 'viewer' })).status).toBe(200);
    await expect.poll(() => pollWrite(b, ben.cookie)).toBe(403);
  });

  it('a member removed in one process is refused by the other as soon as the database tells it', async () => {
    const [a, b] = await Promise.all([app(), app()]);
    const cy = await join(a, 'Cy');
    expect(await sessionsRead(b, cy.cookie)).toBe(200);
    const removed = await a.request(`/team-api/members/${cy.id}`, { method: 'DELETE', headers: { ...(await keyHeaders()), origin: ORIGIN } });
    expect(removed.status).toBe(200);
    await expect.poll(() => sessionsRead(b, cy.cookie)).toBe(401);
  });

  it('without notices, a member signed out elsewhere is refused within a second', async () => {
    const deaf: Db = Object.assign(Object.create(Object.getPrototypeOf(db) as object) as Db, db, { listen: undefined });
    const [a, b] = await Promise.all([app(deaf), app(deaf)]);
    const di = await join(a, 'Di');
    expect(await sessionsRead(b, di.cookie)).toBe(200);
    expect((await organiserCall(a, `/members/${di.id}/sign-out`, {})).status).toBe(200);
    expect(await sessionsRead(b, di.cookie)).toBe(200);
    clock += SESSION_CACHE_TTL_MS;
    expect(await sessionsRead(b, di.cookie)).toBe(401);
  });
});
