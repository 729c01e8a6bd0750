import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startLocalServer, type RunningServer } from '../e2e/local-server';
import { prepareDataDir } from './test/pglite-template';
import { clientFor, type TestClient } from './test/test-server';

/**
 * Durability: the server process (`server/main.ts`, embedded database on a data folder) is killed with
 * SIGKILL in the middle of a write burst (guests registered, votes cast, a session edited over and over)
 * and started again on the same folder. Every write it acknowledged must be there; writes whose answer
 * was lost in the kill may or may not be. The figures (acknowledged, lost) are printed.
 */
const TOKEN = 'kill-test-operator-token';
const dataDir = mkdtempSync(join(tmpdir(), 'kill-durability-'));
let running: RunningServer | undefined;

afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function operator(url: string, path: string, body: unknown): Promise<Record<string, string>> {
  const res = await fetch(`${url}/operator${path}`, { method: 'POST', headers: { 'x-operator-token': TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as Record<string, string>;
}

it('keeps every acknowledged write after SIGKILL in the middle of a write burst', { timeout: 300_000 }, async () => {
  const env = { DATA_DIR: dataDir, DEMO: '0', OPERATOR_TOKEN: TOKEN };
  // The folder holds the run's prepared database: the process opens it as an existing one instead of creating it.
  await prepareDataDir(dataDir);
  running = await startLocalServer(env);
  const url = running.info.url;
  const event = await operator(url, '/events', { name: 'Kill test' });
  const keys = await Promise.all([0, 1, 2].map(() => operator(url, '/keys', { ...event, scopes: 'all' })));
  const [guestsApi, sessionApi, setupApi]: TestClient[] = keys.map((k) => clientFor(url, k.apiKey, event.clientId, event.eventId));
  const session = (await setupApi.postJson('/upsertSession', { title: 'edit 0', hasPoll: true })).body;
  const options = Array.from({ length: 20 }, (_, i) => `o${i}`);
  const poll = (await setupApi.postJson('/upsertPoll', { sessionId: session.documentId, question: 'Which?', options })).body;

  const acked = { guests: new Set<string>(), votes: new Set<string>(), edit: 0 };
  const unanswered = { guests: 0, votes: 0, edits: 0 };
  let stop = false;
  const guestWorker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const email = `g${w}-${i}@example.org`;
      try {
        if ((await guestsApi.post('/addGuest', { userEmail: email, name: `Guest ${w}-${i}` })).status !== 200) continue;
        acked.guests.add(email);
        const vote = await guestsApi.attendee('/vote', { pollId: poll.pollId, email, options: [options[i % 20]] });
        if (vote.status === 200) acked.votes.add(email);
      } catch {
        unanswered.guests += 1;
        return;
      }
    }
  };
  const editWorker = async () => {
    for (let k = 1; !stop; k++) {
      try {
        if ((await sessionApi.post('/upsertSession', { documentId: session.documentId, title: `edit ${k}` })).status === 200) acked.edit = k;
      } catch {
        unanswered.edits += 1;
        return;
      }
    }
  };
  const burst = Promise.all([guestWorker(0), guestWorker(1), guestWorker(2), editWorker()]);
  const started = Date.now();
  while (acked.guests.size < 120 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 20));
  await running.kill('SIGKILL');
  stop = true;
  await burst;

  running = await startLocalServer(env);
  const after = clientFor(running.info.url, keys[2].apiKey, event.clientId, event.eventId);
  const guests = new Set((await after.getJson<{ email: string }[]>('/getGuests')).body.map((g) => g.email));
  const lostGuests = [...acked.guests].filter((e) => !guests.has(e));
  const results = (await after.getJson<{ voterCount: number }>('/getPollResults', { pollId: String(poll.pollId) })).body;
  const title = (await after.getJson<{ documentId: string; title: string }[]>('/getSessions')).body.find((s) => s.documentId === session.documentId)?.title;
  const storedEdit = Number(/^edit (\d+)$/.exec(title ?? '')?.[1] ?? -1);
  const lostVotes = Math.max(0, acked.votes.size - results.voterCount);
  console.log(
    `[kill test] acknowledged before SIGKILL: ${acked.guests.size} guests, ${acked.votes.size} votes, session edit ${acked.edit}; ` +
      `lost after restart: ${lostGuests.length} guests, ${lostVotes} votes, session edit ${storedEdit >= acked.edit ? 'none' : `back at ${storedEdit}`}; ` +
      `requests without an answer: ${unanswered.guests + unanswered.votes + unanswered.edits}`,
  );
  expect(acked.guests.size).toBeGreaterThan(0);
  expect(lostGuests).toEqual([]);
  expect(results.voterCount).toBeGreaterThanOrEqual(acked.votes.size);
  expect(storedEdit).toBeGreaterThanOrEqual(acked.edit);
});
