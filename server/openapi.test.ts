import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef } from '../src/contract/endpoints';
import { startTestServer, type TestServer } from './test/test-server';

/** /api/openapi.json: a valid OpenAPI 3.1 document of every endpoint of the contract, public. */
let t: TestServer;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; parameters: { name?: string; in?: string; $ref?: string }[]; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  security: Record<string, string[]>[];
};

beforeAll(async () => {
  t = await startTestServer();
  const res = await fetch(`${t.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  doc = await res.json();
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 by the official schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('has every endpoint of the contract with its method, query parameters, body schema and answers', () => {
    const defs = endpoints as Record<string, EndpointDef>;
    expect(Object.keys(doc.paths).sort()).toEqual(Object.keys(defs).sort());
    for (const [path, def] of Object.entries(defs)) {
      const methods = Object.keys(doc.paths[path]);
      expect(methods, path).toEqual([def.method.toLowerCase()]);
      const op = doc.paths[path][def.method.toLowerCase()];
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
        for (const name of Object.keys(shape)) expect(op.parameters.some((p) => p.in === 'query' && p.name === name), `${path} ?${name}`).toBe(true);
      }
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
    }
    const addGuest = doc.paths['/addGuest'].post.requestBody!.content['application/json'].schema as { properties: Record<string, unknown> };
    expect(Object.keys(addGuest.properties)).toContain('userEmail');
  });

  it('describes the key headers as the security schemes every call needs', () => {
    expect(doc.components.securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }),
      clientId: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-client-id' }),
      eventId: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-event-id' }),
    });
    expect(doc.security).toEqual([{ apiKey: [], clientId: [], eventId: [] }]);
  });

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
});
