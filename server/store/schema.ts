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
];

/** How many migrations this version of the server applies; /readyz waits for all of them. */
export const MIGRATION_COUNT = migrations.length;
