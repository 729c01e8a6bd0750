import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, statusOf, type RefusalName } from './openapi-refusals';
import { createEvent } from './store/events-store';
import { documentValidator, pointer, type DocumentValidator } from './test/openapi-ajv';
import { OPERATOR_TOKEN, startTestServer, type TestClient, type TestServer } from './test/test-server';

/**
 * Each refusal of who is asking, sent to every operation of the API document: another event's id, another client's id,
 * an unknown client, no key, an unknown, expired or revoked key, a key of another event of the same client, a key
 * without the operation's scope, no operator token and a wrong one. The server must answer the refusal the table of
 * refusals (server/openapi-refusals.ts) names, and the document must give it for that operation: the status, the code
 * among the status's examples, and a body valid by the status's schema, which pins the code and the fields it carries.
 */
interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value?: { code?: string } }>;
}
interface Operation {
  'x-scope'?: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
}
type Headers = Record<string, string | undefined>;
interface Variation {
  name: string;
  surface: 'api' | 'attendee' | 'operator';
  /** The refusal the server sends, or undefined where the variation is no refusal for this operation. */
  refusal: (op: Operation) => RefusalName | undefined;
  headers: () => Headers;
  body?: (example: unknown) => unknown;
}

let t: TestServer;
let doc: Doc;
let validator: DocumentValidator;
/** The event the calls are for, another client's event, and a key of each kind for the first. */
let own: TestClient;
let other: TestClient;
const keys: Record<'expired' | 'revoked' | 'sibling' | 'noScopes', string> = { expired: '', revoked: '', sibling: '', noScopes: '' };

const issue = async (body: Record<string, unknown>) => ((await (await t.operator('/keys', body)).json()) as { apiKey: string }).apiKey;
const keyed = (apiKey: string): Headers => ({ ...own.headers(), 'x-api-key': apiKey });

const VARIATIONS: Variation[] = [
  { name: "another event's id", surface: 'api', refusal: () => 'unknown_event', headers: () => ({ ...own.headers(), 'x-event-id': other.eventId }) },
  { name: "another client's id", surface: 'api', refusal: () => 'unknown_event', headers: () => ({ ...own.headers(), 'x-client-id': other.clientId }) },
  { name: 'an unknown client', surface: 'api', refusal: () => 'unknown_client', headers: () => ({ ...own.headers(), 'x-client-id': 'client_nobody' }) },
  { name: 'no key', surface: 'api', refusal: () => 'missing_header', headers: () => ({ ...own.headers(), 'x-api-key': undefined }) },
  { name: 'an unknown key', surface: 'api', refusal: () => 'invalid_key', headers: () => keyed('k_unknown_key_0000') },
  { name: 'an expired key', surface: 'api', refusal: () => 'key_expired', headers: () => keyed(keys.expired) },
  { name: 'a revoked key', surface: 'api', refusal: () => 'key_revoked', headers: () => keyed(keys.revoked) },
  { name: 'a key of another event of the client', surface: 'api', refusal: () => 'wrong_event', headers: () => keyed(keys.sibling) },
  { name: "another event's key", surface: 'api', refusal: () => 'wrong_event', headers: () => keyed(other.apiKey) },
  { name: 'a key without the scope', surface: 'api', refusal: (op) => (op['x-scope'] ? 'missing_scope' : undefined), headers: () => keyed(keys.noScopes) },
  { name: "another event's id", surface: 'attendee', refusal: () => 'unknown_event', headers: () => ({ 'x-client-id': own.clientId, 'x-event-id': other.eventId }) },
  { name: "another client's id", surface: 'attendee', refusal: () => 'unknown_event', headers: () => ({ 'x-client-id': other.clientId, 'x-event-id': own.eventId }) },
  { name: 'an unknown client', surface: 'attendee', refusal: () => 'unknown_client', headers: () => ({ 'x-client-id': 'client_nobody', 'x-event-id': own.eventId }) },
  { name: 'no event id', surface: 'attendee', refusal: () => 'missing_header', headers: () => ({ 'x-client-id': own.clientId }) },
  { name: 'no operator token', surface: 'operator', refusal: () => 'missing_operator_token', headers: () => ({}) },
  { name: 'a wrong operator token', surface: 'operator', refusal: () => 'invalid_operator_token', headers: () => ({ 'x-operator-token': 'not-the-operator-token' }) },
  { name: 'an expired operator token', surface: 'operator', refusal: () => 'invalid_operator_token', headers: () => ({ 'x-operator-token': `${OPERATOR_TOKEN}-old` }) },
];

/** `/operator/keys` for an event of another client: the event is unknown to that client. */
const OTHER_CLIENTS_EVENT: Variation = {
  name: "a key for another client's event",
  surface: 'operator',
  refusal: () => 'unknown_event',
  headers: () => ({ 'x-operator-token': OPERATOR_TOKEN }),
  body: (example) => ({ ...(example as object), clientId: own.clientId, eventId: other.eventId }),
};

