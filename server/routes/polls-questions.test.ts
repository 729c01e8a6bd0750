import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

let t: TestServer;
let c: TestClient;
let sessionId: string;
const voters = ['v1@example.org', 'v2@example.org', 'v3@example.org'];

beforeAll(async () => {
  t = await startTestServer();
  c = await t.newEvent();
  sessionId = String((await c.postJson('/upsertSession', { title: 'Plenary', hasPoll: true, hasLiveQA: true })).body.documentId);
  for (const email of voters) await c.post('/addGuest', { userEmail: email });
});
afterAll(async () => t.close());

const newPoll = async (extra: Record<string, unknown> = {}) => {
  const res = await c.postJson('/upsertPoll', { sessionId, question: 'Best fruit?', options: ['Apple, red', 'Pear', 'Plum'], ...extra });
  expect(res.status).toBe(200);
  return String(res.body.pollId);
};

describe('polls', () => {
  it('creates a poll (options may contain commas) and validates options, maxChoices, question length and session', async () => {
    const pollId = await newPoll();
    const polls = (await c.getJson<Record<string, unknown>[]>('/getPolls', { sessionId })).body;
    expect(polls.find((p) => p.pollId === pollId)).toMatchObject({ options: ['Apple, red', 'Pear', 'Plum'], maxChoices: 1, locked: false, closesAt: '', totalVotes: 0 });
    const bad = [
      { options: 'A,B' },
      { options: ['only'] },
      { options: Array.from({ length: 21 }, (_, i) => `o${i}`) },
      { maxChoices: 4 },
      { maxChoices: 0 },
      { question: 'q'.repeat(501) },
      { sessionId: 'missing' },
    ];
    for (const b of bad) {
      const res = await c.postJson('/upsertPoll', { sessionId, question: 'Q', options: ['A', 'B', 'C'], ...b });
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect((res.body.details as unknown[]).length).toBeGreaterThan(0);
    }
    expect((await c.postJson('/upsertPoll', { sessionId, question: 'Q', options: Array.from({ length: 20 }, (_, i) => `o${i}`), maxChoices: 20 })).status).toBe(200);
  });

  it('refuses writing votes with a pointer to the results, and drops computed fields into ignoredFields', async () => {
    const refused = await c.postJson('/upsertPoll', { sessionId, question: 'Q', options: ['A', 'B'], votes: { A: 3 } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.details)).toContain('getPollResults');
    const res = await c.postJson('/upsertPoll', { sessionId, question: 'Q', options: ['A', 'B'], results: [], totalVotes: 9, closesAt: '2030-01-01T00:00:00Z', requireAttendance: true });
    expect(res.status).toBe(200);
    expect((res.body.ignoredFields as string[]).sort()).toEqual(['closesAt', 'requireAttendance', 'results', 'totalVotes']);
  });

  it('tallies ballots by wording, warns of orphaned votes and restores them with the wording', async () => {
    const pollId = await newPoll({ maxChoices: 2 });
    expect((await c.attendee('/vote', { pollId, email: voters[0], options: ['Apple, red', 'Pear'] })).status).toBe(200);
    expect((await c.attendee('/vote', { pollId, email: voters[1], options: ['Apple, red'] })).status).toBe(200);
    let results = (await c.getJson<Record<string, unknown>>('/getPollResults', { pollId })).body;
    expect(results).toMatchObject({ pollId, sessionId, totalVotes: 3, voterCount: 2, voteCounts: { 'Apple, red': 2, Pear: 1, Plum: 0 } });
    expect((results.results as { option: string; percentage: number }[])[0]).toEqual({ option: 'Apple, red', votes: 2, percentage: 66.7 });

    const renamed = await c.postJson('/upsertPoll', { pollId, options: ['Apple', 'Pear', 'Plum'] });
    expect(renamed.body.created).toBe(false);
    expect(String(renamed.body.warnings)).toContain('2 votes for "Apple, red"');
    results = (await c.getJson<Record<string, unknown>>('/getPollResults', { pollId })).body;
    expect(results).toMatchObject({ totalVotes: 1, voterCount: 1 });

    const restored = await c.postJson('/upsertPoll', { documentId: pollId, options: ['Apple, red', 'Pear', 'Plum'] });
    expect(String(restored.body.warnings)).toContain('count again');
    results = (await c.getJson<Record<string, unknown>>('/getPollResults', { pollId })).body;
    expect(results).toMatchObject({ totalVotes: 3, voterCount: 2 });
  });

  it('closes with locked, and a countdown that has run out reads locked', async () => {
    const pollId = await newPoll();
    await c.postJson('/upsertPoll', { pollId, locked: true });
    expect((await c.attendee('/vote', { pollId, email: voters[0], options: ['Pear'] })).status).toBe(400);
    await c.postJson('/upsertPoll', { pollId, locked: false });
    expect((await c.attendee('/vote', { pollId, email: voters[0], options: ['Pear'] })).status).toBe(200);
    expect((await t.operator('/countdown', { pollId, seconds: 0 })).status).toBe(200);
    const poll = (await c.getJson<Record<string, unknown>[]>('/getPolls', { sessionId })).body.find((p) => p.pollId === pollId)!;
    expect(poll.locked).toBe(true);
    expect(poll.closesAt).not.toBe('');
    expect((await c.getJson<Record<string, unknown>>('/getPollResults', { pollId })).body.locked).toBe(true);
  });

  it('enforces whitelists, maxChoices and unknown options on the attendee surface', async () => {
    const pollId = await newPoll({ whiteListed: true });
    expect((await c.attendee('/vote', { pollId, email: voters[0], options: ['Pear'] })).status).toBe(403);
    await t.operator('/whitelists', { pollId, emails: [voters[0]] });
    expect((await c.attendee('/vote', { pollId, email: voters[0], options: ['Pear'] })).status).toBe(200);
    expect((await c.attendee('/vote', { pollId, email: voters[1], options: ['Pear'] })).status).toBe(403);
    const open = await newPoll();
    expect((await c.attendee('/vote', { pollId: open, email: voters[0], options: ['Pear', 'Plum'] })).status).toBe(400);
    expect((await c.attendee('/vote', { pollId: open, email: voters[0], options: ['Kiwi'] })).status).toBe(400);
    expect((await c.attendee('/vote', { pollId: open, email: 'stranger@example.org', options: ['Pear'] })).status).toBe(403);
    const polls = (await c.getJson<Record<string, unknown>[]>('/getPolls')).body;
    expect(polls.find((p) => p.pollId === pollId)?.whitelistId).toEqual(expect.any(String));
  });

  it('deletes with counts of ballots and the own whitelist; dry run keeps everything; 404 for unknown', async () => {
    const pollId = await newPoll({ whiteListed: true });
    await t.operator('/whitelists', { pollId, emails: voters });
    await c.attendee('/vote', { pollId, email: voters[0], options: ['Pear'] });
    await c.attendee('/vote', { pollId, email: voters[1], options: ['Plum'] });
    const dry = await c.postJson('/deletePoll', { pollId }, { dryRun: '1' });
    expect(dry.body.wouldDelete).toEqual({ polls: 1, ballots: 2, whitelists: 1 });
    expect((await c.getJson('/getPollResults', { pollId })).status).toBe(200);
    const done = await c.postJson('/deletePoll', { pollId });
    expect(String(done.body.warnings)).toContain('2 ballots deleted');
    expect(String(done.body.warnings)).toContain('whitelist');
    expect((await c.getJson('/getPollResults', { pollId })).status).toBe(404);
    expect((await c.postJson('/deletePoll', { pollId })).status).toBe(404);
  });

  it('orders polls by sortNr and answers arrays without pollId', async () => {
    const s2 = String((await c.postJson('/upsertSession', { title: 'Sorted', hasPoll: true })).body.documentId);
    await c.postJson('/upsertPoll', { sessionId: s2, question: 'second', options: ['a', 'b'], sortNr: 2 });
    await c.postJson('/upsertPoll', { sessionId: s2, question: 'first', options: ['a', 'b'], sortNr: 1 });
    const polls = (await c.getJson<Record<string, unknown>[]>('/getPolls', { sessionId: s2 })).body;
    expect(polls.map((p) => p.question)).toEqual(['first', 'second']);
    const all = (await c.getJson<unknown[]>('/getPollResults', { sessionId: s2 })).body;
    expect(all).toHaveLength(2);
  });
});

