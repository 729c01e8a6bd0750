/**
 * The API document checked by other people's tools, offline, against a fresh local server:
 *  1. Redocly CLI lint with its recommended rules (0 errors, 0 warnings);
 *  2. Portman's contract and variation tests, run with newman against the server: fuzzing, a stale timestamp, and the
 *     refusals of who is asking (another event's id, another client's id, no key, a wrong operator token), each answer
 *     checked against the status, content type and schema the document gives for it;
 *  3. the same collection replayed through Prism's validating proxy: no answer that breaks the document, no valid
 *     request the document calls valid that Prism finds wrong, no 5xx.
 * Prints the counts (requests, assertions, failures, each failure with the answer's start) and exits non-zero on any
 * failure. Run: `npm run test:peers` (tsx .ci/openapi/peers.ts); OPENAPI_PEERS_NO_PRISM=1 skips the Prism replay
 * (quicker while working on the document; CI runs both).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import newman from 'newman';
import { OPERATOR_TOKEN, startTestServer } from '../../server/test/test-server';

const root = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const offline = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1', NODE_NO_WARNINGS: '1' };

function run(command: string, args: string[], cwd: string): Promise<{ code: number; out: string; stdout: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: offline, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let stdout = '';
    child.stdout.on('data', (d) => {
      out += d;
      stdout += d;
    });
    child.stderr.on('data', (d) => (out += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code: code ?? 1, out, stdout }));
  });
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

/** Headers each request needs, set by the collection (examples hold a fixed x-timestamp; keys rotate under the rate limit). */
const PRE_REQUEST = `
const path = pm.request.url.getPath();
const n = Number(pm.collectionVariables.get('requestCount') || 0) + 1;
pm.collectionVariables.set('requestCount', n);
const set = (key, value) => pm.request.headers.upsert({ key, value });
pm.request.headers.remove('x-api-key');
if (path.startsWith('/operator/')) {
  set('x-operator-token', pm.environment.get('operatorToken'));
} else {
  set('x-client-id', pm.environment.get('clientId'));
  set('x-event-id', pm.environment.get('eventId'));
  if (path.startsWith('/api/')) {
    const keys = pm.environment.get('apiKeys').split(',');
    pm.request.headers.upsert({ key: 'x-api-key', value: keys[Math.floor(n / 150) % keys.length] });
    const ts = pm.request.headers.get('x-timestamp');
    if (!ts || ts === '1789372800000') pm.request.headers.upsert({ key: 'x-timestamp', value: String(Date.now()) });
  }
}
// The refusal variations (portman-config.json) name what to change of who is asking: another event's id, another
// client's id, no key, a wrong operator token.
const variation = pm.request.headers.get('x-peer-variation');
pm.request.headers.remove('x-peer-variation');
if (variation === 'other-event') set('x-event-id', pm.environment.get('otherEventId'));
if (variation === 'other-client') set('x-client-id', pm.environment.get('otherClientId'));
if (variation === 'no-key') pm.request.headers.remove('x-api-key');
if (variation === 'wrong-token') set('x-operator-token', 'not-the-operator-token');`;

/** Checks on every answer: no 5xx; through Prism, no violation of the document in the answer, nor in a valid request. */
const TEST = `
pm.test('[peer] no 5xx', () => pm.expect(pm.response.code).to.be.below(500));
if (pm.environment.get('viaPrism') === '1') {
  const raw = pm.response.headers.get('sl-violations');
  const found = raw ? JSON.parse(raw) : [];
  const errors = found.filter((v) => v.severity === 'Error' || v.severity === 0);
  const answer = errors.filter((v) => (v.location || [])[0] === 'response');
  pm.test('[peer] Prism: the answer keeps to the document', () => pm.expect(answer, JSON.stringify(answer)).to.eql([]));
  if (pm.response.code < 300) {
    const request = errors.filter((v) => (v.location || [])[0] === 'request');
    pm.test('[peer] Prism: a request the server took keeps to the document', () => pm.expect(request, JSON.stringify(request)).to.eql([]));
  }
}`;

