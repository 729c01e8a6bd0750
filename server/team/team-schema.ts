/**
 * The team's tables (server/team/, docs/server.md "Team"), one migration appended to server/store/schema.ts.
 * Secrets are never stored in clear: the shared key sealed (key-vault.ts), passwords as scrypt hashes,
 * invitation links and session cookies as SHA-256 hashes of their tokens.
 */
export const TEAM_MIGRATION = `
  CREATE TABLE team_shares (
    event_id text PRIMARY KEY,
    client_id text NOT NULL,
    sealed_key text NOT NULL,
    scopes jsonb NOT NULL,
    event_name text NOT NULL,
    expires_at bigint NOT NULL,
    shared_at bigint NOT NULL
  );
  CREATE TABLE team_members (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    role text NOT NULL,
    rooms jsonb NOT NULL,
    password_hash text,
    joined_at bigint NOT NULL,
    UNIQUE (event_id, email)
  );
  CREATE INDEX team_members_email ON team_members(email);
  CREATE TABLE team_invitations (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    token_hash text NOT NULL UNIQUE,
    role text NOT NULL,
    rooms jsonb NOT NULL,
    note text NOT NULL,
    created_at bigint NOT NULL,
    expires_at bigint NOT NULL,
    used_at bigint
  );
  CREATE INDEX team_invitations_event ON team_invitations(event_id);
  CREATE TABLE team_sessions (
    token_hash text PRIMARY KEY,
    member_id text NOT NULL,
    event_id text NOT NULL,
    created_at bigint NOT NULL,
    last_seen_at bigint NOT NULL
  );
  CREATE INDEX team_sessions_member ON team_sessions(member_id);
  CREATE TABLE team_passkeys (
    credential_id text PRIMARY KEY,
    member_id text NOT NULL,
    public_key text NOT NULL,
    counter bigint NOT NULL,
    transports jsonb NOT NULL,
    created_at bigint NOT NULL
  );
  CREATE INDEX team_passkeys_member ON team_passkeys(member_id);
  CREATE TABLE team_challenges (
    id text PRIMARY KEY,
    challenge text NOT NULL,
    purpose text NOT NULL,
    data jsonb NOT NULL,
    expires_at bigint NOT NULL
  );
  CREATE TABLE team_presence (
    id text PRIMARY KEY,
    event_id text NOT NULL,
    member_id text,
    name text NOT NULL,
    role text NOT NULL,
    place text NOT NULL,
    since bigint NOT NULL,
    seen_at bigint NOT NULL
  );
  CREATE INDEX team_presence_event ON team_presence(event_id);
  CREATE TABLE team_audit (
    id bigserial PRIMARY KEY,
    event_id text NOT NULL,
    at bigint NOT NULL,
    member_id text,
    member_name text NOT NULL,
    role text NOT NULL,
    action text NOT NULL,
    record text NOT NULL,
    outcome text NOT NULL,
    status integer NOT NULL,
    detail text NOT NULL
  );
  CREATE INDEX team_audit_event ON team_audit(event_id, id DESC);
  CREATE INDEX team_audit_member ON team_audit(event_id, member_id, id DESC);
  CREATE INDEX team_audit_record ON team_audit(event_id, record, id DESC);
`;
