/**
 * The one fetch layer between the console and the Event Management API.
 *
 * - Every request carries x-api-key, x-client-id, x-event-id and a fresh
 *   x-timestamp from the server-corrected clock.
 * - Every request goes through the shared scheduler (budget, priorities, 429).
 * - A 408 with `serverTime` corrects the clock once and tries again.
 * - Answers are read whatever their body (JSON, plain text, HTML) and checked
 *   against the contract's response schema; failures become one ApiError.
 * - Writes return `{data, warnings, ignoredFields}` so the page that wrote
 *   always gets the service's warnings; `dryRun` is an option of every write.
 */
import { ApiError, LOCAL_CODES, errorFromAnswer, networkError, redact } from './errors';
import { serverClock, type ServerClock } from './clock';
import { keyStore, type Connection } from './key-store';
import { scheduler as sharedScheduler, type Priority, type RequestScheduler } from './scheduler';
import { reachability as sharedReachability, type Reachability } from './reachability';
import { responseSchemaFor, type SchemaLike } from './response-schemas';
import type { EndpointPath, GetPath, PostPath, QueryOf, BodyOf, ResponseOf } from './endpoint-types';

export type QueryValue = string | number | boolean | undefined | null;

export type RequestOptions = {
  priority?: Priority;
  signal?: AbortSignal;
  query?: Record<string, QueryValue>;
  /** Network retries for a read (default 3; 0 for a connect attempt). */
  networkRetries?: number;
  /** Use this connection instead of the stored one (connect / renew a key). */
  connection?: Connection;
  /** Send this request through another transport (an upload that reports progress). */
  transport?: FetchLike;
};

export type WriteOptions = RequestOptions & {
  /** Validate everything and save nothing (`?dryRun=1`); deletes report what they would destroy. */
  dryRun?: boolean;
  /** Send raw bytes (image upload) instead of a JSON body. */
  contentType?: string;
};

export type WriteResult<T> = {
  data: T;
  warnings: string[];
  ignoredFields: string[];
  dryRun: boolean;
};

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type ApiClientDeps = {
  getConnection?: () => Connection | null;
  scheduler?: RequestScheduler;
  clock?: ServerClock;
  fetch?: FetchLike;
  /** Told whether each request got an answer (the shell shows an unreachable server). */
  reachability?: Pick<Reachability, 'answered' | 'noAnswer'>;
  /** Finds the contract's response schema for an endpoint (loaded lazily). */
  schemaFor?: (method: 'GET' | 'POST', path: string) => Promise<SchemaLike | undefined>;
  /** Forgets a member's connection whose session ended on the server (the console goes back to sign-in). */
  endSession?: () => void;
};

type Parsed = { status: number; ok: boolean; contentType: string; text: string; body: unknown; headers: Headers };

function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  const qs = params.toString();
  const p = path.startsWith('/') ? path : `/${path}`;
  return `${baseUrl.replace(/\/+$/, '')}${p}${qs ? `?${qs}` : ''}`;
}

function toStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return typeof value === 'string' && value ? [value] : [];
  return value.map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' && 'message' in v ? String((v as { message: unknown }).message) : JSON.stringify(v)));
}

export class ApiClient {
  private readonly getConnection: () => Connection | null;
  private readonly scheduler: RequestScheduler;
  readonly clock: ServerClock;
  private readonly fetchFn: FetchLike;
  private readonly reachability: Pick<Reachability, 'answered' | 'noAnswer'>;
  private readonly schemaFor: (method: 'GET' | 'POST', path: string) => Promise<SchemaLike | undefined>;
  private readonly endSession: () => void;
  private readonly authListeners = new Set<(error: ApiError) => void>();
  private readonly clockListeners = new Set<(offsetMs: number) => void>();

  constructor(deps: ApiClientDeps = {}) {
    this.getConnection = deps.getConnection ?? keyStore.get;
    this.scheduler = deps.scheduler ?? sharedScheduler;
    this.clock = deps.clock ?? serverClock;
    this.fetchFn = deps.fetch ?? ((input, init) => fetch(input, init));
    this.reachability = deps.reachability ?? sharedReachability;
    this.schemaFor = deps.schemaFor ?? responseSchemaFor;
    this.endSession = deps.endSession ?? (() => keyStore.clear());
  }

  /** Called when a stored key stops working (expired, revoked): the shell asks for a new one. */
  onAuthFailure(listener: (error: ApiError) => void): () => void {
    this.authListeners.add(listener);
    return () => {
      this.authListeners.delete(listener);
    };
  }

  /** Called after the clock was corrected from a 408's serverTime. */
  onClockCorrected(listener: (offsetMs: number) => void): () => void {
    this.clockListeners.add(listener);
    return () => {
      this.clockListeners.delete(listener);
    };
  }

  /** A typed read of an endpoint of the contract. */
  get<P extends GetPath>(path: P, options: RequestOptions & { query?: QueryOf<P> } = {}): Promise<ResponseOf<P>> {
    return this.request('GET', path, undefined, options).then((r) => r.data as ResponseOf<P>);
  }

  /** A typed write of an endpoint of the contract. */
  post<P extends PostPath>(path: P, body: BodyOf<P>, options: WriteOptions = {}): Promise<WriteResult<ResponseOf<P>>> {
    return this.request('POST', path, body, options) as Promise<WriteResult<ResponseOf<P>>>;
  }

