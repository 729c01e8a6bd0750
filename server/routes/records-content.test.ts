import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

let t: TestServer;
let c: TestClient;
let speakerId: string;
let hiddenSpeakerId: string;
let sponsorId: string;
let abstractId: string;

beforeAll(async () => {
  t = await startTestServer();
  c = await t.newEvent();
  await c.postJson('/updateEvent', { trackArray: ['Main', 'Side'], trackColorArray: ['#FF0000', '#00FF00'], tierArray: ['Gold'] });
  speakerId = String((await c.postJson('/upsertSpeaker', { name: 'Ada' })).body.documentId);
  hiddenSpeakerId = String((await c.postJson('/upsertSpeaker', { name: 'Hidden', hideFromList: true })).body.documentId);
  sponsorId = String((await c.postJson('/upsertSponsor', { name: 'Acme', tier: 0 })).body.documentId);
  abstractId = String((await c.postJson('/upsertAbstract', { title: 'On things' })).body.abstractId);
});
afterAll(async () => t.close());

const session = (contentData: unknown[], extra: Record<string, unknown> = {}) => c.postJson('/upsertSession', { title: 'S', contentData, ...extra });

describe('sessions, speakers, sponsors', () => {
  it('creates with documentId and created, edits by documentId or the legacy id, leaves omitted fields unchanged', async () => {
    const created = await c.postJson('/upsertSession', { title: 'Talk', location: 'Hall A', track: 1 });
    expect(created.body).toMatchObject({ status: 'created', created: true });
    const id = String(created.body.documentId);
    const edited = await c.postJson('/upsertSession', { sessionId: id, title: 'Talk 2' });
    expect(edited.body).toMatchObject({ created: false, documentId: id });
    const s = (await c.getJson<Record<string, unknown>[]>('/getSessions')).body.find((x) => x.documentId === id)!;
    expect(s).toMatchObject({ title: 'Talk 2', location: 'Hall A', track: 1, sessionId: id, allowSelfProxy: true });
    const roundTrip = await c.postJson('/upsertSession', s);
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body.ignoredFields).toEqual(['allowSelfProxy']);
  });

  it('requires the title on create, rejects out-of-range track and tier positions and two different ids', async () => {
    expect((await c.postJson('/upsertSession', { location: 'x' })).status).toBe(400);
    const track = await c.postJson('/upsertSession', { title: 'x', track: 2 });
    expect(track.status).toBe(400);
    expect(JSON.stringify(track.body.details)).toContain('out of range');
    expect((await c.postJson('/upsertSession', { title: 'x', track: -1 })).status).toBe(200);
    expect((await c.postJson('/upsertSponsor', { name: 'x', tier: 1 })).status).toBe(400);
    expect((await c.postJson('/upsertSession', { documentId: 'a', sessionId: 'b', title: 'x' })).status).toBe(400);
    expect((await c.postJson('/upsertSession', { documentId: 'nope', title: 'x' })).status).toBe(404);
  });

  it('keeps deleted speakers out of reads and references', async () => {
    const id = String((await c.postJson('/upsertSpeaker', { name: 'Temp', email: 'temp@example.org' })).body.documentId);
    const dry = await c.postJson('/deleteSpeaker', { speakerId: id }, { dryRun: '1' });
    expect(dry.body.wouldDelete).toEqual({ speakers: 1 });
    expect((await c.postJson('/deleteSpeaker', { documentId: id })).status).toBe(200);
    expect((await c.getJson<Record<string, unknown>[]>('/getSpeakers')).body.some((s) => s.documentId === id)).toBe(false);
    const ref = await session([{ type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [id] } }]);
    expect(ref.status).toBe(400);
    expect(JSON.stringify(ref.body.details)).toContain('deleted');
  });
});

