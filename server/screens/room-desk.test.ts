import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventInstant } from '../../src/contract/rooms';
import type { ScreensList, ScreenView } from '../../src/contract/screens';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';
import { openEventStream, openScreenStream } from './screen-stream-client';

/** The room's desk: a stage monitor (time, spotlight, next question, the desk's message and its receipt), and holding a room. */
describe('the room’s desk', () => {
  let server: TestServer;
  let mod: TestClient;
  let clock = 0;
  let keynote = '';
  let panel = '';
  const at = (time: string) => eventInstant('2026-09-14', time, 2)!;

  const consoleCall = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}/console-api${path}`, { method, headers: mod.headers(body === undefined ? {} : { 'content-type': 'application/json' }), body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const list = async () => (await consoleCall('GET', '/screens')).body as { screens: { name: string; kind: string }[]; messages: { room: string; text: string; seenAt: number | null }[]; holds: { room: string; hold: unknown }[]; speakerTimes: { room: string; sessionId: string; minutes: number }[] };

  beforeAll(async () => {
    server = await startTestServer();
    server.server.screenHub.programmeNow = () => clock;
    mod = await server.newEvent({ name: 'Summit' });
    await mod.postJson('/updateEvent', { timeZoneOffset: 2 });
    keynote = String((await mod.postJson('/upsertSession', { title: 'Opening keynote', date: '2026-09-14', startTime: '09:00', endTime: '09:30', location: 'Hall A', hasLiveQA: true })).body.documentId);
    panel = String((await mod.postJson('/upsertSession', { title: 'Panel on rooms', date: '2026-09-14', startTime: '09:45', endTime: '10:30', location: 'Hall A', hasLiveQA: true })).body.documentId);
  }, 60_000);
  afterAll(() => server?.close());

  it('a stage monitor shows the session’s times, the spotlight, the next open question in the queue, and the desk’s message, whose receipt the consoles see', async () => {
    const first = String((await mod.postJson('/upsertQuestion', { sessionId: keynote, question: 'First in the queue?', status: 'approved' })).body.questionId);
    const secondId = String((await mod.postJson('/upsertQuestion', { sessionId: keynote, question: 'Second in the queue?', status: 'approved' })).body.questionId);
    await mod.postJson('/upsertQuestion', { sessionId: keynote, question: 'Still waiting for approval', status: 'pending' });
    clock = at('09:10');
    const made = await consoleCall('POST', '/screens', { sessionId: null, room: 'Hall A', name: 'Lectern', kind: 'monitor' });
    expect(made.status).toBe(201);
    expect((made.body.screen as { kind: string }).kind).toBe('monitor');
    const token = String(made.body.token);
    const stream = await openScreenStream(`${server.url}/screen-api/${token}/events`);
    const queue = await stream.next((v) => v.monitor?.upNext?.text === 'First in the queue?');
    // The room's screens show the session's list: the monitor says so in words.
    expect(queue.monitor).toMatchObject({ session: { title: 'Opening keynote', startsAt: at('09:00'), endsAt: at('09:30') }, next: { title: 'Panel on rooms' }, spotlight: null, onScreen: 'The audience’s questions (2)', message: null, held: false });

    // The spotlight moves the monitor's "next" on; the pending question never reaches it.
    expect((await consoleCall('POST', '/screens/stage', { sessionId: keynote, content: { kind: 'question', questionId: first } })).status).toBe(200);
    const lit = await stream.next((v) => v.monitor?.spotlight?.text === 'First in the queue?');
    expect(lit.monitor?.upNext?.text).toBe('Second in the queue?');
    expect(lit.monitor?.onScreen).toBeNull();
    expect(JSON.stringify(lit)).not.toContain('Still waiting');
    // The last of the queue in the spotlight: nothing next (the desk's Next question has nowhere to go either), not the first again.
    expect((await consoleCall('POST', '/screens/stage', { sessionId: keynote, content: { kind: 'question', questionId: secondId } })).status).toBe(200);
    const last = await stream.next((v) => v.monitor?.spotlight?.text === 'Second in the queue?');
    expect(last.monitor?.upNext).toBeNull();
    expect((await consoleCall('POST', '/screens/stage', { sessionId: keynote, content: { kind: 'question', questionId: first } })).status).toBe(200);
    await stream.next((v) => v.monitor?.spotlight?.text === 'First in the queue?');

    // The room's own screen carries no monitor part.
    const room = (await consoleCall('POST', '/screens', { sessionId: null, room: 'Hall A', name: 'Projector' })).body;
    const roomView = (await (await fetch(`${server.url}/screen-api/${String(room.token)}`)).json()) as ScreenView;
    expect(roomView.monitor).toBeUndefined();

    const sent = await consoleCall('POST', '/rooms/message', { room: 'Hall A', text: '  5 minutes left  ' });
    expect(sent.status).toBe(200);
    const message = sent.body.message as { id: string; text: string };
    expect(message.text).toBe('5 minutes left');
    await stream.next((v) => v.monitor?.message?.text === '5 minutes left');
    expect((await list()).messages).toMatchObject([{ room: 'Hall A', text: '5 minutes left', seenAt: null }]);

    // Only a monitor says it saw the message, only the current one, and the first time counts.
    const seenBy = (t: string, body: unknown) => fetch(`${server.url}/screen-api/${t}/seen`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await seenBy(String(room.token), { messageId: message.id })).status).toBe(409);
    expect((await seenBy(token, { messageId: 'msg_old' })).status).toBe(404);
    const bad = await seenBy(token, { messageId: 7 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: { field: string }[] }).details[0].field).toBe('messageId');
    const seen = await seenBy(token, { messageId: message.id });
    expect(seen.status).toBe(200);
    const seenAt = ((await seen.json()) as { message: { seenAt: number } }).message.seenAt;
    expect(seenAt).toBeGreaterThan(0);
    expect((await list()).messages[0].seenAt).toBe(seenAt);

    // A new message needs its own receipt; an empty one takes it down.
    await consoleCall('POST', '/rooms/message', { room: 'Hall A', text: 'Wrap up' });
    expect((await list()).messages).toMatchObject([{ text: 'Wrap up', seenAt: null }]);
    await consoleCall('POST', '/rooms/message', { room: 'Hall A', text: '' });
    await stream.next((v) => v.monitor !== undefined && v.monitor.message === null);
    expect((await list()).messages).toEqual([]);
    const long = await consoleCall('POST', '/rooms/message', { room: 'Hall A', text: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect((long.body.details as { field: string }[])[0].field).toBe('text');
    stream.close();
  });

  it('a held room keeps an overrunning session’s stage after its end, holds now and next during it, and follows the programme once released', async () => {
    const { token } = (await consoleCall('POST', '/screens', { sessionId: null, room: 'Hall A', name: 'Hall A TV' })).body as { token: string };
    clock = at('09:20');
    const stream = await openScreenStream(`${server.url}/screen-api/${token}/events`);
    await stream.next((v) => v.session?.title === 'Opening keynote');

    expect((await consoleCall('POST', '/rooms/hold', { room: 'Hall A', hold: { kind: 'session', sessionId: keynote } })).status).toBe(200);
    expect((await list()).holds).toMatchObject([{ room: 'Hall A', hold: { kind: 'session', sessionId: keynote } }]);
    clock = at('09:35');
    // Past its end the keynote stays: a tick later the screen still shows it (a programme-following screen would show next).
    const later = (await (await fetch(`${server.url}/screen-api/${token}`)).json()) as ScreenView;
    expect(later.session?.title).toBe('Opening keynote');

    expect((await consoleCall('POST', '/rooms/hold', { room: 'Hall A', hold: { kind: 'next' } })).status).toBe(200);
    const next = await stream.next((v) => v.content.kind === 'next');
    expect(next.content.kind === 'next' && next.content.next?.title).toBe('Panel on rooms');

    clock = at('09:50');
    expect((await consoleCall('POST', '/rooms/hold', { room: 'Hall A', hold: null })).status).toBe(200);
    await stream.next((v) => v.session?.title === 'Panel on rooms');
    expect((await list()).holds).toEqual([]);

    const lobby = await consoleCall('POST', '/rooms/hold', { room: '', hold: { kind: 'next' } });
    expect(lobby.status).toBe(400);
    const stranger = await consoleCall('POST', '/rooms/hold', { room: 'Hall A', hold: { kind: 'session', sessionId: 'sess_nothere' } });
    expect(stranger.status).toBe(404);
    const wrong = await consoleCall('POST', '/rooms/hold', { room: 'Hall A', hold: { kind: 'forever' } });
    expect(wrong.status).toBe(400);
    expect((wrong.body.details as { field: string }[])[0].field).toMatch(/^hold/);
    expect(panel).not.toBe('');
    stream.close();
  });
  it('held on now and next while a session runs, the room’s screens show what is next and its stage monitor keeps that session’s time', async () => {
    clock = at('09:50');
    const token = String((await consoleCall('POST', '/screens', { sessionId: null, room: 'Hall A', name: 'Lectern 2', kind: 'monitor' })).body.token);
    const stream = await openScreenStream(`${server.url}/screen-api/${token}/events`);
    await stream.next((v) => v.monitor?.session?.title === 'Panel on rooms' && !v.monitor.held);
    expect((await consoleCall('POST', '/rooms/hold', { room: 'Hall A', hold: { kind: 'next' } })).status).toBe(200);
    const held = await stream.next((v) => v.monitor?.held === true);
    expect(held.content.kind).toBe('next');
    expect(held.monitor).toMatchObject({ session: { title: 'Panel on rooms', endsAt: at('10:30') }, onScreen: 'What is next in the room' });
    expect((await consoleCall('POST', '/rooms/hold', { room: 'Hall A', hold: null })).status).toBe(200);
    await stream.next((v) => v.monitor?.held === false);
    stream.close();
  });

  it('the speaker’s time: minutes the desk adds apply to that session only, its monitor counts to the new end (past the programme’s), the room’s screen keeps the programme, and the next session starts afresh', async () => {
    clock = at('09:20');
    const made = async (name: string, kind?: string) => String((await consoleCall('POST', '/screens', { sessionId: null, room: 'Hall A', name, kind })).body.token);
    const monitorToken = await made('Floor monitor', 'monitor');
    const wallToken = await made('Hall A wall');
    const viewOf = async (token: string) => (await (await fetch(`${server.url}/screen-api/${token}`)).json()) as ScreenView;
    const stream = await openScreenStream(`${server.url}/screen-api/${monitorToken}/events`);
    const consoles = await openEventStream<ScreensList>(`${server.url}/console-api/screens/events`, mod.headers(), 'screens');
    await stream.next((v) => v.monitor?.session?.title === 'Opening keynote' && !v.monitor.speakerTime);
    const time = (change: unknown, sessionId = keynote, room = 'Hall A') => consoleCall('POST', '/rooms/speaker-time', { room, sessionId, change });

    const added = await time({ kind: 'add', minutes: 5 });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ room: 'Hall A', speakerTime: { room: 'Hall A', sessionId: keynote, minutes: 5 } });
    const five = await stream.next((v) => v.monitor?.speakerTime?.minutes === 5);
    expect(five.monitor).toMatchObject({ session: { title: 'Opening keynote', endsAt: at('09:30') }, speakerTime: { endsAt: at('09:35'), minutes: 5 } });
    await consoles.next((l) => l.speakerTimes?.some((t) => t.sessionId === keynote && t.minutes === 5) === true);

    // Two desks adding at once both count; −1 takes a minute off.
    await Promise.all([time({ kind: 'add', minutes: 1 }), time({ kind: 'add', minutes: 1 })]);
    expect((await time({ kind: 'add', minutes: -1 })).body).toMatchObject({ speakerTime: { minutes: 6 } });
    expect((await list()).speakerTimes).toMatchObject([{ room: 'Hall A', sessionId: keynote, minutes: 6 }]);
    await stream.next((v) => v.monitor?.speakerTime?.endsAt === at('09:36'));
    // The room's screen has no speaker's time: it shows the programme.
    const wall = await viewOf(wallToken);
    expect(wall.monitor).toBeUndefined();
    expect(JSON.stringify(wall)).not.toContain('speakerTime');

    // Past the programme's end the monitor keeps the keynote until its new end; the room's screen shows what is next.
    clock = at('09:33');
    expect((await viewOf(monitorToken)).monitor).toMatchObject({ session: { title: 'Opening keynote' }, speakerTime: { endsAt: at('09:36') } });
    expect((await viewOf(wallToken)).content).toMatchObject({ kind: 'next', next: { title: 'Panel on rooms' } });
    clock = at('09:37');
    expect((await viewOf(monitorToken)).monitor).toMatchObject({ session: null, next: { title: 'Panel on rooms' }, speakerTime: null });

    // The next session starts afresh: what the keynote was given is forgotten.
    clock = at('09:50');
    const panelOn = await stream.next((v) => v.monitor?.session?.title === 'Panel on rooms');
    expect(panelOn.monitor?.speakerTime ?? null).toBeNull();
    expect(panelOn.monitor?.session?.endsAt).toBe(at('10:30'));
    // Minutes added to the panel start from nothing, and replace the keynote's in the list.
    expect((await time({ kind: 'add', minutes: 1 }, panel)).body).toMatchObject({ speakerTime: { sessionId: panel, minutes: 1 } });
    expect((await list()).speakerTimes).toMatchObject([{ sessionId: panel, minutes: 1 }]);
    // "Ends at 10:40" is ten minutes from the programme's end.
    expect((await time({ kind: 'set', minutes: 10 }, panel)).body).toMatchObject({ speakerTime: { minutes: 10 } });
    await stream.next((v) => v.monitor?.speakerTime?.endsAt === at('10:40'));

    // Refusals name the field, and change nothing.
    const field = (r: { status: number; body: Record<string, unknown> }) => (r.status === 400 ? (r.body.details as { field: string }[])[0].field : `status ${r.status}`);
    expect(field(await time({ kind: 'add', minutes: 121 }, panel))).toBe('change.minutes');
    expect(field(await time({ kind: 'add', minutes: 2.5 }, panel))).toBe('change.minutes');
    expect(field(await time({ kind: 'add', minutes: '5' }, panel))).toBe('change.minutes');
    expect(field(await time({ kind: 'add', minutes: 111 }, panel))).toBe('change.minutes');
    expect(field(await time({ kind: 'set', minutes: -45 }, panel))).toBe('change.minutes');
    expect(field(await time({ kind: 'forever' }, panel))).toMatch(/^change/);
    expect(field(await time({ kind: 'add', minutes: 5 }, panel, ''))).toBe('room');
    expect(field(await time({ kind: 'add', minutes: 5 }, panel, 'Hall B'))).toBe('sessionId');
    expect(field(await time({ kind: 'add', minutes: 5 }, 'sess_nothere'))).toBe('status 404');
    expect((await list()).speakerTimes).toMatchObject([{ sessionId: panel, minutes: 10 }]);

    // Back to the programme's end.
    expect((await time({ kind: 'set', minutes: 0 }, panel)).body).toEqual({ room: 'Hall A', speakerTime: null });
    await stream.next((v) => v.monitor?.session?.title === 'Panel on rooms' && v.monitor.speakerTime === null);
    expect((await list()).speakerTimes).toEqual([]);
    stream.close();
    consoles.close();
  });
});
