/**
 * ApiError: the one error type for every failure the console can meet when it
 * talks to the Event Management API — an HTTP error answer (JSON, plain text or
 * an intermediary's HTML page), an unreachable server, an offline browser, or
 * an answer the console cannot understand.
 *
 * The rule: `describeError(anything)` is the one way to word a failure for a
 * person (an ApiError, a thrown Error, a string); refused saves are bound to
 * form fields by `bindApiErrors` (components/form/bind-api-errors.ts).
 */

import { cutCharacters } from '../contract/graphemes';
import { formatEventInstant } from './dates';

export type ErrorDetail = {
  /** The field the problem is about (`''` when the server did not say). */
  field: string;
  message: string;
  /** For a read-only or attendee-owned field: what to use instead. */
  use?: string;
};

export type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  details?: ErrorDetail[];
  missingScope?: string;
  retryAfter?: number;
  serverTime?: number;
  expiredAt?: string;
  path?: string;
  body?: string;
};

/** Codes the console gives failures that carry no code of their own. */
export const LOCAL_CODES = {
  network: 'network_error',
  offline: 'offline',
  blocked: 'blocked_by_intermediary',
  invalidResponse: 'invalid_response',
  aborted: 'aborted',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  readonly missingScope?: string;
  /** Seconds to wait before trying again (429). */
  readonly retryAfter?: number;
  /** The server's clock (Unix ms) when it refused a stale timestamp (408). */
  readonly serverTime?: number;
  readonly expiredAt?: string;
  readonly path?: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.missingScope = init.missingScope;
    this.retryAfter = init.retryAfter;
    this.serverTime = init.serverTime;
    this.expiredAt = init.expiredAt;
    this.path = init.path;
  }

  /** True when a new key (not a retry) is the only way forward. */
  get needsNewKey(): boolean {
    return this.code === 'key_expired' || this.code === 'key_revoked' || this.code === 'invalid_key';
  }

  /** Problems by field name, for binding to form fields (first message per field). */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.details) {
      if (d.field && !(d.field in out)) out[d.field] = d.use ? `${d.message} (use ${d.use})` : d.message;
    }
    return out;
  }

  /** Problems that name no field (or a field the form does not show). */
  generalDetails(knownFields: readonly string[] = []): ErrorDetail[] {
    return this.details.filter((d) => !d.field || !knownFields.includes(d.field));
  }

}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Removes every occurrence of each secret from a text. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  return out;
}

