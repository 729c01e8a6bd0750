/**
 * One request budget for every tab and window of a connection (same API base
 * URL and key: the service counts its limit per key).
 *
 * The rule: a tab may start a request only after taking a permit from the
 * connection's ledger, and the ledger never hands out more permits in a
 * sliding window than the scheduler's limit (the service's limit less the
 * safety margin). A 429 seen by any tab is written to the ledger, and every
 * tab waits until its Retry-After has passed.
 *
 * The ledger is a short log of start times and the pause, kept in
 * localStorage under a name derived from a hash of the connection (never the
 * key itself), and changed only while holding a Web Lock of the same name, so
 * no two tabs read-modify-write it at once. There is no leader tab to lose:
 * any tab may close at any moment. Without Web Locks or localStorage (older
 * browsers, unit tests) `ledgerFor` answers null and the scheduler keeps a
 * budget of its own tab.
 *
 * Bulk work (imports) leaves a reserve in every window, so a board or a click
 * in another tab always finds room even while an import runs at full speed.
 */

export type LedgerState = { sent: number[]; pausedUntil: number | null };

export type Taken = { granted: number; retryAt: number | null };

/** Where the ledger lives: one string, changed under a lock, with news of other tabs' changes. */
export type LedgerStore = {
  read(): string | null;
  write(value: string): void;
  lock<T>(fn: () => T): Promise<T>;
  onChange(listener: () => void): () => void;
};

/** Part of the limit that bulk requests leave to the other lanes of every tab. */
export function bulkReserve(limit: number): number {
  return Math.min(limit - 1, Math.max(2, Math.round(limit * 0.15)));
}

function parse(raw: string | null): LedgerState {
  try {
    const v = raw ? (JSON.parse(raw) as Partial<LedgerState>) : null;
    const sent = Array.isArray(v?.sent) ? v.sent.filter((t): t is number => typeof t === 'number').sort((a, b) => a - b) : [];
    return { sent, pausedUntil: typeof v?.pausedUntil === 'number' ? v.pausedUntil : null };
  } catch {
    return { sent: [], pausedUntil: null };
  }
}

export class BudgetLedger {
  constructor(
    private readonly store: LedgerStore,
    private readonly windowMs: number,
  ) {}

  private current(now: number): LedgerState {
    const state = parse(this.store.read());
    const cutoff = now - this.windowMs;
    return { sent: state.sent.filter((t) => t > cutoff), pausedUntil: state.pausedUntil !== null && state.pausedUntil > now ? state.pausedUntil : null };
  }

  /** Takes up to `want` permits for requests starting now, never letting the window hold more than `max`. */
  take(want: number, max: number): Promise<Taken> {
    return this.store.lock(() => {
      const now = Date.now();
      const state = this.current(now);
      if (state.pausedUntil !== null) return { granted: 0, retryAt: state.pausedUntil };
      const room = max - state.sent.length;
      if (room <= 0) return { granted: 0, retryAt: state.sent[state.sent.length - Math.max(1, max)] + this.windowMs + 1 };
      const granted = Math.max(0, Math.min(want, room));
      for (let i = 0; i < granted; i++) state.sent.push(now);
      this.store.write(JSON.stringify(state));
      return { granted, retryAt: null };
    });
  }

  /** Every tab of the connection waits until `until` (a 429's Retry-After). */
  pause(until: number): Promise<void> {
    return this.store.lock(() => {
      const state = this.current(Date.now());
      state.pausedUntil = Math.max(state.pausedUntil ?? 0, until);
      this.store.write(JSON.stringify(state));
    });
  }

  /** Requests started in the window by every tab, the oldest of them, and the pause. */
  peek(now = Date.now()): { used: number; oldest: number | null; pausedUntil: number | null } {
    const state = this.current(now);
    return { used: state.sent.length, oldest: state.sent[0] ?? null, pausedUntil: state.pausedUntil };
  }

  subscribe(listener: () => void): () => void {
    return this.store.onChange(listener);
  }
}

/** A short, stable, non-reversible name for a connection (FNV-style 64-bit mix of base URL and key). */
export function connectionHash(baseUrl: string, apiKey: string): string {
  const text = `${baseUrl}\n${apiKey}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

export const LEDGER_PREFIX = 'console.budget.';

/** The browser's ledger store for one name: localStorage, a Web Lock, and the `storage` event. */
function browserStore(name: string): LedgerStore | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined' || !navigator.locks) return null;
  let storage: Storage;
  try {
    storage = window.localStorage;
    storage.setItem(`${name}.probe`, '1');
    storage.removeItem(`${name}.probe`);
  } catch {
    return null;
  }
  return {
    read: () => storage.getItem(name),
    write: (value) => storage.setItem(name, value),
    lock: (fn) => navigator.locks.request(name, () => fn()),
    onChange(listener) {
      const on = (e: StorageEvent) => {
        if (e.key === name || e.key === null) listener();
      };
      window.addEventListener('storage', on);
      return () => window.removeEventListener('storage', on);
    },
  };
}

/** Drops ledgers of other connections that hold nothing recent (keys renewed or signed out). */
function forgetStale(keep: string, windowMs: number): void {
  try {
    const now = Date.now();
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const k = localStorage.key(i);
      if (!k || k === keep || !k.startsWith(LEDGER_PREFIX)) continue;
      const state = parse(localStorage.getItem(k));
      const last = Math.max(state.sent.at(-1) ?? 0, state.pausedUntil ?? 0);
      if (last < now - windowMs) localStorage.removeItem(k);
    }
  } catch {
    // Storage unavailable: nothing to tidy.
  }
}

/** The shared ledger of a connection in this browser, or null where the browser cannot share one. */
export function ledgerFor(connection: { baseUrl: string; apiKey: string } | null, windowMs: number): BudgetLedger | null {
  if (!connection) return null;
  const name = LEDGER_PREFIX + connectionHash(connection.baseUrl, connection.apiKey);
  const store = browserStore(name);
  if (!store) return null;
  forgetStale(name, windowMs);
  return new BudgetLedger(store, windowMs);
}

/** A ledger store in memory, shared by the schedulers given it (tests; one "browser"). */
export function memoryLedgerStore(): LedgerStore {
  let value: string | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    write(next) {
      value = next;
      for (const l of [...listeners]) l();
    },
    lock<T>(fn: () => T): Promise<T> {
      const run = queue.then(fn);
      queue = run.catch(() => undefined);
      return run;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
