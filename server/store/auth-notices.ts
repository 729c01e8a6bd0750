import type { Db } from './db';

/** The channel on which the database tells every process that a key, an event, a member or a team session changed. */
export const AUTH_CHANNEL = 'auth';

/**
 * Triggers that notify AUTH_CHANNEL on every change that can refuse a caller a cache let through: a key updated or
 * deleted (`k:<key hash>`), an event updated (`e:<event id>`: its settings ride along with its keys' lookups), a
 * member updated or removed (`m:<member id>`: the role and rooms ride along with the member's sessions), a team
 * session ended (`s:<token hash>`). Being triggers, no path that writes those rows can forget to tell.
 */
export const AUTH_NOTICES_MIGRATION = `
  CREATE FUNCTION auth_notify_keys() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${AUTH_CHANNEL}', 'k:' || d.key_hash) FROM (SELECT DISTINCT key_hash FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER auth_keys_update AFTER UPDATE ON api_keys REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_notify_keys();
  CREATE TRIGGER auth_keys_delete AFTER DELETE ON api_keys REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_notify_keys();
  CREATE FUNCTION auth_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${AUTH_CHANNEL}', 'e:' || d.id) FROM (SELECT DISTINCT id FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER auth_events_update AFTER UPDATE ON events REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_notify_events();
  CREATE TRIGGER auth_events_delete AFTER DELETE ON events REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_notify_events();
  CREATE FUNCTION auth_notify_members() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${AUTH_CHANNEL}', 'm:' || d.id) FROM (SELECT DISTINCT id FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER auth_members_update AFTER UPDATE ON team_members REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_notify_members();
  CREATE TRIGGER auth_members_delete AFTER DELETE ON team_members REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_notify_members();
  CREATE FUNCTION auth_notify_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${AUTH_CHANNEL}', 's:' || d.token_hash) FROM (SELECT DISTINCT token_hash FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER auth_sessions_delete AFTER DELETE ON team_sessions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_notify_sessions();
`;

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
