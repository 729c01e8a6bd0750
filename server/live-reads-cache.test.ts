import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_TTL_MS } from './list-cache';
import { startTestServer, type TestClient, type TestServer } from './test/test-server';

// Polls and questions are kept as serialised bodies between writes: API and operator writes must show on the next read,
// attendee votes, upvotes and questions within the live time-to-live (docs/server.md, "Freshness").
let t: TestServer;
let c: TestClient;
let sessionId: string;
const guests = ['a@example.org', 'b@example.org', 'c@example.org'];

type Poll = { pollId: string; locked: boolean; totalVotes: number; closesAt: string; whitelistId?: string };
type Question = { questionId: string; question: string; score: number; status: string };

const polls = async (s = sessionId) => (await c.getJson<Poll[]>('/getPolls', { sessionId: s })).body;
const results = async (pollId: string) => (await c.getJson<Poll>('/getPollResults', { pollId })).body;
const sessionResults = async () => (await c.getJson<Poll[]>('/getPollResults', { sessionId })).body;
const questions = async (s = sessionId) => (await c.getJson<Question[]>('/getQuestions', { sessionId: s })).body;
const newPoll = async (s = sessionId) => String((await c.postJson('/upsertPoll', { sessionId: s, question: 'Which?', options: ['A', 'B'] })).body.pollId);

beforeAll(async () => {
  t = await startTestServer();
  c = await t.newEvent();
  sessionId = String((await c.postJson('/upsertSession', { title: 'Live', hasPoll: true, hasLiveQA: true })).body.documentId);
  for (const email of guests) await c.post('/addGuest', { userEmail: email });
});
afterAll(async () => t.close());

