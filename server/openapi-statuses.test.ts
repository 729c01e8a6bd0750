import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentValidator, pointer, type DocumentValidator } from './test/openapi-ajv';
import { OPERATOR_TOKEN, startTestServer, type TestClient, type TestServer } from './test/test-server';

/**
 * Table-driven from the API document itself: for every documented status of every operation, a request that the
 * document describes is sent to a real server, which must answer exactly that status, with a documented content
 * type, a body valid by the documented schema and, for errors, a documented `code`. Write requests are the
 * document's own examples (with the ids of this test's records), so every example is proved against the server.
 */
interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, unknown>;
}
interface Response {
  $ref?: string;
  content?: Record<string, Media>;
  headers?: Record<string, unknown>;
}
interface Operation {
  requestBody?: { content: Record<string, Media> };
  parameters?: { name?: string; in?: string; example?: string }[];
  responses: Record<string, Response>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response> };
}
interface Sent {
  status: number;
  type: string;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}
interface Call {
  body?: unknown;
  raw?: string;
  query?: Record<string, string>;
  headers?: Record<string, string | undefined>;
  /** A declared Content-Length with no body sent: the server refuses it from the header alone. */
  declaredLength?: number;
}

/** Refusals the document lists that no request here brings about; proved elsewhere or by reading. A status all of whose codes are here is skipped. */
const NOT_PRODUCED: Record<string, string> = {
  internal_error: 'an unexpected failure (a broken database); the error handler is tested in server tests',
  request_timeout: "a request that does not arrive within the server's request timeout (minutes)",
  malformed_request: 'a request that is not HTTP (server/hostile-input-examples.test.ts sends one)',
};
const notProduced = (response: Response): boolean => {
  const json = response.content?.['application/json'];
  const codes = json ? documentedCodes(json) : undefined;
  return !!codes && codes.every((code) => NOT_PRODUCED[code]) && Object.keys(response.content ?? {}).length === 1;
};

let t: TestServer;
let doc: Doc;
let validator: DocumentValidator;
let client: TestClient;
let noScopes: TestClient;
let exhausted: TestClient;
const ids: Record<string, string> = {};
let mailCount = 0;

function send(method: string, path: string, call: Call = {}): Promise<Sent> {
  const url = new URL(`${t.url}${path}`);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
  const payload = call.raw ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(call.headers ?? {})) if (v !== undefined) headers[k] = v;
  if (call.declaredLength !== undefined) headers['content-length'] = String(call.declaredLength);
  else if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? '').split(';')[0], headers: res.headers, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (call.declaredLength !== undefined) req.flushHeaders();
    else req.end(payload);
  });
}

const apiHeaders = (who: TestClient, extra: Record<string, string | undefined> = {}) => ({ ...who.headers(), 'content-type': 'application/json', ...extra });
const attendeeHeaders = (extra: Record<string, string | undefined> = {}) => ({ 'content-type': 'application/json', 'x-client-id': client.clientId, 'x-event-id': client.eventId, ...extra });
const operatorHeaders = (extra: Record<string, string | undefined> = {}) => ({ 'content-type': 'application/json', 'x-operator-token': OPERATOR_TOKEN, ...extra });

/** Spends the rate limit of the key `exhausted` (bounded: at most 400 requests); true once it answers 429. */
async function exhaust(): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => exhausted.get('/whoami')));
    await Promise.all(answers.map((a) => a.arrayBuffer()));
    if (answers.some((a) => a.status === 429)) return true;
  }
  return false;
}

/** The kind of record a call's `documentId` names. */
function kindOf(path: string): string {
  return /(Session|Speaker|Sponsor|Poll|Question|Abstract)/.exec(path)?.[1].toLowerCase() ?? 'session';
}

