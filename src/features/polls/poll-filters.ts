/**
 * The polls page's filters, kept in the address (`?day=2026-11-26&session=…&stage=open`) so that a reload,
 * a link sent to a colleague or the Back button shows the same polls: by day, by session and by stage
 * (draft, open, closed, revealed; see poll-stage.ts).
 */
import { z } from 'zod';
import type { Poll } from '../../contract/poll';
import type { Session } from '../../contract/session';
import { formatDay } from '../../components/ui/dates';
import { stageOf, type PollStage } from './poll-stage';
import type { PollGroup } from './use-poll-groups';

export const POLL_STAGES = ['draft', 'open', 'closed', 'revealed'] as const satisfies readonly PollStage[];

export const STAGE_FILTER_LABELS: Record<PollStage, string> = {
  draft: 'Drafts',
  open: 'Voting open',
  closed: 'Voting closed',
  revealed: 'Results revealed',
};

export const pollFilterState = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .catch(''),
  session: z.string().catch(''),
  stage: z.enum(['', ...POLL_STAGES]).catch(''),
});
export type PollFilters = z.output<typeof pollFilterState>;

export const NO_FILTERS: PollFilters = { day: '', session: '', stage: '' };

export function isFiltered(f: PollFilters): boolean {
  return f.day !== '' || f.session !== '' || f.stage !== '';
}

/** The days that have sessions with polls, in order, as choices ("Thu, Nov 26"). */
export function dayChoices(groups: readonly PollGroup[], sessionById: ReadonlyMap<string, Session>): { value: string; label: string }[] {
  const days = new Set<string>();
  for (const g of groups) {
    const d = sessionById.get(g.sessionId)?.date;
    if (d) days.add(d);
  }
  return [...days].sort().map((d) => ({ value: d, label: formatDay(d) }));
}

/** The sessions that hold polls (on the chosen day, when one is chosen), in the page's order. */
export function sessionChoices(groups: readonly PollGroup[], sessionById: ReadonlyMap<string, Session>, day: string): Session[] {
  return groups.flatMap((g) => {
    const s = sessionById.get(g.sessionId);
    return s && (!day || s.date === day) ? [s] : [];
  });
}

/**
 * The groups and polls the filters keep. A group whose polls are all filtered out is left out, except
 * an empty group on a session's own page (where it offers to create the first poll).
 */
export function filterPollGroups(groups: readonly PollGroup[], sessionById: ReadonlyMap<string, Session>, f: PollFilters): PollGroup[] {
  const keepPoll = (p: Poll) => !f.stage || stageOf(p) === f.stage;
  const out: PollGroup[] = [];
  for (const g of groups) {
    const s = sessionById.get(g.sessionId);
    if (f.day && s?.date !== f.day) continue;
    if (f.session && g.sessionId !== f.session) continue;
    const polls = g.polls.filter(keepPoll);
    if (polls.length === 0 && (g.polls.length > 0 || isFiltered(f))) continue;
    out.push({ sessionId: g.sessionId, polls });
  }
  return out;
}

export function countPolls(groups: readonly PollGroup[]): number {
  return groups.reduce((n, g) => n + g.polls.length, 0);
}
