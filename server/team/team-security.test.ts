import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/contract/endpoints';
import { clientFor, startTestServer, type TestClient, type TestServer } from '../test/test-server';
import { asKeyHolder, cookieOf, invite, join, teamCall, TEST_SECRET, type Member } from './team-test-kit';

/**
 * The team against the real server: roles enforced before anything reaches the API, invitations used once,
 * sign-in rate limited, cross-site posts refused, the shared key never in clear in the database nor in an answer
 * to a member.
 */
let t: TestServer;
let org: TestClient;
let sessionId: string;
let moderator: Member;
let viewer: Member;

const counts = async () => JSON.stringify(await t.server.db.query("SELECT (SELECT count(*) FROM sessions WHERE event_id = $1 AND NOT deleted) s, (SELECT count(*) FROM guests WHERE event_id = $1) g, (SELECT count(*) FROM tickets WHERE event_id = $1) k, (SELECT settings::text FROM events WHERE id = $1) e", [org.eventId]));
const writes = Object.entries(endpoints).filter(([, e]) => e.method === 'POST').map(([p]) => p);

beforeAll(async () => {
  t = await startTestServer({ consoleSecret: TEST_SECRET });
  org = await t.newEvent({ name: 'Team event' });
  sessionId = String((await org.postJson('/upsertSession', { title: 'Keynote', hasLiveQA: true, hasPoll: true, location: 'Hall A' })).body.documentId);
  expect((await asKeyHolder(t, org, '/share', {})).status).toBe(200);
  moderator = await join(t, org, 'moderator', 'Ana');
  viewer = await join(t, org, 'viewer', 'Vic');
});
afterAll(async () => {
  await t?.close();
});

