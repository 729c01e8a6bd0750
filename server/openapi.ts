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
import { apiRefusals, attendeeRefusals, byStatus, operatorRefusals, refusalDescription, refusalJson, refusalSchemas, type RefusalName } from './openapi-refusals';
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
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The error answers of `names`, one response a status; `text` adds plain-text content to a status the call answers so. */
function refusalResponses(names: readonly RefusalName[], text: Record<string, string> = {}, textOnly: readonly RefusalName[] = []): Json {
  const responses: Json = {};
  for (const [status, group] of byStatus(names)) {
    const json = group.filter((name) => !textOnly.includes(name));
    responses[status] = {
      description: refusalDescription(group),
      ...(status === '429' ? { headers: { 'Retry-After': headerRef('RetryAfter') } } : {}),
      content: {
        ...(json.length > 0 ? { 'application/json': refusalJson(json) } : {}),
        ...(text[status] !== undefined ? { [TEXT]: { schema: { type: 'string' }, example: text[status] } } : {}),
      },
    };
  }
  return responses;
}


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
    ...refusalResponses(
      apiRefusals({ isWrite, scope: def.scope, notFound: !!def.notFound, upload: path === '/uploadImage' }),
      {
        ...(def.notFound && plainErrors ? { '404': path === '/removeGuest' ? 'grace@example.org is not registered' : 'No ticket of type Full pass for grace@example.org' } : {}),
        ...(plainErrors || TEXT_500_PATHS.includes(path) ? { '500': 'Unexpected server error; nothing was saved' } : {}),
      },
      plainErrors ? ['not_found'] : [],
    ),
    ...(def.conflict
      ? { '409': { description: `Conflict: ${def.conflict} (plain text).`, content: { [TEXT]: { schema: { type: 'string' }, example: 'grace@example.org is already registered' } } } }
      : {}),
  };
  if (def.notFound) {
    const notFound = responses['404'] as Json;
    notFound.description = `${String(notFound.description)} \`not_found\` here: ${def.notFound}${plainErrors ? ' (in plain text)' : ''}.`;
  }
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
  /** The operation's own refusals, besides those of its surface (REFUSALS in openapi-refusals.ts). */
  refusals: RefusalName[];
}

const ATTENDEE_EXAMPLE_EMAIL = 'grace@example.org';

