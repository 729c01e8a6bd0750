/**
 * The session an import row names, by id or by exact title: one function, so
 * the preview shows exactly what the import sends. An id of a session of the
 * event is kept; a title that exactly one session has (same letters and case,
 * spaces around trimmed) becomes that session's id; a title several sessions
 * share is a problem (which one is meant?). Anything else is sent as given,
 * and the note says the service will store it with a warning, as the
 * specification allows. Without the event's sessions (not readable with this
 * key) the value is sent as given, with a note saying it was not checked.
 */
export type SessionRef = { documentId: string; title: string };

export type SessionResolution = { sessionId: string; note?: string; problem?: string };

export function resolveSession(value: string, sessions: readonly SessionRef[] | null): SessionResolution {
  const given = value.trim();
  if (!given) return { sessionId: '' };
  if (sessions === null) return { sessionId: given, note: `session "${given}" not checked: the event's sessions could not be read` };
  if (sessions.some((s) => s.documentId === given)) return { sessionId: given };
  const named = sessions.filter((s) => s.title.trim() === given);
  if (named.length === 1) return { sessionId: named[0].documentId };
  if (named.length > 1) return { sessionId: given, problem: `${named.length} sessions are called "${given}": give the session's id instead` };
  return { sessionId: given, note: `no session has the id or name "${given}": stored as given, with a warning from the service` };
}