describe("a moderator's cookie", () => {
  it('cannot write sessions, event settings, guests or tickets: 403 naming the role and the scope, and nothing is forwarded', async () => {
    const before = await counts();
    const tries: [string, unknown][] = [
      ['/upsertSession', { title: 'Sneaky' }],
      ['/deleteSession', { sessionId }],
      ['/updateEvent', { name: 'Renamed' }],
      ['/addGuest', { email: 'x@y.z', firstName: 'X', lastName: 'Y' }],
      ['/addTicket', { email: 'x@y.z', ticketType: 'VIP' }],
    ];
    for (const [path, body] of tries) {
      const res = await moderator.call(`/team-api/api${path}`, { body });
      expect(res.status, path).toBe(403);
      const answer = (await res.json()) as { error: string; code: string; role: string; missingScope: string };
      expect(answer).toMatchObject({ code: 'role_forbidden', role: 'moderator' });
      expect(answer.error).toMatch(/Moderator role may not/);
      expect(answer.missingScope).toMatch(/:write$/);
    }
    expect(await counts()).toBe(before);
  });

  it('moderates questions through the shared key, and sees only its scopes', async () => {
    const res = await moderator.call('/team-api/api/upsertQuestion', { body: { sessionId, question: 'From the floor?', status: 'approved' } });
    expect(res.status).toBe(200);
    const who = (await (await moderator.call('/team-api/api/whoami')).json()) as { scopes: string[]; member: { role: string } };
    expect(who.scopes.sort()).toEqual(['event:read', 'polls:read', 'polls:write', 'qa:read', 'qa:write']);
    expect(who.member.role).toBe('moderator');
  });

  it('of chosen rooms cannot moderate another room', async () => {
    const hallB = String((await org.postJson('/upsertSession', { title: 'Workshop', hasLiveQA: true, location: 'Hall B' })).body.documentId);
    const roomed = await join(t, org, 'moderator', 'Rita', ['Hall A']);
    expect((await roomed.call('/team-api/api/upsertQuestion', { body: { sessionId, question: 'In my room?' } })).status).toBe(200);
    const refused = await roomed.call('/team-api/api/upsertQuestion', { body: { sessionId: hallB, question: 'Elsewhere?' } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Hall A, not Hall B/);
    // Its /whoami says its rooms, so a console kept from before (or after an organiser's change) follows them.
    const who = (await (await roomed.call('/team-api/api/whoami')).json()) as { member: { name: string; role: string; rooms: string[] } };
    expect(who.member).toEqual({ name: 'Rita', role: 'moderator', rooms: ['Hall A'] });
  });
});

describe("a viewer's cookie", () => {
  it('cannot write anything', async () => {
    const before = await counts();
    for (const path of writes) {
      const res = await viewer.call(`/team-api/api${path}`, { body: {} });
      expect(res.status, path).toBe(403);
    }
    expect(await counts()).toBe(before);
  });

  it('reads the programme', async () => {
    const res = await viewer.call('/team-api/api/getSessions');
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('Keynote');
  });
});

describe("members' room-screen calls", () => {
  it('AV drives the screens with the shared key; a viewer only looks', async () => {
    const av = await join(t, org, 'av', 'Avery');
    const made = await av.call('/console-api/screens', { body: { sessionId, name: 'Hall A left' } });
    expect(made.status).toBe(201);
    expect((await viewer.call('/console-api/screens')).status).toBe(200);
    const refused = await viewer.call('/console-api/screens', { body: { sessionId, name: 'Not mine' } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { role: string }).role).toBe('viewer');
    expect((await av.call('/console-api/screens/settings', { body: {} })).status).toBe(403);
  });

  it('the speaker’s time: AV and moderators of the room adjust it; a viewer and a moderator of another room are refused', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const talk = String((await org.postJson('/upsertSession', { title: 'Timed talk', date: today, startTime: '10:00', endTime: '10:45', location: 'Hall D' })).body.documentId);
    const body = (minutes: number) => ({ body: { room: 'Hall D', sessionId: talk, change: { kind: 'add', minutes } } });
    const av = await join(t, org, 'av', 'Tim');
    expect((await av.call('/console-api/rooms/speaker-time', body(5))).status).toBe(200);
    expect((await (await join(t, org, 'moderator', 'Dora', ['Hall D'])).call('/console-api/rooms/speaker-time', body(1))).status).toBe(200);
    const elsewhere = await (await join(t, org, 'moderator', 'Cleo', ['Hall C'])).call('/console-api/rooms/speaker-time', body(1));
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toMatchObject({ code: 'role_forbidden', role: 'moderator', missingRoom: 'Hall D' });
    const looking = await viewer.call('/console-api/rooms/speaker-time', body(1));
    expect(looking.status).toBe(403);
    // The rest of the room's desk follows the same rule: a message to its stage monitor, holding its screens.
    const cleo = await join(t, org, 'moderator', 'Cleon', ['Hall C']);
    for (const [path, deskBody] of [
      ['/console-api/rooms/message', { room: 'Hall D', text: 'Five minutes' }],
      ['/console-api/rooms/hold', { room: 'Hall D', hold: { kind: 'next' } }],
    ] as const) {
      const refusedDesk = await cleo.call(path, { body: deskBody });
      expect(refusedDesk.status, path).toBe(403);
      expect(await refusedDesk.json()).toMatchObject({ missingRoom: 'Hall D' });
      expect((await cleo.call(path, { body: { ...deskBody, room: 'Hall C' } })).status, path).toBe(200);
    }
    // And so does a session's stage: only of a session in their rooms, not the lobby's.
    const inC = String((await org.postJson('/upsertSession', { title: 'Talk in C', date: today, startTime: '11:00', endTime: '11:45', location: 'Hall C' })).body.documentId);
    const command = (sessionId: string | null) => ({ body: { sessionId, basedOn: 0, command: { do: 'show-welcome' } } });
    const otherStage = await cleo.call('/console-api/screens/stage/command', command(talk));
    expect(otherStage.status).toBe(403);
    expect(await otherStage.json()).toMatchObject({ code: 'role_forbidden', missingRoom: 'Hall D' });
    expect((await cleo.call('/console-api/screens/stage/command', command(null))).status).toBe(403);
    expect((await cleo.call('/console-api/screens/stage/command', command(inC))).status).toBe(200);
    expect((await av.call('/console-api/screens/stage/command', command(talk))).status).toBe(200);
    const list = (await (await av.call('/console-api/screens')).json()) as { speakerTimes: { sessionId: string; minutes: number }[] };
    expect(list.speakerTimes).toEqual([expect.objectContaining({ sessionId: talk, minutes: 6 })]);
  });
});

