/**
 * The OpenAPI 3.1 document of the server, generated from the same contract as `/apiSchema`
 * (src/contract/endpoints.ts, attendee.ts and operator.ts, through z.toJSONSchema), so it cannot drift from what
 * the server checks: every endpoint with its method, scope, query parameters, request body and every status it
 * answers (body shape and content type), the key headers as security schemes, and a valid example of every body.
 * Three surfaces, each under its own tags and security scheme: the integration API (`/api`, the key headers), the
 * attendee surface (`/attendee`, client and event headers) and the operator surface (`/operator`, the operator token).
 * Served at /api/openapi.json without a key (it describes the API, it holds no event's data).
 */
import type { z } from 'zod';
import { askBodySchema, askResponseSchema, upvoteBodySchema, upvoteResponseSchema, voteBodySchema, voteResponseSchema } from '../src/contract/attendee';
import { LIMITS, SCOPES, writeReportSchema } from '../src/contract/common';
import { endpoints, type EndpointDef, type EndpointPath } from '../src/contract/endpoints';
import { queryExamples, requestExamples, responseExamples } from '../src/contract/examples';
import {
  countdownBodySchema,
  countdownResponseSchema,
  createEventBodySchema,
  createEventResponseSchema,
  keyBodySchema,
  keyResponseSchema,
  operatorHealthSchema,
  revokeKeyBodySchema,
  revokeKeyResponseSchema,
  whitelistBodySchema,
  whitelistResponseSchema,
} from '../src/contract/operator';
import { API_SCHEMA_VERSION, toJsonSchema } from './routes/api-schema';

type Json = Record<string, unknown>;

/** Writes whose unexpected failure is answered in plain text besides the ticket and guest writes (specification, Errors). */
export const TEXT_500_PATHS: readonly string[] = ['/upsertAbstract', '/deleteAbstract', '/bulkUpsert'];

/** JSON Schema as OpenAPI 3.1 takes it inline: without the `$schema` keyword of a standalone document. */
function schemaOf(...args: Parameters<typeof toJsonSchema>): Json {
  const { $schema: _dialect, ...rest } = (toJsonSchema(...args) ?? {}) as Json;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const TEXT = 'text/plain';

function errorExample(status: number, code: string, error: string, extra: Json = {}): Json {
  return { summary: `${status} ${code}`, value: { error, code, ...extra } };
}

/** Every error body is `{error, code, details?}`; the examples name each code an answer of that status can carry. */
const ERROR_EXAMPLES: Record<string, Record<string, Json>> = {
  '400': {
    validation_failed: errorExample(400, 'validation_failed', 'userEmail: must be a valid e-mail address', { details: [{ field: 'userEmail', message: 'must be a valid e-mail address' }] }),
    missing_header: errorExample(400, 'missing_header', 'Missing header x-api-key', { details: [{ field: 'x-api-key', message: 'header is required' }] }),
    bad_timestamp: errorExample(400, 'bad_timestamp', 'x-timestamp must be the current time as an integer of Unix milliseconds', {
      details: [{ field: 'x-timestamp', message: 'must be an integer of milliseconds since 1970' }],
    }),
  },
  '400write': {
    invalid_json: errorExample(400, 'invalid_json', 'The body is not valid JSON', { details: [{ field: '(body)', message: 'must be valid JSON' }] }),
  },
  '403': {
    invalid_key: errorExample(403, 'invalid_key', 'The API key is not valid'),
    key_expired: errorExample(403, 'key_expired', 'The API key has expired; issue a new one in the console', { expiredAt: '2026-09-14T08:00:00.000Z' }),
    key_revoked: errorExample(403, 'key_revoked', 'The API key was revoked in the console'),
    wrong_event: errorExample(403, 'wrong_event', 'The API key belongs to another event'),
  },
  '403scope': {
    missing_scope: errorExample(403, 'missing_scope', 'The API key lacks the scope event:write', { missingScope: 'event:write' }),
  },
  '404': {
    unknown_event: errorExample(404, 'unknown_event', 'No event evt_1 of client cl_1'),
    unknown_client: errorExample(404, 'unknown_client', 'No client cl_1'),
  },
  '404record': { not_found: errorExample(404, 'not_found', 'No session ses_1') },
};

function jsonError(examples: Record<string, Json>): Json {
  return { schema: ref('Error'), examples };
}

/** The content of an error answer: JSON, and for the calls that answer it in plain text, text too. */
function errorContent(examples: Record<string, Json>, text?: string): Json {
  return { 'application/json': jsonError(examples), ...(text ? { [TEXT]: { schema: { type: 'string' }, example: text } } : {}) };
}

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

function queryParameters(path: EndpointPath, def: EndpointDef): Json[] {
  if (!def.query) return [];
  const schema = schemaOf(def.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  const examples = queryExamples[path] ?? {};
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: (schema.required ?? []).includes(name),
    schema: property,
    ...(examples[name] !== undefined ? { example: examples[name] } : {}),
  }));
}