describe('content sections', () => {
  it('stores every type, resolves speakerList and abstractTitle on read, and posts back unchanged', async () => {
    const res = await session([
      { type: 'title', data: { content: 'Hi' } },
      { type: 'subSession', data: { content: 'Intro', startTime: '09:00', endTime: '09:30' } },
      { type: 'paragraph', data: { content: '[{"insert":"Text\\n"}]' } },
      { type: 'image', data: { content: 'https://example.org/a.png' } },
      { type: 'imageText', data: { content: 'Side', imageUrl: 'https://example.org/b.png', imageWidth: 50, imagePosition: 'right' } },
      { type: 'webEmbed', data: { content: 'https://example.org/embed', embedHeight: 500, embedTitle: 'Map' } },
      { type: 'button', data: { content: { buttonText: 'Go', buttonUrl: 'https://example.org' } } },
      { type: 'sponsor', data: { content: sponsorId } },
      { type: 'speaker', data: { speakerType: 'moderators', speakerIds: [speakerId] } },
      { type: 'menuShortcuts', data: {} },
      { type: 'abstract', data: { content: abstractId } },
      { type: 'pageLink', data: { page: 'schedule', refId: '', label: '' } },
      { type: 'pageLink', data: { page: 'SPEAKER', refId: speakerId } },
    ]);
    expect(res.status).toBe(200);
    const s = (await c.getJson<Record<string, unknown>[]>('/getSessions')).body.find((x) => x.documentId === res.body.documentId)!;
    const sections = s.contentData as { type: string; data: Record<string, unknown> }[];
    expect(sections.map((x) => x.type)).toHaveLength(13);
    expect(sections[8].data).toMatchObject({ speakerType: 'Moderators', speakerIds: [speakerId], speakerList: { [speakerId]: 'Ada' } });
    expect(sections[10].data).toMatchObject({ content: abstractId, label: 'View Abstract', abstractTitle: 'On things' });
    expect(sections[11].data.page).toBe('SCHEDULE');
    await c.postJson('/upsertAbstract', { abstractId, title: 'On other things' });
    const again = (await c.getJson<Record<string, unknown>[]>('/getSessions')).body.find((x) => x.documentId === res.body.documentId)!;
    expect((again.contentData as { data: Record<string, unknown> }[])[10].data.abstractTitle).toBe('On other things');
    expect((await c.postJson('/upsertSession', again)).status).toBe(200);
  });

  it('converts share links and clamps with warnings', async () => {
    const res = await session([
      { type: 'webEmbed', data: { content: 'https://www.youtube.com/watch?v=abc123XYZ_0', embedHeight: 5000 } },
      { type: 'webEmbed', data: { content: 'https://vimeo.com/12345/abcdef' } },
      { type: 'imageText', data: { content: 'x', imageWidth: 45 } },
      { type: 'subSession', data: { endTime: '10:00' } },
      { type: 'speaker', data: { speakerType: 'Jugglers', speakerIds: [speakerId] } },
    ]);
    expect(res.status).toBe(200);
    const warnings = (res.body.warnings as string[]).join('\n');
    expect(warnings).toContain('youtube.com/embed/abc123XYZ_0');
    expect(warnings).toContain('player.vimeo.com/video/12345?h=abcdef');
    expect(warnings).toContain('2000');
    expect(warnings).toContain('Picture width');
    expect(warnings).toContain('start time');
    expect(warnings).toContain('Jugglers');
  });

  it('rejects http embeds, bad pageLinks, and missing or hidden references, saving nothing', async () => {
    const before = (await c.getJson<unknown[]>('/getSessions')).body.length;
    const cases: unknown[][] = [
      [{ type: 'webEmbed', data: { content: 'http://example.org' } }],
      [{ type: 'pageLink', data: { page: 'WELCOME' } }],
      [{ type: 'pageLink', data: { page: 'SPEAKER', refId: sponsorId } }],
      [{ type: 'pageLink', data: { page: 'SESSION', refId: '' } }],
      [{ type: 'pageLink', data: { page: 'SCHEDULE', refId: 'x' } }],
      [{ type: 'sponsor', data: { content: 'missing' } }],
      [{ type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [hiddenSpeakerId] } }],
      [{ type: 'abstract', data: { content: 'missing' } }],
      [{ type: 'subSession', data: {} }],
      [{ type: 'imageText', data: {} }],
      [{ type: 'bogus', data: {} }],
    ];
    for (const sections of cases) {
      const res = await session([{ type: 'title', data: { content: 'ok' } }, ...sections]);
      expect(res.status, JSON.stringify(sections)).toBe(400);
      expect(JSON.stringify(res.body.details)).toContain('contentData[1]');
    }
    expect((await c.getJson<unknown[]>('/getSessions')).body.length).toBe(before);
  });

  it('refuses hidden or deleted sponsors, accepts unlisted speakers and sponsors', async () => {
    const hiddenSponsor = String((await c.postJson('/upsertSponsor', { name: 'Hidden Co', hideFromList: true })).body.documentId);
    const goneSponsor = String((await c.postJson('/upsertSponsor', { name: 'Gone Co' })).body.documentId);
    await c.postJson('/deleteSponsor', { sponsorId: goneSponsor });
    for (const id of [hiddenSponsor, goneSponsor]) {
      const res = await session([{ type: 'sponsor', data: { content: id } }]);
      expect(res.status, id).toBe(400);
      expect(JSON.stringify(res.body.details)).toContain(id);
    }
    const quietSponsor = String((await c.postJson('/upsertSponsor', { name: 'Quiet Co', unListed: true })).body.documentId);
    const quietSpeaker = String((await c.postJson('/upsertSpeaker', { name: 'Quiet', unListed: true })).body.documentId);
    const ok = await session([
      { type: 'sponsor', data: { content: quietSponsor } },
      { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [quietSpeaker] } },
    ]);
    expect(ok.status).toBe(200);
    // A deleted session cannot be the target of a session pageLink.
    const gone = String((await c.postJson('/upsertSession', { title: 'Gone' })).body.documentId);
    await c.postJson('/deleteSession', { sessionId: gone });
    expect((await session([{ type: 'pageLink', data: { page: 'VOTING', refId: gone } }])).status).toBe(400);
  });

  it('takes speakerList when speakerIds is absent, prefers speakerIds when both come, and shows current names', async () => {
    const other = String((await c.postJson('/upsertSpeaker', { name: 'Bo' })).body.documentId);
    const fromList = await session([{ type: 'speaker', data: { speakerType: 'Hosts', speakerList: { [other]: 'whatever' } } }]);
    expect(fromList.status).toBe(200);
    const both = await session([{ type: 'speaker', data: { speakerType: 'Hosts', speakerIds: [speakerId], speakerList: { [other]: 'Bo' } } }]);
    expect(both.status).toBe(200);
    expect(both.body.ignoredFields).toEqual(['contentData[0].data.speakerList']);
    await c.postJson('/upsertSpeaker', { speakerId: other, name: 'Bo Renamed' });
    const read = (await c.getJson<{ documentId: string; contentData: { data: Record<string, unknown> }[] }[]>('/getSessions')).body;
    expect(read.find((x) => x.documentId === fromList.body.documentId)!.contentData[0].data).toMatchObject({ speakerIds: [other], speakerList: { [other]: 'Bo Renamed' } });
    expect(read.find((x) => x.documentId === both.body.documentId)!.contentData[0].data).toMatchObject({ speakerIds: [speakerId], speakerList: { [speakerId]: 'Ada' } });
  });

  it('lets a hidden speaker be linked by pageLink (it still has a page)', async () => {
    expect((await session([{ type: 'pageLink', data: { page: 'SPEAKER', refId: hiddenSpeakerId } }])).status).toBe(200);
  });
});

