/**
 * The rules of what a screen receives, as pure functions (screen-view.test.ts): only approved and answered
 * questions, a spotlight only while its question is still approved or answered, a poll's figures only when its
 * results mode and stage allow (hidden: options and a vote counter), the event's name, colours and banner. No
 * e-mail, key, pending or rejected text ever goes into a view: nothing else is copied from the records.
 */
import { LIMITS } from '../../src/contract/limits';
import { figuresOnScreen, pollStage } from '../../src/contract/poll-on-screen';
import { toHexArgb } from '../../src/contract/colour';
import { DEFAULT_ANSWER, SCREEN_COLOUR_FIELDS, SCREEN_LIST_MAX, isScreenBanner, type PollScreenMode, type ScreenLook, type ScreenPoll, type ScreenQuestion, type ScreenView, type StageContent } from '../../src/contract/screens';

export type QuestionRecord = { id: string; doc: { question?: unknown; answer?: unknown; status?: unknown }; score: number };
export type PollRecord = { id: string; doc: Record<string, unknown> };
export type Tally = { choices: Record<string, number>; voters: number };

const SHOWN = new Set(['approved', 'answered']);

/** Whether an answer is only the placeholder a moderator's "Answered" sets (the team's default answer, or the built-in one). */
function placeholderAnswer(answer: string, defaultAnswer: string): boolean {
  const a = answer.trim().toLowerCase();
  return a === defaultAnswer.trim().toLowerCase() || a === DEFAULT_ANSWER.toLowerCase();
}

/** A question as a screen shows it; null when it may not be shown. `defaultAnswer`: the team's placeholder answer, never projected. */
export function screenQuestion(q: QuestionRecord, defaultAnswer = DEFAULT_ANSWER): ScreenQuestion | null {
  const status = q.doc.status;
  if (typeof status !== 'string' || !SHOWN.has(status) || typeof q.doc.question !== 'string') return null;
  const answered = status === 'answered';
  const words = answered && typeof q.doc.answer === 'string' ? q.doc.answer : '';
  const answer = words.trim() && !placeholderAnswer(words, defaultAnswer) ? words : null;
  return { id: q.id, text: q.doc.question, score: q.score, answered, answer };
}

/**
 * The list on screen: the open (approved) questions first, then the answered ones, each top voted first (the
 * order given); at most SCREEN_LIST_MAX, and how many more. An answered question never pushes an open one off.
 */
export function screenQuestions(records: readonly QuestionRecord[], defaultAnswer = DEFAULT_ANSWER): { questions: ScreenQuestion[]; more: number } {
  const shown = records.map((r) => screenQuestion(r, defaultAnswer)).filter((q): q is ScreenQuestion => q !== null);
  const ordered = [...shown.filter((q) => !q.answered), ...shown.filter((q) => q.answered)];
  return { questions: ordered.slice(0, SCREEN_LIST_MAX), more: Math.max(0, ordered.length - SCREEN_LIST_MAX) };
}

/** A poll on screen: its figures by the contract's rule "figures on screen" (poll-on-screen.ts). */
export function screenPoll(poll: PollRecord, tally: Tally, mode: PollScreenMode, reveal: boolean): ScreenPoll {
  const options = Array.isArray(poll.doc.options) ? poll.doc.options.filter((o): o is string => typeof o === 'string') : [];
  const stage = pollStage(poll.doc);
  const figures = figuresOnScreen(stage, mode, reveal);
  const counts = options.map((label) => tally.choices[label] ?? 0);
  return {
    id: poll.id,
    question: typeof poll.doc.question === 'string' ? poll.doc.question : '',
    options: options.map((label, i) => ({ label, votes: figures ? counts[i] : null })),
    voterCount: tally.voters,
    totalVotes: figures ? counts.reduce((a, b) => a + b, 0) : 0,
    figures,
    stage,
  };
}

/**
 * The event's look: its name, clock, banner (an http(s) address or a picture of this server's /media, never any
 * other kind) and the colours the projector palette reads (an ARGB integer written `#AARRGGBB`). From the event's
 * settings this server holds, or in front of a remote API from the look and clock the consoles relayed.
 */
export function screenLook(settings: Record<string, unknown> | undefined): ScreenLook {
  const offset = settings?.timeZoneOffset;
  const timeZoneOffset = typeof offset === 'number' && Number.isInteger(offset) && offset >= LIMITS.timeZoneOffsetMin && offset <= LIMITS.timeZoneOffsetMax ? offset : 0;
  const colours: ScreenLook['colours'] = {};
  for (const field of SCREEN_COLOUR_FIELDS) {
    const value = settings?.[field];
    if (typeof value === 'string' && value.length <= 32) colours[field] = value;
    else if (typeof value === 'number' && toHexArgb(value)) colours[field] = toHexArgb(value);
  }
  const image = typeof settings?.imagePath === 'string' ? settings.imagePath.trim() : '';
  const banner = image && isScreenBanner(image) ? image : null;
  return { name: typeof settings?.name === 'string' ? settings.name : '', timeZoneOffset, banner, colours };
}

export type StageData = {
  content: StageContent;
  decidedAt: number;
  look: ScreenLook;
  joinLine: string;
  /** The team's default answer (a placeholder, never projected as an answer). */
  defaultAnswer?: string;
  sessionTitle: string | null;
  questions?: readonly QuestionRecord[];
  question?: QuestionRecord;
  poll?: { record: PollRecord; tally: Tally; mode: PollScreenMode };
  /** Where consoles relay the data (a server in front of a remote API): when it last arrived, null if never. */
  relayedAt?: number | null;
};

/** The view of a stage (without the screen's own name, added per screen). */
export function stageView(data: StageData, builtAt: number): Omit<ScreenView, 'screen'> {
  const base = {
    event: data.look,
    joinLine: data.joinLine,
    session: data.sessionTitle === null ? null : { title: data.sessionTitle },
    decidedAt: data.decidedAt,
    builtAt,
    ...(data.relayedAt === undefined ? {} : { relayedAt: data.relayedAt }),
  };
  const c = data.content;
  if (c.kind === 'question') return { ...base, content: { kind: 'question', question: data.question ? screenQuestion(data.question, data.defaultAnswer) : null } };
  if (c.kind === 'poll') return { ...base, content: { kind: 'poll', poll: data.poll ? screenPoll(data.poll.record, data.poll.tally, data.poll.mode, c.reveal) : null } };
  if (c.kind === 'questions') return { ...base, content: { kind: 'questions', ...screenQuestions(data.questions ?? [], data.defaultAnswer) } };
  return { ...base, content: { kind: 'welcome' } };
}
