import { describe, expect, it } from 'vitest';
import { DRAFT_PREFIX, KeyStore, PROFILES_KEY, SESSION_CONNECTION_KEY } from './key-store';

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.has(k) ? this.map.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  dump() {
    return [...this.map.entries()].map(([k, v]) => `${k}=${v}`).join('\n');
  }
}

const KEY = 'ek_test_9f8e7d6c5b4a';
const conn = { baseUrl: 'http://127.0.0.1:8787/api/', clientId: 'c1', eventId: 'e1', apiKey: KEY };

describe('KeyStore', () => {
  it('keeps the key in memory and sessionStorage, never in localStorage', () => {
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    const store = new KeyStore(session, local);
    store.set(conn);
    store.saveProfile({ name: 'Main', ...conn } as never);
    store.replaceKey(`${KEY}-renewed`);
    expect(store.get()?.apiKey).toBe(`${KEY}-renewed`);
    expect(session.getItem(SESSION_CONNECTION_KEY)).toContain(KEY);
    expect(local.dump()).not.toContain(KEY);
    expect(JSON.parse(local.getItem(PROFILES_KEY)!)).toEqual([{ name: 'Main', baseUrl: 'http://127.0.0.1:8787/api', clientId: 'c1', eventId: 'e1' }]);
  });

  it('comes back after a reload of the tab from sessionStorage', () => {
    const session = new MemoryStorage();
    new KeyStore(session, new MemoryStorage()).set(conn);
    const reloaded = new KeyStore(session, new MemoryStorage());
    expect(reloaded.get()).toEqual({ ...conn, baseUrl: 'http://127.0.0.1:8787/api' });
  });

  it('sign out forgets the key and the drafts but keeps the profiles', () => {
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    const store = new KeyStore(session, local);
    store.set(conn);
    store.saveProfile({ name: 'Main', baseUrl: conn.baseUrl, clientId: 'c1', eventId: 'e1' });
    session.setItem(`${DRAFT_PREFIX}guest-form`, '{"name":"Ada"}');
    session.setItem('unrelated', 'x');
    store.clear();
    expect(store.get()).toBeNull();
    expect(session.getItem(SESSION_CONNECTION_KEY)).toBeNull();
    expect(session.getItem(`${DRAFT_PREFIX}guest-form`)).toBeNull();
    expect(session.getItem('unrelated')).toBe('x');
    expect(store.profiles()).toHaveLength(1);
  });

  it('notifies subscribers when the connection changes', () => {
    const store = new KeyStore(new MemoryStorage(), new MemoryStorage());
    let calls = 0;
    store.subscribe(() => calls++);
    store.set(conn);
    store.clear();
    expect(calls).toBe(2);
  });
});