/** The document's example with the ids of this test's records (ids in the document are those of another event). */
function withIds(path: string, value: unknown, missing = false): unknown {
  if (Array.isArray(value)) return value.map((v) => withIds(path, v, missing));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const kind = key === 'documentId' ? kindOf(path) : /^(session|poll|question|abstract|speaker|sponsor)Id$/.exec(key)?.[1];
    if (kind && typeof v === 'string') out[key] = missing && (key === 'documentId' || kind === kindOf(path) || path.includes('PollResults')) ? `missing${kind}0000` : ids[kind];
    else out[key] = withIds(path, v, missing);
  }
  return out;
}

function example(op: Operation): unknown {
  return op.requestBody?.content['application/json']?.example;
}

function queryOf(path: string, op: Operation, missing = false): Record<string, string> {
  const query: Record<string, string> = {};
  for (const p of op.parameters ?? []) if (p.in === 'query' && p.example !== undefined && p.name !== 'dryRun') query[p.name!] = p.example;
  return withIds(path, query, missing) as Record<string, string>;
}

/** A request for each documented status of an operation of the integration API (`/api/...`). */
function apiCalls(path: string, method: string, op: Operation): Record<string, () => Promise<Sent>[]> {
  const name = path.slice('/api/'.length);
  const isWrite = method === 'post';
  const destructive = /^(remove|delete)/.test(name);
  let body = withIds(path, example(op));
  if (name === 'addGuest') body = { ...(body as object), userEmail: `new-${++mailCount}@example.org` };
  const query = queryOf(path, op);
  const call = (who: TestClient, extra: Call = {}) =>
    send(method.toUpperCase(), path, { body: isWrite ? body : undefined, query: { ...query, ...(isWrite && destructive ? { dryRun: '1' } : {}) }, headers: apiHeaders(who), ...extra, ...(extra.headers ? { headers: { ...apiHeaders(who), ...extra.headers } } : {}) });
  const notFoundBody = (): unknown => {
    if (name === 'removeTicket') return { ...(body as object), ticketType: 'No such type' };
    if (name === 'removeGuest') return { userEmail: 'nobody@example.org' };
    if (name.startsWith('upsert')) return { ...(withIds(path, example(op)) as object), documentId: `missing${kindOf(path)}0000` };
    return withIds(path, example(op), true);
  };
  const has404 = JSON.stringify(op.responses['404']).includes('not_found');
  return {
    '200': () => [call(client)],
    '400': () => [call(client, { headers: { 'x-api-key': undefined } }), ...(isWrite ? [call(client, { raw: '{"not json' })] : [])],
    '403': () => [call(client, { headers: { 'x-api-key': 'k_unknown_key_0000' } }), ...(name !== 'whoami' && name !== 'apiSchema' ? [call(noScopes)] : [])],
    '404': () => [
      call(client, { headers: { 'x-client-id': 'missing-client' } }),
      call(client, { headers: { 'x-event-id': 'missing-event' } }),
      ...(has404 ? [isWrite ? call(client, { body: notFoundBody() }) : call(client, { query: queryOf(path, op, true) })] : []),
    ],
    '408': () => [call(client, { headers: { 'x-timestamp': '1000' } })],
    '409': () => [call(client, { body: { userEmail: 'grace@example.org' } })],
    '413': () => [call(client, { declaredLength: (name === 'uploadImage' ? 10 : 5) * 1024 * 1024 + 1 })],
    '415': () => [call(client, { raw: 'plain words', headers: { 'content-type': 'text/plain' } })],
    // On a slow machine the one-minute window can slide between spending it and the call: spend it again, a few times.
    '429': () => [
      (async () => {
        for (let tries = 1; ; tries++) {
          await exhaust();
          const answer = await call(exhausted);
          if (answer.status === 429 || tries === 5) return answer;
        }
      })(),
    ],
    '431': () => [call(client, { headers: { 'x-padding': 'a'.repeat(20_000) } })],
  };
}