function successContent(path: EndpointPath, def: EndpointDef): Json {
  const example = responseExamples[path];
  if (def.textResponse) {
    // Plain text normally (dry runs too); JSON only when there are warnings or ignored fields (specification, convention 3).
    return {
      [TEXT]: {
        schema: { type: 'string', description: 'A confirmation sentence; on a dry run it starts "Dry run:" and ends "(nothing saved)".' },
        examples: {
          saved: { summary: 'Saved', value: example },
          dryRun: { summary: 'Dry run (?dryRun=1)', value: `Dry run: ${String(example)} (nothing saved)` },
        },
      },
      'application/json': {
        schema: ref('WriteReport'),
        example: { status: String(example), ignoredFields: ['nickname'] },
      },
    };
  }
  return { 'application/json': { schema: schemaOf(def.response, 'output'), example } };
}

function integrationOperation(path: EndpointPath, def: EndpointDef): Json {
  const name = path.slice(1);
  const isWrite = def.method === 'POST';
  const plainErrors = def.textResponse === true;
  const body: Json | undefined = def.body
    ? { 'application/json': { schema: schemaOf(def.body, 'input'), ...(requestExamples[path] !== undefined ? { example: requestExamples[path] } : {}) } }
    : undefined;
  if (body && path === '/uploadImage') body['image/*'] = { schema: { type: 'string', contentMediaType: 'image/*' }, example: 'GIF89a…' };
  const responses: Json = {
    '200': {
      description: def.textResponse
        ? 'Done. Plain text (also on a dry run); JSON `{status, warnings?, ignoredFields?}` only when there are warnings or ignored fields.'
        : 'Done',
      content: successContent(path, def),
    },
    '400': {
      description: `The request is not valid: a key header is missing (\`missing_header\`), \`x-timestamp\` is no integer (\`bad_timestamp\`)${
        isWrite ? ', the body is no JSON (`invalid_json`), nests too deep (`too_deep`)' : ''
      } or a field or query value breaks a rule (\`validation_failed\`); \`details\` names each field.`,
      content: errorContent({ ...ERROR_EXAMPLES['400'], ...(isWrite ? ERROR_EXAMPLES['400write'] : {}) }),
    },
    '403': {
      description: `The key is unknown (\`invalid_key\`), expired, revoked or of another event${def.scope ? `, or lacks the scope \`${def.scope}\` (\`missing_scope\`)` : ''}.`,
      content: errorContent({ ...ERROR_EXAMPLES['403'], ...(def.scope ? ERROR_EXAMPLES['403scope'] : {}) }),
    },
    '404': {
      description: `No such client (\`unknown_client\`) or event (\`unknown_event\`)${def.notFound ? `, or \`not_found\`: ${def.notFound}${plainErrors ? ' (answered in plain text)' : ''}` : ''}.`,
      content: errorContent(
        { ...ERROR_EXAMPLES['404'], ...(def.notFound && !plainErrors ? ERROR_EXAMPLES['404record'] : {}) },
        def.notFound && plainErrors ? (path === '/removeGuest' ? 'grace@example.org is not registered' : 'No ticket of type Full pass for grace@example.org') : undefined,
      ),
    },
    '408': { $ref: '#/components/responses/Timeout' },
    ...(def.conflict
      ? { '409': { description: `Conflict: ${def.conflict} (plain text).`, content: { [TEXT]: { schema: { type: 'string' }, example: 'grace@example.org is already registered' } } } }
      : {}),
    ...(isWrite
      ? {
          '413': path === '/uploadImage' ? { $ref: '#/components/responses/PictureTooLarge' } : { $ref: '#/components/responses/BodyTooLarge' },
          '415': { $ref: '#/components/responses/UnsupportedMediaType' },
        }
      : {}),
    '429': { $ref: '#/components/responses/RateLimited' },
    '431': { $ref: '#/components/responses/HeadersTooLarge' },
    '500': plainErrors || TEXT_500_PATHS.includes(path) ? { $ref: '#/components/responses/ServerErrorText' } : { $ref: '#/components/responses/ServerError' },
  };
  return {
    operationId: name,
    summary: def.summary,
    description: `${def.scope ? `Needs a key with scope \`${def.scope}\`.` : 'Any valid key.'}${isWrite ? ' `?dryRun=1` runs every check and saves nothing.' : ''}`,
    tags: [tagOf(name)],
    ...(def.scope ? { 'x-scope': def.scope } : {}),
    parameters: [{ $ref: '#/components/parameters/Timestamp' }, ...(isWrite ? [{ $ref: '#/components/parameters/DryRun' }] : []), ...queryParameters(path, def)],
    ...(body ? { requestBody: { required: true, content: body } } : {}),
    responses,
  };
}

const TAGS: [string, string][] = [
  ['tickets', 'Tickets of guests (plain-text answers on writes)'],
  ['guests', 'Registered guests (plain-text answers on writes)'],
  ['polls', 'Polls of sessions and their results'],
  ['questions', 'Q&A questions of sessions'],
  ['abstracts', 'Abstracts, one by one or in bulk'],
  ['sessions', 'The programme'],
  ['speakers', 'Speakers'],
  ['sponsors', 'Sponsors'],
  ['event', "The event's settings and pictures"],
  ['key', 'The key and the field reference'],
  ['attendee', 'The attendee surface: what the attendee app sends (votes, upvotes, questions). Not part of the integration API.'],
  ['operator', "The operator surface: the vendor's own console (events, keys, whitelists, poll countdowns). Not part of the integration API."],
];

function tagOf(name: string): string {
  const lower = name.toLowerCase();
  const words: [string, string][] = [
    ['ticket', 'tickets'], ['guest', 'guests'], ['poll', 'polls'], ['question', 'questions'], ['abstract', 'abstracts'], ['bulk', 'abstracts'],
    ['session', 'sessions'], ['speaker', 'speakers'], ['sponsor', 'sponsors'], ['event', 'event'], ['image', 'event'],
  ];
  for (const [word, tag] of words) if (lower.includes(word)) return tag;
  return 'key';
}

interface SideOperation {
  path: string;
  method: 'get' | 'post';
  summary: string;
  body?: z.ZodType;
  response: z.ZodType;
  requestExample?: unknown;
  responseExample: unknown;
  /** Error statuses besides 400, 401/403 and 413/415 of every write, each with its codes. */
  errors: Record<string, { description: string; examples: Record<string, Json> }>;
}

const ATTENDEE_EXAMPLE_EMAIL = 'grace@example.org';
const attendeeErrors = (extra: SideOperation['errors']): SideOperation['errors'] => ({
  '403': {
    description: 'The e-mail is not a registered guest (`not_registered`), or the session has polls or Q&A off (`polls_off`, `qa_off`)',
    examples: {
      not_registered: errorExample(403, 'not_registered', `${ATTENDEE_EXAMPLE_EMAIL} is not a registered guest of this event`),
      qa_off: errorExample(403, 'qa_off', 'Session ses_1 has hasLiveQA off: attendees cannot reach its Q&A'),
    },
  },
  '404': {
    description: 'No such client (`unknown_client`), event (`unknown_event`), or poll, question or session (`not_found`)',
    examples: { ...ERROR_EXAMPLES['404'], ...ERROR_EXAMPLES['404record'] },
  },
  ...extra,
});

const SIDE_OPERATIONS: { tag: 'attendee' | 'operator'; ops: SideOperation[] }[] = [
  {
    tag: 'attendee',
    ops: [
      {
        path: '/attendee/vote', method: 'post', summary: 'Cast a registered guest\'s ballot in a poll (a second ballot replaces the first).',
        body: voteBodySchema, response: voteResponseSchema,
        requestExample: { pollId: 'pol_1', email: ATTENDEE_EXAMPLE_EMAIL, options: ['The keynote'] }, responseExample: { status: 'voted' },
        errors: attendeeErrors({
          '403': {
            description: 'Not a registered guest (`not_registered`), not on the poll\'s whitelist (`not_whitelisted`), or the session has polls off (`polls_off`)',
            examples: {
              not_registered: errorExample(403, 'not_registered', `${ATTENDEE_EXAMPLE_EMAIL} is not a registered guest of this event`),
              not_whitelisted: errorExample(403, 'not_whitelisted', `${ATTENDEE_EXAMPLE_EMAIL} is not on the poll's whitelist`),
            },
          },
        }),
      },
      {
        path: '/attendee/upvote', method: 'post', summary: 'Upvote a question once per guest.',
        body: upvoteBodySchema, response: upvoteResponseSchema,
        requestExample: { questionId: 'que_1', email: ATTENDEE_EXAMPLE_EMAIL }, responseExample: { status: 'upvoted' },
        errors: attendeeErrors({
          '409': { description: 'The guest already upvoted this question (`already_upvoted`)', examples: { already_upvoted: errorExample(409, 'already_upvoted', `${ATTENDEE_EXAMPLE_EMAIL} already upvoted this question`) } },
        }),
      },
      {
        path: '/attendee/ask', method: 'post', summary: 'Ask a question in a session (saved as pending).',
        body: askBodySchema, response: askResponseSchema,
        requestExample: { sessionId: 'ses_1', email: ATTENDEE_EXAMPLE_EMAIL, question: 'Will the slides be shared?' }, responseExample: { status: 'asked', questionId: 'que_1' },
        errors: attendeeErrors({}),
      },
    ],
  },
  {
    tag: 'operator',
    ops: [
      { path: '/operator/health', method: 'get', summary: 'The operator surface answers.', response: operatorHealthSchema, responseExample: { status: 'ok' }, errors: {} },
      {
        path: '/operator/events', method: 'post', summary: 'Create an event (and its client).', body: createEventBodySchema, response: createEventResponseSchema,
        requestExample: { name: 'Harbour Summit 2026' }, responseExample: { clientId: 'cl_1', eventId: 'evt_1' }, errors: {},
      },
      {
        path: '/operator/keys', method: 'post', summary: 'Issue an API key for an event (the key is shown once).', body: keyBodySchema, response: keyResponseSchema,
        requestExample: { clientId: 'cl_1', eventId: 'evt_1', scopes: ['event:read', 'event:write'], lifetimeHours: 6 },
        responseExample: { apiKey: 'k_example', clientId: 'cl_1', eventId: 'evt_1', scopes: ['event:read', 'event:write'], expiresAt: '2026-09-14T14:00:00.000Z' },
        errors: { '404': { description: 'No such event of that client (`unknown_event`)', examples: { unknown_event: ERROR_EXAMPLES['404'].unknown_event } } },
      },
      {
        path: '/operator/keys/revoke', method: 'post', summary: 'Revoke an API key at once.', body: revokeKeyBodySchema, response: revokeKeyResponseSchema,
        requestExample: { apiKey: 'k_example' }, responseExample: { status: 'revoked' },
        errors: { '404': { description: 'No such key (`invalid_key`)', examples: { invalid_key: errorExample(404, 'invalid_key', 'No such key') } } },
      },
      {
        path: '/operator/whitelists', method: 'post', summary: "Set the whitelist of a poll or of a session's polls (send pollId or sessionId).",
        body: whitelistBodySchema, response: whitelistResponseSchema,
        requestExample: { sessionId: 'ses_1', emails: [ATTENDEE_EXAMPLE_EMAIL] }, responseExample: { status: 'saved', whitelistId: 'wl_1', emails: 1 },
        errors: { '404': { description: 'No such poll or session (`not_found`)', examples: ERROR_EXAMPLES['404record'] } },
      },
      {
        path: '/operator/countdown', method: 'post', summary: 'Close a poll after a number of seconds.', body: countdownBodySchema, response: countdownResponseSchema,
        requestExample: { pollId: 'pol_1', seconds: 30 }, responseExample: { status: 'started', pollId: 'pol_1', closesAt: '2026-09-14T09:45:30.000Z' },
        errors: { '404': { description: 'No such poll (`not_found`)', examples: { not_found: errorExample(404, 'not_found', 'No poll pol_1') } } },
      },
    ],
  },
];