describe('cached polls and questions stay fresh', () => {
  it('after an API write: a new poll, an edit and a new question show at once', async () => {
    const before = await polls();
    const pollId = await newPoll();
    expect((await polls()).map((p) => p.pollId)).toEqual([...before.map((p) => p.pollId), pollId]);
    await results(pollId);
    await c.postJson('/upsertPoll', { pollId, locked: true });
    expect((await polls()).find((p) => p.pollId === pollId)?.locked).toBe(true);
    expect((await results(pollId)).locked).toBe(true);

    await questions();
    const asked = await c.postJson('/upsertQuestion', { sessionId, question: 'From the console?' });
    expect((await questions()).map((q) => q.questionId)).toContain(asked.body.questionId);
    await c.postJson('/upsertQuestion', { questionId: asked.body.questionId, sessionId, status: 'approved' });
    expect((await questions()).find((q) => q.questionId === asked.body.questionId)?.status).toBe('approved');
  });

  /** Waits until `check` passes, and fails when that took longer than the live time-to-live (plus a loaded machine's read). */
  const withinTtl = async (check: () => Promise<void>) => {
    const acknowledged = Date.now();
    await vi.waitFor(check, { timeout: LIVE_TTL_MS + 3000, interval: 50 });
    expect(Date.now() - acknowledged).toBeLessThanOrEqual(LIVE_TTL_MS + 1000);
  };

  it('after an attendee vote: polls, the poll result and the session results count it within the time-to-live', async () => {
    const pollId = await newPoll();
    expect((await polls()).find((p) => p.pollId === pollId)?.totalVotes).toBe(0);
    expect((await results(pollId)).totalVotes).toBe(0);
    expect((await sessionResults()).find((p) => p.pollId === pollId)?.totalVotes).toBe(0);
    expect((await c.attendee('/vote', { pollId, email: guests[0], options: ['A'] })).status).toBe(200);
    await withinTtl(async () => {
      expect((await polls()).find((p) => p.pollId === pollId)?.totalVotes).toBe(1);
      expect((await results(pollId)).totalVotes).toBe(1);
      expect((await sessionResults()).find((p) => p.pollId === pollId)?.totalVotes).toBe(1);
    });
  });

  it('serves a vote-heavy read from the cache within the time-to-live: a burst of votes does not reload it per vote', async () => {
    const pollId = await newPoll();
    const first = await results(pollId);
    expect(first.totalVotes).toBe(0);
    expect((await c.attendee('/vote', { pollId, email: guests[1], options: ['B'] })).status).toBe(200);
    const startedAt = Date.now();
    const again = await results(pollId);
    // Read well inside the time-to-live of the first read: the cached body, vote not yet counted.
    if (Date.now() - startedAt < LIVE_TTL_MS / 2) expect(again.totalVotes).toBe(0);
    await withinTtl(async () => expect((await results(pollId)).totalVotes).toBe(1));
  });

  it('after an attendee question and an upvote, within the time-to-live', async () => {
    const count = (await questions()).length;
    const res = await c.attendee('/ask', { sessionId, email: guests[0], question: 'Asked from the room?' });
    expect(res.status).toBe(200);
    const { questionId } = (await res.json()) as { questionId: string };
    await withinTtl(async () => {
      const listed = await questions();
      expect(listed).toHaveLength(count + 1);
      expect(listed.find((q) => q.questionId === questionId)?.score).toBe(0);
    });
    expect((await c.attendee('/upvote', { questionId, email: guests[1] })).status).toBe(200);
    await withinTtl(async () => expect((await questions()).find((q) => q.questionId === questionId)?.score).toBe(1));
    // A refused second upvote changes nothing.
    expect((await c.attendee('/upvote', { questionId, email: guests[1] })).status).toBe(409);
    await new Promise((r) => setTimeout(r, LIVE_TTL_MS));
    expect((await questions()).find((q) => q.questionId === questionId)?.score).toBe(1);
  });

  it('after an operator whitelist', async () => {
    const pollId = await newPoll();
    expect((await polls()).find((p) => p.pollId === pollId)?.whitelistId).toBeUndefined();
    expect((await t.operator('/whitelists', { pollId, emails: [guests[0]] })).status).toBe(200);
    expect((await polls()).find((p) => p.pollId === pollId)?.whitelistId).toEqual(expect.any(String));
  });

  it('after a countdown starts, and when it runs out with no write at all', async () => {
    const pollId = await newPoll();
    expect((await polls()).find((p) => p.pollId === pollId)).toMatchObject({ closesAt: '', locked: false });
    expect((await results(pollId)).locked).toBe(false);
    const started = await t.operator('/countdown', { pollId, seconds: 1 });
    const { closesAt } = (await started.json()) as { closesAt: string };
    const open = (await polls()).find((p) => p.pollId === pollId);
    expect(open?.closesAt).toBe(closesAt);
    // Read (and so cache) while the countdown runs; each read after its end must say locked.
    const end = Date.parse(closesAt);
    if (Date.now() < end) expect(open?.locked).toBe(false);
    await vi.waitFor(
      async () => {
        expect(Date.now()).toBeGreaterThanOrEqual(end);
        expect((await polls()).find((p) => p.pollId === pollId)?.locked).toBe(true);
        expect((await results(pollId)).locked).toBe(true);
        expect((await sessionResults()).find((p) => p.pollId === pollId)?.locked).toBe(true);
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('after a session is deleted: its polls and questions are gone', async () => {
    const s = String((await c.postJson('/upsertSession', { title: 'Short-lived', hasPoll: true, hasLiveQA: true })).body.documentId);
    await newPoll(s);
    await c.postJson('/upsertQuestion', { sessionId: s, question: 'Still here?' });
    expect(await polls(s)).toHaveLength(1);
    expect(await questions(s)).toHaveLength(1);
    expect((await c.postJson('/deleteSession', { sessionId: s })).status).toBe(200);
    expect(await polls(s)).toHaveLength(0);
    expect(await questions(s)).toHaveLength(0);
  });

  it('a dry run changes nothing and answers the cached list unchanged', async () => {
    const before = await questions();
    expect((await c.postJson('/upsertQuestion', { sessionId, question: 'Only a rehearsal' }, { dryRun: '1' })).status).toBe(200);
    expect(await questions()).toEqual(before);
  });
});
