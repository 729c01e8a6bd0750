/**
 * JSON request logs (pino): one line per request with method, path, status and duration in milliseconds,
 * plus the request's headers with every secret (API key, operator token, cookies, authorization) redacted.
 */
import type { Context, MiddlewareHandler } from 'hono';
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';

export const SECRET_HEADERS = ['x-api-key', 'x-operator-token', 'cookie', 'set-cookie', 'authorization', 'proxy-authorization'];

export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: SECRET_HEADERS.map((name) => `req.headers["${name}"]`), censor: '[redacted]' },
  };
  // Standard output is written asynchronously (lines written while one write is under way go together in the next),
  // not with one blocking system call per request; whatever is still buffered is written out on exit.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** The request's headers as a plain object: Node's own parsed headers when served by Node (no Headers object built). */
function headersOf(c: Context): Record<string, unknown> {
  const incoming = (c.env as { incoming?: { headers?: Record<string, unknown> } } | undefined)?.incoming;
  return incoming?.headers ? { ...incoming.headers } : Object.fromEntries(c.req.raw.headers);
}

/** Logs each request once its answer is ready: `info`, or `error` for a 5xx. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      req: { method: c.req.method, path: c.req.path, headers: headersOf(c) },
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
