/**
 * Every refusal the server sends, in one table: its status, its `code`, when it is sent, the fields its body always
 * carries besides `error` and `code`, and an answer the server gives. The API document (server/openapi.ts) describes
 * each operation's error answers from this table and from the lists below of what each surface checks, so a refusal
 * reads the same wherever it can be sent, and its schema pins its status, its code and its shape.
 *
 * The checks of who is asking, in the order decisions.md gives (the first failure answers):
 *  - integration API (`/api`): the four headers (400 `missing_header`, `bad_timestamp`), the clock (408), then the
 *    client (404 `unknown_client`), the event of that client (404 `unknown_event`: another client's event, or another
 *    client's id, is an unknown event, never a 403), the key (403 `invalid_key`, `key_expired`, `key_revoked`, and
 *    `wrong_event` for a key of another event of the same client), then the scope (403 `missing_scope`);
 *  - attendee surface (`/attendee`): the two headers (400), the client (404 `unknown_client`), its event (404 `unknown_event`);
 *  - operator surface (`/operator`): the token (401 `missing_operator_token` when absent, 403 `invalid_operator_token`).
 */
import { LIMITS } from '../src/contract/common';

type Json = Record<string, unknown>;

export interface Refusal {
  status: number;
  /** The `code` of the answer (the table's key unless two refusals share a code at different statuses). */
  code?: string;
  /** When the server sends it, as a phrase. */
  when: string;
  /** Fields of the Error schema the answer always carries besides `error` and `code`. */
  carries?: readonly ('details' | 'missingScope' | 'serverTime' | 'expiredAt' | 'retryAfterSeconds')[];
  /** An answer the server gives: `error` and the fields it carries. */
  example: Json;
}

const field = (name: string, message: string) => ({ details: [{ field: name, message }] });

