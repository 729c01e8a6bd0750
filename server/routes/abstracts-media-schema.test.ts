import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db, Queryable } from '../store/db';
import { apiRoutes } from './api-routes';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

let t: TestServer;
let c: TestClient;

beforeAll(async () => {
  t = await startTestServer();
  c = await t.newEvent();
});
afterAll(async () => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082', 'hex');

describe('abstracts', () => {
  it('creates (title required), edits with changes, adds new categories with a warning, warns on unknown session and speaker', async () => {
    expect((await c.postJson('/upsertAbstract', { category: 'x' })).status).toBe(400);
    const created = await c.postJson('/upsertAbstract', { title: 'A', category: 'Brains', sessionId: 'nope', authors: [{ name: 'Ann', speakerId: 'sp-missing' }] });
    expect(created.body).toMatchObject({ created: true });
    const warnings = (created.body.warnings as string[]).join('\n');
    expect(warnings).toContain('Brains');
    expect(warnings).toContain('nope');
    expect(warnings).toContain('sp-missing');
    expect((await c.getJson<Record<string, unknown>>('/getEvent')).body.categories).toContain('Brains');
    const id = String(created.body.abstractId);
    const edited = await c.postJson('/upsertAbstract', { abstractId: id, title: 'B', unListed: true, hidden: false, apiImported: false });
    expect(edited.body.changes).toEqual({ title: { before: 'A', after: 'B' }, unListed: { before: false, after: true } });
    expect((edited.body.ignoredFields as string[]).sort()).toEqual(['apiImported', 'hidden']);
    const listed = (await c.getJson<Record<string, unknown>[]>('/getAbstracts')).body.find((a) => a.documentId === id);
    expect(listed).toMatchObject({ title: 'B', unListed: true, hidden: true, category: 'Brains' });
  });

  it('rejects different documentId and abstractId, bad author indexes, and 404s unknown ids', async () => {
    expect((await c.postJson('/upsertAbstract', { documentId: 'a', abstractId: 'b', title: 'x' })).status).toBe(400);
    const idx = await c.postJson('/upsertAbstract', { title: 'x', institutions: ['One'], authors: [{ name: 'A', institutionIndexes: [1] }] });
    expect(idx.status).toBe(400);
    expect((idx.body.details as { field: string }[])[0].field).toBe('authors[0].institutionIndexes[0]');
    expect((await c.postJson('/upsertAbstract', { title: 'x', authors: [{ institutionIndexes: [] }] })).status).toBe(400);
    expect((await c.postJson('/upsertAbstract', { abstractId: 'missing', title: 'x' })).status).toBe(404);
  });

  it('deletes (400 without id, 404 unknown)', async () => {
    const id = String((await c.postJson('/upsertAbstract', { title: 'Delete me' })).body.abstractId);
    expect((await c.postJson('/deleteAbstract', {})).status).toBe(400);
    expect((await c.postJson('/deleteAbstract', { abstractId: id })).body).toEqual({ status: 'deleted' });
    expect((await c.postJson('/deleteAbstract', { documentId: id })).status).toBe(404);
    expect((await c.getJson<Record<string, unknown>[]>('/getAbstracts')).body.some((a) => a.documentId === id)).toBe(false);
  });

  it('bulk-upserts with a result per item; one bad item does not stop others; over 200 saves nothing', async () => {
    const before = (await c.getJson<unknown[]>('/getAbstracts')).body.length;
    const res = await c.postJson('/bulkUpsert', { type: 'abstract', items: [{ title: 'One' }, { category: 'no title' }, { title: 'Three', authors: [{ name: 'X', speakerId: 'later' }] }] });
    expect(res.body).toMatchObject({ created: 2, updated: 0, failed: 1 });
    const results = res.body.results as Record<string, unknown>[];
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(results[1].details).toBeDefined();
    expect(results[2].warnings).toBeUndefined();
    expect((await c.getJson<unknown[]>('/getAbstracts')).body.length).toBe(before + 2);
    const tooMany = await c.postJson('/bulkUpsert', { type: 'abstract', items: Array.from({ length: 201 }, (_, i) => ({ title: `T${i}` })) });
    expect(tooMany.status).toBe(400);
    expect((await c.getJson<unknown[]>('/getAbstracts')).body.length).toBe(before + 2);
    expect((await c.postJson('/bulkUpsert', { type: 'speaker', items: [] })).status).toBe(400);
    const edit = await c.postJson('/bulkUpsert', { type: 'abstract', items: [{ abstractId: results[0].abstractId, title: 'One!' }] });
    expect(edit.body).toMatchObject({ created: 0, updated: 1 });
  });
});

describe('unexpected failures of abstract writes', () => {
  it('answer 500 in plain text without internals, and save nothing', async () => {
    const db = t.server.db;
    const failing = (tx: Queryable): Queryable => ({
      query: (sql, params) => (sql.startsWith('INSERT INTO abstracts') ? Promise.reject(new Error('disk full at /var/lib/secret')) : tx.query(sql, params)),
    });
    const broken: Db = { ...db, transaction: (fn) => db.transaction((tx) => fn(failing(tx))) };
    const app = createApp({ db: broken, routes: apiRoutes(), operatorToken: 'x', attendeeApi: false });
    const before = (await c.getJson<unknown[]>('/getAbstracts')).body.length;
    for (const [path, body] of [
      ['/upsertAbstract', { title: 'Will fail' }],
      ['/bulkUpsert', { type: 'abstract', items: [{ title: 'Will fail' }] }],
    ] as const) {
      const res = await app.request(`/api${path}`, { method: 'POST', headers: c.headers({ 'content-type': 'application/json' }), body: JSON.stringify(body) });
      expect(res.status, path).toBe(500);
      expect(res.headers.get('content-type'), path).toContain('text/plain');
      expect(await res.text(), path).not.toContain('secret');
    }
    expect((await c.getJson<unknown[]>('/getAbstracts')).body.length).toBe(before);
  });
});

describe('uploadImage', () => {
  const raw = (body: Uint8Array | string, type: string, query = '') =>
    fetch(`${t.url}/api/uploadImage${query}`, { method: 'POST', headers: c.headers({ 'content-type': type }), body: body as unknown as BodyInit });

  it('stores raw and base64 pictures and serves them back with their type and nosniff', async () => {
    const res = await raw(PNG, 'image/png');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ contentType: 'image/png', bytes: PNG.length, nextStep: expect.any(String) });
    expect(body.imagePath.startsWith(`${t.url}/media/`)).toBe(true);
    const served = await fetch(body.imagePath);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const json = await c.postJson('/uploadImage', { contentType: 'image/png', data: PNG.toString('base64') });
    expect(json.status).toBe(200);
  });

  it('refuses other types (SVG included) with 415, bytes that are not the claimed type, and pictures over 8 MB with 413', async () => {
    expect((await raw('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml')).status).toBe(415);
    expect((await c.postJson('/uploadImage', { contentType: 'image/svg+xml', data: 'PHN2Zy8+' })).status).toBe(415);
    const lie = await raw(PNG, 'image/jpeg');
    expect(lie.status).toBe(415);
    expect((await lie.json()).details[0].message).toContain('image/png');
    expect((await raw(new TextEncoder().encode('GIF but not really'), 'image/gif')).status).toBe(415);
    const big = new Uint8Array(8 * 1024 * 1024 + 10);
    big.set(PNG);
    const tooBig = await raw(big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).code).toBeDefined();
  });

  it('checks without storing on a dry run', async () => {
    const res = await raw(PNG, 'image/png', '?dryRun=1');
    expect(res.status).toBe(200);
    expect((await res.json()).imagePath).toBe('');
  });
});