describe('event settings', () => {
  it('returns every writable field plus documentId, guestCount, guestCapacity, categories', async () => {
    const { body } = await c.getJson<Record<string, unknown>>('/getEvent');
    for (const key of ['documentId', 'name', 'welcomeText', 'dateStart', 'timeZoneOffset', 'trackArray', 'trackColorArray', 'primaryAccentColor', 'guestCount', 'guestCapacity', 'categories']) {
      expect(body, key).toHaveProperty(key);
    }
    const roundTrip = await c.postJson('/updateEvent', body);
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body.changes).toEqual({});
  });

  it('answers changes, validates ranges and dates, and warns on shortened lists and missing colours', async () => {
    const res = await c.postJson('/updateEvent', { name: 'Renamed', carouselInterval: 10 });
    expect(res.body.changes).toMatchObject({ name: { before: 'Test event', after: 'Renamed' }, carouselInterval: { after: 10 } });
    for (const bad of [{ timeZoneOffset: 15 }, { carouselInterval: 0 }, { dateStart: '2025-05-02', dateEnd: '2025-05-01' }, { trackArray: Array.from({ length: 11 }, (_, i) => `t${i}`) }, { primaryAccentColor: 'blue' }, { supportEmail: 'x' }]) {
      expect((await c.postJson('/updateEvent', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const shortened = await c.postJson('/updateEvent', { trackArray: ['Main', 'Side', 'Third'], tierArray: [] });
    const warnings = (shortened.body.warnings as string[]).join('\n');
    expect(warnings).toContain('tierArray');
    expect(warnings).toContain('white');
    expect((await c.postJson('/updateEvent', { primaryAccentColor: 4294901760 })).status).toBe(200);
    expect((await c.postJson('/updateEvent', { tintColor: '#FFFFFFFF' })).body.ignoredFields).toEqual(['tintColor']);
  });

  it('rejects fields of rule 5 with an explanation; echoing guestCount unchanged is ignored', async () => {
    for (const field of ['owner', 'guestCapacity', 'published', 'accessCode', 'bannedUsers', 'guestCount', 'apiKey']) {
      const res = await c.postJson('/updateEvent', { [field]: 999 });
      expect(res.status, field).toBe(400);
      expect((res.body.details as { field: string; message: string }[])[0]).toMatchObject({ field });
    }
    const { body } = await c.getJson<Record<string, unknown>>('/getEvent');
    const ok = await c.postJson('/updateEvent', { guestCount: body.guestCount, guestCapacity: body.guestCapacity, name: 'Same' });
    expect(ok.status).toBe(200);
  });

  it('saves nothing on a dry run', async () => {
    await c.postJson('/updateEvent', { location: 'Dry run venue' }, { dryRun: '1' });
    expect((await c.getJson<Record<string, unknown>>('/getEvent')).body.location).not.toBe('Dry run venue');
  });
});