export const REFUSALS = {
  malformed_request: {
    status: 400, when: 'the request is not valid HTTP', carries: ['details'],
    example: { error: 'The request is not valid HTTP', ...field('(request)', 'could not be parsed as an HTTP/1.1 request') },
  },
  missing_header: { status: 400, when: 'a header the call needs is missing', carries: ['details'], example: { error: 'Missing header x-api-key', ...field('x-api-key', 'header is required') } },
  bad_timestamp: {
    status: 400, when: '`x-timestamp` is no integer of Unix milliseconds', carries: ['details'],
    example: { error: 'x-timestamp must be the current time as an integer of Unix milliseconds', ...field('x-timestamp', 'must be an integer of milliseconds since 1970') },
  },
  validation_failed: {
    status: 400, when: 'a field or query value breaks a rule (`details` names each field)', carries: ['details'],
    example: { error: 'userEmail: must be a valid e-mail address', ...field('userEmail', 'must be a valid e-mail address') },
  },
  invalid_json: { status: 400, when: 'the body is empty or no JSON', carries: ['details'], example: { error: 'The request body is not valid JSON', ...field('(body)', 'must be valid JSON') } },
  too_deep: {
    status: 400, when: 'the body nests too deep', carries: ['details'],
    example: { error: 'The request body is nested more than 32 levels deep', ...field('(body)', 'must not nest deeper than 32 levels') },
  },
  unstorable_value: {
    status: 400, when: 'a value passed the checks but cannot be stored (nothing was saved)', carries: ['details'],
    example: { error: 'The request holds a value that cannot be stored; nothing was saved', ...field('(body)', 'holds a value the database cannot store') },
  },
  poll_locked: { status: 400, when: 'the poll is closed', example: { error: 'The poll is closed' } },
  missing_operator_token: { status: 401, when: 'no `x-operator-token` header', example: { error: 'Header x-operator-token is required' } },
  invalid_key: { status: 403, when: 'the key is unknown', example: { error: 'The API key is not valid' } },
  key_expired: {
    status: 403, when: 'the key is past its lifetime (`expiredAt` says when)', carries: ['expiredAt'],
    example: { error: 'The API key has expired; issue a new one in the console', expiredAt: '2026-09-14T08:00:00.000Z' },
  },
  key_revoked: { status: 403, when: 'the key was revoked in the console', example: { error: 'The API key was revoked in the console' } },
  wrong_event: { status: 403, when: 'the key belongs to another event of the same client', example: { error: 'The API key belongs to another event' } },
  missing_scope: {
    status: 403, when: 'the key lacks the call\'s scope (`missingScope` names it)', carries: ['missingScope'],
    example: { error: 'The API key lacks the scope event:write', missingScope: 'event:write' },
  },
  invalid_operator_token: { status: 403, when: 'the operator token is not the server\'s', example: { error: 'The operator token is not valid' } },
  not_registered: { status: 403, when: 'the e-mail is not a registered guest of the event', example: { error: 'grace@example.org is not a registered guest of this event' } },
  not_whitelisted: { status: 403, when: 'the poll has a whitelist without the e-mail', example: { error: "grace@example.org is not on the poll's whitelist" } },
  polls_off: { status: 403, when: 'the session has polls off', example: { error: 'Session ses_1 has hasPoll off: attendees cannot reach its polls' } },
  qa_off: { status: 403, when: 'the session has Q&A off', example: { error: 'Session ses_1 has hasLiveQA off: attendees cannot reach its Q&A' } },
  unknown_client: { status: 404, when: 'no client has the `x-client-id`', example: { error: 'No client cl_1' } },
  unknown_event: {
    status: 404, when: 'the client has no event of the `x-event-id` (another client\'s event, or another client\'s id, is an unknown event)',
    example: { error: 'No event evt_1 of client cl_1' },
  },
  not_found: { status: 404, when: 'no such record in this event', example: { error: 'No session ses_1' } },
  no_such_key: { status: 404, code: 'invalid_key', when: 'no such key', example: { error: 'No such key' } },
  stale_timestamp: {
    status: 408, when: '`x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it)', carries: ['serverTime'],
    example: { error: 'x-timestamp differs from server time by more than 5 minutes; correct the clock and retry', serverTime: 1789372800000 },
  },
  request_timeout: {
    status: 408, when: 'the request did not arrive in time (the connection is closed after the answer)', carries: ['details'],
    example: { error: 'The request did not arrive in time', ...field('(request)', 'was not received completely in time') },
  },
  already_upvoted: { status: 409, when: 'the guest already upvoted this question', example: { error: 'grace@example.org already upvoted this question' } },
  body_too_large: { status: 413, when: 'the body is over the call\'s limit', carries: ['details'], example: { error: 'Request body is larger than 5 MB', ...field('(body)', 'must be at most 5242880 bytes') } },
  picture_too_large: {
    status: 413, when: `the picture is over ${Math.round(LIMITS.pictureBytes / 1024 / 1024)} MB`, carries: ['details'],
    example: { error: 'The picture is 9.2 MB; the limit is 8 MB', ...field('data', 'must be at most 8 MB') },
  },
  unsupported_media_type: {
    status: 415, when: 'the body is not `application/json` (on /uploadImage: nor a supported picture type)', carries: ['details'],
    example: { error: 'Writes take a JSON body: send Content-Type: application/json', ...field('Content-Type', 'must be application/json (got text/plain)') },
  },
  rate_limited: {
    status: 429, when: `more than ${LIMITS.requestsPerMinute} requests in a minute for this key, or too many from this address (\`Retry-After\` and \`retryAfterSeconds\` say how long to wait)`,
    carries: ['retryAfterSeconds'],
    example: { error: `More than ${LIMITS.requestsPerMinute} requests in the last minute; wait and retry without parallel requests`, retryAfterSeconds: 12 },
  },
  headers_too_large: {
    status: 431, when: 'the request line and headers are over 16 KB (the connection is closed after the answer)', carries: ['details'],
    example: { error: 'The request line and headers are too large', ...field('(headers)', 'the URL with its query and the headers together must stay under 16 KB; send large values in a POST body') },
  },
  internal_error: { status: 500, when: 'an unexpected failure (nothing was saved)', example: { error: 'Unexpected server error' } },
} as const satisfies Record<string, Refusal>;

export type RefusalName = keyof typeof REFUSALS;

const refusal = (name: RefusalName): Refusal => REFUSALS[name];
export const codeOf = (name: RefusalName): string => refusal(name).code ?? name;
export const statusOf = (name: RefusalName): number => refusal(name).status;

