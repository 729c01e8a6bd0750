import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaState } from '../../src/contract/qa';
import type { ScreenView } from '../../src/contract/screens';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

/** The Q&A queue, archive and word filter over HTTP against the real server, as the room's screen shows them. */
describe('Q&A queue, archive and word filter', () => {
  let server: TestServer;
  let mod: TestClient;

  const call = async <T = QaState>(path: string, body: unknown, c = mod) => {
    const res = await fetch(`${server.url}/console-api/qa${path}`, { method: 'POST', headers: c.headers({ 'content-type': 'application/json' }), body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T };
  };
  const newSession = async () => String((await mod.postJson('/upsertSession', { title: 'Keynote', hasLiveQA: true })).body.documentId);
  const ask = async (sessionId: string, question: string, status = 'approved') => String((await mod.postJson('/upsertQuestion', { sessionId, question, status, ...(status === 'answered' ? { answer: 'Done' } : {}) })).body.questionId);
  const askAsGuest = async (body: unknown) => String(((await (await mod.attendee('/ask', body)).json()) as { questionId: string }).questionId);
  const screenOf = async (sessionId: string) => {
    const res = await fetch(`${server.url}/console-api/screens`, { method: 'POST', headers: mod.headers({ 'content-type': 'application/json' }), body: JSON.stringify({ sessionId, name: 'Hall' }) });
    const token = String(((await res.json()) as { token: string }).token);
    return async () => {
      const view = (await (await fetch(`${server.url}/screen-api/${token}`)).json()) as ScreenView;
      return view.content.kind === 'questions' ? view.content.questions.map((q) => q.text) : [];
    };
  };

  beforeAll(async () => {
    server = await startTestServer();
    mod = await server.newEvent({ name: 'Summit' });
  }, 60_000);
  afterAll(() => server?.close());

  it('lists approved questions on the screen in the moderators’ order, then the answered ones; upvotes while no order is set', async () => {
    const sessionId = await newSession();
    const screen = await screenOf(sessionId);
    const a = await ask(sessionId, 'First approved');
    await ask(sessionId, 'Second approved');
    await ask(sessionId, 'Already answered', 'answered');
    const c = await ask(sessionId, 'Third approved');
    expect(await screen()).toEqual(['First approved', 'Second approved', 'Third approved', 'Already answered']);
    const saved = await call('/queue', { sessionId, order: [c, a] });
    expect(saved.status).toBe(200);
    expect(saved.body.order).toEqual([c, a]);
    expect(await screen()).toEqual(['Third approved', 'First approved', 'Second approved', 'Already answered']);
  });

  it('takes archived questions off the screen and puts restored ones back', async () => {
    const sessionId = await newSession();
    const screen = await screenOf(sessionId);
    const done = await ask(sessionId, 'Answered long ago', 'answered');
    await ask(sessionId, 'Still open');
    const archived = await call('/archive', { sessionId, questionIds: [done], archived: true });
    expect(archived.body.archived.map((x) => [x.questionId, x.by])).toEqual([[done, 'hand']]);
    expect(await screen()).toEqual(['Still open']);
    await call('/archive', { sessionId, questionIds: [done], archived: false });
    expect(await screen()).toEqual(['Still open', 'Answered long ago']);
  });

  it('archives answered questions after the team’s delay, but never one a moderator restored', async () => {
    const sessionId = await newSession();
    const done = await ask(sessionId, 'Answered', 'answered');
    const kept = await ask(sessionId, 'Answered and kept', 'answered');
    expect((await call('/settings', { archiveAfterMinutes: 1 })).status).toBe(200);
    await call('/archive', { sessionId, questionIds: [kept], archived: false });
    expect((await call('/state', { sessionId })).body.archived).toEqual([]);
    // The delay counts from when the question was first seen answered: make that over a minute ago.
    await server.server.db.query('UPDATE qa_answered_seen SET seen_at = seen_at - 61000 WHERE question_id = ANY($1::text[])', [[done, kept]]);
    expect((await call('/state', { sessionId })).body.archived.map((x) => [x.questionId, x.by])).toEqual([[done, 'delay']]);
    await call('/settings', { archiveAfterMinutes: null });
  });

  it('approves a clean question as it arrives where automatic approval is on, marks it, and leaves a flagged one pending', async () => {
    const sessionId = await newSession();
    await mod.post('/addGuest', { userEmail: 'asker@example.org' });
    await call('/settings', { words: ['spam offer', 'damn'] });
    expect((await call('/session-settings', { sessionId, autoApprove: true })).body.autoApprove).toBe(true);
    const clean = await askAsGuest({ sessionId, email: 'asker@example.org', question: 'How do you measure latency?' });
    const flagged = await askAsGuest({ sessionId, email: 'asker@example.org', question: 'What a DÁMN good talk' });
    const list = (await mod.getJson('/getQuestions', { sessionId })).body as { documentId: string; status: string }[];
    expect(list.find((q) => q.documentId === clean)?.status).toBe('approved');
    expect(list.find((q) => q.documentId === flagged)?.status).toBe('pending');
    const state = await call('/state', { sessionId });
    expect(state.body.autoApproved).toEqual([clean]);
    expect(state.body.serverApproves).toBe(true);
  });

  it('leaves questions pending where automatic approval is off (the default)', async () => {
    const sessionId = await newSession();
    await mod.post('/addGuest', { userEmail: 'other@example.org' });
    const id = (await askAsGuest({ sessionId, email: 'other@example.org', question: 'A clean question' }));
    const list = (await mod.getJson('/getQuestions', { sessionId })).body as { documentId: string; status: string }[];
    expect(list.find((q) => q.documentId === id)?.status).toBe('pending');
  });

  it('starts from the ready English list, and puts it back on request', async () => {
    await call('/settings', { words: ['only this'] });
    const reset = await call<{ words: string[] }>('/settings', { resetWords: true });
    expect(reset.body.words).toContain('shit');
    expect(reset.body.words.length).toBeGreaterThan(50);
  });

  it('refuses bad input with a 400 naming the field, another event’s session with a 404, and marks by a console where the server approves itself with a 409', async () => {
    const sessionId = await newSession();
    const bad = await call<{ details: { field: string }[] }>('/queue', { sessionId, order: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d) => d.field)).toContain('order');
    const other = await server.newEvent({ name: 'Other' });
    expect((await call('/state', { sessionId }, other)).status).toBe(404);
    expect((await call('/auto-approved', { sessionId, questionIds: ['x'] })).status).toBe(409);
    expect((await call('/archive', { sessionId, questionIds: ['nope'], archived: true })).status).toBe(404);
  });
});