const SIDE_OPERATIONS: { tag: 'attendee' | 'operator'; ops: SideOperation[] }[] = [
  {
    tag: 'attendee',
    ops: [
      {
        path: '/attendee/vote', method: 'post', summary: 'Cast a registered guest\'s ballot in a poll (a second ballot replaces the first).',
        body: voteBodySchema, response: voteResponseSchema,
        requestExample: { pollId: 'pol_1', email: ATTENDEE_EXAMPLE_EMAIL, options: ['The keynote'] }, responseExample: { status: 'voted' },
        refusals: ['polls_off', 'poll_locked', 'not_whitelisted'],
      },
      {
        path: '/attendee/upvote', method: 'post', summary: 'Upvote a question once per guest.',
        body: upvoteBodySchema, response: upvoteResponseSchema,
        requestExample: { questionId: 'que_1', email: ATTENDEE_EXAMPLE_EMAIL }, responseExample: { status: 'upvoted' },
        refusals: ['qa_off', 'already_upvoted'],
      },
      {
        path: '/attendee/ask', method: 'post', summary: 'Ask a question in a session (saved as pending).',
        body: askBodySchema, response: askResponseSchema,
        requestExample: { sessionId: 'ses_1', email: ATTENDEE_EXAMPLE_EMAIL, question: 'Will the slides be shared?' }, responseExample: { status: 'asked', questionId: 'que_1' },
        refusals: ['qa_off'],
      },
    ],
  },
  {
    tag: 'operator',
    ops: [
      { path: '/operator/health', method: 'get', summary: 'The operator surface answers.', response: operatorHealthSchema, responseExample: { status: 'ok' }, refusals: [] },
      {
        path: '/operator/events', method: 'post', summary: 'Create an event (and its client).', body: createEventBodySchema, response: createEventResponseSchema,
        requestExample: { name: 'Harbour Summit 2026' }, responseExample: { clientId: 'cl_1', eventId: 'evt_1' }, refusals: [],
      },
      {
        path: '/operator/keys', method: 'post', summary: 'Issue an API key for an event (the key is shown once).', body: keyBodySchema, response: keyResponseSchema,
        requestExample: { clientId: 'cl_1', eventId: 'evt_1', scopes: ['event:read', 'event:write'], lifetimeHours: 6 },
        responseExample: { apiKey: 'k_example', clientId: 'cl_1', eventId: 'evt_1', scopes: ['event:read', 'event:write'], expiresAt: '2026-09-14T14:00:00.000Z' },
        refusals: ['unknown_event'],
      },
      {
        path: '/operator/keys/revoke', method: 'post', summary: 'Revoke an API key at once.', body: revokeKeyBodySchema, response: revokeKeyResponseSchema,
        requestExample: { apiKey: 'k_example' }, responseExample: { status: 'revoked' },
        refusals: ['no_such_key'],
      },
      {
        path: '/operator/whitelists', method: 'post', summary: "Set the whitelist of a poll or of a session's polls (send pollId or sessionId).",
        body: whitelistBodySchema, response: whitelistResponseSchema,
        requestExample: { sessionId: 'ses_1', emails: [ATTENDEE_EXAMPLE_EMAIL] }, responseExample: { status: 'saved', whitelistId: 'wl_1', emails: 1 },
        refusals: ['not_found'],
      },
      {
        path: '/operator/countdown', method: 'post', summary: 'Close a poll after a number of seconds.', body: countdownBodySchema, response: countdownResponseSchema,
        requestExample: { pollId: 'pol_1', seconds: 30 }, responseExample: { status: 'started', pollId: 'pol_1', closesAt: '2026-09-14T09:45:30.000Z' },
        refusals: ['not_found'],
      },
    ],
  },
];

function sideOperation(tag: 'attendee' | 'operator', op: SideOperation): Json {
  const isWrite = op.method === 'post';
  const responses: Json = {
    '200': { description: 'Done', content: { 'application/json': { schema: schemaOf(op.response, 'output'), example: op.responseExample } } },
    ...refusalResponses(tag === 'attendee' ? attendeeRefusals(op.refusals) : operatorRefusals(isWrite, op.refusals)),
  };
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
  document = {
    openapi: '3.1.0',
    info: {
      title: 'Event Management API',
      version: API_SCHEMA_VERSION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description: [
        'Every call of the integration API (`/api/...`) sends four headers: `x-api-key`, `x-client-id`, `x-event-id` (the key and the event it belongs to) and `x-timestamp` (the current time in Unix milliseconds).',
        "A missing header answers 400 `missing_header`, an unknown key 403 `invalid_key` (this API never answers 401), an unknown client or event 404 `unknown_client` / `unknown_event` (another client's event, or another client's id, is an unknown event: 404, never 403; a key of another event of the same client is 403 `wrong_event`), a timestamp more than 5 minutes off 408 `stale_timestamp`,",
        `more than ${LIMITS.requestsPerMinute} requests a minute 429 with \`Retry-After\`. A call with another verb than its own answers 405 \`method_not_allowed\` with an \`Allow\` header.`,
        'POST calls take `?dryRun=1` to check a write without saving it. `GET /api/apiSchema` answers the same contract with the event\'s tracks and tiers.',
        'The attendee surface (`/attendee/...`, tag attendee) and the operator surface (`/operator/...`, tag operator) have their own security schemes: the operator surface answers 401 `missing_operator_token` without its token and 403 `invalid_operator_token` with another. Each operation lists every refusal it can send, with its status, its `code` (one schema `Refusal.<code>` a refusal) and the fields it carries.',
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
      schemas: {
        Error: errorSchema,
        ...refusalSchemas(),
        WriteReport: schemaOf(writeReportSchema, 'output'),
      },
    },
  };
  return document;
}
