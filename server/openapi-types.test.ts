import { describe, expect, it } from 'vitest';
import type { EndpointBody, EndpointPath, EndpointQuery, EndpointResponse, Endpoints } from '../src/contract/endpoints';
import type { paths } from './openapi-types.gen';
import { committedOpenApiTypes, generateOpenApiTypes } from './test/openapi-types-generate';

/**
 * Types generated from the API document by openapi-typescript (server/openapi-types.gen.ts, `npm run openapi:types`)
 * against the contract's request and response types, operation by operation: `npm run typecheck` fails on drift
 * and names the operation; the test below fails when the committed types are not those of the current document.
 */
type Operation<P extends EndpointPath> = paths[`/api${P}`][Lowercase<Endpoints[P]['method']>];
type DocBody<P extends EndpointPath> = Operation<P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type DocQuery<P extends EndpointPath> = Operation<P> extends { parameters: { query?: infer Q } } ? Omit<NonNullable<Q>, 'dryRun'> : never;
type DocAnswer<P extends EndpointPath> = Operation<P> extends { responses: { 200: { content: infer C } } }
  ? (C extends { 'application/json': infer J } ? J : never) | (C extends { 'text/plain': infer T } ? T : never)
  : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type ContractQuery<P extends EndpointPath> = [EndpointQuery<P>] extends [never] ? Record<never, never> : EndpointQuery<P>;

/** The operations whose request body, query or answer type differs between the document and the contract. */
type BodyDrift = { [P in EndpointPath]: Same<DocBody<P>, EndpointBody<P>> extends true ? never : P }[EndpointPath];
type QueryDrift = { [P in EndpointPath]: Same<DocQuery<P>, ContractQuery<P>> extends true ? never : P }[EndpointPath];
type AnswerDrift = { [P in EndpointPath]: Same<DocAnswer<P>, EndpointResponse<P>> extends true ? never : P }[EndpointPath];

// Each line fails to compile with the names of the drifting operations.
const bodies: [BodyDrift] extends [never] ? 'same' : BodyDrift = 'same';
const queries: [QueryDrift] extends [never] ? 'same' : QueryDrift = 'same';
const answers: [AnswerDrift] extends [never] ? 'same' : AnswerDrift = 'same';

describe('types generated from the API document', () => {
  it('match the contract for every operation (checked by the type checker)', () => {
    expect([bodies, queries, answers]).toEqual(['same', 'same', 'same']);
  });

  it('are those of the current document (run `npm run openapi:types` after changing the contract)', async () => {
    expect(await generateOpenApiTypes()).toBe(await committedOpenApiTypes());
  }, 60_000);
});
