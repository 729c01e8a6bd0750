import type { AuthNotice, AuthNotices } from '../store/auth-notices';
import type { SessionRow } from './team-store';

/** How long a cookie's session is reused without the database's notices (or a cookie that has none). */
export const SESSION_CACHE_TTL_MS = 1000;
/** The same while this process hears the notices: ending the session, or changing or removing its member, drops it. */
export const SESSION_CACHE_HEARD_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;

type Entry = { readAt: number; session: SessionRow | undefined; short: boolean };

/**
 * The team's sessions as this process last read them, by cookie token, so that a member's calls do not each pay a
 * statement for the cookie. The rules follow the key lookups' (server/key-cache.ts):
 * - a session ended or a member changed in this process is dropped by the caller at once (`clear`);
 * - with the database's notices (server/store/auth-notices.ts) the same made by another process drops it when its
 *   notice arrives, and a session is kept for up to SESSION_CACHE_HEARD_TTL_MS; without them for a second;
 * - a cookie with no session is kept for a second only, and so is a read during which a notice arrived;
 * - the idle end is checked on every call against the session's last use: a session past it is read again (another
 *   process may have seen it used since), and ended there if it really is idle.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly idleMs: number,
    private readonly notices?: AuthNotices,
  ) {
    notices?.follow((notice) => this.heard(notice));
  }

  /** What to hand `keep` with a read: the notices heard before it was made. */
  get generation(): number {
    return this.notices?.generation ?? 0;
  }

  /** The kept session of a cookie (`{ session: undefined }`: kept as having none), or undefined to read it. */
  get(token: string, at: number): { session: SessionRow | undefined } | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const ttl = entry.session && !entry.short && this.notices?.listening ? SESSION_CACHE_HEARD_TTL_MS : SESSION_CACHE_TTL_MS;
    // A clock set back is treated like an old entry.
    if (at - entry.readAt >= ttl || at < entry.readAt || (entry.session && at - entry.session.lastSeenAt >= this.idleMs)) {
      this.entries.delete(token);
      return undefined;
    }
    return { session: entry.session };
  }

  keep(token: string, session: SessionRow | undefined, readAt: number, generation = this.generation): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { readAt, session, short: !this.notices?.listening || generation !== this.generation });
  }

  /** The session was used at `at` and that was written: the kept copy says so too. */
  used(token: string, session: SessionRow): void {
    const entry = this.entries.get(token);
    if (entry) entry.session = session;
  }

  clear(): void {
    this.entries.clear();
  }

  private heard(notice: AuthNotice): void {
    if (notice === undefined) return this.clear();
    const [kind, id] = [notice.slice(0, 2), notice.slice(2)];
    if (kind !== 's:' && kind !== 'm:') return;
    for (const [token, entry] of this.entries) {
      if (entry.session && (kind === 's:' ? entry.session.tokenHash === id : entry.session.member.id === id)) this.entries.delete(token);
    }
  }
}
