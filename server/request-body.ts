import type { Context } from 'hono';
import { ApiError } from './api-error';

export const JSON_BODY_LIMIT = 5 * 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024;
const MAX_DEPTH = 32;

/** Reads the raw body, refusing (413) anything over `limit` bytes before it is all in memory. */
export async function readBodyBytes(c: Context, limit: number): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  // A declared length within the limit bounds the body (Node's parser reads exactly that many bytes and refuses a
  // request that also says Transfer-Encoding), so it is read in one piece, without a web stream per request.
  if (Number.isSafeInteger(declared) && declared >= 0 && c.req.header('transfer-encoding') === undefined) {
    const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
    if (bytes.byteLength > limit) throw tooLarge(limit);
    return bytes;
  }
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, 'body_too_large', `Request body is larger than ${Math.round(limit / 1024 / 1024)} MB`, {
    details: [{ field: '(body)', message: `must be at most ${limit} bytes` }],
  });
}

export function isJsonContentType(c: Context): boolean {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/** Parses a JSON write body: 415 for another content type, 400 for malformed or too deeply nested JSON. */
export async function readJsonBody(c: Context, limit = JSON_BODY_LIMIT): Promise<unknown> {
  if (!isJsonContentType(c)) {
    throw new ApiError(415, 'unsupported_media_type', 'Writes take a JSON body: send Content-Type: application/json', {
      details: [{ field: 'Content-Type', message: `must be application/json (got ${c.req.header('content-type') ?? 'none'})` }],
    });
  }
  const bytes = await readBodyBytes(c, limit);
  return parseJsonText(new TextDecoder().decode(bytes));
}

export function parseJsonText(text: string): unknown {
  if (text.trim() === '') {
    throw new ApiError(400, 'invalid_json', 'The request body is empty; send a JSON object', { details: [{ field: '(body)', message: 'is empty' }] });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON', {
      details: [{ field: '(body)', message: error instanceof Error ? error.message : 'is not valid JSON' }],
    });
  }
  if (depthOf(value) > MAX_DEPTH) {
    throw new ApiError(400, 'too_deep', `The request body is nested more than ${MAX_DEPTH} levels deep`, {
      details: [{ field: '(body)', message: `must not nest deeper than ${MAX_DEPTH} levels` }],
    });
  }
  return value;
}

function depthOf(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (d > max) max = d;
    if (max > MAX_DEPTH) return max;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}
