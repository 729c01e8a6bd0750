import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventInstant } from '../../src/contract/rooms';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';
import { openScreenStream } from './screen-stream-client';

/** Room screens follow the programme on the event's clock (a test clock here): next, the session's stage, next again. */
describe('rooms', () => {
  let server: TestServer;
  let mod: TestClient;
  let clock = 0;

  const consoleCall = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/console-api${path}`, { method, headers: mod.headers(body === undefined ? {} : { 'content-type': 'application/json' }), body: body === undefined ? undefined : JSON.stringify(body) });

  beforeAll(async () => {
    server = await startTestServer();
    server.server.screenHub.programmeNow = () => clock;
    mod = await server.newEvent({ name: 'Summit' });
  }, 60_000);
  afterAll(() => server?.close());

  it('a room’s screen shows next, the running session’s stage, then next again, within a second of each start and end', async () => {
    await mod.postJson('/updateEvent', { timeZoneOffset: 2 });
    const at = (time: string) => eventInstant('2026-09-14', time, 2)!;
    const first = String((await mod.postJson('/upsertSession', { title: 'Opening keynote', date: '2026-09-14', startTime: '09:00', endTime: '09:30', location: 'Hall A', hasLiveQA: true })).body.documentId);
    await mod.postJson('/upsertSession', { title: 'Panel on rooms', date: '2026-09-14', startTime: '09:45', endTime: '10:30', location: 'Hall A' });
    await mod.postJson('/upsertQuestion', { sessionId: first, question: 'Approved in the keynote?', status: 'approved' });
    clock = at('08:50');

    const made = await consoleCall('POST', '/screens', { sessionId: null, room: 'Hall A', name: 'Hall A projector' });
    expect(made.status).toBe(201);
    const { token, screen } = (await made.json()) as { token: string; screen: { room: string } };
    expect(screen.room).toBe('Hall A');
    const stream = await openScreenStream(`${server.url}/screen-api/${token}/events`);
    const before = await stream.next((v) => v.content.kind === 'next');
    expect(before.content).toMatchObject({ kind: 'next', room: 'Hall A', next: { title: 'Opening keynote', startsAt: at('09:00') } });
    expect(before.room).toMatchObject({ name: 'Hall A', offsetHours: 2 });

    clock = at('09:00');
    const started = Date.now();
    const running = await stream.next((v) => v.content.kind === 'questions');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(running.session?.title).toBe('Opening keynote');
    expect(running.content.kind === 'questions' && running.content.questions.map((q) => q.text)).toEqual(['Approved in the keynote?']);

    clock = at('09:30');
    const ended = Date.now();
    const after = await stream.next((v) => v.content.kind === 'next' && v.content.next?.title === 'Panel on rooms');
    expect(Date.now() - ended).toBeLessThan(1000);
    expect(after.session).toBeNull();
    stream.close();
  });

  it('the lobby shows now and next in every room', async () => {
    const { token } = (await (await consoleCall('POST', '/screens', { sessionId: null, name: 'Foyer TV' })).json()) as { token: string };
    await mod.postJson('/upsertSession', { title: 'Studio workshop', date: '2026-09-14', startTime: '09:10', endTime: '09:50', location: 'Studio' });
    clock = eventInstant('2026-09-14', '09:15', 2)!;
    const stream = await openScreenStream(`${server.url}/screen-api/${token}/events`);
    const lobby = await stream.next((v) => v.content.kind === 'rooms');
    expect(lobby.content.kind === 'rooms' && lobby.content.rooms.map((r) => [r.room, r.now?.title ?? null, r.next?.title ?? null])).toEqual([
      ['Hall A', 'Opening keynote', 'Panel on rooms'],
      ['Studio', 'Studio workshop', null],
    ]);
    stream.close();
  });

  it('a session edited while its room’s screen is open: the screen follows the new programme', async () => {
    const at = (time: string) => eventInstant('2026-09-14', time, 2)!;
    const talk = { title: 'Morning talk', date: '2026-09-14', startTime: '09:00', endTime: '09:30', location: 'Hall B' };
    const id = String((await mod.postJson('/upsertSession', talk)).body.documentId);
    clock = at('09:10');
    const { token } = (await (await consoleCall('POST', '/screens', { sessionId: null, room: 'Hall B', name: 'Hall B projector' })).json()) as { token: string };
    const stream = await openScreenStream(`${server.url}/screen-api/${token}/events`);
    await stream.next((v) => v.session?.title === 'Morning talk');
    // The room's screen reads the programme once and holds it: an edit must reach it all the same.
    await mod.postJson('/upsertSession', { ...talk, documentId: id, title: 'Morning talk, renamed' });
    await stream.next((v) => v.session?.title === 'Morning talk, renamed');
    await mod.postJson('/upsertSession', { ...talk, documentId: id, title: 'Morning talk, renamed', startTime: '10:00', endTime: '10:30' });
    const moved = await stream.next((v) => v.content.kind === 'next');
    expect(moved.content).toMatchObject({ kind: 'next', room: 'Hall B', next: { title: 'Morning talk, renamed', startsAt: at('10:00') } });
    stream.close();
  });

  it('now and next names the session’s speakers, as they are named now', async () => {
    const at = (time: string) => eventInstant('2026-09-14', time, 2)!;
    const speaker = async (name: string, id?: string) => String((await mod.postJson('/upsertSpeaker', { name, ...(id ? { documentId: id } : {}) })).body.documentId);
    const names = ['Ana Silva', 'Hiro Fischer', 'Lee Park', 'Mo Diallo', 'Noor Haddad', 'Olu Ade', 'Pia Berg', 'Quinn Ross'];
    const ids = [];
    for (const name of names) ids.push(await speaker(name));
    const sections = [
      { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [ids[0], ids[1]] } },
      { type: 'speaker', data: { speakerType: 'Panelists', speakerIds: ids.slice(1) } },
    ];
    await mod.postJson('/upsertSession', { title: 'Speakers talk', date: '2026-09-14', startTime: '12:00', endTime: '12:30', location: 'Hall C', contentData: sections });
    clock = at('11:00');
    const { token } = (await (await consoleCall('POST', '/screens', { sessionId: null, room: 'Hall C', name: 'Hall C projector' })).json()) as { token: string };
    const stream = await openScreenStream(`${server.url}/screen-api/${token}/events`);
    // In the sections' order, without repeats: the first six, and how many more.
    const next = await stream.next((v) => v.content.kind === 'next' && v.content.next?.title === 'Speakers talk');
    expect(next.content.kind === 'next' && next.content.next).toMatchObject({ speakers: names.slice(0, 6), moreSpeakers: 2 });
    // A speaker renamed: the screen says the new name.
    await speaker('Ana Silva-Costa', ids[0]);
    const renamed = await stream.next((v) => v.content.kind === 'next' && v.content.next?.speakers?.[0] === 'Ana Silva-Costa');
    expect(renamed.content.kind === 'next' && renamed.content.next?.speakers?.[1]).toBe('Hiro Fischer');
    stream.close();
  });

  it('a screen made for a session goes to its session’s room, and moves to another room keeping its link', async () => {
    const sid = String((await mod.postJson('/upsertSession', { title: 'Late talk', date: '2026-09-14', startTime: '11:00', endTime: '11:30', location: '  Hall   A ' })).body.documentId);
    const made = (await (await consoleCall('POST', '/screens', { sessionId: sid, name: 'Side screen' })).json()) as { token: string; screen: { id: string; room: string } };
    expect(made.screen.room).toBe('Hall A');
    const open = await openScreenStream(`${server.url}/screen-api/${made.token}/events`);
    await open.next(() => true);
    const moved = await consoleCall('POST', `/screens/${made.screen.id}/room`, { room: 'Studio' });
    expect(moved.status).toBe(200);
    // Its open stream is told it moved (the screen opens it again at once, not after the stream's retry) and ends.
    await open.ended;
    expect(open.bytes()).toContain('event: moved');
    expect(open.gone()).toBe(false);
    clock = eventInstant('2026-09-14', '09:15', 2)!;
    const view = (await (await fetch(`${server.url}/screen-api/${made.token}`)).json()) as { session: { title: string } | null; room: { name: string } };
    expect(view.room.name).toBe('Studio');
    expect(view.session?.title).toBe('Studio workshop');
    const bad = await consoleCall('POST', `/screens/${made.screen.id}/room`, { room: 42 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: { field: string }[] }).details[0].field).toBe('room');
  });
});