function attendeeCalls(path: string, op: Operation): Record<string, () => Promise<Sent>[]> {
  const name = path.slice('/attendee/'.length);
  const body = withIds(path, example(op)) as Record<string, unknown>;
  const call = (extra: Call = {}) => send('POST', path, { body, headers: attendeeHeaders(), ...extra, ...(extra.headers ? { headers: attendeeHeaders(extra.headers) } : {}) });
  const missing = { ...body, ...(name === 'vote' ? { pollId: 'missingpoll0000' } : name === 'upvote' ? { questionId: 'missingquestion0000' } : { sessionId: 'missingsession0000' }) };
  return {
    '200': () => [name === 'vote' ? call({ body: { ...body, options: [ids.pollOption] } }) : name === 'upvote' ? call({ body: { ...body, email: 'upvoter@example.org' } }) : call()],
    '400': () => [call({ headers: { 'x-event-id': undefined } }), call({ raw: '{"not json' }), call({ body: { ...body, email: 'not an address' } })],
    '403': () => [call({ body: { ...body, email: 'stranger@example.org' } })],
    '404': () => [call({ headers: { 'x-client-id': 'missing-client' } }), call({ body: missing })],
    '409': () => [(async () => (await call({ body: { ...body, email: 'second@example.org' } }), call({ body: { ...body, email: 'second@example.org' } })))()],
    '413': () => [call({ declaredLength: 5 * 1024 * 1024 + 1 })],
    '415': () => [call({ raw: 'plain words', headers: { 'content-type': 'text/plain' } })],
    '431': () => [call({ headers: { 'x-padding': 'a'.repeat(20_000) } })],
  };
}

function operatorCalls(path: string, method: string, op: Operation): Record<string, () => Promise<Sent>[]> {
  const name = path.slice('/operator/'.length);
  let body = example(op) as Record<string, unknown> | undefined;
  if (body && 'clientId' in body) body = { ...body, clientId: client.clientId, eventId: client.eventId };
  if (body && 'sessionId' in body) body = { ...body, sessionId: ids.session };
  if (body && 'pollId' in body) body = { ...body, pollId: ids.countdownPoll };
  const call = (extra: Call = {}) => send(method.toUpperCase(), path, { body, headers: operatorHeaders(), ...extra, ...(extra.headers ? { headers: operatorHeaders(extra.headers) } : {}) });
  const issued = async () => ((await (await t.operator('/keys', { clientId: client.clientId, eventId: client.eventId, scopes: ['event:read'] })).json()) as { apiKey: string }).apiKey;
  const missing: Record<string, Record<string, unknown>> = {
    keys: { ...body, eventId: 'missing-event' },
    'keys/revoke': { apiKey: 'k_unknown_key_0000' },
    whitelists: { sessionId: 'missingsession0000', emails: [] },
    countdown: { pollId: 'missingpoll0000', seconds: 60 },
  };
  return {
    '200': () => [name === 'keys/revoke' ? issued().then((apiKey) => call({ body: { apiKey } })) : call()],
    '400': () => [call({ raw: '{"not json' })],
    '401': () => [call({ headers: { 'x-operator-token': undefined } })],
    '403': () => [call({ headers: { 'x-operator-token': 'not-the-operator-token' } })],
    '404': () => [call({ body: missing[name] })],
    '413': () => [call({ declaredLength: 5 * 1024 * 1024 + 1 })],
    '415': () => [call({ raw: 'plain words', headers: { 'content-type': 'text/plain' } })],
    '431': () => [call({ headers: { 'x-padding': 'a'.repeat(20_000) } })],
  };
}

function resolved(response: Response): { response: Response; base: string[] } {
  if (!response.$ref) return { response, base: [] };
  const name = response.$ref.split('/').pop()!;
  return { response: doc.components.responses[name], base: ['components', 'responses', name] };
}

/** The error codes a documented answer names (its examples), or undefined when it names none. */
function documentedCodes(media: Media): string[] | undefined {
  if (media.examples) return Object.keys(media.examples);
  return undefined;
}