describe('apiSchema', () => {
  it('is generated from the contract and carries the event tracks, tiers and colour clearsTo', async () => {
    await c.postJson('/updateEvent', { trackArray: ['Main', 'Side'], trackColorArray: ['#FF0000'], tierArray: ['Gold'] });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking a generated JSON document
    const { body } = await c.getJson<Record<string, any>>('/apiSchema');
    expect(body.version).toEqual(expect.any(String));
    expect(body.endpoints['/upsertPoll']).toMatchObject({ method: 'POST', scope: 'polls:write' });
    expect(body.endpoints['/upsertPoll'].body.properties.options.maxItems).toBe(20);
    expect(body.resources.Poll.properties.question).toBeDefined();
    expect(body.readOnlyFields.Poll.closesAt).toEqual(expect.any(String));
    expect(body.formats.colors.primaryAccentColor.clearsTo).toBe('#FFFFFFFF');
    expect(body.formats.contentSections.speakerTypes).toContain('Keynote speakers');
    expect(body.event.tracks).toEqual([{ index: 0, name: 'Main', color: '#FF0000' }, { index: 1, name: 'Side', color: '#FFFFFFFF' }]);
    expect(body.event.tiers).toEqual([{ index: 0, name: 'Gold' }]);
  });
});

describe('console and config', () => {
  it('serves /console-config.json and a build hint with security headers when dist is missing', async () => {
    const config = await (await fetch(`${t.url}/console-config.json`)).json();
    expect(config).toEqual({ apiBaseUrl: `${t.url}/api`, mediaBaseUrl: `${t.url}/media`, local: true });
    const page = await fetch(`${t.url}/guests`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain('npm run build');
  });
});
