import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './client';
import { ServerClock } from './clock';
import { RequestScheduler } from './scheduler';
import { describeError, type ApiError } from './errors';

const connection = { baseUrl: 'http://api.test/api', clientId: 'c1', eventId: 'e1', apiKey: 'key-abcdef123456' };

type Seen = { url: string; headers: Record<string, string>; body?: string };

/** A stand-in for the network: the test scripts the service's answers. */
function scriptedFetch(answers: ((req: Seen) => Response)[]) {
  const seen: Seen[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const req = { url, headers: init.headers as Record<string, string>, body: init.body as string | undefined };
    seen.push(req);
    const next = answers.shift();
    if (!next) throw new Error('no scripted answer left');
    return next(req);
  };
  return { fetch, seen };
}

const jsonAnswer = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(answers: ((req: Seen) => Response)[], clock = new ServerClock()) {
  const net = scriptedFetch(answers);
  const c = new ApiClient({ getConnection: () => connection, scheduler: new RequestScheduler(), clock, fetch: net.fetch, schemaFor: async () => undefined });
  return { c, seen: net.seen, clock };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('ApiClient', () => {
  it('sends the four auth headers with a fresh timestamp on every request', async () => {
    const { c, seen } = client([jsonAnswer(200, { a: 1 }), jsonAnswer(200, { a: 2 })]);
    await c.request('GET', '/whoami', undefined);
    vi.setSystemTime(Date.now() + 1234);
    await c.request('GET', '/whoami', undefined);
    expect(seen[0].url).toBe('http://api.test/api/whoami');
    expect(seen[0].headers).toMatchObject({ 'x-api-key': connection.apiKey, 'x-client-id': 'c1', 'x-event-id': 'e1' });
    expect(Number(seen[1].headers['x-timestamp']) - Number(seen[0].headers['x-timestamp'])).toBe(1234);
  });

  it('on 408 with serverTime corrects the clock once and resends with the corrected time', async () => {
    const serverTime = Date.now() + 10 * 60_000;
    const { c, seen, clock } = client([
      jsonAnswer(408, { error: 'stale', code: 'stale_timestamp', serverTime }),
      jsonAnswer(200, { status: 'ok' }),
    ]);
    const corrected: number[] = [];
    c.onClockCorrected((o) => corrected.push(o));
    const r = await c.request('POST', '/upsertQuestion', { question: 'Hi' });
    expect(r.data).toEqual({ status: 'ok' });
    expect(seen).toHaveLength(2);
    expect(Number(seen[1].headers['x-timestamp'])).toBe(serverTime);
    expect(clock.offset).toBe(10 * 60_000);
    expect(corrected).toEqual([600_000]);
  });

  it('gives up after the second 408 and explains clock skew', async () => {
    const serverTime = Date.now() + 10 * 60_000;
    const { c, seen } = client([
      jsonAnswer(408, { error: 'stale', code: 'stale_timestamp', serverTime }),
      jsonAnswer(408, { error: 'stale', code: 'stale_timestamp', serverTime }),
    ]);
    const err = (await c.request('GET', '/whoami', undefined).catch((e) => e)) as ApiError;
    expect(seen).toHaveLength(2);
    expect(err.code).toBe('stale_timestamp');
    expect(describeError(err)).toMatch(/clock/);
  });

  it('returns warnings and ignoredFields of a write, and sends dryRun as a query', async () => {
    const { c, seen } = client([jsonAnswer(200, { status: 'ok', warnings: ['2 votes orphaned'], ignoredFields: ['results'] })]);
    const r = await c.request('POST', '/upsertPoll', { pollId: 'p1' }, { dryRun: true });
    expect(seen[0].url).toBe('http://api.test/api/upsertPoll?dryRun=1');
    expect(r).toMatchObject({ warnings: ['2 votes orphaned'], ignoredFields: ['results'], dryRun: true });
  });

  it('reads a plain-text success body', async () => {
    const { c } = client([() => new Response('Ticket added', { status: 200, headers: { 'content-type': 'text/plain' } })]);
    const r = await c.request('POST', '/addTicket', { userEmail: 'a@b.c', ticketType: 'VIP' });
    expect(r).toMatchObject({ data: 'Ticket added', warnings: [], ignoredFields: [] });
  });

  it('tells the shell when the stored key has expired', async () => {
    const { c } = client([jsonAnswer(403, { error: 'expired', code: 'key_expired' })]);
    const failures: string[] = [];
    c.onAuthFailure((e) => failures.push(e.code));
    await expect(c.request('GET', '/getEvent', undefined)).rejects.toMatchObject({ code: 'key_expired' });
    expect(failures).toEqual(['key_expired']);
  });

  it('rejects an answer that does not match the contract, naming the field', async () => {
    const net = scriptedFetch([jsonAnswer(200, { guestCount: 'many' })]);
    const c = new ApiClient({
      getConnection: () => connection,
      scheduler: new RequestScheduler(),
      fetch: net.fetch,
      schemaFor: async () => ({
        safeParse: (v: unknown) =>
          typeof (v as { guestCount: unknown }).guestCount === 'number'
            ? { success: true as const, data: v }
            : { success: false as const, error: { issues: [{ path: ['guestCount'], message: 'expected number' }] } },
      }),
    });
    await expect(c.request('GET', '/getGuestCount', undefined)).rejects.toMatchObject({ code: 'invalid_response', details: [{ field: 'guestCount', message: 'expected number' }] });
  });
});