function sideOperation(tag: 'attendee' | 'operator', op: SideOperation): Json {
  const isWrite = op.method === 'post';
  const responses: Json = {
    '200': { description: 'Done', content: { 'application/json': { schema: schemaOf(op.response, 'output'), example: op.responseExample } } },
  };
  if (isWrite || tag === 'attendee') {
    responses['400'] = {
      description:
        tag === 'attendee'
          ? 'A header is missing (`missing_header`), the body is no JSON (`invalid_json`), or a field breaks a rule (`validation_failed`, `poll_locked`); `details` names each field.'
          : 'The body is no JSON (`invalid_json`) or a field breaks a rule (`validation_failed`); `details` names each field.',
      content: errorContent({
        validation_failed: errorExample(400, 'validation_failed', 'email: must be a valid e-mail address', { details: [{ field: 'email', message: 'must be a valid e-mail address' }] }),
        ...ERROR_EXAMPLES['400write'],
        ...(tag === 'attendee' ? { missing_header: errorExample(400, 'missing_header', 'Missing header x-event-id', { details: [{ field: 'x-event-id', message: 'header is required' }] }) } : {}),
      }),
    };
  }
  if (tag === 'operator') {
    responses['401'] = {
      description: 'No `x-operator-token` header (`missing_operator_token`)',
      content: errorContent({ missing_operator_token: errorExample(401, 'missing_operator_token', 'Header x-operator-token is required') }),
    };
    responses['403'] = {
      description: 'The operator token is not valid (`invalid_operator_token`)',
      content: errorContent({ invalid_operator_token: errorExample(403, 'invalid_operator_token', 'The operator token is not valid') }),
    };
  }
  for (const [status, error] of Object.entries(op.errors)) responses[status] = { description: error.description, content: errorContent(error.examples) };
  if (isWrite) {
    responses['413'] = { $ref: '#/components/responses/BodyTooLarge' };
    responses['415'] = { $ref: '#/components/responses/UnsupportedMediaType' };
  }
  responses['431'] = { $ref: '#/components/responses/HeadersTooLarge' };
  responses['500'] = { $ref: '#/components/responses/ServerError' };
  const name = op.path.split('/').filter(Boolean).map((part, i) => (i === 0 ? part : part[0].toUpperCase() + part.slice(1))).join('');
  return {
    operationId: name,
    summary: op.summary,
    description:
      tag === 'attendee'
        ? 'Sent by the attendee app for a registered guest: the `x-client-id` and `x-event-id` headers name the event, no key.'
        : 'Needs the operator token (`x-operator-token`) the server was started with.',
    tags: [tag],
    security: tag === 'attendee' ? [{ clientId: [], eventId: [] }] : [{ operatorToken: [] }],
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body, 'input'), example: op.requestExample } } } } : {}),
    responses,
  };
}

