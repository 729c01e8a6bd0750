import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
import ICAL from 'ical.js';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feed, Release } from '../../src/contract/programme';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

const here = join(import.meta.dirname, 'test');
const XSD = readFileSync(join(here, 'schedule.xml.xsd'), 'utf8');
const JSON_SCHEMA = JSON.parse(readFileSync(join(here, 'schedule.schema.json'), 'utf8')) as object;

/**
 * The feeds of the last release, read with no key the way their readers read them: the frab XML against C3VOC's
 * XSD, the JSON against C3VOC's schema, the calendars parsed back by a second library, the public page as HTML
 * without any script; with ETag, Cache-Control and 304, and addresses the organiser turns on, renews and off.
 */
describe('programme feeds', () => {
  let server: TestServer;
  let org: TestClient;
  const paths: Record<string, string> = {};
  // Three sessions on two days in two rooms (one with "&" and quotes), one unlisted, one with no time yet.
  const SESSIONS = [
    { title: 'Keynote: <open> science & "data"', date: '2026-03-14', startTime: '09:00', endTime: '10:00', location: 'Hall A', track: 0 },
    { title: 'Panel', date: '2026-03-14', startTime: '09:30', endTime: '10:30', location: 'Room "B" & co', track: 1 },
    { title: 'Closing', date: '2026-03-15', startTime: '16:00', endTime: '16:45', location: 'Hall A', track: -1 },
  ];

  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/console-api/programme${path}`, { method, headers: org.headers(body === undefined ? {} : { 'content-type': 'application/json' }), body: body === undefined ? undefined : JSON.stringify(body) });
  const publish = async (name: string) => {
    const res = await call('POST', '/releases', { name });
    expect(res.status).toBe(201);
    return (await res.json()) as Release;
  };
  const feed = async (kind: string, body: unknown) => {
    const res = await call('POST', `/feeds/${kind}`, body);
    expect(res.status).toBe(200);
    return (await res.json()) as Feed;
  };

  beforeAll(async () => {
    server = await startTestServer();
    org = await server.newEvent({ name: 'Open Summit' });
    await org.postJson('/updateEvent', { dateStart: '2026-03-14', dateEnd: '2026-03-15', timeZoneOffset: 2, trackArray: ['Science', 'Policy'] });
    const ana = String((await org.postJson('/upsertSpeaker', { name: 'Ana Lima', email: 'ana.secret@example.org' })).body.documentId);
    const bo = String((await org.postJson('/upsertSpeaker', { name: 'Bo Chen', email: 'bo.secret@example.org' })).body.documentId);
    for (const [i, s] of SESSIONS.entries()) {
      const speakerIds = i === 0 ? [ana] : i === 1 ? [ana, bo] : [bo];
      const res = await org.postJson('/upsertSession', { ...s, contentData: [{ type: 'speaker', data: { speakerType: 'Speakers', speakerIds } }] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await org.postJson('/upsertSession', { title: 'Secret rehearsal', date: '2026-03-14', startTime: '08:00', endTime: '08:30', location: 'Hall A', unListed: true });
    await org.postJson('/upsertSession', { title: 'To be announced' });
    await publish('First programme');
    for (const kind of ['page', 'frab', 'ical']) paths[kind] = String((await feed(kind, { on: true, public: true })).path);
  }, 180_000);
  afterAll(() => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  it('serves schedule.xml that is valid against the C3VOC schedule XSD, with every scheduled session and no e-mail', async () => {
    const res = await get(`${paths.frab}/schedule.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const result = await validateXML({ xml: [{ fileName: 'schedule.xml', contents: xml }], schema: [XSD] });
    expect(result.errors, result.rawOutput).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml.match(/<event /g)).toHaveLength(3);
    expect(xml).toContain('<title>Keynote: &lt;open&gt; science &amp; &quot;data&quot;</title>');
    expect(xml).toContain('<date>2026-03-14T09:00:00+02:00</date>');
    expect(xml).toContain('<person id="');
    expect(xml).not.toContain('secret@');
    expect(xml).not.toContain('Secret rehearsal');
    expect(xml).not.toContain('To be announced');
  });

  it('serves schedule.json that is valid against the C3VOC schedule JSON schema', async () => {
    const res = await get(`${paths.frab}/schedule.json`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { schedule: { version: string; conference: { days: { rooms: Record<string, { title: string; persons: { name: string }[]; url: string }[]> }[] } } };
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema(draft06);
    addFormats(ajv);
    ajv.addFormat('color', true);
    const validate = ajv.compile(JSON_SCHEMA);
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body.schedule.version).toBe('v1');
    const events = body.schedule.conference.days.flatMap((d) => Object.values(d.rooms).flat());
    expect(events.map((e) => e.title).sort()).toEqual(['Closing', 'Keynote: <open> science & "data"', 'Panel']);
    expect(events.find((e) => e.title === 'Panel')?.persons.map((p) => p.name)).toEqual(['Ana Lima', 'Bo Chen']);
    // The page is public, so each session links to its place on it.
    expect(events[0].url).toContain(`${paths.page}#s-`);
    expect(JSON.stringify(body)).not.toContain('secret@');
  });

  function readCalendar(text: string) {
    const cal = new ICAL.Component(ICAL.parse(text));
    for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
    return cal.getAllSubcomponents('vevent').map((c) => {
      const e = new ICAL.Event(c);
      return { uid: e.uid, title: e.summary, room: e.location, zone: e.startDate.zone?.tzid, local: e.startDate.toString(), utc: e.startDate.toUnixTime(), end: e.endDate.toUnixTime() };
    });
  }

  it('serves the whole programme as iCal that a second library reads back: every session, its room and time zone', async () => {
    const res = await get(`${paths.ical}/programme.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const events = readCalendar(await res.text());
    expect(events.map((e) => [e.title, e.room, e.zone, e.local]).sort()).toEqual(
      [
        ['Closing', 'Hall A', 'Etc/GMT-2', '2026-03-15T16:00:00'],
        ['Keynote: <open> science & "data"', 'Hall A', 'Etc/GMT-2', '2026-03-14T09:00:00'],
        ['Panel', 'Room "B" & co', 'Etc/GMT-2', '2026-03-14T09:30:00'],
      ].sort(),
    );
    const keynote = events.find((e) => e.title.startsWith('Keynote'));
    expect(keynote?.utc).toBe(Date.UTC(2026, 2, 14, 7, 0) / 1000);
    expect(keynote && keynote.end - keynote.utc).toBe(3600);
  });

  it('serves one calendar per room and per speaker, with the same UIDs', async () => {
    const page = await (await get(paths.page)).text();
    const roomLinks = [...new Set([...page.matchAll(/href="([^"]+\/rooms\/[^"]+\.ics)"/g)].map((m) => m[1]))];
    expect(roomLinks.length).toBe(2);
    const hallA = readCalendar(await (await get(roomLinks.find((l) => l.includes('hall-a')) ?? '')).text());
    expect(hallA.map((e) => e.title).sort()).toEqual(['Closing', 'Keynote: <open> science & "data"']);
    const whole = readCalendar(await (await get(`${paths.ical}/programme.ics`)).text());
    expect(hallA.map((e) => e.uid).every((uid) => whole.some((w) => w.uid === uid))).toBe(true);

    const speakers = (await org.getJson<{ documentId: string; name: string }[]>('/getSpeakers')).body;
    const bo = speakers.find((s) => s.name === 'Bo Chen');
    const boCalendar = readCalendar(await (await get(`${paths.ical}/speakers/${bo?.documentId}.ics`)).text());
    expect(boCalendar.map((e) => e.title).sort()).toEqual(['Closing', 'Panel']);
    expect((await get(`${paths.ical}/speakers/nobody.ics`)).status).toBe(404);
    expect((await get(`${paths.ical}/rooms/nowhere.ics`)).status).toBe(404);
  });

  it('serves the public page with no key and no script: by day and room, embeddable, with ETag and a 304', async () => {
    const res = await get(paths.page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(res.headers.get('x-frame-options')).toBeNull();
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<h2 id="day-2026-03-14">Saturday 14 March</h2>');
    expect(html).toContain('<h2 id="day-2026-03-15">Sunday 15 March</h2>');
    expect(html).toContain('<h3>Hall A');
    expect(html).toContain('Room &quot;B&quot; &amp; co');
    expect(html).toContain('Keynote: &lt;open&gt; science &amp; &quot;data&quot;');
    expect(html).toContain('Ana Lima, Bo Chen');
    expect(html).toContain('Not yet scheduled');
    expect(html).not.toContain('secret@');
    expect(html).not.toContain('Secret rehearsal');
    expect(html).toContain(`${paths.ical}/programme.ics`);
    // Other answers are still never framed.
    expect((await get(`${paths.frab}/schedule.json`)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers an unchanged feed with 304 and the same ETag, and a new release with a new one', async () => {
    for (const path of [`${paths.frab}/schedule.json`, `${paths.frab}/schedule.xml`, `${paths.ical}/programme.ics`]) {
      const first = await get(path);
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=60');
      const again = await get(path, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }
    const before = (await get(`${paths.frab}/schedule.json`)).headers.get('etag') ?? '';
    const sessions = (await org.getJson<{ documentId: string; title: string }[]>('/getSessions')).body;
    await org.postJson('/upsertSession', { documentId: sessions.find((s) => s.title === 'Panel')?.documentId, location: 'Hall C' });
    // Not released yet: the feed is unchanged.
    expect((await get(`${paths.frab}/schedule.json`, { 'if-none-match': before })).status).toBe(304);
    await publish('Panel moved to Hall C');
    const after = await get(`${paths.frab}/schedule.json`, { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { schedule: { version: string } }).schedule.version).toBe('v2');
  });

  it('lets the organiser list a feed or not, renew its address and turn it off and on', async () => {
    const unlisted = await feed('frab', { public: false });
    expect(unlisted.path).toBe(paths.frab);
    const res = await get(`${paths.frab}/schedule.json`);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // An unlisted feed is not linked from the public page.
    expect(await (await get(paths.page)).text()).not.toContain(`${paths.frab}/schedule.xml`);

    const off = await feed('frab', { on: false });
    expect(off.on).toBe(false);
    expect((await get(`${paths.frab}/schedule.json`)).status).toBe(404);
    expect((await feed('frab', { on: true })).path).toBe(paths.frab);
    expect((await get(`${paths.frab}/schedule.json`)).status).toBe(200);

    const renewed = (await (await call('POST', '/feeds/frab/renew')).json()) as Feed;
    expect(renewed.path).not.toBe(paths.frab);
    expect((await get(`${paths.frab}/schedule.json`)).status).toBe(404);
    expect((await get(`${renewed.path}/schedule.json`)).status).toBe(200);
    // A feed's address serves only its own kind.
    expect((await get(`${renewed.path}/programme.ics`)).status).toBe(404);
    expect((await get(`${paths.page}/schedule.json`)).status).toBe(404);
    paths.frab = String(renewed.path);
  });
});
