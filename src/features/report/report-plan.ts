/**
 * The requests the event report needs, counted before any is sent: one read
 * per list (event, speakers, polls with their results, guests, tickets,
 * abstracts) and one per session for its questions. Kinds the key may not read
 * are left out up front (and named), so the run never stops on a scope.
 * Pure, with the time estimate against the request budget.
 */
import type { ReportKind } from './report-sheets';

export type ReportStep = {
  key: string;
  /** What the answer fills in the report. */
  fills: 'event' | 'speakers' | 'polls' | 'guests' | 'tickets' | 'abstracts' | 'questions';
  path: '/getEvent' | '/getSpeakers' | '/getPolls' | '/getGuests' | '/getAllTickets' | '/getAbstracts' | '/getQuestions';
  query?: Record<string, string>;
  /** For a session's questions: the session. */
  sessionId?: string;
};

const LISTS: readonly (ReportStep & { scope: string; kind?: ReportKind })[] = [
  { key: 'event', fills: 'event', path: '/getEvent', scope: 'event:read' },
  { key: 'speakers', fills: 'speakers', path: '/getSpeakers', scope: 'event:read' },
  { key: 'polls', fills: 'polls', path: '/getPolls', scope: 'polls:read', kind: 'polls' },
  { key: 'guests', fills: 'guests', path: '/getGuests', scope: 'attendees:read', kind: 'guests' },
  { key: 'tickets', fills: 'tickets', path: '/getAllTickets', scope: 'tickets:read', kind: 'tickets' },
  { key: 'abstracts', fills: 'abstracts', path: '/getAbstracts', scope: 'abstracts:read', kind: 'abstracts' },
];

export type ReportPlan = {
  steps: ReportStep[];
  /** Kinds left out because the key may not read them, with the scope they need. */
  leftOut: { kind: ReportKind; scope: string }[];
};

/** The steps for these sessions and scopes (`null` scopes: not known yet, plan everything). */
export function planReport(sessions: readonly { documentId: string }[], scopes: ReadonlySet<string> | null): ReportPlan {
  const may = (scope: string) => !scopes || scopes.has(scope);
  const steps: ReportStep[] = [];
  const leftOut: ReportPlan['leftOut'] = [];
  for (const { scope, kind, ...step } of LISTS) {
    if (may(scope)) steps.push(step);
    else if (kind) leftOut.push({ kind, scope });
  }
  if (may('qa:read')) {
    for (const s of sessions) steps.push({ key: `questions:${s.documentId}`, fills: 'questions', path: '/getQuestions', query: { sessionId: s.documentId }, sessionId: s.documentId });
  } else leftOut.push({ kind: 'questions', scope: 'qa:read' });
  return { steps, leftOut };
}

export type BudgetLike = { budgetLeft: number; limit: number; windowMs: number };

/**
 * The least time the requests can take under the budget: those that fit in
 * what is left of this window go at once (about `perRequestMs` each, a few at
 * a time), the rest wait for later windows of `limit` requests.
 */
export function estimateReportMs(requests: number, budget: BudgetLike, perRequestMs = 120, atOnce = 3): number {
  const now = Math.min(requests, Math.max(0, budget.budgetLeft));
  const later = requests - now;
  const windows = later > 0 ? Math.ceil(later / Math.max(1, budget.limit)) : 0;
  const sending = Math.ceil(requests / atOnce) * perRequestMs;
  return windows * budget.windowMs + (windows > 0 ? 0 : sending);
}

/** "a few seconds" / "about 40 s" / "about 3 min". */
export function durationWords(ms: number): string {
  if (ms < 5000) return 'a few seconds';
  if (ms < 60_000) return `about ${Math.round(ms / 1000)} s`;
  return `about ${Math.round(ms / 60_000)} min`;
}