beforeAll(async () => {
  t = await startTestServer();
  doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as Doc;
  validator = documentValidator(doc);
  client = await t.newEvent({ name: 'Statuses' });
  // A key of the same event without scopes: the scope check answers, not the event check.
  const key = (await (await t.operator('/keys', { clientId: client.clientId, eventId: client.eventId, scopes: [] })).json()) as { apiKey: string };
  noScopes = { ...client, headers: (extra) => ({ ...client.headers(extra), 'x-api-key': key.apiKey }) };
  exhausted = await t.newEvent({ name: 'Busy' });
  expect(await exhaust()).toBe(true);

  const session = await client.postJson('/upsertSession', { title: 'Opening keynote', hasPoll: true, hasLiveQA: true });
  ids.session = session.body.documentId as string;
  ids.speaker = (await client.postJson('/upsertSpeaker', { name: 'Ada Lovelace' })).body.documentId as string;
  ids.sponsor = (await client.postJson('/upsertSponsor', { name: 'Acme Cloud' })).body.documentId as string;
  ids.pollOption = 'The keynote';
  ids.poll = (await client.postJson('/upsertPoll', { sessionId: ids.session, question: 'Best talk?', options: [ids.pollOption, 'The panel'] })).body.pollId as string;
  ids.countdownPoll = (await client.postJson('/upsertPoll', { sessionId: ids.session, question: 'Lunch?', options: ['Yes', 'No'] })).body.pollId as string;
  ids.question = (await client.postJson('/upsertQuestion', { sessionId: ids.session, question: 'Slides?', answer: '', status: 'pending' })).body.questionId as string;
  ids.abstract = (await client.postJson('/upsertAbstract', { title: 'Tidal energy' })).body.abstractId as string;
  for (const email of ['grace@example.org', 'upvoter@example.org', 'second@example.org']) expect((await client.post('/addGuest', { userEmail: email })).status).toBe(200);
  expect((await client.post('/addTicket', { userEmail: 'grace@example.org', ticketType: 'Full pass' })).status).toBe(200);
}, 300_000);
afterAll(() => t?.close());

describe('every documented status of every operation is what the server answers', () => {
  it('covers every operation and status of the document', async () => {
    const results: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const table = path.startsWith('/api/') ? apiCalls(path, method, op) : path.startsWith('/attendee/') ? attendeeCalls(path, op) : operatorCalls(path, method, op);
        for (const [status, documented] of Object.entries(op.responses)) {
          if (status === '500' || notProduced(resolved(documented).response)) continue;
          const make = table[status];
          if (!make) {
            results.push(`${method.toUpperCase()} ${path} ${status}: no request in the table`);
            continue;
          }
          const { response, base } = resolved(documented);
          const at = base.length > 0 ? base : ['paths', path, method, 'responses', status];
          for (const sent of await Promise.all(make())) {
            checked++;
            const where = `${method.toUpperCase()} ${path} ${status}`;
            if (sent.status !== Number(status)) {
              results.push(`${where}: answered ${sent.status} ${sent.text.slice(0, 160)}`);
              continue;
            }
            const media = response.content?.[sent.type];
            if (!media) {
              results.push(`${where}: content type ${sent.type} is not documented (${Object.keys(response.content ?? {}).join(', ')})`);
              continue;
            }
            const value = sent.type === 'application/json' ? JSON.parse(sent.text) : sent.text;
            const errors = validator.errors(pointer(...at, 'content', sent.type, 'schema'), value);
            if (errors.length > 0) results.push(`${where}: body breaks the schema: ${errors.join('; ')} in ${sent.text.slice(0, 200)}`);
            const codes = documentedCodes(media);
            if (Number(status) >= 400 && codes && sent.type === 'application/json' && !codes.includes((value as { code: string }).code)) {
              results.push(`${where}: code ${(value as { code: string }).code} is not among ${codes.join(', ')}`);
            }
            if (status === '429' && !sent.headers['retry-after']) results.push(`${where}: no Retry-After`);
          }
        }
      }
    }
    expect(results).toEqual([]);
    expect(checked).toBeGreaterThan(350);
  }, 480_000);
});
