/**
 * "Approve automatically unless a listed word matches", where this server holds the questions: a question
 * arriving in a session with automatic approval on is approved at once when none of the team's words matches,
 * and marked as approved automatically. A matching question stays pending (the board flags it).
 */
import { findListedWords } from '../../src/contract/qa-word-filter';
import type { Queryable } from '../store/db';
import { getAutoApprove, getTeamSettings, markAutoApproved } from './qa-store';

export async function approveOnArrival(db: Queryable, eventId: string, sessionId: string, questionId: string, text: string, now = Date.now()): Promise<boolean> {
  if (!(await getAutoApprove(db, eventId, sessionId))) return false;
  const { words } = await getTeamSettings(db, eventId);
  if (findListedWords(text, words).length > 0) return false;
  const rows = await db.query(
    `UPDATE questions SET doc = jsonb_set(doc, '{status}', '"approved"') WHERE event_id = $1 AND id = $2 AND doc->>'status' = 'pending' RETURNING 1`,
    [eventId, questionId],
  );
  if (rows.length === 0) return false;
  await markAutoApproved(db, eventId, sessionId, [questionId], now);
  return true;
}