describe("members' calls of the Q&A queue, speaker availability and the programme", () => {
  it('a moderator keeps the queue and reads the state; a viewer reads but cannot reorder; neither publishes the programme', async () => {
    const asked = (await (await moderator.call('/team-api/api/upsertQuestion', { body: { sessionId, question: 'Queued?', status: 'approved' } })).json()) as { documentId?: string; questionId?: string };
    const questionId = String(asked.questionId ?? asked.documentId);
    const queued = await moderator.call('/console-api/qa/queue', { body: { sessionId, order: [questionId] } });
    expect(queued.status).toBe(200);
    expect(((await queued.json()) as { order: string[] }).order).toEqual([questionId]);
    expect((await viewer.call('/console-api/qa/state', { body: { sessionId } })).status).toBe(200);
    const refused = await viewer.call('/console-api/qa/queue', { body: { sessionId, order: [] } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'role_forbidden', role: 'viewer', missingScope: 'qa:write' });
    expect((await viewer.call('/console-api/availability')).status).toBe(200);
    const publish = await moderator.call('/console-api/programme/releases', { body: {} });
    expect(publish.status).toBe(403);
    expect(await publish.json()).toMatchObject({ role: 'moderator', missingScope: 'event:write' });
  });

  it('a moderator of chosen rooms keeps the queue of those rooms only', async () => {
    const hallC = String((await org.postJson('/upsertSession', { title: 'Side event', hasLiveQA: true, location: 'Hall C' })).body.documentId);
    const roomed = await join(t, org, 'moderator', 'Rosa', ['Hall A']);
    expect((await roomed.call('/console-api/qa/queue', { body: { sessionId, order: [] } })).status).toBe(200);
    const refused = await roomed.call('/console-api/qa/queue', { body: { sessionId: hallC, order: [] } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Hall A, not Hall C/);
  });

  it('a member without a cookie is not a member: the key holder\'s check answers', async () => {
    const res = await teamCall(t.url, '/console-api/qa/state', { body: { sessionId } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/x-api-key/i);
  });
});

describe('who else last changed a record', () => {
  it('names the other member, never the asker; a key holder is told of members only', async () => {
    const poll = (await org.postJson('/upsertPoll', { sessionId, question: 'Lunch?', options: ['Yes', 'No'] })).body as { pollId: string };
    const lastWriterFor = async (asker: Member | null) => {
      const path = `/last-writer?record=${poll.pollId}`;
      const res = asker ? await asker.call(`/team-api${path}`) : await asKeyHolder(t, org, path, undefined, 'GET');
      return ((await res.json()) as { lastWriter: { memberName: string } | null }).lastWriter;
    };
    expect(await lastWriterFor(moderator)).toBeNull();
    expect((await moderator.call('/team-api/api/upsertPoll', { body: { documentId: poll.pollId, question: 'Lunch at noon?' } })).status).toBe(200);
    expect(await lastWriterFor(moderator)).toBeNull();
    expect(await lastWriterFor(viewer)).toMatchObject({ memberName: 'Ana' });
    expect(await lastWriterFor(null)).toMatchObject({ memberName: 'Ana' });
    expect((await org.postJson('/upsertPoll', { documentId: poll.pollId, question: 'Lunch at one?' })).status).toBe(200);
    expect(await lastWriterFor(moderator)).toMatchObject({ memberName: 'the key holder' });
    expect(await lastWriterFor(null)).toMatchObject({ memberName: 'Ana' });
  });
});

describe('invitations', () => {
  it('work once', async () => {
    const token = await invite(t, org, 'av');
    const first = await teamCall(t.url, '/team-api/join', { body: { token, name: 'Ben', email: 'ben@team.example', password: 'a long enough password' } });
    expect(first.status).toBe(200);
    const again = await teamCall(t.url, '/team-api/join', { body: { token, name: 'Eve', email: 'eve@team.example', password: 'a long enough password' } });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { code: string }).code).toBe('invitation_unusable');
  });

  it('do not work after 48 hours', async () => {
    const token = await invite(t, org, 'viewer');
    await t.server.db.query('UPDATE team_invitations SET expires_at = $1 WHERE used_at IS NULL', [Date.now() - 1]);
    const res = await teamCall(t.url, '/team-api/join', { body: { token, name: 'Late', email: 'late@team.example', password: 'a long enough password' } });
    expect(res.status).toBe(404);
  });
});