const errorSchema: Json = {
  type: 'object',
  description: 'Every error the server answers in JSON. `code` names the case (e.g. `validation_failed`, `missing_header`, `invalid_key`, `unknown_event`, `not_found`); `details` names each field and what is wrong with it.',
  required: ['error', 'code'],
  properties: {
    error: { type: 'string', description: 'What went wrong, in a sentence' },
    code: { type: 'string', description: 'The case, stable for programs' },
    details: {
      type: 'array',
      items: {
        oneOf: [
          {
            type: 'object',
            required: ['field', 'message'],
            properties: {
              field: { type: 'string', description: 'The field, header or `(body)`' },
              message: { type: 'string' },
              use: { type: 'string', description: 'For a field that cannot be written: the field to send instead' },
            },
          },
          { type: 'string' },
        ],
      },
    },
    missingScope: { type: 'string', enum: [...SCOPES], description: '`missing_scope`: the scope the key lacks' },
    serverTime: { type: 'integer', description: '`stale_timestamp`: the server time in Unix milliseconds' },
    expiredAt: { type: 'string', format: 'date-time', description: '`key_expired`: when the key expired' },
    retryAfterSeconds: { type: 'integer', description: '`rate_limited`: seconds to wait (as Retry-After)' },
  },
  example: { error: 'userEmail: must be a valid e-mail address', code: 'validation_failed', details: [{ field: 'userEmail', message: 'must be a valid e-mail address' }] },
};

