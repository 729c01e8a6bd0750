import { AUTH_CHANNEL } from './auth-notices-schema';
import type { Db } from './db';

/** A notice: what changed (`k:…`, `e:…`, `m:…`, `s:…`), or `undefined` when notices may have been missed. */
export type AuthNotice = string | undefined;

/**
 * This process's ear on AUTH_CHANNEL. While it hears (`listening`), the caches of keys and team sessions keep what
 * they read for long and drop an entry when its notice arrives; while it does not (before the first LISTEN, after
 * a lost connection until it listens again, or on a database without notifications) they keep a read for a second,
 * as they always did. `generation` grows with every notice and every loss, so a cache can tell that a notice may
 * have passed while its read was in flight, and not keep that read for long.
 */
export class AuthNotices {
  private hearing = false;
  private count = 0;
  private readonly followers = new Set<(notice: AuthNotice) => void>();
  private started?: Promise<void>;

  constructor(private readonly db: Db) {}

  get listening(): boolean {
    return this.hearing;
  }

  get generation(): number {
    return this.count;
  }

  /** Starts listening (once); a database that cannot notify leaves the caches on their one second. */
  start(): Promise<void> {
    this.started ??= (async () => {
      if (!this.db.listen) return;
      try {
        await this.db.listen(
          AUTH_CHANNEL,
          (payload) => this.tell(payload),
          () => {
            this.hearing = false;
            this.tell(undefined);
          },
          () => {
            // Back: whatever was read while deaf is dropped, then reads may be kept for long again.
            this.tell(undefined);
            this.hearing = true;
          },
        );
        this.tell(undefined);
        this.hearing = true;
      } catch {
        this.hearing = false;
      }
    })();
    return this.started;
  }

  follow(follower: (notice: AuthNotice) => void): () => void {
    this.followers.add(follower);
    return () => this.followers.delete(follower);
  }

  private tell(notice: AuthNotice): void {
    this.count += 1;
    for (const follower of this.followers) follower(notice);
  }
}
