/**
 * What the palette can find, read from React Query's cache through each
 * area's query factory, and turned into palette records once per list that
 * arrived (a list that has not changed is not folded again).
 */
import type { QueryClient } from '@tanstack/react-query';
import { abstractQueries } from '../../api/abstract-queries';
import { guestQueries } from '../../api/guest-queries';
import { pollQueries } from '../../api/poll-queries';
import { questionQueries, type QuestionList } from '../../api/question-queries';
import { sessionQueries } from '../../api/session-queries';
import { speakerQueries } from '../../api/speaker-queries';
import { sponsorQueries } from '../../api/sponsor-queries';
import type { Scope } from '../../contract/common';
import type { Poll } from '../../contract/poll';
import type { Session } from '../../contract/session';
import { paths, withQuery } from '../../paths';
import { paletteRecord, type PaletteRecord, type RecordKind } from './palette-search';

/** A list the palette may read from the service when the cache does not hold it yet. */
export type ReadableList = { kind: RecordKind; scope: Scope; words: string; read: (qc: QueryClient) => Promise<unknown>; cached: (qc: QueryClient) => boolean };

/** The lists the palette may ask for, one request each. Questions are read per session, so only the boards already open are searched. */
export const READABLE_LISTS: readonly ReadableList[] = [
  { kind: 'session', scope: 'event:read', words: 'sessions', read: (qc) => qc.fetchQuery(sessionQueries.list()), cached: (qc) => !!qc.getQueryData(sessionQueries.list().queryKey) },
  { kind: 'speaker', scope: 'event:read', words: 'speakers', read: (qc) => qc.fetchQuery(speakerQueries.list()), cached: (qc) => !!qc.getQueryData(speakerQueries.list().queryKey) },
  { kind: 'sponsor', scope: 'event:read', words: 'sponsors', read: (qc) => qc.fetchQuery(sponsorQueries.list()), cached: (qc) => !!qc.getQueryData(sponsorQueries.list().queryKey) },
  { kind: 'guest', scope: 'attendees:read', words: 'guests', read: (qc) => qc.fetchQuery(guestQueries.list()), cached: (qc) => !!qc.getQueryData(guestQueries.list().queryKey) },
  { kind: 'abstract', scope: 'abstracts:read', words: 'abstracts', read: (qc) => qc.fetchQuery(abstractQueries.list()), cached: (qc) => !!qc.getQueryData(abstractQueries.list().queryKey) },
  { kind: 'poll', scope: 'polls:read', words: 'polls', read: (qc) => qc.fetchQuery(pollQueries.list(undefined)), cached: (qc) => qc.getQueriesData({ queryKey: pollQueries.lists() }).some(([, d]) => !!d) },
];

const folded = new WeakMap<object, PaletteRecord[]>();
/** `build(list)` once per list object. */
function once<T>(list: readonly T[] | undefined, build: (list: readonly T[]) => PaletteRecord[]): PaletteRecord[] {
  if (!list) return [];
  let records = folded.get(list);
  if (!records) {
    records = build(list);
    folded.set(list, records);
  }
  return records;
}

const when = (s: Session) => [s.date, s.startTime].filter(Boolean).join(' ');

/** Every record the cache holds now. */
export function cachedRecords(qc: QueryClient): PaletteRecord[] {
  const sessions = qc.getQueryData(sessionQueries.list().queryKey);
  const titleOf = new Map((sessions ?? []).map((s) => [s.documentId, s.title]));
  const inSession = (id: string) => (titleOf.get(id) ? `in ${titleOf.get(id)}` : '');

  const polls = new Map<string, Poll>();
  for (const [, list] of qc.getQueriesData<Poll[]>({ queryKey: pollQueries.lists() })) for (const p of list ?? []) polls.set(p.pollId, p);

  return [
    ...once(sessions, (list) =>
      list.map((s) => paletteRecord({ id: s.documentId, kind: 'session', title: s.title || 'Untitled session', detail: [when(s), s.location].filter(Boolean).join(' · '), to: paths.session.link(s.documentId) })),
    ),
    ...once(qc.getQueryData(speakerQueries.list().queryKey), (list) =>
      list.map((s) => paletteRecord({ id: s.documentId, kind: 'speaker', title: s.name, detail: [s.company, s.email].filter(Boolean).join(' · '), to: paths.speaker.link(s.documentId) })),
    ),
    ...once(qc.getQueryData(sponsorQueries.list().queryKey), (list) =>
      list.map((s) => paletteRecord({ id: s.documentId, kind: 'sponsor', title: s.name, detail: s.url, to: paths.sponsor.link(s.documentId) })),
    ),
    ...once(qc.getQueryData(guestQueries.list().queryKey), (list) =>
      list.map((g) =>
        paletteRecord({
          id: g.email,
          kind: 'guest',
          title: g.name || g.vCardData?.FN || g.email,
          detail: [g.email, g.company].filter(Boolean).join(' · '),
          to: withQuery(paths.guests.link(), { guest: g.email }),
        }),
      ),
    ),
    ...once(qc.getQueryData(abstractQueries.list().queryKey), (list) =>
      list.map((a) =>
        paletteRecord({
          id: a.documentId,
          kind: 'abstract',
          title: a.title,
          detail: [a.abstractNumber, a.authors.map((x) => x.name).join(', '), a.keywords].filter(Boolean).join(' · '),
          to: paths.abstract.link(a.documentId),
        }),
      ),
    ),
    ...[...polls.values()].map((p) => paletteRecord({ id: p.pollId, kind: 'poll', title: p.question, detail: inSession(p.sessionId), to: paths.sessionPolls.link(p.sessionId) })),
    ...qc
      .getQueriesData<QuestionList>({ queryKey: questionQueries.lists() })
      .flatMap(([, list]) =>
        once(list?.questions, (qs) => qs.map((q) => paletteRecord({ id: q.questionId, kind: 'question', title: q.question, detail: inSession(q.sessionId), to: paths.questionBoard.link(q.sessionId) }))),
      ),
  ];
}
