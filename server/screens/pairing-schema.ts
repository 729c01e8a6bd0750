/**
 * The pairings of machines waiting to become a room's screen (server/screens/screen-pairing.ts): only the hashes
 * of the code and of the machine's secret, the expiry, and the screen made when a moderator claimed the code.
 */
export const PAIRING_MIGRATION = `
  CREATE TABLE screen_pairings (
    code_hash text PRIMARY KEY,
    secret_hash text NOT NULL UNIQUE,
    created_at bigint NOT NULL,
    expires_at bigint NOT NULL,
    screen_id text
  );
  CREATE INDEX screen_pairings_expiry ON screen_pairings(expires_at);
`;
