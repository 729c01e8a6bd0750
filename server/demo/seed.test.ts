import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startTestServer, type TestClient, type TestServer } from '../test/test-server';

let t: TestServer;
let c: TestClient;

beforeAll(async () => {
  t = await startTestServer({ demo: true });
  const demo = t.server.demo!;
  c = clientFor(t.url, demo.apiKey, demo.clientId, demo.eventId);
});
afterAll(async () => t.close());

describe('demo event', () => {
  it('has tracks, sessions over several days, guests with tickets, polls with votes, questions in every status, abstracts and every section type', async () => {
    const event = (await c.getJson<Record<string, unknown>>('/getEvent')).body;
    expect((event.trackArray as string[]).length).toBeGreaterThanOrEqual(3);
    const sessions = (await c.getJson<Record<string, unknown>[]>('/getSessions')).body;
    expect(new Set(sessions.map((s) => s.date)).size).toBeGreaterThanOrEqual(3);
    const types = new Set(sessions.flatMap((s) => (s.contentData as { type: string }[]).map((x) => x.type)));
    expect(types.size).toBe(12);
    const guests = (await c.getJson<Record<string, unknown>[]>('/getGuests')).body;
    expect(guests.filter((g) => !g.eventRole).length).toBe(200);
    expect(guests.some((g) => g.eventRole === 'SPEAKER')).toBe(true);
    const tickets = (await c.getJson<Record<string, string>[]>('/getAllTickets')).body;
    expect(new Set(tickets.map((x) => x.ticketType)).size).toBeGreaterThanOrEqual(3);
    expect(tickets.some((x) => x.externalQrValue !== '')).toBe(true);
    const polls = (await c.getJson<Record<string, number>[]>('/getPollResults')).body;
    expect(polls.some((p) => p.totalVotes > 0)).toBe(true);
    const statuses = new Set<string>();
    for (const s of sessions) for (const q of (await c.getJson<Record<string, string>[]>('/getQuestions', { sessionId: String(s.documentId) })).body) statuses.add(q.status);
    expect([...statuses].sort()).toEqual(['answered', 'approved', 'pending', 'rejected']);
    expect((await c.getJson<unknown[]>('/getAbstracts')).body).toHaveLength(40);
    const speakers = (await c.getJson<Record<string, string>[]>('/getSpeakers')).body;
    expect(speakers.some((s) => s.email === '')).toBe(true);
    // Large lists go compressed to clients that accept gzip, the same JSON once decoded.
    const compressed = await c.get('/getGuests');
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(await compressed.json()).toEqual(guests);
    const plain = await fetch(`${t.url}/api/getGuests`, { headers: c.headers({ 'accept-encoding': 'identity' }) });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(guests);
    // Every demo session posts back unchanged: the seed writes what the API itself would store.
    for (const s of sessions.slice(0, 3)) expect((await c.postJson('/upsertSession', s)).status).toBe(200);
  });

  it("gives each session sections that fit it: timed blocks inside its hours, links to polls or Q&A only where it has them", async () => {
    const sessions = (await c.getJson<Record<string, unknown>[]>('/getSessions')).body;
    const withSections = sessions.filter((s) => (s.contentData as unknown[]).length > 2);
    expect(withSections.length).toBeGreaterThan(0);
    for (const s of sessions) {
      for (const { type, data } of s.contentData as { type: string; data: Record<string, string> }[]) {
        if (type === 'subSession') {
          expect(data.startTime >= String(s.startTime) && data.endTime <= String(s.endTime), `${String(s.title)}: ${data.startTime}–${data.endTime}`).toBe(true);
          expect(data.content).toContain(String(s.title));
        }
        if (type === 'title') expect(data.content).toContain(String(s.title));
        if (type === 'pageLink' && data.page === 'VOTING') expect(sessions.find((x) => x.documentId === data.refId)?.hasPoll, String(s.title)).toBe(true);
        if (type === 'pageLink' && data.page === 'QA') expect(sessions.find((x) => x.documentId === data.refId)?.hasLiveQA, String(s.title)).toBe(true);
      }
    }
  });
});
