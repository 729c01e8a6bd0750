/**
 * Feed answers ready to send: the programme's feeds (`/feeds/<token>/schedule.json`, `schedule.xml`, the iCal
 * files) are read by conference apps, calendars and video teams many times a minute, and each is the same bytes
 * until the next release. The feeds' routes (programme-app.ts) remember each answer they made here, by host and
 * address; the HTTP server then answers the next GET or HEAD of that address from here, before the web framework
 * builds a Request and a Response for it: the bytes, or 304 when the client holds them (`If-None-Match`).
 *
 * An answer is forgotten exactly when the routes would stop giving it: a release or a feed change of its event
 * (`forget`, also on the database's `NOTIFY programme` from another process), a dropped LISTEN connection
 * (`clear`), or after 1 s when the process is not listening (a test's database). An address blocked for
 * guessing feed addresses is answered by the routes (429), never from here. Anything else (a query string, a
 * method other than GET and HEAD, an address not remembered) goes to the routes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export type ReadyAnswer = {
  eventId: string;
  etag: string;
  /** Every header of the 200 answer but Content-Length (security headers included). */
  headers: Record<string, string>;
  bytes: Uint8Array;
};

type Entry = ReadyAnswer & { at: number; notModified: Record<string, string>; full: Record<string, string | number> };

export type FeedAnswersOptions = {
  now?: () => number;
  /** Behind a proxy: the client's address is the last of `X-Forwarded-For` (as the routes read it). */
  trustProxy?: boolean;
  /** Request log lines in the same shape as the app's (server/request-log.ts). */
  logger?: Logger;
  /** Addresses kept (the most recent first out when full). */
  maxEntries?: number;
};

/** How long an answer lasts when the process does not hear the database's notifications. */
export const UNHEARD_ANSWER_MS = 1000;

export class FeedAnswers {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private live: () => boolean = () => false;
  private blocked: (address: string) => boolean = () => false;

  constructor(private readonly options: FeedAnswersOptions = {}) {
    this.now = options.now ?? (() => Date.now());
  }

  /** The routes tell whether they hear every change at once (LISTEN) and which addresses they refuse for guessing. */
  attach(rules: { live: () => boolean; blocked: (address: string) => boolean }): void {
    this.live = rules.live;
    this.blocked = rules.blocked;
  }

  remember(host: string, path: string, answer: ReadyAnswer): void {
    if (path.includes('?')) return;
    if (this.entries.size >= (this.options.maxEntries ?? 2000)) this.entries.clear();
    const notModified = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name.toLowerCase() !== 'content-type'));
    this.entries.set(`${host}\u0000${path}`, { ...answer, at: this.now(), notModified, full: { ...answer.headers, 'Content-Length': answer.bytes.byteLength } });
  }

  /** A release or feed change of this event: its answers are made again. */
  forget(eventId: string): void {
    for (const [key, entry] of this.entries) if (entry.eventId === eventId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Answers a remembered feed address; false when the routes must answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (!url.startsWith('/feeds/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const entry = this.entries.get(`${req.headers.host ?? ''}\u0000${url}`);
    if (!entry) return false;
    if (!this.live() && this.now() - entry.at >= UNHEARD_ANSWER_MS) {
      this.entries.delete(`${req.headers.host ?? ''}\u0000${url}`);
      return false;
    }
    if (this.blocked(this.addressOf(req))) return false;
    const started = this.options.logger ? performance.now() : 0;
    let status: number;
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      status = 304;
      res.writeHead(304, entry.notModified);
      res.end();
    } else {
      status = 200;
      res.writeHead(200, entry.full);
      res.end(req.method === 'HEAD' ? undefined : entry.bytes);
    }
    this.options.logger?.info({ req: { method: req.method, path: url, headers: { ...req.headers } }, status, durationMs: Math.round((performance.now() - started) * 10) / 10 }, 'request');
    return true;
  }

  private addressOf(req: IncomingMessage): string {
    if (this.options.trustProxy) {
      const forwarded = req.headers['x-forwarded-for'];
      const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').pop()?.trim();
      if (last) return last;
    }
    return req.socket.remoteAddress ?? 'unknown';
  }
}

/** Whether `If-None-Match` names this ETag (a list, weak forms and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
