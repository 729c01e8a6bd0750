import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, clientFor, type TestClient, type TestServer } from '../test/test-server';
import { openScreenStream } from './screen-stream-client';

/**
 * The console's server in front of a remote API (UPSTREAM_URL): it holds no questions or polls, so the consoles
 * relay what they already read for a session on screen, and its screens show that (and never anything else).
 */
describe('room screens through UPSTREAM_URL, fed by the consoles', () => {
  let upstream: TestServer;
  let front: TestServer;
  let mod: TestClient;
  let sessionId: string;

  const consoleCall = (c: TestClient, method: string, path: string, body?: unknown) =>
    fetch(`${front.url}/console-api${path}`, { method, headers: c.headers(body === undefined ? {} : { 'content-type': 'application/json' }), body: body === undefined ? undefined : JSON.stringify(body) });
  const relay = (c: TestClient, body: unknown) => consoleCall(c, 'POST', '/screens/relay', body);

  beforeAll(async () => {
    upstream = await startTestServer();
    front = await startTestServer({ upstreamUrl: `${upstream.url}/api` });
    const onUpstream = await upstream.newEvent({ name: 'Remote summit' });
    mod = clientFor(front.url, onUpstream.apiKey, onUpstream.clientId, onUpstream.eventId);
    sessionId = String((await mod.postJson('/upsertSession', { title: 'Keynote', hasPoll: true, hasLiveQA: true })).body.documentId);
  }, 120_000);
  afterAll(async () => {
    await front?.close();
    await upstream?.close();
  });

  it('shows the approved and answered questions and the poll figures the consoles relay, saying when they arrived', async () => {
    const created = (await (await consoleCall(mod, 'POST', '/screens', { sessionId, name: 'Hall A projector' })).json()) as { token: string };
    const list = (await (await consoleCall(mod, 'GET', '/screens')).json()) as { relay: boolean };
    expect(list.relay).toBe(true);
    const screen = await openScreenStream(`${front.url}/screen-api/${created.token}/events`);
    const empty = await screen.next((v) => v.content.kind === 'questions');
    expect(empty.relayedAt).toBeNull();

    const sent = Date.now();
    const ok = await relay(mod, {
      sessionId,
      questions: [
        { id: 'q1', question: 'Less voted?', status: 'approved', answer: '', score: 1 },
        { id: 'q2', question: 'Most voted?', status: 'answered', answer: 'Yes, on stage', score: 7 },
      ],
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const shown = await screen.next((v) => v.content.kind === 'questions' && v.content.questions.length === 2);
    // Open questions first, answered ones after them, whatever their votes.
    expect(shown.content.kind === 'questions' && shown.content.questions.map((q) => [q.text, q.answer])).toEqual([
      ['Less voted?', null],
      ['Most voted?', 'Yes, on stage'],
    ]);
    expect(shown.relayedAt).toBeGreaterThanOrEqual(sent - 1000);

    // A pending question is refused whole, naming the field: its text never reaches a screen.
    const pending = await relay(mod, { sessionId, questions: [{ id: 'q3', question: 'SECRET pending', status: 'pending', answer: '', score: 0 }] });
    expect(pending.status).toBe(400);
    expect(JSON.stringify(await pending.json())).toContain('"field":"questions[0].status"');

    // A poll: shown by a moderator, its figures relayed by a console that reads them.
    expect((await consoleCall(mod, 'POST', '/screens/stage', { sessionId, content: { kind: 'poll', pollId: 'p1' } })).status).toBe(200);
    await screen.next((v) => v.content.kind === 'poll' && v.content.poll === null);
    const poll = { id: 'p1', question: 'Coffee?', options: ['Yes', 'No'], visible: true, locked: false, showVotes: false, voters: 3 };
    expect((await relay(mod, { sessionId, poll: { ...poll, votes: [2, 1] } })).status).toBe(200);
    const bars = await screen.next((v) => v.content.kind === 'poll' && v.content.poll?.options[0].votes === 2);
    expect(bars.content.kind === 'poll' && bars.content.poll).toMatchObject({ question: 'Coffee?', voterCount: 3, figures: true, stage: 'open' });
    // A new vote, relayed by a second console: the screen follows.
    expect((await relay(mod, { sessionId, poll: { ...poll, votes: [3, 1], voters: 4 } })).status).toBe(200);
    await screen.next((v) => v.content.kind === 'poll' && v.content.poll?.options[0].votes === 3 && v.content.poll.voterCount === 4);
    expect(screen.bytes()).not.toContain('SECRET');
    expect(screen.bytes()).not.toContain(mod.apiKey);
    screen.close();
  });

  it('refuses a relay without the read scope of what it carries, and on a server that reads the data itself', async () => {
    const minted = (await (await upstream.operator('/keys', { clientId: mod.clientId, eventId: mod.eventId, scopes: ['event:read', 'polls:read'] })).json()) as { apiKey: string };
    const pollsOnly = clientFor(front.url, minted.apiKey, mod.clientId, mod.eventId);
    const refused = await relay(pollsOnly, { sessionId, questions: [] });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'missing_scope', missingScope: 'qa:read' });

    const local = await upstream.newEvent();
    const res = await fetch(`${upstream.url}/console-api/screens/relay`, { method: 'POST', headers: local.headers({ 'content-type': 'application/json' }), body: JSON.stringify({ sessionId: 's', questions: [] }) });
    expect(res.status).toBe(409);
  });

  it('follows the programme the consoles relay: a room’s screen shows next, then the running session’s relayed questions', async () => {
    let clock = Date.UTC(2026, 8, 14, 6, 50);
    front.server.screenHub.programmeNow = () => clock;
    const made = (await (await consoleCall(mod, 'POST', '/screens', { sessionId: null, room: 'Hall R', name: 'Hall R screen' })).json()) as { token: string };
    const screen = await openScreenStream(`${front.url}/screen-api/${made.token}/events`);
    // Nothing relayed yet: the server knows no programme.
    await screen.next((v) => v.content.kind === 'next' && v.content.next === null);
    const programme = {
      timeZoneOffset: 2,
      sessions: [
        { id: sessionId, title: 'Relayed keynote', date: '2026-09-14', startTime: '09:00', endTime: '09:30', location: ' Hall  R ', speakers: ['Ana Silva'], moreSpeakers: 0 },
        { id: 'elsewhere', title: 'In another room', date: '2026-09-14', startTime: '09:00', endTime: '10:00', location: 'Hall S' },
      ],
    };
    const sent = await consoleCall(mod, 'POST', '/screens/programme', programme);
    expect(sent.status, await sent.clone().text()).toBe(200);
    const next = await screen.next((v) => v.content.kind === 'next' && v.content.next?.title === 'Relayed keynote');
    expect(next.room).toMatchObject({ name: 'Hall R', offsetHours: 2 });
    expect(next.content.kind === 'next' && next.content.next?.speakers).toEqual(['Ana Silva']);
    expect((await consoleCall(mod, 'POST', '/screens/stage', { sessionId, content: { kind: 'questions' } })).status).toBe(200);
    clock = Date.UTC(2026, 8, 14, 7, 5);
    const running = await screen.next((v) => v.session?.title === 'Relayed keynote' && v.content.kind === 'questions');
    expect(running.content.kind === 'questions' && running.content.questions.map((q) => q.text)).toContain('Most voted?');

    const bad = await consoleCall(mod, 'POST', '/screens/programme', { timeZoneOffset: 2, sessions: [{ ...programme.sessions[0], date: '14.09.2026' }] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: { field: string }[] }).details[0].field).toBe('sessions[0].date');
    const local = await upstream.newEvent();
    const res = await fetch(`${upstream.url}/console-api/screens/programme`, { method: 'POST', headers: local.headers({ 'content-type': 'application/json' }), body: JSON.stringify(programme) });
    expect(res.status).toBe(409);
    screen.close();
  });

  it('shows the event’s name, colours and banner the consoles relay with the programme, and refuses a banner that is no web address, naming the field', async () => {
    const lobby = (await (await consoleCall(mod, 'POST', '/screens', { sessionId: null, room: '', name: 'Foyer screen' })).json()) as { token: string };
    const hall = (await (await consoleCall(mod, 'POST', '/screens', { sessionId, name: 'Hall A side screen' })).json()) as { token: string };
    const screen = await openScreenStream(`${front.url}/screen-api/${lobby.token}/events`);
    const programme = { timeZoneOffset: 3, sessions: [{ id: sessionId, title: 'Keynote', date: '2026-09-14', startTime: '09:00', endTime: '09:30', location: 'Hall A' }] };
    const look = {
      name: 'Remote summit 2026',
      banner: 'https://cdn.example.org/banner.png',
      colours: { primaryBackgroundColor: '#0B3D2E', primaryFontColor: 4294965479, primaryAccentColor: '#F4B400', cardBackgroundColor: '#FF14532D' },
    };
    const sent = await consoleCall(mod, 'POST', '/screens/programme', { ...programme, look });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const shown = await screen.next((v) => v.event.name === 'Remote summit 2026');
    // An ARGB integer is written #AARRGGBB for the screen; the clock is the relayed programme's.
    expect(shown.event).toEqual({
      name: 'Remote summit 2026',
      timeZoneOffset: 3,
      banner: 'https://cdn.example.org/banner.png',
      colours: { primaryBackgroundColor: '#0B3D2E', primaryFontColor: '#FFFFF8E7', primaryAccentColor: '#F4B400', cardBackgroundColor: '#FF14532D' },
    });
    // A session's screen, read once as JSON, shows the same look.
    const once = (await (await fetch(`${front.url}/screen-api/${hall.token}`)).json()) as { event: { name: string; banner: string | null } };
    expect(once.event).toMatchObject({ name: 'Remote summit 2026', banner: 'https://cdn.example.org/banner.png' });

    // A picture of this server's /media is a banner too; the look follows the next relay.
    expect((await consoleCall(mod, 'POST', '/screens/programme', { ...programme, look: { ...look, name: 'Remote summit, day two', banner: '/media/banner-1.png' } })).status).toBe(200);
    const moved = await screen.next((v) => v.event.name === 'Remote summit, day two');
    expect(moved.event.banner).toBe('/media/banner-1.png');

    // Hostile looks are refused whole, naming the field, never a 500; the screen keeps the last good look.
    const refusals: [unknown, string][] = [
      [{ ...look, banner: 'javascript:alert(document.domain)' }, 'look.banner'],
      [{ ...look, banner: ' JavaScript:alert(1)' }, 'look.banner'],
      [{ ...look, banner: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }, 'look.banner'],
      [{ ...look, banner: '//evil.example/banner.png' }, 'look.banner'],
      [{ ...look, banner: '/api/getEvent' }, 'look.banner'],
      [{ ...look, banner: '/media/../api/getEvent' }, 'look.banner'],
      [{ ...look, colours: { primaryBackgroundColor: 'red' } }, 'look.colours.primaryBackgroundColor'],
      [{ ...look, colours: { primaryFontColor: -1 } }, 'look.colours.primaryFontColor'],
      [{ ...look, name: 'x'.repeat(501) }, 'look.name'],
      [{ ...look, name: 'Summit\u0000' }, 'look.name'],
      // Nothing the screen does not show has a field: an e-mail or a key is refused, not kept.
      [{ ...look, supportEmail: 'team@example.org' }, 'look'],
      [{ ...look, colours: { ...look.colours, apiKey: 'k' } }, 'look.colours'],
    ];
    for (const [bad, field] of refusals) {
      const res = await consoleCall(mod, 'POST', '/screens/programme', { ...programme, look: bad });
      const body = (await res.json()) as { details?: { field: string }[] };
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(body.details?.map((d) => d.field), JSON.stringify(bad)).toContain(field);
    }
    const kept = (await (await fetch(`${front.url}/screen-api/${lobby.token}`)).json()) as { event: { name: string; banner: string | null } };
    expect(kept.event).toMatchObject({ name: 'Remote summit, day two', banner: '/media/banner-1.png' });
    expect(JSON.stringify(await front.server.db.query('SELECT doc FROM relayed_programmes'))).not.toMatch(/javascript|team@example|evil/i);
    screen.close();
  });
});
