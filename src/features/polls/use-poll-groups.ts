/**
 * The polls a polls page shows, grouped by session in the schedule's order
 * (one session's group only on `/sessions/:id/polls`), each group in the app's
 * order (`sortNr`).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Poll } from '../../contract/poll';
import type { Session } from '../../contract/session';
import { pollQueries } from '../../api/poll-queries';
import { sessionQueries } from '../../api/session-queries';
import { formatDay } from '../../components/ui/dates';

export type PollGroup = { sessionId: string; polls: Poll[] };

function bySortNr(polls: readonly Poll[]): Poll[] {
  return polls.map((p, i) => ({ p, i })).sort((a, b) => a.p.sortNr - b.p.sortNr || a.i - b.i).map((x) => x.p);
}

/**
 * When a session is on, the way the Q&A page says it: "Thu, Nov 26 · 09:00" (the reader's own date format;
 * the stored date as it is when it cannot be read).
 */
export function sessionWhen(s: Pick<Session, 'date' | 'startTime'>): string {
  return [formatDay(s.date), s.startTime].filter(Boolean).join(' · ');
}

/** A session as a reader finds it in a list: its title with day and start time. */
export function sessionLabel(s: Session | undefined, fallbackId: string): string {
  if (!s) return `Session ${fallbackId}`;
  const when = sessionWhen(s);
  return when ? `${s.title} (${when})` : s.title;
}

export function usePollGroups(sessionId: string | undefined) {
  const sessions = useQuery(sessionQueries.list());
  const polls = useQuery(pollQueries.list(sessionId));

  const sessionById = useMemo(() => new Map((sessions.data ?? []).map((s) => [s.documentId, s])), [sessions.data]);
  const groups = useMemo((): PollGroup[] => {
    const map = new Map<string, Poll[]>();
    if (sessionId) map.set(sessionId, []);
    for (const p of polls.data ?? []) {
      if (sessionId && p.sessionId !== sessionId) continue;
      map.set(p.sessionId, [...(map.get(p.sessionId) ?? []), p]);
    }
    const order = (sessions.data ?? []).map((s) => s.documentId);
    return [...map.entries()]
      .map(([sid, list]) => ({ sessionId: sid, polls: bySortNr(list) }))
      .sort((a, b) => {
        const ia = order.indexOf(a.sessionId);
        const ib = order.indexOf(b.sessionId);
        return (ia < 0 ? 1e9 : ia) - (ib < 0 ? 1e9 : ib);
      });
  }, [polls.data, sessions.data, sessionId]);
  const allPolls = useMemo(() => groups.flatMap((g) => g.polls), [groups]);
  const session = sessionId ? sessionById.get(sessionId) : undefined;

  return { sessions, polls, sessionById, groups, allPolls, session };
}
