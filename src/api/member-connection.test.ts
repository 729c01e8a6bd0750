import { describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { ServerClock } from './clock';
import { KeyStore, SESSION_CONNECTION_KEY, type Connection } from './key-store';
import { RequestScheduler } from './scheduler';

const member: Connection = { kind: 'member', baseUrl: 'http://console.test/team-api/api', clientId: 'c1', eventId: 'e1', apiKey: '', member: { name: 'Ana', role: 'moderator' } };

function memberClient(answer: () => Response, ended: () => void = () => undefined) {
  const seen: RequestInit[] = [];
  const c = new ApiClient({
    getConnection: () => member,
    scheduler: new RequestScheduler(),
    clock: new ServerClock(),
    schemaFor: async () => undefined,
    endSession: ended,
    fetch: async (_url, init) => {
      seen.push(init);
      return answer();
    },
  });
  return { c, seen };
}

describe("a team member's connection", () => {
  it('sends no key, and sends the session cookie to the console’s own server', async () => {
    const { c, seen } = memberClient(() => new Response('[]', { headers: { 'content-type': 'application/json' } }));
    await c.get('/getSessions');
    const headers = seen[0].headers as Record<string, string>;
    expect(headers['x-api-key']).toBeUndefined();
    expect(headers['x-event-id']).toBe('e1');
    expect(seen[0].credentials).toBe('same-origin');
  });

  it('goes back to sign-in when the session ended on the server', async () => {
    let ended = 0;
    const { c } = memberClient(() => new Response(JSON.stringify({ error: 'Sign in', code: 'not_signed_in' }), { status: 401, headers: { 'content-type': 'application/json' } }), () => (ended += 1));
    await expect(c.get('/getSessions')).rejects.toMatchObject({ code: 'not_signed_in' });
    expect(ended).toBe(1);
  });

  it('is kept by the tab without any key', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k), key: () => null, length: 0 };
    new KeyStore(storage, null).set(member);
    expect(JSON.parse(store.get(SESSION_CONNECTION_KEY) ?? '{}')).toMatchObject({ kind: 'member', apiKey: '', member: { name: 'Ana' } });
    expect(new KeyStore(storage, null).get()).toMatchObject({ kind: 'member', eventId: 'e1' });
  });
});
