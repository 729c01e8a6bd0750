import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startTestServer, type TestClient, type TestServer } from '../test/test-server';
import type { ScreensList } from '../../src/contract/screens';
import { openEventStream, openScreenStream } from './screen-stream-client';

/** Room screens over HTTP against the real server: links, the stream, what it carries, and who may drive it. */
describe('room screens', () => {
  let server: TestServer;
  let mod: TestClient;

  const consoleCall = (c: TestClient, method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/console-api${path}`, {
      method,
      headers: c.headers(body === undefined ? {} : { 'content-type': 'application/json' }),
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
  const newSession = async (c: TestClient, title = 'Keynote') => String((await c.postJson('/upsertSession', { title, hasPoll: true, hasLiveQA: true })).body.documentId);
  const newScreen = async (c: TestClient, sessionId: string | null, name = 'Hall A projector') => {
    const res = await json(await consoleCall(c, 'POST', '/screens', { sessionId, name }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: String((res.body.screen as { id: string }).id), token: String(res.body.token) };
  };
  const stream = (token: string) => openScreenStream(`${server.url}/screen-api/${token}/events`);

  beforeAll(async () => {
    server = await startTestServer();
    mod = await server.newEvent({ name: 'Summit' });
  }, 60_000);
  afterAll(() => server?.close());

  it('gives a link of at least 128 random bits and keeps only its SHA-256 hash', async () => {
    const sessionId = await newSession(mod);
    const { id, token } = await newScreen(mod, sessionId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/); // 24 bytes = 192 bits
    const rows = await server.server.db.query<Record<string, unknown>>('SELECT * FROM screens WHERE id = $1', [id]);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('streams the current state at once, then each change; never a pending question, an e-mail or a key', async () => {
    const sessionId = await newSession(mod);
    const { token } = await newScreen(mod, sessionId);
    await mod.post('/addGuest', { userEmail: 'asker@example.org' });
    const approved = String((await mod.postJson('/upsertQuestion', { sessionId, question: 'Approved one?', status: 'approved' })).body.questionId);
    const pending = String((await mod.postJson('/upsertQuestion', { sessionId, question: 'SECRET pending text', status: 'pending' })).body.questionId);
    await mod.postJson('/upsertQuestion', { sessionId, question: 'SECRET rejected text', status: 'rejected' });
    await mod.attendee('/ask', { sessionId, email: 'asker@example.org', question: 'SECRET asked by a guest' });

    const screen = await stream(token);
    expect(screen.status).toBe(200);
    const first = await screen.next((v) => v.content.kind === 'questions');
    expect(screen.bytes()).toMatch(/^retry: \d+\n\n/);
    expect(first.content.kind === 'questions' && first.content.questions.map((q) => q.text)).toEqual(['Approved one?']);
    expect(first.session?.title).toBe('Keynote');
    expect(first.event.name).toBe('Summit');

    // Spotlight, answered in one go with the default answer: answered, and no placeholder text on screen.
    expect((await mod.postJson('/upsertQuestion', { questionId: approved, sessionId, status: 'answered', answer: 'Answered on stage' })).status).toBe(200);
    expect((await consoleCall(mod, 'POST', '/screens/stage', { sessionId, content: { kind: 'question', questionId: approved } })).status).toBe(200);
    const spot = await screen.next((v) => v.content.kind === 'question');
    expect(spot.content).toMatchObject({ kind: 'question', question: { text: 'Approved one?', answered: true, answer: null } });

    // A pending question put on screen by id shows nothing.
    expect((await consoleCall(mod, 'POST', '/screens/stage', { sessionId, content: { kind: 'question', questionId: pending } })).status).toBe(200);
    await screen.next((v) => v.content.kind === 'question' && v.content.question === null);

    // Clear: back to the list.
    await consoleCall(mod, 'POST', '/screens/stage', { sessionId, content: { kind: 'questions' } });
    await screen.next((v) => v.content.kind === 'questions' && v.decidedAt > spot.decidedAt);
    const bytes = screen.bytes();
    screen.close();
    expect(bytes).not.toContain('SECRET');
    expect(bytes).not.toContain('@example.org');
    expect(bytes).not.toContain(mod.apiKey);
    expect(bytes).not.toContain(token);
  });

  it('pushes a poll: options and a vote counter while hidden, figures live or after Reveal, following the poll', async () => {
    const sessionId = await newSession(mod);
    const { token } = await newScreen(mod, sessionId);
    const pollId = String((await mod.postJson('/upsertPoll', { sessionId, question: 'Best talk?', options: ['Ada', 'Bob'], visible: true })).body.pollId);
    await mod.post('/addGuest', { userEmail: 'voter1@example.org' });
    await mod.post('/addGuest', { userEmail: 'voter2@example.org' });
    const screen = await stream(token);
    await screen.next(() => true);
    expect((await json(await consoleCall(mod, 'POST', '/screens/poll-mode', { pollId, mode: 'reveal' }))).status).toBe(200);
    await consoleCall(mod, 'POST', '/screens/stage', { sessionId, content: { kind: 'poll', pollId } });
    const hidden = await screen.next((v) => v.content.kind === 'poll' && !!v.content.poll);
    expect(hidden.content).toMatchObject({ kind: 'poll', poll: { question: 'Best talk?', figures: false, stage: 'open', voterCount: 0, options: [{ label: 'Ada', votes: null }, { label: 'Bob', votes: null }] } });

    expect((await mod.attendee('/vote', { pollId, email: 'voter1@example.org', options: ['Ada'] })).status).toBe(200);
    await screen.next((v) => v.content.kind === 'poll' && v.content.poll?.voterCount === 1 && v.content.poll.options[0].votes === null);

    // Reveal on the screen only.
    await consoleCall(mod, 'POST', '/screens/stage', { sessionId, content: { kind: 'poll', pollId, reveal: true } });
    await screen.next((v) => v.content.kind === 'poll' && v.content.poll?.figures === true && v.content.poll.options[0].votes === 1);

    // Live mode: figures while voting; the poll closed and revealed through the API shows its stage.
    await consoleCall(mod, 'POST', '/screens/poll-mode', { pollId, mode: 'live' });
    await consoleCall(mod, 'POST', '/screens/stage', { sessionId, content: { kind: 'poll', pollId } });
    await mod.attendee('/vote', { pollId, email: 'voter2@example.org', options: ['Bob'] });
    await screen.next((v) => v.content.kind === 'poll' && v.content.poll?.figures === true && v.content.poll.options[1].votes === 1);
    await mod.postJson('/upsertPoll', { pollId, sessionId, locked: true, showVotes: true });
    await screen.next((v) => v.content.kind === 'poll' && v.content.poll?.stage === 'revealed');
    screen.close();
  });

  it('renewing a link refuses the old one and closes its open streams; deleting does too', async () => {
    const sessionId = await newSession(mod);
    const { id, token } = await newScreen(mod, sessionId);
    const old = await stream(token);
    await old.next(() => true);
    const renewed = await json(await consoleCall(mod, 'POST', `/screens/${id}/renew`));
    expect(renewed.status).toBe(200);
    const started = performance.now();
    await old.ended;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(old.gone()).toBe(true);
    expect((await fetch(`${server.url}/screen-api/${token}/events`)).status).toBe(404);
    const fresh = await stream(String(renewed.body.token));
    expect(fresh.status).toBe(200);
    await fresh.next(() => true);
    expect((await consoleCall(mod, 'DELETE', `/screens/${id}`)).status).toBe(200);
    await fresh.ended;
    expect((await fetch(`${server.url}/screen-api/${String(renewed.body.token)}`)).status).toBe(404);
  });

  it('lists screens with their connection and what each stage shows', async () => {
    const sessionId = await newSession(mod);
    const { id, token } = await newScreen(mod, sessionId, 'Stage monitor');
    const screen = await stream(token);
    await screen.next(() => true);
    const list = await json(await consoleCall(mod, 'GET', '/screens'));
    expect(list.status).toBe(200);
    expect((list.body.screens as { id: string; connected: boolean; name: string }[]).find((s) => s.id === id)).toMatchObject({ name: 'Stage monitor', connected: true });
    expect(JSON.stringify(list.body)).not.toContain(token);
    screen.close();
  });

  it('streams the list to every console: a show, a whole-event screen, a rename, a screen connecting and leaving, a delete', async () => {
    const sessionId = await newSession(mod);
    type List = ScreensList & { relay: boolean };
    const consoleA = await openEventStream<List>(`${server.url}/console-api/screens/events`, mod.headers(), 'screens');
    const minted = (await (await server.operator('/keys', { clientId: mod.clientId, eventId: mod.eventId, scopes: ['event:read', 'qa:read', 'qa:write', 'polls:read', 'polls:write'] })).json()) as { apiKey: string };
    const second = clientFor(server.url, minted.apiKey, mod.clientId, mod.eventId);
    const consoleB = await openEventStream<List>(`${server.url}/console-api/screens/events`, second.headers(), 'screens');
    expect(consoleA.status).toBe(200);
    await Promise.all([consoleA.next(() => true), consoleB.next(() => true)]);
    expect(consoleA.bytes()).toMatch(/^retry: \d+\n\n/);

    // A show by one console reaches the other.
    const questionId = String((await mod.postJson('/upsertQuestion', { sessionId, question: 'On screen?', status: 'approved' })).body.questionId);
    expect((await consoleCall(second, 'POST', '/screens/stage', { sessionId, content: { kind: 'question', questionId } })).status).toBe(200);
    const onA = (l: List) => l.stages.find((s) => s.sessionId === sessionId)?.content;
    expect(onA(await consoleA.next((l) => onA(l)?.kind === 'question', 3000))).toEqual({ kind: 'question', questionId });

    // A whole-event screen for the breaks, renamed; it connects and leaves.
    const lobby = await newScreen(mod, null, 'Lobby');
    const named = (name: string) => (l: List) => l.screens.some((s) => s.id === lobby.id && s.name === name && s.sessionId === null);
    await consoleB.next(named('Lobby'), 3000);
    expect((await consoleCall(second, 'POST', `/screens/${lobby.id}`, { name: 'Foyer TV' })).status).toBe(200);
    await consoleA.next(named('Foyer TV'), 3000);
    const tv = await stream(lobby.token);
    expect((await tv.next(() => true)).content).toEqual({ kind: 'welcome' });
    await consoleA.next((l) => l.screens.some((s) => s.id === lobby.id && s.connected), 3000);
    tv.close();
    const before = consoleA.views.length;
    await consoleA.next((l) => consoleA.views.indexOf(l) >= before && l.screens.some((s) => s.id === lobby.id && !s.connected), 3000);
    expect((await consoleCall(mod, 'DELETE', `/screens/${lobby.id}`)).status).toBe(200);
    await consoleB.next((l) => consoleB.views.indexOf(l) > 0 && !l.screens.some((s) => s.id === lobby.id), 3000);
    expect(consoleA.bytes() + consoleB.bytes()).not.toContain(lobby.token);
    consoleA.close();
    consoleB.close();

    // Authorised like every console call.
    expect((await fetch(`${server.url}/console-api/screens/events`)).status).toBe(400);
    const readOnly = await server.newEvent({ scopes: ['event:read'] });
    expect((await fetch(`${server.url}/console-api/screens/events`, { headers: readOnly.headers() })).status).toBe(200);
  });

  it("nudges the event's consoles when a session's questions change, with the session's id and nothing of the question", async () => {
    const sessionId = await newSession(mod);
    const other = await server.newEvent({ name: 'Elsewhere' });
    const nudges = await openEventStream<{ sessionId: string }>(`${server.url}/console-api/screens/events`, mod.headers(), 'questions');
    const elsewhere = await openEventStream<{ sessionId: string }>(`${server.url}/console-api/screens/events`, other.headers(), 'questions');
    // The stream's answer comes once the console is listed with the event's consoles: a question saved now nudges it.
    expect(nudges.status).toBe(200);
    await mod.postJson('/upsertQuestion', { sessionId, question: 'Is this nudged?' });
    expect(await nudges.next((n) => n.sessionId === sessionId, 5000)).toEqual({ sessionId });
    expect(nudges.bytes()).not.toContain('Is this nudged?');
    expect(elsewhere.views).toEqual([]);
    nudges.close();
    elsewhere.close();
  });

  it('refuses another event’s key, a key without the scope and a forged screen id in the service’s error shape', async () => {
    const sessionId = await newSession(mod);
    const { id } = await newScreen(mod, sessionId);
    const other = await server.newEvent({ name: 'Other' });
    const forged = await json(await consoleCall(other, 'POST', `/screens/${id}/renew`));
    expect(forged.status).toBe(404);
    expect(forged.body).toMatchObject({ code: 'not_found', error: expect.any(String) });
    expect((await json(await consoleCall(other, 'DELETE', `/screens/${id}`))).status).toBe(404);
    expect((await json(await consoleCall(other, 'POST', '/screens/stage', { sessionId, content: { kind: 'questions' } }))).body.code).toBe('not_found');

    const readOnly = await server.newEvent({ scopes: ['event:read', 'qa:read', 'polls:read'] });
    const missing = await json(await consoleCall(readOnly, 'POST', '/screens', { sessionId: null, name: 'Lobby' }));
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: 'missing_scope' });
    const qaOnly = await server.newEvent({ scopes: ['event:read', 'qa:write', 'qa:read'] });
    const s2 = await newSession(await server.newEvent());
    expect(s2).toBeTruthy();
    const pollRefused = await json(await consoleCall(qaOnly, 'POST', '/screens/stage', { sessionId: null, content: { kind: 'poll', pollId: 'p1' } }));
    expect(pollRefused.body).toMatchObject({ code: 'missing_scope', missingScope: 'polls:write' });

    // Another event's id with this key: refused as /api refuses it.
    const wrongEvent = await fetch(`${server.url}/console-api/screens`, { headers: { ...mod.headers(), 'x-event-id': other.eventId } });
    const viaApi = await fetch(`${server.url}/api/whoami`, { headers: { ...mod.headers(), 'x-event-id': other.eventId } });
    expect(wrongEvent.status).toBe(viaApi.status);
    expect(((await wrongEvent.json()) as { code: string }).code).toBe(((await viaApi.json()) as { code: string }).code);
    const noKey = await json(await fetch(`${server.url}/console-api/screens`));
    expect(noKey).toMatchObject({ status: 400, body: { code: 'missing_header' } });
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['/screens', { sessionId: null, name: '' }, 'name'],
      ['/screens', { sessionId: 5, name: 'A' }, 'sessionId'],
      ['/screens', { sessionId: null, name: 'x'.repeat(81) }, 'name'],
      ['/screens/stage', { sessionId: null, content: { kind: 'video' } }, 'content.kind'],
      ['/screens/stage', { sessionId: null, content: { kind: 'poll', pollId: '' } }, 'content.pollId'],
      ['/screens/settings', { defaultAnswer: '   ' }, 'defaultAnswer'],
      ['/screens/poll-mode', { pollId: 'p', mode: 'sometimes' }, 'mode'],
    ];
    for (const [path, body, field] of cases) {
      const res = await json(await consoleCall(mod, 'POST', path, body));
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(JSON.stringify(res.body.details), path).toContain(`"field":"${field}`);
    }
    expect((await consoleCall(mod, 'POST', '/screens', '{not json')).status).toBe(400);
  });

  it('answers 404 to guessed links and refuses an address that keeps guessing', async () => {
    // A fresh server: this test's guesses are the only ones from this address.
    const fresh = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) statuses.push((await fetch(`${fresh.url}/screen-api/${'A'.repeat(31)}${i % 10}/events`)).status);
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
      expect(statuses.slice(31)).toEqual(Array(9).fill(429));
      const refused = await fetch(`${fresh.url}/screen-api/${'B'.repeat(32)}`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});
