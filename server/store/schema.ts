import { AUTH_NOTICES_MIGRATION } from './auth-notices-schema';
import { PAIRING_MIGRATION } from '../screens/pairing-schema';
import { ROOM_DESK_MIGRATION, SPEAKER_TIME_MIGRATION } from '../screens/room-desk-schema';
import { TEAM_MIGRATION } from '../team/team-schema';

/**
 * Migrations, applied in order at start-up; each runs once. Records keep their
 * writable fields in a JSONB `doc` (the read shape, so lists are assembled by
 * the database in one pass) and the columns that lists filter or sort on.
 */
export const migrations: string[] = [
  `
  CREATE TABLE clients (
    id text PRIMARY KEY,
    created_at bigint NOT NULL
  );
  CREATE TABLE events (
    id text PRIMARY KEY,
    client_id text NOT NULL REFERENCES clients(id),
    settings jsonb NOT NULL,
    demo boolean NOT NULL DEFAULT false,
    created_at bigint NOT NULL
  );
  CREATE INDEX events_client ON events(client_id);
  CREATE TABLE api_keys (
    key_hash text PRIMARY KEY,
    client_id text NOT NULL,
    event_id text NOT NULL,
    scopes jsonb NOT NULL,
    issued_at bigint NOT NULL,
    expires_at bigint NOT NULL,
    revoked_at bigint,
    demo boolean NOT NULL DEFAULT false
  );
  CREATE INDEX api_keys_event ON api_keys(event_id);
  CREATE TABLE guests (
    event_id text NOT NULL,
    email text NOT NULL,
    doc jsonb NOT NULL,
    created_at bigint NOT NULL,
    seq bigserial,
    PRIMARY KEY (event_id, email)
  );
  CREATE TABLE tickets (
    event_id text NOT NULL,
    email text NOT NULL,
    ticket_type text NOT NULL,
    doc jsonb NOT NULL,
    seq bigserial,
    PRIMARY KEY (event_id, email, ticket_type)
  );
  CREATE INDEX tickets_type ON tickets(event_id, ticket_type);
  CREATE TABLE sessions (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    doc jsonb NOT NULL,
    deleted boolean NOT NULL DEFAULT false,
    created_at bigint NOT NULL,
    seq bigserial
  );
  CREATE INDEX sessions_event ON sessions(event_id);
  CREATE TABLE speakers (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    email text,
    doc jsonb NOT NULL,
    deleted boolean NOT NULL DEFAULT false,
    created_at bigint NOT NULL,
    seq bigserial
  );
  CREATE INDEX speakers_event ON speakers(event_id);
  CREATE TABLE sponsors (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    doc jsonb NOT NULL,
    deleted boolean NOT NULL DEFAULT false,
    created_at bigint NOT NULL,
    seq bigserial
  );
  CREATE INDEX sponsors_event ON sponsors(event_id);
  CREATE TABLE abstracts (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    doc jsonb NOT NULL,
    deleted boolean NOT NULL DEFAULT false,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL,
    seq bigserial
  );
  CREATE INDEX abstracts_event ON abstracts(event_id);
  CREATE TABLE polls (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    session_id text NOT NULL,
    doc jsonb NOT NULL,
    sort_nr integer NOT NULL DEFAULT 0,
    closes_at bigint,
    created_at bigint NOT NULL,
    seq bigserial
  );
  CREATE INDEX polls_event ON polls(event_id, session_id);
  CREATE TABLE ballots (
    poll_id text NOT NULL,
    email text NOT NULL,
    options jsonb NOT NULL,
    cast_at bigint NOT NULL,
    PRIMARY KEY (poll_id, email)
  );
  CREATE TABLE whitelists (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    poll_id text UNIQUE,
    session_id text UNIQUE,
    emails jsonb NOT NULL
  );
  CREATE TABLE questions (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    session_id text NOT NULL,
    doc jsonb NOT NULL,
    asked_by text,
    created_at bigint NOT NULL,
    seq bigserial
  );
  CREATE INDEX questions_session ON questions(event_id, session_id);
  CREATE TABLE upvotes (
    question_id text NOT NULL,
    email text NOT NULL,
    cast_at bigint NOT NULL,
    PRIMARY KEY (question_id, email)
  );
  CREATE TABLE media (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    size integer NOT NULL,
    created_at bigint NOT NULL
  );
  CREATE INDEX media_event ON media(event_id);
  CREATE TABLE demo_keys (
    event_id text PRIMARY KEY,
    api_key text NOT NULL,
    expires_at bigint NOT NULL
  );
  `,
  // Version per event, moved by every write through the API, so that a
  // process caching reads learns of writes made by another (PostgreSQL).
  `
  CREATE TABLE event_versions (
    event_id text PRIMARY KEY,
    version bigint NOT NULL
  );
  `,
  // The per-key rate limit, shared by every process: the times of a key's
  // requests within the last 60 s (server/rate-limit.ts).
  `
  CREATE TABLE rate_windows (
    key text PRIMARY KEY,
    hits bigint[] NOT NULL,
    allowed boolean NOT NULL
  );
  `,
  // Blocks of the per-key limit reserved by a process (PostgreSQL): holder → slots and lease end.
  `
  ALTER TABLE rate_windows ADD COLUMN holds jsonb NOT NULL DEFAULT '{}'::jsonb;
  `,
  // Room screens (server/screens/): a screen is a link (only its token's SHA-256 hash is kept) showing the stage
  // of one session or of the whole event (session_id ''); what a stage shows is decided by the moderators. The
  // team's screen settings per event and each poll's results mode. Triggers NOTIFY 'screens' of every change a
  // screen may show, so that any process (LISTEN) pushes it to its screens.
  `
  CREATE TABLE screens (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    session_id text NOT NULL,
    name text NOT NULL,
    token_hash text NOT NULL UNIQUE,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL
  );
  CREATE TABLE screen_presence (
    screen_id text PRIMARY KEY,
    seen_at bigint NOT NULL
  );
  CREATE INDEX screens_event ON screens(event_id, session_id);
  CREATE TABLE screen_stages (
    event_id text NOT NULL,
    session_id text NOT NULL,
    state jsonb NOT NULL,
    relay jsonb,
    updated_at bigint NOT NULL,
    PRIMARY KEY (event_id, session_id)
  );
  CREATE TABLE screen_settings (
    event_id text PRIMARY KEY,
    doc jsonb NOT NULL,
    updated_at bigint NOT NULL
  );
  CREATE TABLE screen_poll_modes (
    event_id text NOT NULL,
    poll_id text NOT NULL,
    mode text NOT NULL,
    PRIMARY KEY (event_id, poll_id)
  );
  CREATE FUNCTION screens_notify_ballots() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('screens', 'p:' || d.poll_id) FROM (SELECT DISTINCT poll_id FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER screens_ballots_insert AFTER INSERT ON ballots REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_ballots();
  CREATE TRIGGER screens_ballots_update AFTER UPDATE ON ballots REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_ballots();
  CREATE TRIGGER screens_ballots_delete AFTER DELETE ON ballots REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_ballots();
  CREATE FUNCTION screens_notify_polls() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('screens', 'p:' || d.id) FROM (SELECT DISTINCT id FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER screens_polls_update AFTER UPDATE ON polls REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_polls();
  CREATE TRIGGER screens_polls_delete AFTER DELETE ON polls REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_polls();
  CREATE FUNCTION screens_notify_questions() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('screens', 'q:' || d.event_id || ':' || d.session_id) FROM (SELECT DISTINCT event_id, session_id FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER screens_questions_insert AFTER INSERT ON questions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_questions();
  CREATE TRIGGER screens_questions_update AFTER UPDATE ON questions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_questions();
  CREATE TRIGGER screens_questions_delete AFTER DELETE ON questions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_questions();
  CREATE FUNCTION screens_notify_upvotes() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('screens', 'q:' || d.event_id || ':' || d.session_id)
      FROM (SELECT DISTINCT q.event_id, q.session_id FROM changed_rows u JOIN questions q ON q.id = u.question_id) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER screens_upvotes_insert AFTER INSERT ON upvotes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_upvotes();
  CREATE TRIGGER screens_upvotes_delete AFTER DELETE ON upvotes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_upvotes();
  CREATE FUNCTION screens_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('screens', 'e:' || d.id) FROM (SELECT DISTINCT id FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER screens_events_update AFTER UPDATE ON events REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_events();
  CREATE FUNCTION screens_notify_screen_rows() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('screens', 'e:' || d.event_id) FROM (SELECT DISTINCT event_id FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER screens_settings_insert AFTER INSERT ON screen_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_settings_update AFTER UPDATE ON screen_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_modes_insert AFTER INSERT ON screen_poll_modes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_modes_update AFTER UPDATE ON screen_poll_modes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE FUNCTION screens_notify_stages() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('screens', 'st:' || d.event_id || ':' || d.session_id) FROM (SELECT DISTINCT event_id, session_id FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER screens_stages_insert AFTER INSERT ON screen_stages REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_stages();
  CREATE TRIGGER screens_stages_update AFTER UPDATE ON screen_stages REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_stages();
  CREATE FUNCTION screens_notify_screens() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('screens', 's:' || d.id) FROM (SELECT DISTINCT id FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER screens_screens_update AFTER UPDATE ON screens REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screens();
  CREATE TRIGGER screens_screens_delete AFTER DELETE ON screens REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screens();
  `,
  // Rooms (server/screens/, src/contract/rooms.ts): a screen belongs to a room, a place of the programme (the
  // sessions' location) or the lobby (''), and follows the programme. Screens made per session are carried over to
  // their session's room; one whose session has no location keeps following its session (room NULL); whole-event
  // screens become the lobby's. Sessions changing NOTIFY 'e:<event>' so that room screens read the programme again.
  `
  ALTER TABLE screens ADD COLUMN room text;
  UPDATE screens SET room = CASE
    WHEN session_id = '' THEN ''
    ELSE NULLIF((SELECT btrim(regexp_replace(COALESCE(s.doc->>'location', ''), '[[:space:]]+', ' ', 'g')) FROM sessions s WHERE s.id = screens.session_id AND s.event_id = screens.event_id), '')
  END;
  CREATE FUNCTION screens_notify_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('screens', 'e:' || d.event_id) FROM (SELECT DISTINCT event_id FROM changed_rows) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER screens_sessions_insert AFTER INSERT ON sessions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_sessions();
  CREATE TRIGGER screens_sessions_update AFTER UPDATE ON sessions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_sessions();
  `,
  // Speaker availability (server/availability/): the times a speaker can (mode 'available') or cannot
  // ('unavailable') speak, kept by this server since the API has no such field.
  `
  CREATE TABLE speaker_availability (
    event_id text NOT NULL,
    speaker_id text NOT NULL,
    mode text NOT NULL,
    slots jsonb NOT NULL,
    updated_at bigint NOT NULL,
    PRIMARY KEY (event_id, speaker_id)
  );
  `,
  // Programme releases and feeds (server/programme/): numbered releases of an event's programme, each a snapshot
  // (sessions with rooms, times and speakers) and the release it was compared with; the feeds of the last release,
  // each an address (token) the organiser turns on, renews or off, and lists publicly or not.
  `
  CREATE TABLE programme_releases (
    event_id text NOT NULL,
    number integer NOT NULL,
    name text NOT NULL,
    previous integer NOT NULL,
    snapshot jsonb NOT NULL,
    session_count integer NOT NULL,
    change_count integer NOT NULL,
    published_at bigint NOT NULL,
    PRIMARY KEY (event_id, number)
  );
  CREATE TABLE programme_feeds (
    event_id text NOT NULL,
    kind text NOT NULL,
    token text NOT NULL UNIQUE,
    enabled boolean NOT NULL,
    listed boolean NOT NULL,
    updated_at bigint NOT NULL,
    PRIMARY KEY (event_id, kind)
  );
  `,
  // Q&A queue, archive and word filter (server/qa/): data the API has no field for, kept for every console and
  // screen of the event. Question ids are the API's; nothing here is removed with a question (an id that no
  // longer exists is simply never listed).
  `
  CREATE TABLE qa_queues (
    event_id text NOT NULL,
    session_id text NOT NULL,
    ids jsonb NOT NULL,
    updated_at bigint NOT NULL,
    PRIMARY KEY (event_id, session_id)
  );
  CREATE TABLE qa_archive (
    event_id text NOT NULL,
    question_id text NOT NULL,
    session_id text NOT NULL,
    state text NOT NULL,
    by text NOT NULL,
    at bigint NOT NULL,
    PRIMARY KEY (event_id, question_id)
  );
  CREATE INDEX qa_archive_session ON qa_archive(event_id, session_id);
  CREATE TABLE qa_answered_seen (
    event_id text NOT NULL,
    question_id text NOT NULL,
    session_id text NOT NULL,
    seen_at bigint NOT NULL,
    PRIMARY KEY (event_id, question_id)
  );
  CREATE TABLE qa_settings (
    event_id text PRIMARY KEY,
    words jsonb,
    archive_after_minutes integer,
    updated_at bigint NOT NULL
  );
  CREATE TABLE qa_session_settings (
    event_id text NOT NULL,
    session_id text NOT NULL,
    auto_approve boolean NOT NULL,
    updated_at bigint NOT NULL,
    PRIMARY KEY (event_id, session_id)
  );
  CREATE TABLE qa_auto (
    event_id text NOT NULL,
    question_id text NOT NULL,
    session_id text NOT NULL,
    at bigint NOT NULL,
    PRIMARY KEY (event_id, question_id)
  );
  CREATE INDEX qa_auto_session ON qa_auto(event_id, session_id);
  `,
  // The team (server/team/): the shared key sealed, members, invitations, sessions, passkeys, presence, audit log.
  TEAM_MIGRATION,
  // Pairing a machine as a room's screen by a short code (server/screens/screen-pairing.ts).
  PAIRING_MIGRATION,
  // The room's desk: stage monitors, their messages and receipts, rooms held off the programme (server/screens/room-desk.ts).
  ROOM_DESK_MIGRATION,
  // Notices of changed keys, events, members and team sessions, so that each process may keep their lookups (server/store/auth-notices-schema.ts, heard by auth-notices.ts).
  AUTH_NOTICES_MIGRATION,
  // The speaker's time, adjusted by hand per room for the session on now (server/screens/room-desk.ts).
  SPEAKER_TIME_MIGRATION,
  // Rooms name each session's speakers (now and next): a speaker written NOTIFYs 'e:<event>' as a session does, so
  // that room screens read the programme again with the new name.
  `
  CREATE TRIGGER screens_speakers_insert AFTER INSERT ON speakers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_sessions();
  CREATE TRIGGER screens_speakers_update AFTER UPDATE ON speakers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_sessions();
  `,
];

/** How many migrations this version of the server applies; /readyz waits for all of them. */
export const MIGRATION_COUNT = migrations.length;
