import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef } from '../src/contract/endpoints';
import { documentValidator, pointer, type DocumentValidator } from './test/openapi-ajv';
import { startTestServer, type TestServer } from './test/test-server';

/** /api/openapi.json: a valid OpenAPI 3.1 document of every endpoint of the contract, public, saying what the server answers. */
interface Media {
  schema?: Record<string, unknown>;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  operationId: string;
  tags: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
  parameters?: { name?: string; in?: string; $ref?: string; example?: unknown; required?: boolean }[];
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, Media>; headers?: Record<string, unknown> }>;
}
let t: TestServer;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }>; responses: Record<string, { content?: Record<string, Media>; headers?: Record<string, unknown> }> };
  security: Record<string, string[]>[];
};
let validator: DocumentValidator;

const defs = endpoints as Record<string, EndpointDef>;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

beforeAll(async () => {
  t = await startTestServer();
  const res = await fetch(`${t.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  doc = await res.json();
  validator = documentValidator(doc);
}, 180_000);
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('is served without a key, with CORS for any origin, and the reference page under the console policy', async () => {
    const res = await fetch(`${t.url}/api/openapi.json`, { headers: { origin: 'https://tools.example.org' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const page = await fetch(`${t.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const src of ['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js', '/api/docs/swagger-ui.css']) {
      expect(html).toContain(src);
      expect((await fetch(`${t.url}${src}`)).status, src).toBe(200);
    }
  });

  it('is valid OpenAPI 3.1 by the official schema', async () => {
    const v = new Validator();
    const result = await v.validate(structuredClone(doc) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(v.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('has every endpoint of the contract under /api with its method, query parameters and body schema', () => {
    const apiPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/'));
    expect(apiPaths.sort()).toEqual(Object.keys(defs).map((p) => `/api${p}`).sort());
    for (const [path, def] of Object.entries(defs)) {
      const item = doc.paths[`/api${path}`];
      expect(Object.keys(item), path).toEqual([def.method.toLowerCase()]);
      const op = item[def.method.toLowerCase()];
      expect(op.operationId).toBe(path.slice(1));
      if (def.body) {
        const schema = op.requestBody?.content['application/json'].schema;
        expect(schema, path).toBeDefined();
        expect(schema!.$schema, path).toBeUndefined();
        expect(schema!.type ?? schema!.anyOf ?? schema!.oneOf, path).toBeDefined();
      } else {
        expect(op.requestBody, path).toBeUndefined();
      }
      if (def.query) {
        const shape = (def.query as unknown as { shape?: Record<string, unknown> }).shape ?? {};
        for (const name of Object.keys(shape)) expect(op.parameters!.some((p) => p.in === 'query' && p.name === name), `${path} ?${name}`).toBe(true);
      }
    }
  });

  it('lists the statuses the server answers: no 401 on the API, 404 everywhere, 409/413/415 where they happen, 429 with Retry-After', () => {
    for (const [path, def] of Object.entries(defs)) {
      const op = doc.paths[`/api${path}`][def.method.toLowerCase()];
      const statuses = Object.keys(op.responses);
      expect(statuses, path).not.toContain('401');
      expect(statuses, path).toEqual(expect.arrayContaining(['200', '400', '403', '404', '408', '429', '431', '500']));
      expect(statuses.includes('413') && statuses.includes('415'), path).toBe(def.method === 'POST');
      expect(statuses.includes('409'), path).toBe(Boolean(def.conflict));
      const notFound = op.responses['404'];
      expect(notFound.description, path).toMatch(/unknown_client.*unknown_event/);
      if (def.notFound) expect(notFound.description, path).toContain('not_found');
    }
    for (const { path, op } of operations()) if (op.responses['429']) expect(op.responses['429'].headers, path).toHaveProperty('Retry-After');
  });

  it('answers ticket and guest writes in plain text first, with JSON only when there are warnings or ignored fields', () => {
    for (const [path, def] of Object.entries(defs)) {
      const content = doc.paths[`/api${path}`][def.method.toLowerCase()].responses['200'].content!;
      if (def.textResponse) {
        expect(Object.keys(content), path).toEqual(['text/plain', 'application/json']);
        expect(content['application/json'].schema).toEqual({ $ref: '#/components/schemas/WriteReport' });
        expect(validator.errors(pointer('components', 'schemas', 'WriteReport'), { status: 'Guest registered: a@b.org' }), 'plain status is no JSON answer').not.toEqual([]);
        expect(validator.errors(pointer('components', 'schemas', 'WriteReport'), { status: 'Guest registered: a@b.org', ignoredFields: ['x'] })).toEqual([]);
      } else {
        expect(Object.keys(content), path).toEqual(['application/json']);
      }
    }
  });

  it('states the rules the server checks as formats, patterns and enums', () => {
    const body = (path: string) => doc.paths[path].post.requestBody!.content['application/json'].schema!;
    const at = (path: string) => pointer('paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema');
    const check = (path: string, value: unknown) => validator.errors(at(path), value);
    expect(check('/api/addGuest', { userEmail: 'not an address' })).not.toEqual([]);
    expect(check('/api/addGuest', { userEmail: 'grace@example.org' })).toEqual([]);
    expect(check('/api/updateEvent', { supportEmail: 'nope' })).not.toEqual([]);
    expect(check('/api/updateEvent', { supportEmail: '' })).toEqual([]);
    expect(check('/api/updateEvent', { dateStart: '14/09/2026' })).not.toEqual([]);
    expect(check('/api/updateEvent', { dateStart: '2026-09-14', imagePath: 'ftp://example.org/a.png' }).length).toBe(1);
    expect(check('/api/updateEvent', { primaryAccentColor: 'blue' })).not.toEqual([]);
    expect(check('/api/upsertSession', { title: 'T', startTime: '9.30' })).not.toEqual([]);
    expect(check('/api/upsertSession', { title: 'T', startTime: '09:30', date: '2026-09-14' })).toEqual([]);
    expect(check('/api/bulkUpsert', { type: 'session', items: [] })).not.toEqual([]);
    expect(check('/api/bulkUpsert', { type: 'abstract', items: [] })).toEqual([]);
    expect((body('/api/bulkUpsert').properties as Record<string, unknown>).type).toMatchObject({ const: 'abstract' });
  });

  it('states the one-id rule on the 10 calls that take documentId and <type>Id', () => {
    const withPair = operations().filter(({ op }) => op.requestBody?.content['application/json'].schema?.['x-same-record']);
    expect(withPair.map(({ path }) => path).sort()).toEqual(
      ['Abstract', 'Poll', 'Question', 'Session', 'Speaker', 'Sponsor'].map((k) => `/api/upsert${k}`).concat(['Abstract', 'Session', 'Speaker', 'Sponsor'].map((k) => `/api/delete${k}`)).sort(),
    );
    const at = (path: string) => pointer('paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema');
    expect(validator.errors(at('/api/upsertSpeaker'), { name: 'Ada', documentId: 'a', speakerId: 'b' })).not.toEqual([]);
    expect(validator.errors(at('/api/upsertSpeaker'), { name: 'Ada', speakerId: 'b' })).toEqual([]);
    expect(validator.errors(at('/api/deleteSpeaker'), {})).not.toEqual([]);
    expect(validator.errors(at('/api/deleteSpeaker'), { documentId: 'a' })).toEqual([]);
  });

  it('has a valid example for every request body, query parameter and answer', () => {
    for (const { path, method, op } of operations()) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        if (type !== 'application/json') continue;
        expect(media.example, `${path} body`).toBeDefined();
        expect(validator.errors(pointer('paths', path, method, 'requestBody', 'content', type, 'schema'), media.example), `${path} body example`).toEqual([]);
      }
      for (const p of op.parameters ?? []) if (p.in === 'query' && p.required) expect(p.example, `${path} ?${p.name}`).toBeDefined();
      for (const [status, response] of Object.entries(op.responses)) {
        const resolved = response.$ref ? doc.components.responses[response.$ref.split('/').pop()!] : response;
        const base = response.$ref ? ['components', 'responses', response.$ref.split('/').pop()!] : ['paths', path, method, 'responses', status];
        for (const [type, media] of Object.entries(resolved.content ?? {})) {
          const values = media.examples ? Object.values(media.examples).map((e) => e.value) : [media.example];
          expect(values.length, `${path} ${status} ${type}`).toBeGreaterThan(0);
          for (const value of values) {
            expect(value, `${path} ${status} ${type} example`).toBeDefined();
            expect(validator.errors(pointer(...base, 'content', type, 'schema'), value), `${path} ${status} ${type} example`).toEqual([]);
          }
        }
      }
    }
  });

  it('describes the attendee and operator surfaces under their own tags and security schemes', () => {
    expect(doc.components.securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }),
      clientId: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-client-id' }),
      eventId: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-event-id' }),
      operatorToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-operator-token' }),
    });
    expect(doc.security).toEqual([{ apiKey: [], clientId: [], eventId: [] }]);
    for (const { path, op } of operations()) {
      if (path.startsWith('/attendee/')) {
        expect(op.tags).toEqual(['attendee']);
        expect(op.security).toEqual([{ clientId: [], eventId: [] }]);
      } else if (path.startsWith('/operator/')) {
        expect(op.tags).toEqual(['operator']);
        expect(op.security).toEqual([{ operatorToken: [] }]);
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403']));
      } else {
        expect(op.security).toBeUndefined();
      }
    }
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/')).sort()).toEqual(
      ['/attendee/ask', '/attendee/upvote', '/attendee/vote', '/operator/countdown', '/operator/events', '/operator/health', '/operator/keys', '/operator/keys/revoke', '/operator/whitelists'],
    );
  });
});
