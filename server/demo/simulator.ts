import type { Db } from '../store/db';
import { castBallot, listPolls, whitelistFor } from '../store/polls-store';
import { addUpvote, insertQuestion } from '../store/questions-store';
import { listRecords } from '../store/records-store';

const QUESTIONS = [
  'Could you repeat the last point?',
  'How does this scale to larger groups?',
  'What would you do differently next time?',
  'Is there a paper we can read?',
  'How did you recruit participants?',
  'What surprised you most?',
  'Will the recording be online?',
];

/**
 * Plays a few attendees of the demo event: every few seconds one votes,
 * asks or upvotes, following the same rules as the attendee surface.
 * Returns a function that stops it.
 */
/** `changed` runs after each vote, question or upvote (the server forgets its cached polls and questions). */
export function startSimulator(db: Db, demo: { eventId: string }, intervalMs = 4000, changed: () => Promise<void> | void = () => {}): () => void {
  let stopped = false;
  let busy = false;
  const tick = async () => {
    if (stopped || busy) return;
    busy = true;
    try {
      const sessions = (await listRecords(db, 'sessions', demo.eventId)).filter((s) => s.doc.unListed !== true);
      const guests = await db.query<{ email: string }>('SELECT email FROM guests WHERE event_id = $1 ORDER BY random() LIMIT 1', [demo.eventId]);
      const email = guests[0]?.email;
      if (!email || sessions.length === 0) return;
      const roll = Math.random();
      if (roll < 0.45) {
        const pollSessions = new Set(sessions.filter((s) => s.doc.hasPoll === true).map((s) => s.id));
        const open = (await listPolls(db, demo.eventId)).filter(
          (p) => pollSessions.has(p.sessionId) && p.doc.locked !== true && (p.closesAt === null || p.closesAt > Date.now()),
        );
        const poll = open[Math.floor(Math.random() * open.length)];
        if (!poll) return;
        if (poll.doc.whiteListed === true) {
          const list = await whitelistFor(db, poll.id, poll.sessionId);
          if (!list?.includes(email)) return;
        }
        const options = poll.doc.options as string[];
        const k = 1 + Math.floor(Math.random() * Number(poll.doc.maxChoices ?? 1));
        const picks = [...new Set(Array.from({ length: k }, () => options[Math.floor(Math.random() * options.length)]))];
        await castBallot(db, poll.id, email, picks);
        await changed();
      } else {
        const qaSessions = sessions.filter((s) => s.doc.hasLiveQA === true);
        const session = qaSessions[Math.floor(Math.random() * qaSessions.length)];
        if (!session) return;
        if (roll < 0.6) {
          await insertQuestion(db, demo.eventId, session.id, { question: QUESTIONS[Math.floor(Math.random() * QUESTIONS.length)], answer: '', status: 'pending' }, email);
          await changed();
        } else {
          const rows = await db.query<{ id: string }>(
            "SELECT id FROM questions WHERE event_id = $1 AND session_id = $2 AND doc->>'status' <> 'rejected' ORDER BY random() LIMIT 1",
            [demo.eventId, session.id],
          );
          if (rows[0] && (await addUpvote(db, rows[0].id, email))) await changed();
        }
      }
    } catch (error) {
      console.error(`[simulator] ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