type Item = { name: string; item?: Item[]; request?: { method: string; url: { path?: string[] } } };
const config = JSON.parse(await readFile(join(root, '.ci/openapi/portman-config.json'), 'utf8')) as { globals: { orderOfOperations: string[] } };

/**
 * The contract calls in one list in the config's call order, the variation folder after them. Portman sorts
 * `orderOfOperations` only inside each tag's folder (its README says so) and runs the folders in tag order, but a
 * call's ids come from calls of other tags: the poll write ran before the session write it needs (400, "references
 * no session ({{sessionId}})") and the session was deleted before the whitelist and the votes that need it.
 */
function callOrder(items: Item[], order: string[]): Item[] {
  const variations = items.filter((i) => i.name === 'Variation Tests');
  const calls = items.filter((i) => i.name !== 'Variation Tests').flatMap((i) => (i.request ? [i] : (i.item ?? [])));
  const rank = (i: Item) => {
    const at = order.indexOf(`${i.request?.method ?? ''}::/${(i.request?.url.path ?? []).join('/')}`);
    return at === -1 ? order.length : at;
  };
  return [...calls.map((item, at) => ({ item, at })).sort((a, b) => rank(a.item) - rank(b.item) || a.at - b.at).map((c) => c.item), ...variations];
}

interface Counts {
  requests: number;
  assertions: number;
  failures: string[];
  serverErrors: number;
}

