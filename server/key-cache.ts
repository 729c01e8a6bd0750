import type { AuthNotice, AuthNotices } from './store/auth-notices';
import type { AuthLookup } from './store/keys-store';

/** How long this process reuses a key it looked up before reading it again, while it cannot hear the database's notices (docs/server.md, "Key lookups"). */
export const KEY_CACHE_TTL_MS = 1000;
/** The same while it hears them: a change of the key or its event drops the lookup when its notice arrives. */
export const KEY_CACHE_HEARD_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Key lookups reused for at most `KEY_CACHE_TTL_MS`, per process, so that a
 * console refreshing its views does not pay a database lookup for its key on
 * every call: a hit costs no database work (the per-key limit, exact across
 * processes, is kept in memory or in reserved blocks: server/rate-limit.ts).
 *
 * Rules:
 * - only a lookup that lets the request through is kept (client known, event
 *   of that client, key of that event, not revoked); a refusal is never kept,
 *   so a key issued elsewhere works at once;
 * - the row is kept as read, and every request checks it again against its own
 *   time, so a key is refused the moment its `expiresAt` passes, cached or not;
 * - a revocation made in this process drops the key at once (`forget`);
 * - with the database's notices (`AuthNotices`, server/store/auth-notices.ts), a
 *   change of the key or of its event made by any process drops the lookup when
 *   its notice arrives, and a lookup is kept for up to `KEY_CACHE_HEARD_TTL_MS`;
 *   without them (or while they may be missed) for `KEY_CACHE_TTL_MS`, so a
 *   revocation made by another process is then seen within a second. A lookup
 *   during which a notice arrived is kept for a second only.
 */
export class KeyCache {
  private readonly entries = new Map<string, { readAt: number; found: AuthLookup; short: boolean }>();

  constructor(
    private readonly ttlMs = KEY_CACHE_TTL_MS,
    private readonly notices?: AuthNotices,
  ) {
    notices?.follow((notice) => this.heard(notice));
  }

  /** What to hand `keep` with a lookup: the notices heard before it was read. */
  get generation(): number {
    return this.notices?.generation ?? 0;
  }

  get(keyHash: string, clientId: string, eventId: string, now: number): AuthLookup | undefined {
    const id = entryId(keyHash, clientId, eventId);
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const ttl = !entry.short && this.notices?.listening ? Math.max(this.ttlMs, KEY_CACHE_HEARD_TTL_MS) : this.ttlMs;
    // A clock set back is treated like an old entry.
    if (now - entry.readAt >= ttl || now < entry.readAt) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.found;
  }

  /**
   * Keeps a lookup read at `readAt` when it lets requests through (see the rules above); `generation`: the cache's
   * `generation` read before the lookup was made (a notice heard since means the lookup may be older than it).
   */
  keep(keyHash: string, clientId: string, eventId: string, found: AuthLookup, readAt: number, generation = this.generation): void {
    const { key, event } = found;
    const usable = found.clientExists && event?.clientId === clientId && key && key.revokedAt === null && key.clientId === clientId && key.eventId === eventId;
    if (!usable) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(entryId(keyHash, clientId, eventId), { readAt, found, short: !this.notices?.listening || generation !== this.generation });
  }

  private heard(notice: AuthNotice): void {
    if (notice === undefined) {
      this.entries.clear();
      return;
    }
    if (notice.startsWith('k:')) this.forget(notice.slice(2));
    else if (notice.startsWith('e:')) {
      const suffix = `\u0000${notice.slice(2)}`;
      for (const id of this.entries.keys()) if (id.endsWith(suffix)) this.entries.delete(id);
    }
  }

  /** Drops every kept lookup of a key (revoked in this process). */
  forget(keyHash: string): void {
    for (const id of this.entries.keys()) if (id.startsWith(`${keyHash}\u0000`)) this.entries.delete(id);
  }
}

const entryId = (keyHash: string, clientId: string, eventId: string) => `${keyHash}\u0000${clientId}\u0000${eventId}`;
