/**
 * Reads what a stage shows from the database this server holds (the local API): the stage's decision, the
 * event's look, the team's join line, and the session's questions or the poll with its tally. Counting is the
 * database's (countBallots), as for /getPollResults.
 */
import { slotSpeakers, slotsOf, type ProgrammeSession, type Slot } from '../../src/contract/rooms';
import { sessionSpeakerIds } from '../../src/contract/programme-snapshot';
import { programmeRelaySchema, screenLookRelaySchema, type PollScreenMode, type ProgrammeRelay, type ScreenQuestion, type StageContent } from '../../src/contract/screens';
import type { Queryable } from '../store/db';
import { countBallots } from '../store/polls-store';
import { getQuestion, listQuestions } from '../store/questions-store';
import { getRelay, getSettings, getStage, pollModes, type RelayedData } from './screens-store';
import { screenLook, screenQuestions, type QuestionRecord, type StageData } from './screen-view';
import { arrangeForScreen } from '../qa/screen-order';

/**
 * A stage's data, and the notifications after which it must be read again (besides its own and its event's).
 * `relayed`: the server stands in front of a remote API and holds no event, questions or polls; the event's look
 * comes from what the consoles relayed with the programme, the questions and polls from what they relayed for the
 * stage (kept with it, so a change notifies as the stage's own).
 */
export async function loadStageData(q: Queryable, eventId: string, sessionId: string | null, relayed = false): Promise<{ data: StageData; watch: string | null }> {
  const [stage, settings, eventSettings, sessionRows] = await Promise.all([
    getStage(q, eventId, sessionId),
    getSettings(q, eventId),
    relayed ? relayedEventSettings(q, eventId) : q.query<{ settings: Record<string, unknown> }>('SELECT settings FROM events WHERE id = $1', [eventId]).then((rows) => rows[0]?.settings),
    sessionId === null ? Promise.resolve([]) : q.query<{ title: unknown }>("SELECT doc->'title' AS title FROM sessions WHERE id = $1 AND event_id = $2 AND NOT deleted", [sessionId, eventId]),
  ]);
  const look = screenLook(eventSettings);
  const title = sessionRows[0]?.title;
  const data: StageData = {
    content: stage.content,
    decidedAt: stage.updatedAt,
    look,
    joinLine: settings.joinLine,
    defaultAnswer: settings.defaultAnswer,
    sessionTitle: sessionId === null ? null : typeof title === 'string' ? title : '',
  };
  if (relayed) {
    data.relayedAt = null;
    if (sessionId !== null) {
      const [relay, modes] = await Promise.all([getRelay(q, eventId, sessionId), stage.content.kind === 'poll' ? pollModes(q, eventId, [stage.content.pollId]) : Promise.resolve<Record<string, PollScreenMode>>({})]);
      addRelayed(relay, stage.content, data, stage.content.kind === 'poll' ? (modes[stage.content.pollId] ?? 'live') : 'live');
      if (data.questions) data.questions = await arrangeForScreen(q, eventId, sessionId, data.questions);
    }
    return { data, watch: null };
  }
  const watch = await addContent(q, eventId, sessionId, stage.content, data);
  return { data, watch };
}

/**
 * In front of a remote API: the event's settings a screen shows, as the consoles relayed them with the programme
 * (the clock, and the look when one came: name, banner, colours), in the shape of the event's own settings.
 */
async function relayedEventSettings(q: Queryable, eventId: string): Promise<Record<string, unknown>> {
  const rows = await q.query<{ look: unknown; offset: unknown }>("SELECT doc->'look' AS look, doc->'timeZoneOffset' AS offset FROM relayed_programmes WHERE event_id = $1", [eventId]);
  const look = screenLookRelaySchema.safeParse(rows[0]?.look);
  return { timeZoneOffset: rows[0]?.offset, ...(look.success ? { name: look.data.name, imagePath: look.data.banner, ...look.data.colours } : {}) };
}

function addRelayed(relay: RelayedData, content: StageContent, data: StageData, mode: PollScreenMode): void {
  const questions: QuestionRecord[] = (relay.questions?.items ?? [])
    .map((r) => ({ id: r.id, doc: { question: r.question, answer: r.answer, status: r.status }, score: r.score }))
    .sort((a, b) => b.score - a.score);
  if (content.kind === 'questions') {
    data.questions = questions;
    data.relayedAt = relay.questions?.at ?? null;
  }
  if (content.kind === 'question') {
    data.question = questions.find((r) => r.id === content.questionId);
    data.relayedAt = relay.questions?.at ?? null;
  }
  if (content.kind === 'poll') {
    const poll = relay.poll;
    data.relayedAt = poll?.id === content.pollId ? poll.at : null;
    if (poll && poll.id === content.pollId) {
      const choices = Object.fromEntries(poll.options.map((label, i) => [label, poll.votes[i] ?? 0]));
      data.poll = {
        record: { id: poll.id, doc: { question: poll.question, options: poll.options, visible: poll.visible, locked: poll.locked, showVotes: poll.showVotes } },
        tally: { choices, voters: poll.voters },
        mode,
      };
    }
  }
}