function newmanRun(collection: object, environment: Record<string, string>): Promise<Counts> {
  return new Promise((done, fail) => {
    newman.run(
      {
        collection: collection as never,
        environment: { values: Object.entries(environment).map(([key, value]) => ({ key, value, enabled: true })) } as never,
        reporters: [],
        timeoutRequest: 20_000,
      },
      (error, summary) => {
        if (error) return fail(error);
        // Each failure with the answer's start, so a failing line says why the server answered as it did.
        const answers = new Map(summary.run.executions.map((e) => [e.item.id, `${e.response?.code ?? '-'} ${e.response?.stream?.toString('utf8').slice(0, 240) ?? ''}`]));
        const failures = summary.run.failures.map((f) => `${f.source?.name ?? '?'}: ${f.error?.test ?? ''} ${f.error?.message ?? ''}`.slice(0, 400) + `\n      answer: ${answers.get(f.source?.id ?? '') ?? '?'}`);
        const serverErrors = summary.run.executions.filter((e) => (e.response?.code ?? 0) >= 500).length;
        done({ requests: summary.run.stats.requests.total ?? 0, assertions: summary.run.stats.assertions.total ?? 0, failures, serverErrors });
      },
    );
  });
}

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const work = await mkdtemp(join(tmpdir(), 'openapi-peers-'));
  const server = await startTestServer();
  const proxy: { child?: ReturnType<typeof spawn>; port: number; log: string } = { port: 0, log: '' };
  let failed = 0;
  let lintFailed = false;
  try {
    const docFile = join(work, 'openapi.json');
    await writeFile(docFile, await (await fetch(`${server.url}/api/openapi.json`)).text());

    // The three tools start together (each its own process): the lint, the collection's generation and Prism.
    const collectionFile = join(work, 'collection.json');
    const [lint, portman] = await Promise.all([
      // 1. Redocly lint, recommended rules.
      run(bin('redocly'), ['lint', '--extends=recommended', '--format=json', docFile], work),
      // 2. Portman: contract and variation tests from the document.
      run(
        bin('portman'),
        ['-l', docFile, '-o', collectionFile, '-c', join(root, '.ci/openapi/portman-config.json'), '-b', server.url, '--runNewman', 'false', '--syncPostman', 'false'],
        work,
      ),
      // 3. Prism's validating proxy in front of the server (used after the direct run).
      (async () => {
        proxy.port = await freePort();
        const child = spawn(bin('prism'), ['proxy', docFile, server.url, '--port', String(proxy.port), '--host', '127.0.0.1', '--errors', 'false'], { cwd: work, env: offline, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout?.on('data', (d) => (proxy.log += d));
        child.stderr?.on('data', (d) => (proxy.log += d));
        proxy.child = child;
      })(),
    ]);
    const totals = (JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as { totals: { errors: number; warnings: number } }).totals;
    console.log(`redocly lint (recommended): ${totals.errors} errors, ${totals.warnings} warnings (at ${seconds()})`);
    if (totals.errors + totals.warnings > 0 || lint.code !== 0) lintFailed = true;
    if (portman.code !== 0) throw new Error(`portman failed:\n${portman.out}`);
    console.log(`portman: collection generated (at ${seconds()})`);
    const collection = JSON.parse(await readFile(collectionFile, 'utf8')) as { auth?: unknown; event?: unknown[]; item?: Item[]; variable?: { key: string; value: string }[] };
    collection.item = callOrder(collection.item ?? [], config.globals.orderOfOperations);
    // Headers come from the pre-request script: no Postman auth (it would be applied after the script).
    const dropAuth = (node: { auth?: unknown; item?: unknown[]; request?: { auth?: unknown } }) => {
      delete node.auth;
      if (node.request) delete node.request.auth;
      for (const child of (node.item ?? []) as (typeof node)[]) dropAuth(child);
    };
    dropAuth(collection as Parameters<typeof dropAuth>[0]);
    collection.event = [
      { listen: 'prerequest', script: { type: 'text/javascript', exec: PRE_REQUEST.split('\n') } },
      { listen: 'test', script: { type: 'text/javascript', exec: TEST.split('\n') } },
    ];

    const environmentFor = async (viaPrism: boolean) => {
      const event = (await (await server.operator('/events', { name: 'Peer tools' })).json()) as { clientId: string; eventId: string };
      const keys: string[] = [];
      for (let i = 0; i < 4; i++) keys.push(((await (await server.operator('/keys', { ...event, scopes: 'all' })).json()) as { apiKey: string }).apiKey);
      // Another client's event: its ids are the refusal variations' "another event" and "another client".
      const other = (await (await server.operator('/events', { name: 'Another client' })).json()) as { clientId: string; eventId: string };
      return { ...event, apiKeys: keys.join(','), operatorToken: OPERATOR_TOKEN, otherClientId: other.clientId, otherEventId: other.eventId, viaPrism: viaPrism ? '1' : '0' };
    };
    const report = (name: string, counts: Counts) => {
      console.log(`${name}: ${counts.requests} requests, ${counts.assertions} assertions, ${counts.failures.length} failures, ${counts.serverErrors} answers 5xx (at ${seconds()})`);
      for (const f of counts.failures.slice(0, 60)) console.log(`  ✗ ${f}`);
      if (counts.failures.length > 0 || counts.serverErrors > 0) failed++;
    };
    const setBase = (url: string) => {
      for (const v of collection.variable ?? []) if (v.key === 'baseUrl') v.value = url;
    };

    setBase(server.url);
    report('portman + newman (server)', await newmanRun(collection, await environmentFor(false)));
    if (process.env.OPENAPI_PEERS_NO_PRISM === '1') return lintFailed || failed > 0 ? 1 : 0;

    // The same collection through Prism's validating proxy.
    const deadline = Date.now() + 120_000;
    while (!/Prism is listening/.test(proxy.log)) {
      if (Date.now() > deadline || proxy.child?.exitCode !== null) throw new Error(`Prism did not start:\n${proxy.log.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    setBase(`http://127.0.0.1:${proxy.port}`);
    report('portman + newman through prism proxy', await newmanRun(collection, await environmentFor(true)));
  } finally {
    proxy.child?.kill();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
  // Every part gates: the lint, and each newman run (a failed assertion or a 5xx).
  console.log(`openapi peers: lint ${lintFailed ? 'failed' : 'passed'}; newman runs ${failed === 0 ? 'passed' : `failed (${failed} of 2)`} (${seconds()})`);
  return lintFailed || failed > 0 ? 1 : 0;
}

process.exitCode = await main();
