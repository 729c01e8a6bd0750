/**
 * The connection: where the API is, which client and event, and the key.
 *
 * The key lives in memory and in sessionStorage only (so a reload of this tab
 * keeps working and closing the tab forgets it). It never goes to
 * localStorage, a URL or a log line. What is not secret (a profile name, base
 * URL, client id, event id) may be remembered in localStorage so a user can
 * switch between events quickly.
 */

export type Connection = {
  baseUrl: string;
  clientId: string;
  eventId: string;
  apiKey: string;
  /**
   * `member`: a team member signed in to the console's own server (its session cookie, HttpOnly, is the
   * credential); `apiKey` is empty and calls go to the server's team address, which adds the event's key.
   */
  kind?: 'member';
  /** The member's name and role, as the server gave them (shown in the top bar), and a moderator's chosen rooms (none: every room). */
  member?: { name: string; role: string; rooms?: string[] };
};

export type ConnectionProfile = {
  name: string;
  baseUrl: string;
  clientId: string;
  eventId: string;
};

export const SESSION_CONNECTION_KEY = 'console.connection';
export const PROFILES_KEY = 'console.profiles';
/** sessionStorage prefix of form drafts (cleared on sign out). */
export const DRAFT_PREFIX = 'console.draft:';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function isConnection(v: unknown): v is Connection {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  if (o.kind === 'member') return ['baseUrl', 'clientId', 'eventId'].every((k) => typeof o[k] === 'string' && o[k] !== '') && o.apiKey === '';
  return ['baseUrl', 'clientId', 'eventId', 'apiKey'].every((k) => typeof o[k] === 'string' && o[k] !== '');
}

/** Trims a base URL and drops trailing slashes. */
export function normaliseBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

export class KeyStore {
  private current: Connection | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly session: StorageLike | null,
    private readonly local: StorageLike | null,
  ) {
    try {
      const raw = session?.getItem(SESSION_CONNECTION_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      this.current = isConnection(parsed) ? parsed : null;
    } catch {
      this.current = null;
    }
  }

  get = (): Connection | null => this.current;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Makes this the connection of the tab (memory + sessionStorage). */
  set(connection: Connection): void {
    const next: Connection = {
      baseUrl: normaliseBaseUrl(connection.baseUrl),
      clientId: connection.clientId.trim(),
      eventId: connection.eventId.trim(),
      apiKey: connection.apiKey.trim(),
      ...(connection.kind === 'member' ? { kind: 'member' as const, apiKey: '', member: connection.member } : {}),
    };
    this.current = next;
    try {
      this.session?.setItem(SESSION_CONNECTION_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the key stays in memory for this page.
    }
    this.emit();
  }

  /** Swaps the key and keeps everything else (a renewed key for the same event). */
  replaceKey(apiKey: string): void {
    if (!this.current) throw new Error('Not connected.');
    this.set({ ...this.current, apiKey });
  }

  /** Forgets the key and every draft of this tab. Profiles (not secret) stay. */
  clear(): void {
    this.current = null;
    try {
      this.session?.removeItem(SESSION_CONNECTION_KEY);
      if (this.session) {
        const drafts: string[] = [];
        for (let i = 0; i < this.session.length; i++) {
          const k = this.session.key(i);
          if (k && k.startsWith(DRAFT_PREFIX)) drafts.push(k);
        }
        for (const k of drafts) this.session.removeItem(k);
      }
    } catch {
      // nothing stored
    }
    this.emit();
  }

  profiles(): ConnectionProfile[] {
    try {
      const raw = this.local?.getItem(PROFILES_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (!Array.isArray(parsed)) return [];
      return parsed
        .filter((p): p is ConnectionProfile => !!p && typeof p === 'object' && typeof (p as ConnectionProfile).name === 'string')
        .map((p) => ({ name: p.name, baseUrl: String(p.baseUrl ?? ''), clientId: String(p.clientId ?? ''), eventId: String(p.eventId ?? '') }));
    } catch {
      return [];
    }
  }

  /** Remembers a profile (never its key); a profile of the same name is replaced. */
  saveProfile(profile: ConnectionProfile): void {
    // Only the four non-secret fields are copied, whatever the caller passed.
    const clean: ConnectionProfile = {
      name: profile.name.trim(),
      baseUrl: normaliseBaseUrl(profile.baseUrl),
      clientId: profile.clientId.trim(),
      eventId: profile.eventId.trim(),
    };
    if (!clean.name) return;
    const rest = this.profiles().filter((p) => p.name !== clean.name);
    this.writeProfiles([clean, ...rest].slice(0, 20));
  }

  removeProfile(name: string): void {
    this.writeProfiles(this.profiles().filter((p) => p.name !== name));
  }

  private writeProfiles(list: ConnectionProfile[]): void {
    try {
      this.local?.setItem(PROFILES_KEY, JSON.stringify(list));
    } catch {
      // not remembered; nothing else depends on it
    }
    this.emit();
  }

  private emit(): void {
    for (const l of [...this.listeners]) l();
  }
}

function browserStorage(name: 'sessionStorage' | 'localStorage'): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window[name] : null;
  } catch {
    return null;
  }
}

export const keyStore = new KeyStore(browserStorage('sessionStorage'), browserStorage('localStorage'));
