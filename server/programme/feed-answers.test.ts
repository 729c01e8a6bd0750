import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { FeedAnswers, UNHEARD_ANSWER_MS } from './feed-answers';

/** A request and a response as node:http hands them over, recording what is written. */
function exchange(url: string, headers: Record<string, string> = {}, method = 'GET', remoteAddress = '10.0.0.1') {
  const req = { url, method, headers: { host: 'feeds.example', ...headers }, socket: { remoteAddress } } as unknown as IncomingMessage;
  const out: { status?: number; headers?: Record<string, string | number>; body?: Uint8Array } = {};
  const res = Object.assign(new EventEmitter(), {
    writeHead(status: number, h: Record<string, string | number>) {
      out.status = status;
      out.headers = h;
    },
    end(body?: Uint8Array) {
      out.body = body;
    },
  }) as unknown as ServerResponse;
  return { req, res, out };
}

const answer = (eventId = 'e1') => ({
  eventId,
  etag: '"v1"',
  bytes: new TextEncoder().encode('{"schedule":{}}'),
  headers: { ETag: '"v1"', 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=60' },
});

describe('feed answers kept ready', () => {
  it('sends the remembered bytes with every header and their length, a 304 without a type to a client that holds them, and headers only to HEAD', () => {
    const answers = new FeedAnswers();
    answers.attach({ live: () => true, blocked: () => false });
    answers.remember('feeds.example', '/feeds/t1/schedule.json', answer());
    const full = exchange('/feeds/t1/schedule.json');
    expect(answers.serve(full.req, full.res)).toBe(true);
    expect(full.out).toMatchObject({ status: 200, headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Length': 15 } });
    expect(new TextDecoder().decode(full.out.body)).toBe('{"schedule":{}}');
    const held = exchange('/feeds/t1/schedule.json', { 'if-none-match': 'W/"v1"' });
    expect(answers.serve(held.req, held.res)).toBe(true);
    expect(held.out.status).toBe(304);
    expect(held.out.headers).not.toHaveProperty('Content-Type');
    expect(held.out.headers).toMatchObject({ ETag: '"v1"' });
    const head = exchange('/feeds/t1/schedule.json', {}, 'HEAD');
    expect(answers.serve(head.req, head.res)).toBe(true);
    expect(head.out.body).toBeUndefined();
  });

  it('leaves to the routes what it does not hold: another host, a query, another method, an address blocked for guessing', () => {
    const answers = new FeedAnswers();
    answers.attach({ live: () => true, blocked: (address) => address === '10.6.6.6' });
    answers.remember('feeds.example', '/feeds/t1/schedule.json', answer());
    answers.remember('feeds.example', '/feeds/t1/schedule.json?x=1', answer());
    for (const [url, headers, method, address] of [
      ['/feeds/t1/schedule.json', { host: 'other.example' }, 'GET', '10.0.0.1'],
      ['/feeds/t1/schedule.json?x=1', {}, 'GET', '10.0.0.1'],
      ['/feeds/t1/schedule.json', {}, 'POST', '10.0.0.1'],
      ['/feeds/t1/schedule.json', {}, 'GET', '10.6.6.6'],
      ['/api/getSessions', {}, 'GET', '10.0.0.1'],
    ] as const) {
      const x = exchange(url, headers, method, address);
      expect(answers.serve(x.req, x.res), `${method} ${url} from ${address}`).toBe(false);
      expect(x.out.status).toBeUndefined();
    }
  });

  it('forgets an event’s answers at its change, everything when the notifications stop, and lasts 1 s when it does not hear them', () => {
    let now = 0;
    let live = true;
    const answers = new FeedAnswers({ now: () => now });
    answers.attach({ live: () => live, blocked: () => false });
    answers.remember('feeds.example', '/feeds/a/schedule.json', answer('e1'));
    answers.remember('feeds.example', '/feeds/b/schedule.json', answer('e2'));
    answers.forget('e1');
    expect(answers.serve(exchange('/feeds/a/schedule.json').req, exchange('/feeds/a/schedule.json').res)).toBe(false);
    const b = exchange('/feeds/b/schedule.json');
    expect(answers.serve(b.req, b.res)).toBe(true);
    answers.clear();
    expect(answers.size).toBe(0);

    live = false;
    answers.remember('feeds.example', '/feeds/b/schedule.json', answer('e2'));
    now = UNHEARD_ANSWER_MS - 1;
    const soon = exchange('/feeds/b/schedule.json');
    expect(answers.serve(soon.req, soon.res)).toBe(true);
    now = UNHEARD_ANSWER_MS;
    const late = exchange('/feeds/b/schedule.json');
    expect(answers.serve(late.req, late.res)).toBe(false);
  });
});