async function addContent(q: Queryable, eventId: string, sessionId: string | null, content: StageContent, data: StageData): Promise<string | null> {
  if (content.kind === 'questions' && sessionId !== null) {
    data.questions = await arrangeForScreen(q, eventId, sessionId, await listQuestions(q, eventId, sessionId));
    return `q:${eventId}:${sessionId}`;
  }
  if (content.kind === 'question') {
    const question = await getQuestion(q, eventId, content.questionId);
    // A session's screen shows only that session's questions (an id from elsewhere shows nothing).
    if (question && (sessionId === null || question.sessionId === sessionId)) data.question = question;
    return `q:${eventId}:${question?.sessionId ?? sessionId ?? ''}`;
  }
  if (content.kind === 'poll') {
    const rows = await q.query<{ id: string; session_id: string; doc: Record<string, unknown> }>('SELECT id, session_id, doc FROM polls WHERE event_id = $1 AND id = $2', [eventId, content.pollId]);
    const poll = rows[0];
    if (poll && (sessionId === null || poll.session_id === sessionId)) {
      const [tallies, modes] = await Promise.all([countBallots(q, [poll.id]), pollModes(q, eventId, [poll.id])]);
      data.poll = { record: { id: poll.id, doc: poll.doc }, tally: tallies.get(poll.id) ?? { choices: {}, voters: 0 }, mode: modes[poll.id] ?? 'live' };
    }
    return `p:${content.pollId}`;
  }
  return null;
}

/** A session's questions as its screens list them (open first, in the queue's order), for a stage monitor's "next". */
export async function monitorQueue(q: Queryable, eventId: string, sessionId: string): Promise<ScreenQuestion[]> {
  const [settings, records] = await Promise.all([getSettings(q, eventId), listQuestions(q, eventId, sessionId)]);
  return screenQuestions(await arrangeForScreen(q, eventId, sessionId, records), settings.defaultAnswer).questions;
}

/**
 * The event's programme as rooms read it (sessions with a room, a date and a start), and the event's clock: from
 * this server's own data, or (`relayed`, in front of a remote API) from what the consoles relayed last.
 */
export async function loadProgramme(q: Queryable, eventId: string, relayed = false): Promise<{ slots: Slot[]; offsetHours: number }> {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  if (relayed) {
    const rows = await q.query<{ doc: unknown }>('SELECT doc FROM relayed_programmes WHERE event_id = $1', [eventId]);
    const parsed = programmeRelaySchema.safeParse(rows[0]?.doc);
    if (!parsed.success) return { slots: [], offsetHours: 0 };
    return { slots: slotsOf(parsed.data.sessions, parsed.data.timeZoneOffset), offsetHours: parsed.data.timeZoneOffset };
  }
  const [sessions, events, speakers] = await Promise.all([
    q.query<{ id: string; doc: Record<string, unknown> }>('SELECT id, doc FROM sessions WHERE event_id = $1 AND NOT deleted', [eventId]),
    q.query<{ offset: unknown }>("SELECT settings->'timeZoneOffset' AS offset FROM events WHERE id = $1", [eventId]),
    q.query<{ id: string; name: unknown }>("SELECT id, doc->'name' AS name FROM speakers WHERE event_id = $1 AND NOT deleted", [eventId]),
  ]);
  const offset = events[0]?.offset;
  const offsetHours = typeof offset === 'number' && Number.isFinite(offset) ? offset : 0;
  const names = new Map(speakers.map((r) => [r.id, str(r.name)]));
  const programme: ProgrammeSession[] = sessions.map((r) => ({
    id: r.id,
    title: str(r.doc.title),
    date: str(r.doc.date),
    startTime: str(r.doc.startTime),
    endTime: str(r.doc.endTime),
    location: str(r.doc.location),
    // Its speaker sections' speakers as they are named now (a deleted speaker is left out).
    ...slotSpeakers(sessionSpeakerIds(Array.isArray(r.doc.contentData) ? r.doc.contentData : []).flatMap((id) => names.get(id) ?? [])),
  }));
  return { slots: slotsOf(programme, offsetHours), offsetHours };
}

/** Keeps the programme a console relayed (in front of a remote API). */
export async function saveRelayedProgramme(q: Queryable, eventId: string, programme: ProgrammeRelay, now: number): Promise<void> {
  await q.query(
    'INSERT INTO relayed_programmes (event_id, doc, relayed_at) VALUES ($1, ($2::text)::jsonb, $3) ON CONFLICT (event_id) DO UPDATE SET doc = EXCLUDED.doc, relayed_at = EXCLUDED.relayed_at WHERE relayed_programmes.doc IS DISTINCT FROM EXCLUDED.doc',
    [eventId, JSON.stringify(programme), now],
  );
}