const surfaceOf = (path: string) => (path.startsWith('/api/') ? 'api' : path.startsWith('/attendee/') ? 'attendee' : 'operator');

async function send(method: string, path: string, headers: Headers, body: unknown): Promise<{ status: number; type: string; text: string }> {
  const sent: Record<string, string> = { 'content-type': 'application/json' };
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) sent[k] = v;
  const res = await fetch(`${t.url}${path}`, { method: method.toUpperCase(), headers: sent, body: method === 'get' ? undefined : JSON.stringify(body ?? {}) });
  return { status: res.status, type: (res.headers.get('content-type') ?? '').split(';')[0], text: await res.text() };
}

beforeAll(async () => {
  t = await startTestServer();
  doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as Doc;
  validator = documentValidator(doc);
  own = await t.newEvent({ name: 'Own' });
  other = await t.newEvent({ name: 'Other' });
  const sibling = await createEvent(t.server.db, { name: 'Sibling', clientId: own.clientId });
  keys.sibling = await issue({ clientId: own.clientId, eventId: sibling.id, scopes: 'all' });
  keys.noScopes = await issue({ clientId: own.clientId, eventId: own.eventId, scopes: [] });
  keys.revoked = await issue({ clientId: own.clientId, eventId: own.eventId, scopes: 'all' });
  expect((await t.operator('/keys/revoke', { apiKey: keys.revoked })).status).toBe(200);
  keys.expired = await issue({ clientId: own.clientId, eventId: own.eventId, scopes: 'all', lifetimeSeconds: 1 });
  await new Promise((r) => setTimeout(r, 1_100));
}, 120_000);
afterAll(() => t?.close());

describe('refusals of who is asking, documented as sent', () => {
  it('every operation answers each variation with the refusal of the table, and the document gives it: status, code and shape', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const example = op.requestBody?.content['application/json']?.example;
        const variations = [...VARIATIONS.filter((v) => v.surface === surfaceOf(path)), ...(path === '/operator/keys' ? [OTHER_CLIENTS_EVENT] : [])];
        for (const variation of variations) {
          const refusal = variation.refusal(op);
          if (!refusal) continue;
          const where = `${method.toUpperCase()} ${path} with ${variation.name}`;
          const sent = await send(method, path, variation.headers(), variation.body ? variation.body(example) : example);
          checked++;
          const body = sent.type === 'application/json' ? (JSON.parse(sent.text) as { code?: string }) : undefined;
          if (sent.status !== statusOf(refusal) || body?.code !== codeOf(refusal)) {
            wrong.push(`${where}: answered ${sent.status} ${sent.text.slice(0, 160)}, the table says ${statusOf(refusal)} ${codeOf(refusal)}`);
            continue;
          }
          const media = op.responses[String(sent.status)]?.content?.['application/json'];
          if (!media) {
            wrong.push(`${where}: the document gives no JSON ${sent.status}`);
            continue;
          }
          const codes = Object.values(media.examples ?? {}).map((e) => e.value?.code);
          if (!codes.includes(body.code)) wrong.push(`${where}: ${body.code} is not among the documented ${sent.status} codes (${codes.join(', ')})`);
          const errors = validator.errors(pointer('paths', path, method, 'responses', String(sent.status), 'content', 'application/json', 'schema'), body);
          if (errors.length > 0) wrong.push(`${where}: the answer breaks the documented schema: ${errors.slice(0, 3).join('; ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // 34 calls of the API × 9 or 10 variations, 3 attendee calls × 4, 6 operator calls × 3 and one more: 369.
    expect(checked).toBeGreaterThan(350);
  }, 240_000);

  it("documents another event's or client's id as 404 unknown_event only: no 403 schema of any operation takes that code", () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (!response.content?.['application/json']) continue;
          const at = pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema');
          const takes = validator.errors(at, { error: 'No event evt_1 of client cl_1', code: 'unknown_event' }).length === 0;
          expect(takes, `${method} ${path} ${status}`).toBe(status === '404' && path !== '/operator/keys/revoke' && (path.startsWith('/api/') || path.startsWith('/attendee/') || path === '/operator/keys'));
        }
      }
    }
  });

  it('pins the fields a refusal carries: an expired key without expiredAt, or a missing scope without missingScope, breaks the document', () => {
    const forbidden = pointer('paths', '/api/getSessions', 'get', 'responses', '403', 'content', 'application/json', 'schema');
    expect(validator.errors(forbidden, { error: 'The API key has expired', code: 'key_expired', expiredAt: '2026-09-14T08:00:00.000Z' })).toEqual([]);
    expect(validator.errors(forbidden, { error: 'The API key has expired', code: 'key_expired' })).not.toEqual([]);
    expect(validator.errors(forbidden, { error: 'The API key lacks the scope event:read', code: 'missing_scope' })).not.toEqual([]);
    expect(validator.errors(forbidden, { error: 'Who?', code: 'no_such_code' })).not.toEqual([]);
  });
});
