import type { AuthLookup } from './store/keys-store';

/** How long this process reuses a key it looked up before reading it again (docs/server.md, "Key lookups"). */
export const KEY_CACHE_TTL_MS = 1000;
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
 * - a revocation made in this process drops the key at once (`forget`); one
 *   made by another process is seen within `KEY_CACHE_TTL_MS`.
 */
export class KeyCache {
  private readonly entries = new Map<string, { readAt: number; found: AuthLookup }>();

  constructor(private readonly ttlMs = KEY_CACHE_TTL_MS) {}

  get(keyHash: string, clientId: string, eventId: string, now: number): AuthLookup | undefined {
    const id = entryId(keyHash, clientId, eventId);
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    // A clock set back is treated like an old entry.
    if (now - entry.readAt >= this.ttlMs || now < entry.readAt) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.found;
  }

  /** Keeps a lookup read at `readAt` when it lets requests through (see the rules above). */
  keep(keyHash: string, clientId: string, eventId: string, found: AuthLookup, readAt: number): void {
    const { key, event } = found;
    const usable = found.clientExists && event?.clientId === clientId && key && key.revokedAt === null && key.clientId === clientId && key.eventId === eventId;
    if (!usable) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(entryId(keyHash, clientId, eventId), { readAt, found });
  }

  /** Drops every kept lookup of a key (revoked in this process). */
  forget(keyHash: string): void {
    for (const id of this.entries.keys()) if (id.startsWith(`${keyHash}\u0000`)) this.entries.delete(id);
  }
}

const entryId = (keyHash: string, clientId: string, eventId: string) => `${keyHash}\u0000${clientId}\u0000${eventId}`;
