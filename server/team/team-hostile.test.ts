import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../src/contract/common';
import { endpoints } from '../../src/contract/endpoints';
import {
  auditQuerySchema,
  invitationCreateSchema,
  joinWithPasswordSchema,
  memberUpdateSchema,
  passkeyJoinOptionsSchema,
  passkeyJoinSchema,
  passkeySignInSchema,
  presenceWhereSchema,
  signInSchema,
} from '../../src/contract/team';
import { bodyFor, hostileText, queryFor, type JsonSchema, type SchemaHints } from '../test/hostile-arbitraries';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';
import { asKeyHolder, join, TEST_SECRET, type Member } from './team-test-kit';

/**
 * Every team endpoint under hostile input, property-based (fast-check), as server/hostile-input.test.ts does for
 * the API: bodies from the contract's zod schemas mixed with NUL, halves of emoji, huge texts, wrong shapes and
 * malformed JSON; ids in the address the same. Never a 5xx; an error is in the service's shape and a 400 names
 * each field. `TEAM_HOSTILE_RUNS=200` for a longer run.
 */
const RUNS = Number(process.env.TEAM_HOSTILE_RUNS || 10);
const SEED = Number(process.env.HOSTILE_SEED || 20_261_128);
const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

type As = 'key' | 'organiser' | 'moderator' | 'none';
type Endpoint = { method: 'GET' | 'POST' | 'DELETE'; path: string; as: As; body?: JsonSchema; query?: JsonSchema; idInPath?: boolean };
const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/team-api/share', as: 'key', body: schema(z.object({ apiKey: z.string() })) },
  { method: 'POST', path: '/team-api/invitations', as: 'key', body: schema(invitationCreateSchema) },
  { method: 'DELETE', path: '/team-api/invitations/:id', as: 'organiser', idInPath: true },
  { method: 'POST', path: '/team-api/invitations/look', as: 'none', body: schema(passkeyJoinOptionsSchema.pick({ token: true })) },
  { method: 'POST', path: '/team-api/join', as: 'none', body: schema(joinWithPasswordSchema) },
  { method: 'POST', path: '/team-api/sign-in', as: 'none', body: schema(signInSchema) },
  { method: 'POST', path: '/team-api/passkey/join-options', as: 'none', body: schema(passkeyJoinOptionsSchema) },
  { method: 'POST', path: '/team-api/passkey/join', as: 'none', body: schema(passkeyJoinSchema) },
  { method: 'POST', path: '/team-api/passkey/sign-in', as: 'none', body: schema(passkeySignInSchema) },
  { method: 'POST', path: '/team-api/members/:id', as: 'organiser', body: schema(memberUpdateSchema), idInPath: true },
  { method: 'POST', path: '/team-api/members/:id/sign-out', as: 'organiser', idInPath: true },
  { method: 'GET', path: '/team-api/audit', as: 'organiser', query: schema(auditQuerySchema) },
  { method: 'GET', path: '/team-api/last-writer', as: 'moderator', query: schema(z.object({ record: z.string() })) },
  { method: 'POST', path: '/team-api/presence/:id', as: 'moderator', body: schema(presenceWhereSchema), idInPath: true },
  { method: 'POST', path: '/team-api/api/upsertQuestion', as: 'moderator', body: schema(endpoints['/upsertQuestion'].body) },
  { method: 'POST', path: '/team-api/api/upsertPoll', as: 'organiser', body: schema(endpoints['/upsertPoll'].body) },
];

describe('hostile input on every team endpoint', () => {
  let t: TestServer;
  let org: TestClient;
  let members: Record<'organiser' | 'moderator', Member>;
  let hints: SchemaHints;
  const figures = { tried: 0, fiveXX: 0 };

  beforeAll(async () => {
    t = await startTestServer({ consoleSecret: TEST_SECRET });
    org = await t.newEvent({ name: 'Hostile team event' });
    const sessionId = String((await org.postJson('/upsertSession', { title: 'Keynote', hasLiveQA: true, hasPoll: true })).body.documentId);
    await asKeyHolder(t, org, '/share', {});
    members = { organiser: await join(t, org, 'organiser', 'Olga'), moderator: await join(t, org, 'moderator', 'Ana') };
    hints = { ids: { own: [sessionId], other: [] }, sectionTypes: {} };
  }, 60_000);

  afterAll(async () => {
    console.log(`[hostile input, team] ${figures.tried} requests over ${ENDPOINTS.length} endpoints (seed ${SEED}, ${RUNS} runs each): ${figures.fiveXX} answered 5xx`);
    await t?.close();
  });

  it.each(ENDPOINTS.map((e, i) => [`${e.method} ${e.path}`, e, i] as const))('%s', async (_name, endpoint, index) => {
    const input = fc.record({
      id: endpoint.idInPath ? fc.oneof(hostileText(), fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/)) : fc.constant(''),
      body: endpoint.body ? bodyFor(endpoint.body, hints) : endpoint.method === 'POST' ? bodyFor(undefined, hints) : fc.constant(undefined),
      query: endpoint.query ? queryFor(endpoint.query, hints) : fc.constant({}),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ id, body, query }) => {
        const raw = body && 'raw' in body ? body.raw : body ? JSON.stringify(body.json) : undefined;
        const contentType = body && 'raw' in body && body.contentType !== undefined ? body.contentType : 'application/json';
        const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
        const url = `${t.url}${endpoint.path.replace(':id', encodePath(id))}${qs ? `?${qs}` : ''}`;
        const headers: Record<string, string> = raw === undefined ? {} : { 'content-type': contentType };
        if (endpoint.as === 'key') Object.assign(headers, org.headers());
        else if (endpoint.as !== 'none') headers.cookie = members[endpoint.as].cookie;
        const res = await fetch(url, { method: endpoint.method, headers, body: raw });
        const text = await res.text();
        figures.tried += 1;
        const sent = `${endpoint.method} ${url}\n${(raw ?? '').slice(0, 300)}`;
        if (res.status >= 500) figures.fiveXX += 1;
        expect(res.status, `${res.status} ${text.slice(0, 300)}\nfor ${sent}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.headers.get('content-type') ?? '', sent).toContain('json');
          const error = apiErrorBodySchema.parse(JSON.parse(text));
          expect(error.error.length, sent).toBeGreaterThan(0);
          if (res.status === 400 || res.status === 413 || res.status === 415) {
            expect(error.details?.length ?? 0, `${res.status} without details: ${text.slice(0, 300)} for ${sent}`).toBeGreaterThan(0);
            for (const d of error.details ?? []) expect(typeof d === 'object' && d.field.length > 0 && d.message.length > 0, `detail without a field: ${JSON.stringify(d)} for ${sent}`).toBe(true);
          }
        }
      }),
      { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
    );
  });

  it('the shared key is still the one shared, whatever was sent', async () => {
    const res = await members.moderator.call('/team-api/api/getSessions');
    expect(res.status).toBe(200);
  });
});

function encodePath(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => (/[A-Za-z0-9]/.test(ch) ? ch : `%${((ch.codePointAt(0) ?? 0) & 0xff).toString(16).padStart(2, '0')}`)).join('');
  }
}