describe('questions', () => {
  it('creates pending by default, derives flags from status, orders by upvotes', async () => {
    const a = await c.postJson('/upsertQuestion', { sessionId, question: 'First?' });
    expect(a.body).toMatchObject({ created: true, questionId: expect.any(String) });
    const b = await c.postJson('/upsertQuestion', { sessionId, question: 'Second?', status: 'approved' });
    await c.attendee('/upvote', { questionId: b.body.questionId, email: voters[0] });
    expect((await c.attendee('/upvote', { questionId: b.body.questionId, email: voters[0] })).status).toBe(409);
    const list = (await c.getJson<Record<string, unknown>[]>('/getQuestions', { sessionId })).body;
    expect(list[0]).toMatchObject({ questionId: b.body.questionId, score: 1, voterCount: 1, approved: true, rejected: false, answered: false });
    expect(list.find((q) => q.questionId === a.body.questionId)).toMatchObject({ status: 'pending', approved: false });
  });

  it('needs answer text to mark answered; answered implies approved', async () => {
    const { body } = await c.postJson('/upsertQuestion', { sessionId, question: 'Answer me?' });
    const refused = await c.postJson('/upsertQuestion', { sessionId, questionId: body.questionId, status: 'answered' });
    expect(refused.status).toBe(400);
    expect((refused.body.details as { field: string }[])[0].field).toBe('answer');
    await c.postJson('/upsertQuestion', { sessionId, questionId: body.questionId, answer: 'Yes.' });
    const ok = await c.postJson('/upsertQuestion', { sessionId, questionId: body.questionId, status: 'answered' });
    expect(ok.status).toBe(200);
    const q = (await c.getJson<Record<string, unknown>[]>('/getQuestions', { sessionId })).body.find((x) => x.questionId === body.questionId);
    expect(q).toMatchObject({ status: 'answered', approved: true, answered: true, rejected: false, answer: 'Yes.' });
  });

  it('refuses derived flags and upvotes with a pointer to status; requires sessionId on edit; validates lengths', async () => {
    const flag = await c.postJson('/upsertQuestion', { sessionId, question: 'x', approved: true });
    expect(flag.status).toBe(400);
    expect((flag.body.details as { use?: string }[])[0].use).toBe('status');
    expect((await c.postJson('/upsertQuestion', { sessionId, question: 'x', score: 5 })).status).toBe(400);
    const { body } = await c.postJson('/upsertQuestion', { sessionId, question: 'Edit me' });
    expect((await c.postJson('/upsertQuestion', { questionId: body.questionId, status: 'rejected' })).status).toBe(400);
    expect((await c.postJson('/upsertQuestion', { sessionId, question: 'q'.repeat(501) })).status).toBe(400);
    expect((await c.postJson('/upsertQuestion', { sessionId, question: 'q', answer: 'a'.repeat(501) })).status).toBe(400);
    expect((await c.postJson('/upsertQuestion', { sessionId: 'missing', question: 'q' })).status).toBe(400);
    expect((await c.postJson('/upsertQuestion', { sessionId, questionId: 'missing', status: 'approved' })).status).toBe(404);
  });

  it('deletes permanently; 404 JSON when no such question', async () => {
    const { body } = await c.postJson('/upsertQuestion', { sessionId, question: 'Delete me' });
    expect((await c.postJson('/deleteQuestion', { sessionId, questionId: body.questionId }, { dryRun: '1' })).body.dryRun).toBe(true);
    expect((await c.postJson('/deleteQuestion', { sessionId, questionId: body.questionId })).body).toEqual({ status: 'deleted' });
    const again = await c.postJson('/deleteQuestion', { sessionId, questionId: body.questionId });
    expect(again.status).toBe(404);
  });

  it('lets attendees ask only where hasLiveQA is on', async () => {
    const off = String((await c.postJson('/upsertSession', { title: 'No QA' })).body.documentId);
    expect((await c.attendee('/ask', { sessionId: off, email: voters[0], question: 'Hello?' })).status).toBe(403);
    expect((await c.attendee('/ask', { sessionId, email: voters[0], question: 'Hello?' })).status).toBe(200);
  });
});

