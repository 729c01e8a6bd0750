import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef } from '../src/contract/endpoints';
import { clientFor, startTestServer, type TestClient, type TestServer } from './test/test-server';

let t: TestServer;
let client: TestClient;

beforeAll(async () => {
  t = await startTestServer();
  client = await t.newEvent();
});
afterAll(async () => t.close());

const call = (headers: Record<string, string>, path = '/whoami') => fetch(`${t.url}/api${path}`, { headers });

describe('authentication outcomes, in the order of decisions.md', () => {
  it('answers 400 missing_header naming the absent header', async () => {
    for (const name of ['x-api-key', 'x-client-id', 'x-event-id', 'x-timestamp']) {
      const headers = client.headers();
      delete (headers as Record<string, string>)[name];
      const res = await call(headers);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('missing_header');
      expect(JSON.stringify(body.details)).toContain(name);
    }
    const empty = await call(client.headers({ 'x-api-key': '' }));
    expect((await empty.json()).code).toBe('missing_header');
  });

  it('answers 400 bad_timestamp for a timestamp that is not integer milliseconds', async () => {
    for (const value of ['soon', '12.5', '2025-01-01']) {
      const res = await call(client.headers({ 'x-timestamp': value }));
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('bad_timestamp');
    }
  });

  it('answers 408 stale_timestamp with serverTime beyond 5 minutes of skew, and accepts 4 minutes', async () => {
    const res = await call(client.headers({ 'x-timestamp': String(Date.now() - 6 * 60_000) }));
    expect(res.status).toBe(408);
    const body = await res.json();
    expect(body.code).toBe('stale_timestamp');
    expect(Math.abs(body.serverTime - Date.now())).toBeLessThan(10_000);
    const ok = await call(client.headers({ 'x-timestamp': String(Date.now() + 4 * 60_000) }));
    expect(ok.status).toBe(200);
  });

  it('answers 404 unknown_client and unknown_event', async () => {
    const a = await call(client.headers({ 'x-client-id': 'client_nobody' }));
    expect(a.status).toBe(404);
    expect((await a.json()).code).toBe('unknown_client');
    const b = await call(client.headers({ 'x-event-id': 'event_nothing' }));
    expect(b.status).toBe(404);
    expect((await b.json()).code).toBe('unknown_event');
  });

  it('answers 403 invalid_key for an unknown key', async () => {
    const res = await call(client.headers({ 'x-api-key': 'ek_not-a-key' }));
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('invalid_key');
  });

  it('answers 403 key_expired with expiredAt once the lifetime has passed', async () => {
    const short = await t.newEvent({ lifetimeSeconds: 1 });
    await expect.poll(async () => (await short.get('/whoami')).status, { timeout: 5000, interval: 250 }).toBe(403);
    const body = await (await short.get('/whoami')).json();
    expect(body.code).toBe('key_expired');
    expect(new Date(body.expiredAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('answers 403 key_revoked after the operator revokes the key', async () => {
    const other = await t.newEvent();
    expect((await other.get('/whoami')).status).toBe(200);
    expect((await t.operator('/keys/revoke', { apiKey: other.apiKey })).status).toBe(200);
    const res = await other.get('/whoami');
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('key_revoked');
  });

  it('answers 403 wrong_event for a key of another event', async () => {
    const other = await t.newEvent();
    const mixed = clientFor(t.url, other.apiKey, client.clientId, client.eventId);
    // The other event belongs to another client, so use the other key against this event of this client.
    const res = await mixed.get('/whoami');
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('wrong_event');
  });

  it('answers 403 missing_scope naming the scope', async () => {
    const readOnly = await t.newEvent({ scopes: ['event:read'] });
    const res = await readOnly.get('/getAllTickets');
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.code).toBe('missing_scope');
    expect(body.missingScope).toBe('tickets:read');
    expect((await readOnly.get('/getEvent')).status).toBe(200);
    expect((await readOnly.get('/whoami')).status).toBe(200);
    expect((await readOnly.get('/apiSchema')).status).toBe(200);
  });

  it('answers 405 with Allow before authentication, and 404 unknown_endpoint', async () => {
    const res = await fetch(`${t.url}/api/getEvent`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    const put = await fetch(`${t.url}/api/addGuest`, { method: 'DELETE' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
    const unknown = await fetch(`${t.url}/api/doesNotExist`, { headers: client.headers() });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('unknown_endpoint');
  });

  it('answers 405 with Allow for the wrong verb on every endpoint of the contract, even with good credentials', async () => {
    for (const [path, def] of Object.entries(endpoints as Record<string, EndpointDef>)) {
      const wrong = def.method === 'GET' ? 'POST' : 'GET';
      const res = await fetch(`${t.url}/api${path}`, { method: wrong, headers: client.headers() });
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow'), path).toBe(def.method);
      expect((await res.json()).code, path).toBe('method_not_allowed');
    }
  });

  it('reports the first failing check when several fail, in the order of the table', async () => {
    const code = async (headers: Record<string, string>, path = '/whoami') => (await (await call(headers, path)).json()).code;
    // A missing header wins over a bad timestamp and unknown ids.
    const noKey = client.headers({ 'x-timestamp': 'soon', 'x-client-id': 'client_nobody' });
    delete (noKey as Record<string, string>)['x-api-key'];
    expect(await code(noKey)).toBe('missing_header');
    expect(await code(client.headers({ 'x-timestamp': 'soon', 'x-client-id': 'client_nobody' }))).toBe('bad_timestamp');
    expect(await code(client.headers({ 'x-timestamp': String(Date.now() - 3_600_000), 'x-client-id': 'client_nobody' }))).toBe('stale_timestamp');
    expect(await code(client.headers({ 'x-client-id': 'client_nobody', 'x-api-key': 'ek_bad' }))).toBe('unknown_client');
    expect(await code(client.headers({ 'x-event-id': 'event_nothing', 'x-api-key': 'ek_bad' }))).toBe('unknown_event');
    // A revoked key of another event, lacking the scope: revoked comes before wrong_event and missing_scope.
    const other = await t.newEvent({ scopes: ['event:read'] });
    await t.operator('/keys/revoke', { apiKey: other.apiKey });
    expect(await code(client.headers({ 'x-api-key': other.apiKey }), '/getAllTickets')).toBe('key_revoked');
    // Another event's key lacking the scope: wrong_event before missing_scope.
    const narrow = await t.newEvent({ scopes: ['event:read'] });
    expect(await code(client.headers({ 'x-api-key': narrow.apiKey }), '/getAllTickets')).toBe('wrong_event');
  });

  it('limits each key to 300 requests per sliding minute with Retry-After', async () => {
    const limited = await t.newEvent();
    const other = await t.newEvent();
    for (let batch = 0; batch < 6; batch += 1) {
      const statuses = await Promise.all(Array.from({ length: 50 }, () => limited.get('/whoami').then((r) => r.status)));
      expect(statuses.every((s) => s === 200)).toBe(true);
    }
    const res = await limited.get('/whoami');
    expect(res.status).toBe(429);
    const body = await res.json();
    expect(body.code).toBe('rate_limited');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBe(Number(res.headers.get('retry-after')));
    expect((await other.get('/whoami')).status).toBe(200);
  });

  it('reports the key on /whoami', async () => {
    const scoped = await t.newEvent({ scopes: ['qa:read', 'qa:write'] });
    const { body } = await scoped.getJson<Record<string, unknown>>('/whoami');
    expect(body).toMatchObject({ clientId: scoped.clientId, eventId: scoped.eventId, eventName: 'Test event', scopes: ['qa:read', 'qa:write'] });
    expect(body.expiresInSeconds).toBeGreaterThan(6 * 3600 - 60);
    expect(Date.parse(String(body.expiresAt))).toBeGreaterThan(Date.parse(String(body.issuedAt)));
  });

  it('allows CORS from any origin on /api', async () => {
    const res = await fetch(`${t.url}/api/whoami`, {
      method: 'OPTIONS',
      headers: { origin: 'https://console.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key,x-timestamp' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
  });
});

describe('operator surface', () => {
  it('refuses calls without the operator token', async () => {
    expect((await fetch(`${t.url}/operator/health`)).status).toBe(401);
    expect((await fetch(`${t.url}/operator/health`, { headers: { 'x-operator-token': 'wrong' } })).status).toBe(403);
    expect(await (await t.operator('/health')).json()).toEqual({ status: 'ok' });
  });

  it('rejects a lifetime that is not one of the offered choices', async () => {
    const event = await (await t.operator('/events', {})).json();
    const res = await t.operator('/keys', { ...event, scopes: 'all', lifetimeHours: 5 });
    expect(res.status).toBe(400);
  });
});
