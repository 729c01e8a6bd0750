import { describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { Reachability } from './reachability';
import { RequestScheduler } from './scheduler';

const connection = { baseUrl: 'http://api.test/api', clientId: 'c1', eventId: 'e1', apiKey: 'key-abcdef123456' };

function clientOver(fetch: (url: string, init: RequestInit) => Promise<Response>, reachability: Reachability) {
  return new ApiClient({
    getConnection: () => connection,
    scheduler: new RequestScheduler(),
    fetch,
    reachability,
    schemaFor: async () => undefined,
  });
}

describe('Reachability', () => {
  it('a request without an answer marks the server unreachable; the next answer of any status marks it reachable again', async () => {
    const r = new Reachability();
    const changes: boolean[] = [];
    r.subscribe(() => changes.push(r.getState().reachable));
    const answers: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('{"error":"nope","code":"not_found"}', { status: 404, headers: { 'content-type': 'application/json' } })),
    ];
    const c = clientOver(() => answers.shift()!(), r);

    await expect(c.request('POST', '/upsertQuestion', { question: 'Hi' })).rejects.toMatchObject({ code: 'network_error' });
    expect(r.getState()).toMatchObject({ reachable: false });
    expect(r.getState().unreachableSince).toEqual(expect.any(Number));

    await expect(c.request('POST', '/upsertQuestion', { question: 'Hi' })).rejects.toMatchObject({ status: 404 });
    expect(r.getState()).toEqual({ reachable: true, unreachableSince: null });
    expect(changes).toEqual([false, true]);
  });

  it('a cancelled request says nothing about the server', async () => {
    const r = new Reachability();
    const controller = new AbortController();
    const c = clientOver(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      r,
    );
    const pending = c.request('GET', '/whoami', undefined, { signal: controller.signal, networkRetries: 0 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(r.getState().reachable).toBe(true);
  });
});
