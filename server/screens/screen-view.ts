/**
 * The rules of what a screen receives, as pure functions (screen-view.test.ts): only approved and answered
 * questions, a spotlight only while its question is still approved or answered, a poll's figures only when its
 * results mode and stage allow (hidden: options and a vote counter), the event's name, colours and banner. No
 * e-mail, key, pending or rejected text ever goes into a view: nothing else is copied from the records.
 */
import { figuresOnScreen, pollStage } from '../../src/contract/poll-on-screen';
import { SCREEN_LIST_MAX, type PollScreenMode, type ScreenLook, type ScreenPoll, type ScreenQuestion, type ScreenView, type StageContent } from '../../src/contract/screens';

export type QuestionRecord = { id: string; doc: { question?: unknown; answer?: unknown; status?: unknown }; score: number };
export type PollRecord = { id: string; doc: Record<string, unknown> };
export type Tally = { choices: Record<string, number>; voters: number };

const SHOWN = new Set(['approved', 'answered']);

export function screenQuestion(q: QuestionRecord): ScreenQuestion | null {
  const status = q.doc.status;
  if (typeof status !== 'string' || !SHOWN.has(status) || typeof q.doc.question !== 'string') return null;
  const answer = status === 'answered' && typeof q.doc.answer === 'string' && q.doc.answer.trim() ? q.doc.answer : null;
  return { id: q.id, text: q.doc.question, score: q.score, answer };
}

/** The approved and answered questions, top voted first (the order given), at most SCREEN_LIST_MAX, and how many more. */
export function screenQuestions(records: readonly QuestionRecord[]): { questions: ScreenQuestion[]; more: number } {
  const shown = records.map(screenQuestion).filter((q): q is ScreenQuestion => q !== null);
  return { questions: shown.slice(0, SCREEN_LIST_MAX), more: Math.max(0, shown.length - SCREEN_LIST_MAX) };
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

const COLOUR_FIELDS = ['primaryBackgroundColor', 'primaryFontColor', 'primaryAccentColor', 'cardBackgroundColor'] as const;

/** The event's look: its name, banner (a web address) and the colours the projector palette reads. */
export function screenLook(settings: Record<string, unknown> | undefined): ScreenLook {
  const colours: ScreenLook['colours'] = {};
  for (const field of COLOUR_FIELDS) {
    const value = settings?.[field];
    if (typeof value === 'string' && value.length <= 32) colours[field] = value;
  }
  const image = settings?.imagePath;
  const banner = typeof image === 'string' && /^https?:\/\//i.test(image.trim()) ? image.trim() : null;
  return { name: typeof settings?.name === 'string' ? settings.name : '', banner, colours };
}

export type StageData = {
  content: StageContent;
  decidedAt: number;
  look: ScreenLook;
  joinLine: string;
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
  if (c.kind === 'question') return { ...base, content: { kind: 'question', question: data.question ? screenQuestion(data.question) : null } };
  if (c.kind === 'poll') return { ...base, content: { kind: 'poll', poll: data.poll ? screenPoll(data.poll.record, data.poll.tally, data.poll.mode, c.reveal) : null } };
  if (c.kind === 'questions') return { ...base, content: { kind: 'questions', ...screenQuestions(data.questions ?? []) } };
  return { ...base, content: { kind: 'welcome' } };
}