let document: Json | undefined;

/** The document (generated once). */
export function openApiDocument(): Json {
  if (document) return document;
  const paths: Json = {};
  for (const [path, def] of Object.entries(endpoints as Record<EndpointPath, EndpointDef>) as [EndpointPath, EndpointDef][]) {
    paths[`/api${path}`] = { [def.method.toLowerCase()]: integrationOperation(path, def) };
  }
  for (const { tag, ops } of SIDE_OPERATIONS) for (const op of ops) paths[op.path] = { [op.method]: sideOperation(tag, op) };
  const textServerError = { description: 'Unexpected server error (plain text on this write; nothing was saved)', content: { [TEXT]: { schema: { type: 'string' }, example: 'Unexpected server error; nothing was saved' } } };
  document = {
    openapi: '3.1.0',
    info: {
      title: 'Event Management API',
      version: API_SCHEMA_VERSION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description: [
        'Every call of the integration API (`/api/...`) sends four headers: `x-api-key`, `x-client-id`, `x-event-id` (the key and the event it belongs to) and `x-timestamp` (the current time in Unix milliseconds).',
        'A missing header answers 400 `missing_header`, an unknown key 403 `invalid_key` (this API never answers 401), an unknown client or event 404 `unknown_client` / `unknown_event`, a timestamp more than 5 minutes off 408 `stale_timestamp`,',
        `more than ${LIMITS.requestsPerMinute} requests a minute 429 with \`Retry-After\`. A call with another verb than its own answers 405 \`method_not_allowed\` with an \`Allow\` header.`,
        'POST calls take `?dryRun=1` to check a write without saving it. `GET /api/apiSchema` answers the same contract with the event\'s tracks and tiers.',
        'The attendee surface (`/attendee/...`, tag attendee) and the operator surface (`/operator/...`, tag operator) have their own security schemes.',
      ].join(' '),
    },
    servers: [{ url: '/', description: 'This server: the integration API under /api, the attendee surface under /attendee, the operator surface under /operator' }],
    security: [{ apiKey: [], clientId: [], eventId: [] }],
    tags: TAGS.map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'The API key' },
        clientId: { type: 'apiKey', in: 'header', name: 'x-client-id', description: "The event's client id" },
        eventId: { type: 'apiKey', in: 'header', name: 'x-event-id', description: "The event's id" },
        operatorToken: { type: 'apiKey', in: 'header', name: 'x-operator-token', description: 'The operator token of the server (operator surface only)' },
      },
      parameters: {
        Timestamp: {
          name: 'x-timestamp', in: 'header', required: true, description: 'Now, in Unix milliseconds (within 5 minutes of the server clock)',
          schema: { type: 'string', pattern: '^\\d+$' }, example: '1789372800000',
        },
        DryRun: { name: 'dryRun', in: 'query', required: false, description: '1: run every check, save nothing', schema: { type: 'string', enum: ['1', 'true'] }, example: '1' },
      },
      headers: {
        RetryAfter: { description: 'Seconds to wait before the next request', schema: { type: 'integer', minimum: 1 }, example: 12 },
      },
      responses: {
        Timeout: {
          description: '`x-timestamp` is more than 5 minutes from the server time (`stale_timestamp`, with `serverTime`), or the request did not arrive in time (`request_timeout`).',
          content: errorContent({
            stale_timestamp: errorExample(408, 'stale_timestamp', 'x-timestamp differs from server time by more than 5 minutes; correct the clock and retry', { serverTime: 1789372800000 }),
          }),
        },
        RateLimited: {
          description: `More than ${LIMITS.requestsPerMinute} requests in a minute for this key, or too many from this address (\`rate_limited\`).`,
          headers: { 'Retry-After': headerRef('RetryAfter') },
          content: errorContent({ rate_limited: errorExample(429, 'rate_limited', `More than ${LIMITS.requestsPerMinute} requests in the last minute; wait and retry without parallel requests`, { retryAfterSeconds: 12 }) }),
        },
        BodyTooLarge: {
          description: 'The body is larger than 5 MB (`body_too_large`).',
          content: errorContent({ body_too_large: errorExample(413, 'body_too_large', 'Request body is larger than 5 MB', { details: [{ field: '(body)', message: 'must be at most 5242880 bytes' }] }) }),
        },
        PictureTooLarge: {
          description: `The picture is larger than ${Math.round(LIMITS.pictureBytes / 1024 / 1024)} MB (\`picture_too_large\`), or the body larger than the upload limit (\`body_too_large\`).`,
          content: errorContent({
            picture_too_large: errorExample(413, 'picture_too_large', 'The picture is 9.2 MB; the limit is 8 MB', { details: [{ field: 'data', message: 'must be at most 8 MB' }] }),
            body_too_large: errorExample(413, 'body_too_large', 'Request body is larger than 10 MB', { details: [{ field: '(body)', message: 'must be at most 10485760 bytes' }] }),
          }),
        },
        UnsupportedMediaType: {
          description: 'The body is not `application/json` (or, on /uploadImage, not a supported picture type) (`unsupported_media_type`).',
          content: errorContent({
            unsupported_media_type: errorExample(415, 'unsupported_media_type', 'Writes take a JSON body: send Content-Type: application/json', {
              details: [{ field: 'Content-Type', message: 'must be application/json (got text/plain)' }],
            }),
          }),
        },
        HeadersTooLarge: {
          description: 'The request line and headers are over 16 KB (`headers_too_large`); the connection is closed after the answer.',
          content: errorContent({ headers_too_large: errorExample(431, 'headers_too_large', 'The request line and headers are too large', { details: [{ field: '(headers)', message: 'the URL with its query and the headers together must stay under 16 KB; send large values in a POST body' }] }) }),
        },
        ServerError: {
          description: 'Unexpected server error (`internal_error`).',
          content: errorContent({ internal_error: errorExample(500, 'internal_error', 'Unexpected server error') }),
        },
        ServerErrorText: textServerError,
      },
      schemas: {
        Error: errorSchema,
        WriteReport: schemaOf(writeReportSchema, 'output'),
      },
    },
  };
  return document;
}
