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