  /** Any path, untyped (paths the contract does not know yet). */
  async request(method: 'GET' | 'POST', path: EndpointPath | string, body: unknown, options: WriteOptions = {}): Promise<WriteResult<unknown>> {
    const connection = options.connection ?? this.getConnection();
    if (!connection) {
      throw new ApiError({ status: 0, code: 'not_connected', message: 'Not connected: connect with an API key first.', path });
    }
    const isWrite = method === 'POST';
    const query: Record<string, QueryValue> = { ...(options.query ?? {}) };
    if (isWrite && options.dryRun) query.dryRun = '1';
    const url = buildUrl(connection.baseUrl, path, query);
    const member = connection.kind === 'member';
    const secrets = member ? [] : [connection.apiKey];

    const attempt = async (): Promise<Parsed> => {
      const headers: Record<string, string> = {
        accept: 'application/json, text/plain;q=0.9, */*;q=0.5',
        // A member sends no key: the session cookie goes with the call to the console's own server.
        ...(member ? {} : { 'x-api-key': connection.apiKey }),
        'x-client-id': connection.clientId,
        'x-event-id': connection.eventId,
        'x-timestamp': String(Math.round(this.clock.now())),
      };
      let payload: BodyInit | undefined;
      if (isWrite) {
        if (options.contentType) {
          headers['content-type'] = options.contentType;
          payload = body as BodyInit;
        } else {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body ?? {});
        }
      }
      let res: Response;
      try {
        res = await (options.transport ?? this.fetchFn)(url, { method, headers, body: payload, signal: options.signal, credentials: member ? 'same-origin' : 'omit', referrerPolicy: 'no-referrer' });
      } catch (err) {
        const aborted = (err as { name?: string } | null)?.name === 'AbortError' || !!options.signal?.aborted;
        const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
        if (!aborted && !offline) this.reachability.noAnswer();
        throw err;
      }
      this.reachability.answered();
      const text = await res.text();
      const contentType = res.headers.get('content-type') ?? '';
      let parsedBody: unknown = text;
      if (text && (contentType.includes('json') || (res.ok && /^\s*[{[]/.test(text)))) {
        try {
          parsedBody = JSON.parse(text);
        } catch {
          parsedBody = text;
        }
      } else if (!text) {
        parsedBody = null;
      }
      return { status: res.status, ok: res.ok, contentType, text, body: parsedBody, headers: res.headers };
    };

    const send = async (): Promise<Parsed> => {
      try {
        return await this.scheduler.schedule(attempt, {
          priority: options.priority ?? 'interactive',
          kind: isWrite ? 'write' : 'read',
          signal: options.signal,
          networkRetries: options.networkRetries,
        });
      } catch (err) {
        if (err && typeof err === 'object' && (err as { name?: string }).name === 'AbortError') throw err;
        throw networkError(err, path, secrets);
      }
    };

    let answer = await send();
    if (answer.status === 408) {
      const serverTime = answer.body && typeof answer.body === 'object' ? (answer.body as { serverTime?: unknown }).serverTime : undefined;
      if (typeof serverTime === 'number') {
        // The service refused the timestamp, so nothing was applied: correct once and resend.
        this.clock.correct(serverTime);
        for (const l of [...this.clockListeners]) l(this.clock.offset);
        answer = await send();
      }
    }

    if (!answer.ok) {
      const error = errorFromAnswer({
        status: answer.status,
        contentType: answer.contentType,
        text: answer.text,
        retryAfterHeader: answer.headers.get('retry-after'),
        path,
        nowMs: Date.now(),
        secrets,
      });
      // A member whose session ended (idle 12 hours, or ended by an organiser) signs in again.
      if (!options.connection && member && error.code === 'not_signed_in') this.endSession();
      if (!options.connection && (error.code === 'key_expired' || error.code === 'key_revoked' || error.code === 'invalid_key')) {
        for (const l of [...this.authListeners]) l(error);
      }
      throw error;
    }

    if (/text\/html/.test(answer.contentType) || (typeof answer.body === 'string' && /^\s*<(!doctype|html)/i.test(answer.body))) {
      // A 200 HTML page did not come from the API (a portal, a proxy, or the wrong base URL).
      throw errorFromAnswer({ status: answer.status, contentType: 'text/html', text: answer.text, path, secrets });
    }

    const data = await this.validate(method, path, answer.body, secrets);
    const obj = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
    return {
      data,
      warnings: obj ? toStrings(obj.warnings) : [],
      ignoredFields: obj ? toStrings(obj.ignoredFields) : [],
      dryRun: !!(isWrite && options.dryRun),
    };
  }

  private async validate(method: 'GET' | 'POST', path: string, body: unknown, secrets: string[]): Promise<unknown> {
    let schema: SchemaLike | undefined;
    try {
      schema = await this.schemaFor(method, path);
    } catch {
      schema = undefined;
    }
    if (!schema) return body;
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    const issues = (result.error as { issues?: { path: PropertyKey[]; message: string }[] }).issues ?? [];
    throw new ApiError({
      status: 200,
      code: LOCAL_CODES.invalidResponse,
      message: redact(`The answer of ${path} did not match the contract.`, secrets),
      details: issues.slice(0, 10).map((i) => ({ field: i.path.map(String).join('.'), message: i.message })),
      path,
    });
  }
}

/** The client every page uses (the shared scheduler, clock and key store). */
export const api = new ApiClient();
