/**
 * A day's steady load on one server process (PGlite, large demo, request log
 * on), for BENCH_SOAK_MINUTES (default 60; `runSoakBench({ minutes })`):
 * - 10 consoles (a key each) reading, every 0.5 s in turn, the guest list
 *   (gzip), the programme, a session's questions, the polls, the current
 *   poll's results and the guest count;
 * - an organiser adding a guest, a moderated question or a session edit every
 *   2 s, and opening a new poll every minute;
 * - attendees voting on the current poll (20 a second, each guest once a
 *   poll), asking a question every second and upvoting twice a second.
 * Every minute it takes the server's CPU per request (all threads, /proc),
 * its resident memory, and the CPU per request of a bare node:http server
 * answering recorded bytes of the same reads in the same minute (so a busier
 * machine does not pass for a slower server). At the end: nothing lost (every
 * acknowledged vote, question and guest is there), no error, and the last
 * minute against minute 5 (or a third of the run when shorter).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIVE_TTL_MS } from '../server/list-cache';
import { spawnServer, type SpawnedServer } from '../server/test/spawn-server';
import type { BenchRow } from './bench-row';
import { drive, load1, processCpuMs, processRssMb, record, startBareServer, type Recorded } from './load';

const TOKEN = 'soak-bench-operator-token';
const CONSOLES = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Minute = { minute: number; requests: number; serverUs: number; bareUs: number; rssMb: number; errors: number; load1: number };

export async function runSoakBench(options: { minutes?: number } = {}): Promise<BenchRow[]> {
  const minutes = options.minutes ?? Number(process.env.BENCH_SOAK_MINUTES ?? 60);
  const dir = mkdtempSync(join(tmpdir(), 'soak-bench-'));
  let server: SpawnedServer | undefined;
  // A timeout of its own makes Node's agent honour the server's `Keep-Alive: timeout=` hint (it ignores the hint
  // without one): it closes an idle connection a second before the server would, never reusing one being closed.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 120_000 });
  let bareStop: (() => Promise<void>) | undefined;
  try {
    server = await spawnServer({ DATA_DIR: join(dir, 'data'), DEMO: 'large', OPERATOR_TOKEN: TOKEN, RATE_LIMIT_PER_ADDRESS: '0', LOG_LEVEL: 'info' }, { timeoutMs: 300_000 });
    const url = server.url;
    const demo = ((await (await fetch(`${url}/console-config.json`)).json()) as { demo: { clientId: string; eventId: string } }).demo;
    const operator = async (path: string, body: unknown) => {
      const res = await fetch(`${url}/operator${path}`, { method: 'POST', headers: { 'x-operator-token': TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`soak: ${path} answered ${res.status}`);
      return (await res.json()) as Record<string, string>;
    };
    const newKey = async () => (await operator('/keys', { clientId: demo.clientId, eventId: demo.eventId, scopes: 'all' })).apiKey;
    const apiHeaders = (key: string, json = false): Record<string, string> => ({
      'x-api-key': key,
      'x-client-id': demo.clientId,
      'x-event-id': demo.eventId,
      'x-timestamp': String(Date.now()),
      'accept-encoding': 'gzip',
      ...(json ? { 'content-type': 'application/json' } : {}),
    });
    const attendeeHeaders = { 'x-client-id': demo.clientId, 'x-event-id': demo.eventId, 'content-type': 'application/json' };

    let requests = 0;
    let errors = 0;
    /** Requests sent again because a kept-alive connection was reset under them (each one a race the server lost). */
    let resent = 0;
    const errorsBy = new Map<string, number>();
    const send = (path: string, init: { method?: string; headers: Record<string, string>; body?: string; retried?: boolean }): Promise<{ status: number; text: string }> =>
      new Promise((done) => {
        const req = http.request(`${url}${path}`, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            requests += 1;
            const status = res.statusCode ?? 0;
            if (status >= 400) {
              errors += 1;
              const why = `${path.split('?')[0]} ${status}`;
              errorsBy.set(why, (errorsBy.get(why) ?? 0) + 1);
            }
            done({ status, text: res.headers['content-encoding'] ? '' : Buffer.concat(chunks).toString('utf8') });
          });
        });
        req.on('error', (e: NodeJS.ErrnoException) => {
          // A kept-alive connection the server closed as idle just as it was reused: sent again, as browsers do.
          if (req.reusedSocket && e.code === 'ECONNRESET' && !init.retried) {
            resent += 1;
            done(send(path, { ...init, retried: true }));
            return;
          }
          errors += 1;
          errorsBy.set(e.message, (errorsBy.get(e.message) ?? 0) + 1);
          done({ status: 0, text: '' });
        });
        req.end(init.body);
      });
    const api = (key: string, path: string, body?: unknown) =>
      send(`/api${path}`, { method: body === undefined ? 'GET' : 'POST', headers: apiHeaders(key, body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });

    const organiserKey = await newKey();
    const plain = (key: string, path: string) => send(`/api${path}`, { headers: { ...apiHeaders(key), 'accept-encoding': 'identity' } });
    const sessions = JSON.parse((await plain(organiserKey, '/getSessions')).text) as { documentId: string; hasLiveQA: boolean; hasPoll: boolean }[];
    const qaSession = sessions.find((s) => s.hasLiveQA)!.documentId;
    const pollSession = sessions.find((s) => s.hasPoll)!.documentId;
    // Registered guests only: the list also shows speakers (eventRole SPEAKER), who may not vote, ask or upvote (403).
    const guestEmails = (JSON.parse((await plain(organiserKey, '/getGuests')).text) as { email: string; eventRole?: string }[]).filter((g) => g.eventRole !== 'SPEAKER').map((g) => g.email);
    const newPoll = async (n: number) => {
      const res = await api(organiserKey, '/upsertPoll', { sessionId: pollSession, question: `Soak poll ${n}`, options: ['A', 'B', 'C'] });
      return String((JSON.parse(res.text) as { pollId: string }).pollId);
    };
    let poll = { id: await newPoll(0), next: 0 };
    const votesAcked = new Map<string, number>([[poll.id, 0]]);
    let lostVotes = 0;
    let checkedQuestions = 0;
    let checkedGuests = 0;

    // The reads the consoles make, recorded once for the bare server's probe.
    const reads = ['/getGuests', '/getSessions', `/getQuestions?sessionId=${qaSession}`, '/getPolls', `/getPollResults?pollId=${poll.id}`, '/getGuestCount'];
    const probeKey = await newKey();
    const recorded: Record<string, Recorded> = {};
    for (const path of reads) recorded[`/api${path}`] = await record(url, { path: `/api${path}`, headers: apiHeaders(probeKey) });
    const bare = await startBareServer(recorded);
    bareStop = bare.stop;
    const probePaths = Object.keys(recorded);

    const started = performance.now();
    const end = started + minutes * 60_000;
    const running = () => performance.now() < end;
    const every = async (periodMs: number, offsetMs: number, work: () => Promise<unknown>) => {
      await sleep(offsetMs);
      let due = performance.now();
      while (running()) {
        await work();
        due += periodMs;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        else due = performance.now();
      }
    };

    const consoleKeys = await Promise.all(Array.from({ length: CONSOLES }, () => newKey()));
    const lanes: Promise<void>[] = [];
    consoleKeys.forEach((key, i) => {
      let turn = i;
      lanes.push(every(500, (i * 500) / CONSOLES, () => {
        const path = reads[turn++ % reads.length].replace(/pollId=[^&]+/, `pollId=${poll.id}`);
        return api(key, path);
      }));
    });
    // The organiser: an edit every 2 s (a guest added, a question of the moderator, a session edited), and every
    // second the moderation of the oldest question past a minute and, every 6 s, the guest added a minute before
    // removed, so that the event's lists stay the same size all day (a growing list would cost more per read).
    let edits = 0;
    const questionsLive: { id: string; at: number }[] = [];
    const guestsLive: { email: string; at: number }[] = [];
    lanes.push(every(2000, 100, async () => {
      edits += 1;
      if (edits % 3 === 0) {
        const email = `soak${edits}.${Date.now()}@example.org`;
        if ((await api(organiserKey, '/addGuest', { userEmail: email, name: 'Soak guest' })).status === 200) guestsLive.push({ email, at: performance.now() });
      } else if (edits % 3 === 1) {
        const res = await api(organiserKey, '/upsertQuestion', { sessionId: qaSession, question: `Organiser question ${edits}?` });
        if (res.status === 200) questionsLive.push({ id: String((JSON.parse(res.text) as { questionId: string }).questionId), at: performance.now() });
      } else await api(organiserKey, '/upsertSession', { documentId: sessions[edits % sessions.length].documentId, title: `Session edited ${edits}` });
    }));
    lanes.push(every(1000, 700, async () => {
      const oldest = questionsLive[0];
      if (!oldest || performance.now() - oldest.at < 60_000) return;
      questionsLive.shift();
      // 200 only for a question that is there: a lost one shows as an error.
      if ((await api(organiserKey, '/deleteQuestion', { sessionId: qaSession, questionId: oldest.id })).status === 200) checkedQuestions += 1;
    }));
    lanes.push(every(6000, 3100, async () => {
      const oldest = guestsLive[0];
      if (!oldest || performance.now() - oldest.at < 60_000) return;
      guestsLive.shift();
      if ((await api(organiserKey, '/removeGuest', { userEmail: oldest.email })).status === 200) checkedGuests += 1;
    }));
    // A new poll every minute; the one of three minutes before is checked (every acknowledged vote counted) and deleted.
    const pollsLive: string[] = [poll.id];
    lanes.push(every(60_000, 60_000, async () => {
      const id = await newPoll(votesAcked.size);
      votesAcked.set(id, 0);
      poll = { id, next: 0 };
      pollsLive.push(id);
      if (pollsLive.length > 3) {
        const old = pollsLive.shift()!;
        const res = JSON.parse((await plain(organiserKey, `/getPollResults?pollId=${old}`)).text) as { voterCount: number };
        lostVotes += Math.max(0, (votesAcked.get(old) ?? 0) - res.voterCount);
        await api(organiserKey, '/deletePoll', { pollId: old });
      }
    }));
    for (let lane = 0; lane < 4; lane += 1) {
      lanes.push(every(200, lane * 50, async () => {
        const current = poll;
        const email = guestEmails[current.next++ % guestEmails.length];
        const res = await send('/attendee/vote', { method: 'POST', headers: attendeeHeaders, body: JSON.stringify({ pollId: current.id, email, options: ['A'] }) });
        if (res.status === 200) votesAcked.set(current.id, (votesAcked.get(current.id) ?? 0) + 1);
      }));
    }
    let askers = 0;
    lanes.push(every(1000, 300, async () => {
      const res = await send('/attendee/ask', { method: 'POST', headers: attendeeHeaders, body: JSON.stringify({ sessionId: qaSession, email: guestEmails[askers++ % guestEmails.length], question: `Attendee question ${askers}?` }) });
      if (res.status === 200) questionsLive.push({ id: (JSON.parse(res.text) as { questionId: string }).questionId, at: performance.now() });
    }));
    let upvoters = 0;
    lanes.push(every(500, 400, async () => {
      if (!questionsLive.length) return;
      // A recent question (the oldest may be deleted meanwhile).
      const questionId = questionsLive[questionsLive.length - 1 - (upvoters % Math.min(questionsLive.length, 20))].id;
      await send('/attendee/upvote', { method: 'POST', headers: attendeeHeaders, body: JSON.stringify({ questionId, email: guestEmails[(upvoters++ * 7919) % guestEmails.length] }) });
    }));

    // Once a minute: the server's CPU per request and memory, and a bare server's CPU per request on the same reads.
    const samples: Minute[] = [];
    const sampler = (async () => {
      let cpu = processCpuMs(server.pid);
      let done = requests;
      let errs = errors;
      for (let minute = 1; minute <= minutes; minute += 1) {
        await sleep(Math.max(0, started + minute * 60_000 - performance.now()));
        const nowCpu = processCpuMs(server.pid);
        const n = requests - done;
        const probe = await drive(bare.url, bare.pid, 300, 2, (i) => ({ path: probePaths[i % probePaths.length], headers: { 'accept-encoding': 'gzip' } }));
        samples.push({ minute, requests: n, serverUs: ((nowCpu - cpu) * 1000) / Math.max(1, n), bareUs: probe.serverUs, rssMb: processRssMb(server.pid), errors: errors - errs, load1: load1() });
        process.stderr.write(`soak: minute ${minute}: ${n} requests, ${Math.round(((nowCpu - cpu) * 1000) / Math.max(1, n))} µs CPU each (bare ${Math.round(probe.serverUs)} µs), RSS ${processRssMb(server.pid)} MB, ${errors - errs} errors, ${resent} resent so far, load ${load1()}\n`);
        cpu = processCpuMs(server.pid);
        done = requests;
        errs = errors;
      }
    })();
    await Promise.all([...lanes, sampler]);

    // Nothing lost: every acknowledged vote, question and guest still there is there (those deleted were checked then).
    await sleep(LIVE_TTL_MS + 200);
    for (const pollId of pollsLive) {
      const res = JSON.parse((await plain(organiserKey, `/getPollResults?pollId=${pollId}`)).text) as { voterCount: number };
      lostVotes += Math.max(0, (votesAcked.get(pollId) ?? 0) - res.voterCount);
    }
    const questions = new Set((JSON.parse((await plain(organiserKey, `/getQuestions?sessionId=${qaSession}`)).text) as { questionId: string }[]).map((q) => q.questionId));
    const lostQuestions = questionsLive.filter((q) => !questions.has(q.id)).length;
    const guests = new Set((JSON.parse((await plain(organiserKey, '/getGuests')).text) as { email: string }[]).map((g) => g.email));
    const lostGuests = guestsLive.filter((g) => !guests.has(g.email)).length;
    const askedCount = checkedQuestions + questionsLive.length;
    const addedCount = checkedGuests + guestsLive.length;

    const at = (m: number) => samples[Math.min(samples.length, Math.max(1, m)) - 1];
    const first = at(Math.min(5, Math.max(1, Math.ceil(samples.length / 3))));
    const last = samples[samples.length - 1];
    const change = (a: number, b: number) => Math.round(((b - a) / a) * 1000) / 10;
    const totalVotes = [...votesAcked.values()].reduce((s, v) => s + v, 0);
    // One minute's figure moves by ±15 % with what else the machine runs; five minutes around minute 5 (3–7) against
    // the last five, each the server's CPU over the requests of those minutes, say whether the cost grows with uptime.
    const window = (from: number, to: number) => samples.filter((m) => m.minute >= from && m.minute <= to);
    const perRequest = (ms: Minute[]) => ms.reduce((s, m) => s + m.serverUs * m.requests, 0) / Math.max(1, ms.reduce((s, m) => s + m.requests, 0));
    const early = window(Math.max(1, first.minute - 2), first.minute + 2);
    const late = window(last.minute - 4, last.minute);
    return [
      { name: `Soak: minutes run (one process, PGlite, large demo; ~${Math.round(samples.reduce((s, m) => s + m.requests, 0) / Math.max(1, samples.length) / 60)} requests/s)`, value: samples.length, unit: 'min' },
      { name: `Soak: server CPU per request, minute ${first.minute} / last (${last.minute})`, value: Math.round(first.serverUs), unit: `µs (last ${Math.round(last.serverUs)})` },
      { name: `Soak: server ÷ bare node:http CPU per request, minute ${first.minute} / last`, value: Math.round((first.serverUs / first.bareUs) * 100) / 100, unit: `× (last ${Math.round((last.serverUs / last.bareUs) * 100) / 100})` },
      { name: 'Soak: change of server CPU per request, last minute against minute 5 (raw)', value: change(first.serverUs, last.serverUs), unit: '%', goal: '≤ 10' },
      { name: 'Soak: change of server ÷ bare CPU per request, last minute against minute 5', value: change(first.serverUs / first.bareUs, last.serverUs / last.bareUs), unit: '%', goal: '≤ 10' },
      { name: `Soak: server CPU per request, minutes ${early[0]?.minute}–${early[early.length - 1]?.minute} / last five (${late[0]?.minute}–${last.minute})`, value: Math.round(perRequest(early)), unit: `µs (last five ${Math.round(perRequest(late))})` },
      { name: 'Soak: change of server CPU per request, the last five minutes against the five around minute 5', value: change(perRequest(early), perRequest(late)), unit: '%', goal: '≤ 10' },
      { name: `Soak: resident memory, minute ${first.minute} / last`, value: first.rssMb, unit: `MB (last ${last.rssMb})` },
      { name: 'Soak: change of resident memory, last minute against minute 5', value: change(first.rssMb, last.rssMb), unit: '%', goal: '≤ 10' },
      { name: `Soak: requests answered with an error or not at all${errors ? ` (${[...errorsBy].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}`, value: errors, unit: 'requests', goal: '= 0' },
      { name: 'Soak: requests sent again after a kept-alive connection was reset under them', value: resent, unit: 'requests', goal: '= 0' },
      { name: `Soak: acknowledged votes (${totalVotes}), questions (${askedCount}) and guests (${addedCount}) missing at the end`, value: lostVotes + lostQuestions + lostGuests, unit: '', goal: '= 0' },
      { name: `Soak: 1-minute load average, minute ${first.minute} / last`, value: first.load1, unit: `(last ${last.load1})` },
    ];
  } finally {
    agent.destroy();
    await bareStop?.();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export default function run(): Promise<BenchRow[]> {
  return runSoakBench();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await runSoakBench()) console.log(`${row.name.padEnd(110)} ${String(row.value).padStart(8)} ${row.unit}${row.goal ? `   (goal ${row.goal})` : ''}`);
}