describe('deleting a session', () => {
  it('removes its polls and questions, and a dry run counts them', async () => {
    const s = String((await c.postJson('/upsertSession', { title: 'Doomed', hasPoll: true, hasLiveQA: true })).body.documentId);
    await c.postJson('/upsertPoll', { sessionId: s, question: 'Q', options: ['a', 'b'] });
    await c.postJson('/upsertQuestion', { sessionId: s, question: 'Q?' });
    await c.postJson('/upsertQuestion', { sessionId: s, question: 'Q2?' });
    const dry = await c.postJson('/deleteSession', { sessionId: s }, { dryRun: '1' });
    expect(dry.body.wouldDelete).toMatchObject({ sessions: 1, polls: 1, questions: 2 });
    expect((await c.getJson<unknown[]>('/getQuestions', { sessionId: s })).body).toHaveLength(2);
    expect((await c.postJson('/deleteSession', { documentId: s })).status).toBe(200);
    expect((await c.getJson<unknown[]>('/getQuestions', { sessionId: s })).body).toHaveLength(0);
    expect((await c.getJson<unknown[]>('/getPolls', { sessionId: s })).body).toHaveLength(0);
    expect((await c.getJson<Record<string, unknown>[]>('/getSessions')).body.some((x) => x.documentId === s)).toBe(false);
  });
});