/** Refusals the server sends on any path before a surface sees the request. */
const ANY_REQUEST: RefusalName[] = ['malformed_request', 'request_timeout', 'headers_too_large', 'internal_error'];
/** Refusals of a body a write reads (its limit and media type, then the JSON). */
const WRITE_BODY: RefusalName[] = ['unsupported_media_type', 'invalid_json', 'too_deep', 'validation_failed'];

/** Who is asking, on the integration API: the headers, the clock, the client, its event, the key (decisions.md's order). */
export const KEY_REFUSALS: readonly RefusalName[] = ['missing_header', 'bad_timestamp', 'stale_timestamp', 'unknown_client', 'unknown_event', 'invalid_key', 'key_expired', 'key_revoked', 'wrong_event'];
/** Who is asking, on the attendee surface. */
export const ATTENDEE_REFUSALS: readonly RefusalName[] = ['missing_header', 'unknown_client', 'unknown_event'];
/** Who is asking, on the operator surface. */
export const OPERATOR_REFUSALS: readonly RefusalName[] = ['missing_operator_token', 'invalid_operator_token'];

/** The refusals of one integration API operation. */
export function apiRefusals(op: { isWrite: boolean; scope?: string | null; notFound: boolean; upload: boolean }): RefusalName[] {
  return [
    ...KEY_REFUSALS,
    ...(op.scope ? (['missing_scope'] as const) : []),
    'rate_limited',
    ...(op.isWrite ? [...WRITE_BODY, op.upload ? 'picture_too_large' : null, 'body_too_large'].filter((n): n is RefusalName => n !== null) : ['validation_failed' as const]),
    'unstorable_value',
    ...(op.notFound ? (['not_found'] as const) : []),
    ...ANY_REQUEST,
  ];
}

/** The refusals of one attendee operation: who is asking, the body, then the operation's own. */
export function attendeeRefusals(own: RefusalName[]): RefusalName[] {
  return [...ATTENDEE_REFUSALS, ...WRITE_BODY, 'body_too_large', 'not_registered', 'not_found', ...own, ...ANY_REQUEST];
}

/** The refusals of one operator operation: the token, the body of a write, then the operation's own. */
export function operatorRefusals(isWrite: boolean, own: RefusalName[]): RefusalName[] {
  return [...OPERATOR_REFUSALS, ...(isWrite ? [...WRITE_BODY, 'body_too_large' as const] : []), ...own, ...ANY_REQUEST];
}

/** The component name of a refusal's schema. */
export const refusalSchemaName = (name: RefusalName) => `Refusal.${name}`;

/** One schema a refusal: the Error shape with its `code` fixed and the fields it always carries required. */
export function refusalSchemas(): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const name of Object.keys(REFUSALS) as RefusalName[]) {
    const r = refusal(name);
    out[refusalSchemaName(name)] = {
      description: `${r.status} \`${codeOf(name)}\`: ${r.when}.`,
      allOf: [{ $ref: '#/components/schemas/Error' }],
      type: 'object',
      required: ['error', 'code', ...(r.carries ?? [])],
      properties: { code: { const: codeOf(name) } },
    };
  }
  return out;
}

/** The refusals of `names`, grouped by status in the order given. */
export function byStatus(names: readonly RefusalName[]): Map<string, RefusalName[]> {
  const groups = new Map<string, RefusalName[]>();
  for (const name of names) {
    const status = String(statusOf(name));
    const group = groups.get(status) ?? [];
    if (!group.includes(name)) group.push(name);
    groups.set(status, group);
  }
  return groups;
}

/** The JSON content of an answer of one status that can be any of `names`: one schema a code, one example a code. */
export function refusalJson(names: readonly RefusalName[]): Json {
  const refs = names.map((name) => ({ $ref: `#/components/schemas/${refusalSchemaName(name)}` }));
  return {
    schema: refs.length === 1 ? refs[0] : { oneOf: refs },
    examples: Object.fromEntries(names.map((name) => [codeOf(name), { summary: `${statusOf(name)} ${codeOf(name)}`, value: { ...refusal(name).example, code: codeOf(name) } }])),
  };
}

/** The description of an answer of one status: each code with when it is sent. */
export function refusalDescription(names: readonly RefusalName[], lead?: string): string {
  const cases = names.map((name) => `\`${codeOf(name)}\`: ${refusal(name).when}`).join('; ');
  return `${lead ? `${lead} ` : ''}${cases}.`;
}
