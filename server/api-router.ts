import type { Context } from 'hono';
import type { EndpointPath } from '../src/contract/endpoints';
import { ApiError } from './api-error';
import type { AuthContext } from './auth';
import { readJsonBody } from './request-body';
import type { ListCache, LoadedBody, Topic } from './list-cache';
import type { Db, Queryable } from './store/db';

export interface ServerUrls {
  /** Origin the server is reached at, e.g. http://127.0.0.1:8787 (may come from the request). */
  origin: string;
  apiBaseUrl: string;
  mediaBaseUrl: string;
}

export interface RouteContext {
  c: Context;
  db: Db;
  auth: AuthContext;
  eventId: string;
  query: URLSearchParams;
  /** `?dryRun=1`: validate everything, save nothing. */
  dryRun: boolean;
  urls: ServerUrls;
  /**
   * A read's JSON answer, its text kept until the next write to this event
   * (see ListCache); large bodies go gzip-compressed to clients that accept it.
   * `live`: polls and questions, which attendee and operator writes change too.
   * `reads`: what the answer is made of (see `Topic`), every topic when absent.
   */
  cachedJson(key: string, load: () => Promise<LoadedBody>, options?: { live?: boolean; reads?: readonly Topic[] }): Promise<Response>;
  /** The JSON body of a write (415 / 400 / 413 answered for bad bodies). */
  json(): Promise<unknown>;
  /**
   * Runs a write as one transaction. On a dry run the work runs in full
   * (every check, every reference) and is then rolled back. `changes`: what the
   * write can change (see `Topic`); the cached reads made of it are dropped
   * (every cached read of the event when absent).
   */
  write<T>(fn: (tx: Queryable) => Promise<T>, changes?: readonly Topic[]): Promise<T>;
}

/** The handler of one endpoint; its verb and scope come from the contract (`src/contract/endpoints.ts`). */
export interface ApiRoute {
  handler(ctx: RouteContext): Promise<Response>;
}

export type ApiRoutes = Partial<Record<EndpointPath, ApiRoute>>;

class DryRunRollback<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super('dry run');
    this.value = value;
  }
}

/** Bodies from this size on are sent compressed when the client accepts gzip. */
const GZIP_FROM_BYTES = 32 * 1024;

export function makeRouteContext(c: Context, db: Db, auth: AuthContext, urls: ServerUrls, cache: ListCache): RouteContext {
  const query = new URL(c.req.url).searchParams;
  const dryRunValue = query.get('dryRun');
  const dryRun = dryRunValue === '1' || dryRunValue === 'true';
  let body: Promise<unknown> | undefined;
  return {
    c,
    db,
    auth,
    eventId: auth.eventId,
    query,
    dryRun,
    urls,
    async cachedJson(key, load, options) {
      const body = await cache.get(db, auth.eventId, key, load, options);
      const gzip = body.raw.byteLength >= GZIP_FROM_BYTES && /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
      return new Response((gzip ? body.gzip() : body.raw) as BodyInit, {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          Vary: 'Accept-Encoding',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        },
      });
    },
    json() {
      body ??= readJsonBody(c);
      return body;
    },
    async write<T>(fn: (tx: Queryable) => Promise<T>, changes?: readonly Topic[]): Promise<T> {
      try {
        return await db.transaction(async (tx) => {
          const result = await fn(tx);
          if (dryRun) throw new DryRunRollback(result);
          await cache.bump(tx, auth.eventId, changes);
          return result;
        });
      } catch (error) {
        if (error instanceof DryRunRollback) return error.value as T;
        throw error;
      } finally {
        // Also after a failure: a commit whose answer was lost may still have happened.
        if (!dryRun) cache.committed(auth.eventId, changes);
      }
    },
  };
}

/** A JSON response from an already serialised JSON text or its UTF-8 bytes (large lists are assembled by the database). */
export function jsonText(text: string | Uint8Array, status = 200): Response {
  return new Response(text as BodyInit, { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

export function json(value: unknown, status = 200): Response {
  return jsonText(JSON.stringify(value), status);
}

export function plainText(text: string, status = 200): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** Adds `warnings` / `ignoredFields` when non-empty, and `dryRun: true` on a dry run. */
export function withExtras(
  body: Record<string, unknown>,
  extras: { warnings?: string[]; ignoredFields?: string[]; dryRun?: boolean },
): Record<string, unknown> {
  const out = { ...body };
  if (extras.warnings && extras.warnings.length > 0) out.warnings = extras.warnings;
  if (extras.ignoredFields && extras.ignoredFields.length > 0) out.ignoredFields = extras.ignoredFields;
  if (extras.dryRun) out.dryRun = true;
  return out;
}

/**
 * The answer of a ticket or guest write: plain text normally, JSON
 * `{status, warnings?, ignoredFields?}` when there is something to report.
 */
export function textOrJson(status: string, extras: { warnings?: string[]; ignoredFields?: string[]; dryRun?: boolean }): Response {
  if ((extras.warnings?.length ?? 0) > 0 || (extras.ignoredFields?.length ?? 0) > 0) return json(withExtras({ status }, extras));
  return plainText(extras.dryRun ? `Dry run: ${status} (nothing saved)` : status);
}

export function requireQuery(ctx: RouteContext, name: string): string {
  const value = ctx.query.get(name);
  if (value === null || value.trim() === '') {
    throw new ApiError(400, 'validation_failed', `Query parameter ${name} is required`, { details: [{ field: name, message: 'is required' }] });
  }
  return value;
}
