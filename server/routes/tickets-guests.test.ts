import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

let t: TestServer;
let c: TestClient;
let sessionId: string;

beforeAll(async () => {
  t = await startTestServer();
  c = await t.newEvent();
  sessionId = String((await c.postJson('/upsertSession', { title: 'Workshop' })).body.documentId);
});
afterAll(async () => t.close());

describe('tickets', () => {
  it('creates a ticket with a plain-text answer, trimming and lowercasing the e-mail', async () => {
    const res = await c.post('/addTicket', { userEmail: '  Ann@Example.ORG ', ticketType: 'VIP' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const { body } = await c.getJson<Record<string, string>[]>('/getGuestTickets', { userEmail: 'ANN@example.org' });
    expect(body).toEqual([{ EMAIL: 'ann@example.org', TIER: 'VIP', userEmail: 'ann@example.org', ticketType: 'VIP', sessionId: '', externalQrValue: '' }]);
  });

  it('overwrites the ticket of the same guest and type (upsert), types being case-sensitive', async () => {
    await c.post('/addTicket', { userEmail: 'bob@example.org', ticketType: 'General' });
    await c.post('/addTicket', { userEmail: 'bob@example.org', ticketType: 'General', externalQrValue: 'EXT-1' });
    await c.post('/addTicket', { userEmail: 'bob@example.org', ticketType: 'general' });
    const { body } = await c.getJson<Record<string, string>[]>('/getGuestTickets', { userEmail: 'bob@example.org' });
    expect(body.map((x) => [x.ticketType, x.externalQrValue])).toEqual([
      ['General', 'EXT-1'],
      ['general', ''],
    ]);
  });

  it('answers JSON with ignoredFields when read-only or unknown keys are sent', async () => {
    const res = await c.post('/addTicket', { userEmail: 'cat@example.org', ticketType: 'VIP', EMAIL: 'x@y.z', TIER: 'X', colour: 'red' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.ignoredFields.sort()).toEqual(['EMAIL', 'TIER', 'colour']);
  });

  it('rejects missing fields, a bad e-mail, an unknown session and an over-long QR value with details', async () => {
    const missing = await c.postJson('/addTicket', {});
    expect(missing.status).toBe(400);
    const fields = (missing.body.details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['userEmail', 'ticketType']));
    expect((await c.postJson('/addTicket', { userEmail: 'nope', ticketType: 'VIP' })).status).toBe(400);
    const session = await c.postJson('/addTicket', { userEmail: 'd@example.org', ticketType: 'VIP', sessionId: 'missing' });
    expect(session.status).toBe(400);
    expect((session.body.details as { field: string }[])[0].field).toBe('sessionId');
    const qr = await c.postJson('/addTicket', { userEmail: 'd@example.org', ticketType: 'VIP', externalQrValue: 'x'.repeat(501) });
    expect(qr.status).toBe(400);
    expect((await c.post('/addTicket', { userEmail: 'd@example.org', ticketType: 'VIP', externalQrValue: 'x'.repeat(500), sessionId })).status).toBe(200);
  });

  it('rejects null anywhere', async () => {
    const res = await c.postJson('/addTicket', { userEmail: 'e@example.org', ticketType: 'VIP', sessionId: null });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.details)).toContain('null');
  });

  it('lists by type and all, and removes with 404 plain text when no ticket matches', async () => {
    const byType = await c.getJson<unknown[]>('/getTicketsByType', { ticketType: 'VIP' });
    expect(byType.body.length).toBeGreaterThanOrEqual(2);
    const all = await c.getJson<unknown[]>('/getAllTickets');
    expect(all.body.length).toBeGreaterThan(byType.body.length);
    const dry = await c.post('/removeTicket', { userEmail: 'ANN@example.org', ticketType: 'VIP' }, { dryRun: '1' });
    expect(dry.status).toBe(200);
    expect((await c.getJson<unknown[]>('/getGuestTickets', { userEmail: 'ann@example.org' })).body).toHaveLength(1);
    expect((await c.post('/removeTicket', { userEmail: 'ANN@example.org', ticketType: 'VIP' })).status).toBe(200);
    const again = await c.post('/removeTicket', { userEmail: 'ann@example.org', ticketType: 'VIP' });
    expect(again.status).toBe(404);
    expect(again.headers.get('content-type')).toContain('text/plain');
  });

  it('saves nothing on a dry run of addTicket', async () => {
    expect((await c.post('/addTicket', { userEmail: 'dry@example.org', ticketType: 'VIP' }, { dryRun: '1' })).status).toBe(200);
    expect((await c.getJson<unknown[]>('/getGuestTickets', { userEmail: 'dry@example.org' })).body).toEqual([]);
  });
});

