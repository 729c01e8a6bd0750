/**
 * The OpenAPI 3.1 document of the integration API, generated from the same contract as `/apiSchema`
 * (src/contract/endpoints.ts, through z.toJSONSchema): every endpoint with its method, scope, query
 * parameters, request body and answer, the key headers as security schemes, the common error answers.
 * Served at /api/openapi.json without a key (it describes the API, it holds no event's data).
 */
import { endpoints, type EndpointDef } from '../src/contract/endpoints';
import { LIMITS } from '../src/contract/common';
import { API_SCHEMA_VERSION, toJsonSchema } from './routes/api-schema';

type Json = Record<string, unknown>;

/** JSON Schema as OpenAPI 3.1 takes it inline: without the `$schema` keyword of a standalone document. */
function schemaOf(...args: Parameters<typeof toJsonSchema>): Json {
  const { $schema: _dialect, ...rest } = (toJsonSchema(...args) ?? {}) as Json;
  return rest;
}

const errorResponse = (description: string, extra: Json = {}) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  ...extra,
});

function queryParameters(def: EndpointDef): Json[] {
  if (!def.query) return [];
  const schema = schemaOf(def.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: (schema.required ?? []).includes(name),
    schema: property,
  }));
}

function operation(path: string, def: EndpointDef): Json {
  const name = path.slice(1);
  const success: Json = { 'application/json': { schema: schemaOf(def.response, 'output') } };
  if (def.textResponse) success['text/plain'] = { schema: { type: 'string' } };
  const body: Json | undefined = def.body ? { 'application/json': { schema: schemaOf(def.body, 'input') } } : undefined;
  if (body && path === '/uploadImage') body['image/*'] = { schema: { type: 'string', contentMediaType: 'image/*' } };
  return {
    operationId: name,
    summary: def.summary,
    description: def.scope ? `Needs a key with scope \`${def.scope}\`.` : 'Any valid key.',
    tags: [tagOf(name)],
    'x-scope': def.scope,
    parameters: [{ $ref: '#/components/parameters/Timestamp' }, ...(def.method === 'POST' ? [{ $ref: '#/components/parameters/DryRun' }] : []), ...queryParameters(def)],
    ...(body ? { requestBody: { required: true, content: body } } : {}),
    responses: {
      '200': { description: 'Done', content: success },
      '400': errorResponse('The request is not valid; `details` names each field'),
      '401': errorResponse('A key header is missing, or the key is unknown, expired or revoked'),
      '403': errorResponse('The key lacks the scope, or belongs to another event'),
      '408': errorResponse('x-timestamp is more than 5 minutes from the server time'),
      '429': errorResponse(`More than ${LIMITS.requestsPerMinute} requests in a minute`, {
        headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
      }),
    },
  };
}

function tagOf(name: string): string {
  const lower = name.toLowerCase();
  for (const tag of ['ticket', 'guest', 'poll', 'question', 'abstract', 'session', 'speaker', 'sponsor', 'event', 'image']) if (lower.includes(tag)) return tag;
  return 'key';
}

let document: Json | undefined;

/** The document (generated once). */
export function openApiDocument(): Json {
  document ??= {
    openapi: '3.1.0',
    info: {
      title: 'Event Management API',
      version: API_SCHEMA_VERSION,
      description:
        'Every call sends four headers: `x-api-key`, `x-client-id`, `x-event-id` (the key and the event it belongs to) and `x-timestamp` (the current time in Unix milliseconds). POST calls take `?dryRun=1` to check a write without saving it. `GET /apiSchema` answers the same contract with the event\'s tracks and tiers.',
    },
    servers: [{ url: '/api', description: 'This server' }],
    security: [{ apiKey: [], clientId: [], eventId: [] }],
    paths: Object.fromEntries(
      Object.entries(endpoints as Record<string, EndpointDef>).map(([path, def]) => [path, { [def.method.toLowerCase()]: operation(path, def) }]),
    ),
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'The API key' },
        clientId: { type: 'apiKey', in: 'header', name: 'x-client-id', description: "The key's client id" },
        eventId: { type: 'apiKey', in: 'header', name: 'x-event-id', description: "The key's event id" },
      },
      parameters: {
        Timestamp: { name: 'x-timestamp', in: 'header', required: true, description: 'Now, in Unix milliseconds (within 5 minutes of the server clock)', schema: { type: 'string', pattern: '^\\d+$' } },
        DryRun: { name: 'dryRun', in: 'query', required: false, description: '1: run every check, save nothing', schema: { type: 'string', enum: ['1', 'true'] } },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'code'],
          properties: {
            error: { type: 'string' },
            code: { type: 'string' },
            details: { type: 'array', items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' }, use: { type: 'string' } } } },
          },
        },
      },
    },
  };
  return document;
}
