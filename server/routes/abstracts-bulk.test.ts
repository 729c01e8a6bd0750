import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

let t: TestServer;
let c: TestClient;

beforeAll(async () => {
  t = await startTestServer();
  c = await t.newEvent();
});
afterAll(async () => t.close());

describe('bulkUpsert in one pass', () => {
  it('keeps the items in order, warns about a new category once, and applies two edits of one abstract in turn', async () => {
    const made = await c.postJson('/bulkUpsert', {
      type: 'abstract',
      items: [
        { title: 'First', category: 'Optics' },
        { title: 'Second', category: 'Optics', sessionId: 'no-such-session' },
        { title: 'Third', category: 'Acoustics' },
      ],
    });
    expect(made.body).toMatchObject({ created: 3, failed: 0 });
    const results = made.body.results as { abstractId: string; warnings?: string[] }[];
    expect(results[0].warnings?.join()).toContain('"Optics" is new');
    expect(results[1].warnings?.join()).not.toContain('Optics');
    expect(results[1].warnings?.join()).toContain('no-such-session');
    expect(results[2].warnings?.join()).toContain('"Acoustics" is new');
    expect((await c.getJson<{ categories: string[] }>('/getEvent')).body.categories).toEqual(expect.arrayContaining(['Optics', 'Acoustics']));
    const titles = (await c.getJson<{ title: string }[]>('/getAbstracts')).body.map((a) => a.title);
    expect(titles.slice(-3)).toEqual(['First', 'Second', 'Third']);

    const id = results[0].abstractId;
    const edits = await c.postJson('/bulkUpsert', {
      type: 'abstract',
      items: [
        { abstractId: id, title: 'First, renamed' },
        { abstractId: id, title: 'First, renamed again' },
        { abstractId: 'missing', title: 'x' },
      ],
    });
    expect(edits.body).toMatchObject({ created: 0, updated: 2, failed: 1 });
    const changes = (edits.body.results as { changes?: Record<string, { before: string; after: string }> }[]).map((r) => r.changes?.title);
    expect(changes[0]).toEqual({ before: 'First', after: 'First, renamed' });
    expect(changes[1]).toEqual({ before: 'First, renamed', after: 'First, renamed again' });
    const listed = (await c.getJson<{ documentId: string; title: string }[]>('/getAbstracts')).body.find((a) => a.documentId === id);
    expect(listed?.title).toBe('First, renamed again');
  });
});