/**
 * Retry-After as seconds: either delta-seconds or an HTTP date.
 * Returns undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.max(0, Number(trimmed));
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, (at - nowMs) / 1000);
}

function looksLikeHtml(contentType: string, text: string): boolean {
  if (contentType.includes('text/html')) return true;
  const head = text.trimStart().slice(0, 200).toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || /<(head|body|title)[\s>]/.test(head);
}

function normaliseDetails(raw: unknown): ErrorDetail[] {
  if (!Array.isArray(raw)) {
    if (raw && typeof raw === 'object') {
      // `{field: message}` maps are tolerated too.
      return Object.entries(raw as Record<string, unknown>).map(([field, message]) => ({ field, message: String(message) }));
    }
    return [];
  }
  return raw.map((item): ErrorDetail => {
    if (typeof item === 'string') {
      // "email: must be a valid address" → field + message when it reads that way.
      const m = /^([A-Za-z_][\w.[\]-]*):\s+(.+)$/.exec(item);
      return m ? { field: m[1], message: m[2] } : { field: '', message: item };
    }
    if (item && typeof item === 'object') {
      const o = item as Record<string, unknown>;
      const rawField = o.field ?? o.path ?? o.name ?? o.header ?? '';
      const field = Array.isArray(rawField) ? rawField.join('.') : String(rawField);
      const message = String(o.message ?? o.problem ?? o.error ?? o.reason ?? 'is not valid');
      const useRaw = o.use ?? o.supported ?? o.supportedField ?? o.instead;
      return { field, message, ...(useRaw ? { use: String(useRaw) } : {}) };
    }
    return { field: '', message: String(item) };
  });
}

function codeForStatus(status: number): string {
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status === 408) return 'stale_timestamp';
  if (status === 405) return 'method_not_allowed';
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported_type';
  if (status >= 500) return 'server_error';
  if (status === 400) return 'bad_request';
  return `http_${status}`;
}

export type ErrorAnswer = {
  status: number;
  contentType: string;
  text: string;
  retryAfterHeader?: string | null;
  path?: string;
  nowMs?: number;
  secrets?: readonly (string | undefined)[];
};

/** Builds the ApiError for a non-2xx answer, whatever its body looks like. */
export function errorFromAnswer(answer: ErrorAnswer): ApiError {
  const { status, contentType, path } = answer;
  const secrets = answer.secrets ?? [];
  const text = redact(answer.text ?? '', secrets);
  const nowMs = answer.nowMs ?? Date.now();
  const retryAfterHeader = parseRetryAfter(answer.retryAfterHeader, nowMs);

  if (looksLikeHtml(contentType, text) || /error code:\s*1010/i.test(text)) {
    return new ApiError({
      status,
      code: LOCAL_CODES.blocked,
      message: `The request to ${path ?? 'the server'} was blocked before it reached the service (HTTP ${status}).`,
      retryAfter: retryAfterHeader,
      path,
    });
  }

  let json: unknown;
  if (contentType.includes('json') || /^\s*[{[]/.test(text)) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }

  if (json && typeof json === 'object' && !Array.isArray(json)) {
    const o = json as Record<string, unknown>;
    const code = typeof o.code === 'string' && o.code ? o.code : codeForStatus(status);
    const message =
      typeof o.error === 'string' ? o.error : typeof o.message === 'string' ? o.message : `HTTP ${status}`;
    const retryAfterBody = typeof o.retryAfterSeconds === 'number' ? o.retryAfterSeconds : undefined;
    return new ApiError({
      status,
      code,
      message: redact(message, secrets),
      details: normaliseDetails(o.details).map((d) => ({ ...d, message: redact(d.message, secrets) })),
      missingScope: typeof o.missingScope === 'string' ? o.missingScope : undefined,
      retryAfter: retryAfterHeader ?? retryAfterBody,
      serverTime: typeof o.serverTime === 'number' ? o.serverTime : undefined,
      expiredAt: typeof o.expiredAt === 'string' ? o.expiredAt : undefined,
      path,
    });
  }

  const plain = cutCharacters(text.trim(), 500);
  return new ApiError({
    status,
    code: codeForStatus(status),
    message: plain || `HTTP ${status}`,
    retryAfter: retryAfterHeader,
    path,
  });
}

/** A request that never got an answer. */
export function networkError(cause: unknown, path: string | undefined, secrets: readonly (string | undefined)[] = []): ApiError {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const raw = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({
    status: 0,
    code: offline ? LOCAL_CODES.offline : LOCAL_CODES.network,
    message: redact(offline ? 'The browser is offline.' : `The server could not be reached (${raw}).`, secrets),
    path,
  });
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function formatWait(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s < 60) return plural(s, 'second');
  const m = Math.ceil(s / 60);
  return plural(m, 'minute');
}

/** What a failed request was doing, from its endpoint: reading data, or writing a change. */
export type RequestKind = 'read' | 'write';

/** Reads are the `get…` endpoints, `/whoami` and `/apiSchema`; every other endpoint writes. */
export function requestKindOf(path: string | undefined): RequestKind | undefined {
  if (!path) return undefined;
  const name = path.split('?')[0].replace(/^\/+/, '');
  if (!name) return undefined;
  return /^(get[A-Z]|whoami$|apiSchema$)/.test(name) ? 'read' : 'write';
}

/** Any failure in plain words, for a person: the one wording of every error the console shows. */
export function describeError(error: unknown): string {
  if (isApiError(error)) return explainError(error);
  if (error instanceof Error) return error.name === 'AbortError' ? 'Stopped before it finished.' : error.message || error.name;
  if (typeof error === 'string') return error || 'Something went wrong.';
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message;
  return error == null ? 'Something went wrong.' : String(error);
}

/**
 * The technical side of a failure, for whoever supports the console: status,
 * code, endpoint, the service's own words and the scope it wanted. Shown
 * behind a "Details" disclosure, never in the sentence itself. `null` when the
 * failure is not an API error (nothing more to say than the sentence).
 */
export function errorReference(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const parts = [error.status > 0 ? `HTTP ${error.status}` : 'No answer', error.code];
  if (error.path) parts.push(error.path);
  if (error.missingScope) parts.push(`needs ${error.missingScope}`);
  const said = error.message && !/^HTTP \d+$/.test(error.message) ? error.message : '';
  return said ? `${parts.join(' · ')}: ${said}` : parts.join(' · ');
}

function explainError(e: ApiError): string {
  switch (e.code) {
    case 'invalid_key':
      return 'The API key was not recognised. Check that it was copied completely, without spaces, and that it was issued for this server.';
    case 'key_expired':
      return `This API key has expired${e.expiredAt ? ` (at ${formatEventInstant(e.expiredAt, undefined)})` : ''}. Ask for a new key in the event's console and connect again.`;
    case 'key_revoked':
      return 'This API key has been revoked in the console. Ask for a new key and connect again.';
    case 'wrong_event':
      return 'This API key belongs to a different event. Check the event id, or use the key issued for this event.';
    case 'unknown_event':
      return 'The server knows no event with this event id for this client. Check the event id.';
    case 'unknown_client':
      return 'The server knows no client with this client id. Check the client id.';
    case 'missing_scope':
      return 'This API key is not allowed to do this. Ask whoever issues your keys for one that allows it.';
    case 'missing_header':
      return 'The request was missing part of the connection. Fill in every connection field and connect again.';
    case 'bad_timestamp':
    case 'stale_timestamp':
      return "This computer's clock differs from the server's by more than 5 minutes, and correcting it did not help. Set the clock to the right time and try again.";
    case LOCAL_CODES.offline:
      return 'The browser is offline. Check the network connection; the console will carry on when it is back.';
    case LOCAL_CODES.network:
      return 'The server could not be reached. Check the base URL, that the server is running, and the network connection. (A server that sends no CORS headers cannot be reached from a browser either: use the local server with UPSTREAM_URL as a proxy.)';
    case LOCAL_CODES.blocked:
      return 'The request was blocked before it reached the service: an intermediary (a firewall, proxy or filter) answered with its own page' +
        ' — for example "error code: 1010", which means the request\'s User-Agent was not recognised. Send requests with an ordinary browser User-Agent, or check the proxy between this browser and the service, then try again.';
    case LOCAL_CODES.invalidResponse:
      return 'The server answered in a way the console does not understand. It may run a different version of the service.';
    case 'rate_limited':
      return `Too many requests: the limit is 300 a minute. The console waits${e.retryAfter != null ? ` ${formatWait(e.retryAfter)}` : ''} and then carries on by itself.`;
    case 'unknown_endpoint':
      return 'The server does not offer this. Check that the base URL points at the service (for the local server it ends in /api).';
    case 'method_not_allowed':
      return 'The server refused this request. The base URL may point at something other than the service.';
    case 'too_large':
      return `Too large: ${e.message}`;
    case 'unsupported_type':
      return `Unsupported file type: ${e.message}`;
    default:
      break;
  }
  if (e.status >= 500) {
    // The service's own words when they are a sentence ("database unavailable"), never a bare code
    // ("internal_error") or a status line: those are in `errorReference`.
    const said = /\s/.test(e.message.trim()) && !/^HTTP \d+$/.test(e.message) ? ` (${e.message.trim().replace(/[.!]+$/, '')})` : '';
    const kind = requestKindOf(e.path);
    if (kind === 'read') return `The server ran into a problem${said} and could not send this. Try again in a moment.`;
    if (kind === 'write' && /^\/*(upsert|add|update|bulkUpsert)/.test(e.path ?? '')) {
      return `The server ran into a problem${said} and could not save this. What you typed is kept; try again in a moment.`;
    }
    return kind === 'write'
      ? `The server ran into a problem${said} and could not finish this change. Try again in a moment.`
      : `The server ran into a problem${said} and could not finish. Try again in a moment.`;
  }
  if (e.status === 404) return e.message && e.message !== 'HTTP 404' ? `Not found: ${e.message}` : 'Not found.';
  if (e.status === 409) return e.message && e.message !== 'HTTP 409' ? e.message : 'That already exists.';
  if (e.status === 400 && e.details.length > 0) {
    return `${e.message}: ${e.details.map((d) => (d.field ? `${d.field} ${d.message}` : d.message)).join('; ')}`;
  }
  if (e.message && !/^HTTP \d+$/.test(e.message)) return e.message;
  return 'The server did not accept this request.';
}