describe('guests', () => {
  it('registers a guest (plain text), answers 409 plain text for the same e-mail in any case', async () => {
    const res = await c.post('/addGuest', { userEmail: ' Guest@Example.org', name: 'Gia Guest', company: 'Acme', role: 'CTO' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const dup = await c.post('/addGuest', { userEmail: 'guest@EXAMPLE.org' });
    expect(dup.status).toBe(409);
    expect(dup.headers.get('content-type')).toContain('text/plain');
    const { body } = await c.getJson<Record<string, unknown>[]>('/getGuests');
    const g = body.find((x) => x.email === 'guest@example.org')!;
    expect(g).toMatchObject({ userEmail: 'guest@example.org', name: 'Gia Guest', registered: true, vCardData: { FN: 'Gia Guest', ORG: 'Acme', ROLE: 'CTO' } });
    expect(g.eventRole).toBeUndefined();
  });

  it('rejects a wrong type with details naming the field', async () => {
    const res = await c.postJson('/addGuest', { userEmail: 'typed@example.org', name: 42 });
    expect(res.status).toBe(400);
    expect((res.body.details as { field: string }[])[0].field).toBe('name');
  });

  it('lists speakers with an e-mail as eventRole SPEAKER', async () => {
    await c.postJson('/upsertSpeaker', { name: 'Sam Speaker', email: 'SAM@example.org' });
    await c.postJson('/upsertSpeaker', { name: 'No Mail' });
    const { body } = await c.getJson<Record<string, unknown>[]>('/getGuests');
    const sam = body.find((x) => x.email === 'sam@example.org');
    expect(sam?.eventRole).toBe('SPEAKER');
    expect(body.some((x) => x.name === 'No Mail')).toBe(false);
  });

  it('counts guests and removes them (404 plain text when not registered)', async () => {
    const before = (await c.getJson<Record<string, number>>('/getGuestCount')).body;
    expect(before).toMatchObject({ guestCapacity: expect.any(Number), maxAssignedUsers: expect.any(Number) });
    await c.post('/addGuest', { userEmail: 'gone@example.org' });
    expect((await c.getJson<Record<string, number>>('/getGuestCount')).body.guestCount).toBe(before.guestCount + 1);
    expect((await c.post('/removeGuest', { userEmail: 'GONE@example.org' })).status).toBe(200);
    const again = await c.post('/removeGuest', { userEmail: 'gone@example.org' });
    expect(again.status).toBe(404);
    expect(again.headers.get('content-type')).toContain('text/plain');
  });
});

describe('bad bodies', () => {
  const raw = (path: string, body: string, type = 'application/json') =>
    fetch(`${t.url}/api${path}`, { method: 'POST', headers: c.headers({ 'content-type': type }), body });

  it('answers 400 for malformed JSON, 415 for another content type, 413 over the size limit, 400 for deep nesting', async () => {
    const malformed = await raw('/addGuest', '{"userEmail": ');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe('invalid_json');
    const text = await raw('/addGuest', 'userEmail=a@b.c', 'application/x-www-form-urlencoded');
    expect(text.status).toBe(415);
    const big = await raw('/addGuest', JSON.stringify({ userEmail: 'big@example.org', name: 'x'.repeat(6 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    const deep = await raw('/addGuest', `${'['.repeat(100)}${']'.repeat(100)}`);
    expect(deep.status).toBe(400);
    expect((await deep.json()).code).toBe('too_deep');
    const arr = await raw('/addGuest', '[1,2]');
    expect(arr.status).toBe(400);
  });

  it('never answers a stack trace', async () => {
    const res = await raw('/upsertPoll', '{"options": {"a": 1}}');
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('deletes and dry runs', () => {
  it('lists unknown keys of a delete body in ignoredFields and refuses null with the null rule', async () => {
    const sponsor = String((await c.postJson('/upsertSponsor', { name: 'To go' })).body.documentId);
    const res = await c.postJson('/deleteSponsor', { documentId: sponsor, reason: 'old' });
    expect(res.status).toBe(200);
    expect(res.body.ignoredFields).toEqual(['reason']);
    const nulled = await c.postJson('/deletePoll', { pollId: null });
    expect(nulled.status).toBe(400);
    expect(JSON.stringify(nulled.body.details)).toContain('null must never be sent');
    const nulledAbstract = await c.postJson('/deleteAbstract', { abstractId: null });
    expect(nulledAbstract.status).toBe(400);
    expect(JSON.stringify(nulledAbstract.body.details)).toContain('null must never be sent');
  });

  it('saves nothing on a dry run of any write, and deletes say what they would destroy', async () => {
    const dry = { dryRun: '1' };
    const sessions = async () => (await c.getJson<unknown[]>('/getSessions')).body.length;
    const before = await sessions();
    expect((await c.postJson('/upsertSession', { title: 'Dry' }, dry)).body).toMatchObject({ dryRun: true, created: true });
    expect(await sessions()).toBe(before);
    expect((await c.postJson('/upsertSpeaker', { name: 'Dry' }, dry)).body.dryRun).toBe(true);
    expect((await c.postJson('/upsertSponsor', { name: 'Dry' }, dry)).body.dryRun).toBe(true);
    expect((await c.postJson('/upsertPoll', { sessionId, question: 'Dry?', options: ['a', 'b'] }, dry)).body.dryRun).toBe(true);
    expect((await c.postJson('/upsertQuestion', { sessionId, question: 'Dry?' }, dry)).body.dryRun).toBe(true);
    expect((await c.postJson('/upsertAbstract', { title: 'Dry' }, dry)).body.dryRun).toBe(true);
    expect((await c.postJson('/bulkUpsert', { type: 'abstract', items: [{ title: 'Dry' }] }, dry)).body.dryRun).toBe(true);
    expect((await c.postJson('/updateEvent', { name: 'Dry' }, dry)).body.dryRun).toBe(true);
    expect((await c.getJson<{ name: string }>('/getEvent')).body.name).not.toBe('Dry');
    expect((await c.getJson<unknown[]>('/getPolls')).body).toEqual([]);
    expect((await c.getJson<unknown[]>('/getAbstracts')).body).toEqual([]);
    expect((await c.getJson<unknown[]>('/getQuestions', { sessionId })).body).toEqual([]);
    // Guest and ticket deletes: what would go, in the plain-text answer.
    await c.post('/addGuest', { userEmail: 'keep@example.org' });
    await c.post('/addTicket', { userEmail: 'keep@example.org', ticketType: 'VIP' });
    const guest = await c.post('/removeGuest', { userEmail: 'keep@example.org' }, dry);
    expect(guest.status).toBe(200);
    expect(await guest.text()).toContain('keep@example.org');
    const ticket = await c.post('/removeTicket', { userEmail: 'keep@example.org', ticketType: 'VIP' }, dry);
    expect(await ticket.text()).toContain('VIP');
    expect((await c.getJson<unknown[]>('/getGuestTickets', { userEmail: 'keep@example.org' })).body).toHaveLength(1);
    const deleteSession = await c.postJson('/deleteSession', { documentId: sessionId }, dry);
    expect(deleteSession.body).toMatchObject({ dryRun: true, wouldDelete: { sessions: 1, polls: 0, questions: 0 } });
    expect(await sessions()).toBe(before);
  });
});