describe('signing in', () => {
  it('with the right password gives a cookie that is HttpOnly and SameSite', async () => {
    const res = await teamCall(t.url, '/team-api/sign-in', { body: { email: 'ana@team.example', password: 'a long enough password' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^console_team=[\w-]+; Path=\/; HttpOnly; SameSite=Strict/);
  });

  it('is rate limited per e-mail address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await teamCall(t.url, '/team-api/sign-in', { body: { email: 'vic@team.example', password: `wrong guess ${i}` } })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('a session ended by the organiser ends at once', async () => {
    const temp = await join(t, org, 'viewer', 'Tom');
    expect((await temp.call('/team-api/api/getSessions')).status).toBe(200);
    const id = (await (await asKeyHolder(t, org, '/members')).json() as { members: { id: string; name: string }[] }).members.find((m) => m.name === 'Tom')?.id;
    expect((await asKeyHolder(t, org, `/members/${id}/sign-out`, {})).status).toBe(200);
    expect((await temp.call('/team-api/api/getSessions')).status).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('a form post from another site is refused before anything is read', async () => {
    const res = await fetch(`${t.url}/team-api/sign-in`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=ana%40team.example&password=x' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('cross_site');
    const write = await teamCall(t.url, '/team-api/api/upsertQuestion', { cookie: moderator.cookie, headers: { origin: 'https://evil.example' }, body: { sessionId, question: 'CSRF?' } });
    expect(write.status).toBe(403);
  });

  it('a form post without JSON is refused even from the same origin', async () => {
    const res = await fetch(`${t.url}/team-api/sign-in`, { method: 'POST', headers: { origin: t.url, 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a' });
    expect(res.status).toBe(415);
  });
});

describe('the shared key', () => {
  it('is nowhere in clear in a dump of the database', async () => {
    const dump = Buffer.from(await (await t.server.db.dump!()).arrayBuffer());
    expect(dump.includes(org.apiKey)).toBe(false);
    const rows = JSON.stringify(await t.server.db.query('SELECT * FROM team_shares'));
    expect(rows).not.toContain(org.apiKey);
  });

  it('never reaches a member, even in an answer that would echo it', async () => {
    for (const path of ['/team-api/api/whoami', '/team-api/api/getSessions', '/team-api/api/getEvent', '/team-api/me']) {
      const res = await moderator.call(path);
      const text = await res.text();
      expect(text, path).not.toContain(org.apiKey);
      expect(JSON.stringify([...res.headers]), path).not.toContain(org.apiKey);
    }
  });

  it('replaced with a new key, members keep working without signing in again', async () => {
    const fresh = (await (await t.operator('/keys', { clientId: org.clientId, eventId: org.eventId, scopes: 'all' })).json()) as { apiKey: string };
    const res = await asKeyHolder(t, org, '/share', { apiKey: fresh.apiKey });
    expect(res.status).toBe(200);
    await t.operator('/keys/revoke', { apiKey: org.apiKey });
    org = clientFor(t.url, fresh.apiKey, org.clientId, org.eventId);
    expect((await moderator.call('/team-api/api/upsertQuestion', { body: { sessionId, question: 'After the new key?' } })).status).toBe(200);
    expect((await moderator.call('/team-api/api/getSessions')).status).toBe(200);
  });
});

describe('the audit log', () => {
  it("holds each member's writes and refusals, by name", async () => {
    const res = await teamCall(t.url, '/team-api/audit?limit=200', { cookie: (await join(t, org, 'organiser', 'Olga')).cookie });
    expect(res.status).toBe(200);
    const { entries } = (await res.json()) as { entries: { memberName: string; action: string; outcome: string }[] };
    expect(entries).toContainEqual(expect.objectContaining({ memberName: 'Ana', action: '/upsertQuestion', outcome: 'done' }));
    expect(entries).toContainEqual(expect.objectContaining({ memberName: 'Ana', action: '/upsertSession', outcome: 'refused' }));
    expect(entries).toContainEqual(expect.objectContaining({ memberName: 'the key holder', action: '/upsertSession', outcome: 'done' }));
    const csv = await teamCall(t.url, '/team-api/audit?format=csv&member=key', { cookie: cookieOf(await teamCall(t.url, '/team-api/sign-in', { body: { email: 'olga@team.example', password: 'a long enough password' } })) });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('time,member,role,action,record,outcome,status,detail');
    expect(lines.slice(1).every((l) => l.includes('the key holder'))).toBe(true);
  });

  it('is for organisers only', async () => {
    expect((await moderator.call('/team-api/audit')).status).toBe(403);
  });
});

describe('without CONSOLE_SECRET', () => {
  it('sharing is unavailable and says why', async () => {
    const bare = await startTestServer();
    try {
      const event = await bare.newEvent();
      const status = (await (await teamCall(bare.url, '/team-api/status')).json()) as { available: boolean; reason: string };
      expect(status.available).toBe(false);
      expect(status.reason).toMatch(/CONSOLE_SECRET/);
      const res = await asKeyHolder(bare, event, '/share', {});
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: string }).error).toMatch(/CONSOLE_SECRET/);
    } finally {
      await bare.close();
    }
  });
});
