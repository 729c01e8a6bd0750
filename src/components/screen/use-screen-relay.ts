/**
 * Where the console's server stands in front of a remote API (`UPSTREAM_URL`, the list says `relay`), it holds
 * no questions or polls: the consoles relay what they already read for a session that is on screen, and the
 * server pushes it to that session's screens (server/screens/screens-app.ts, `/screens/relay`). Nothing more is
 * read from the API for it: the board relays the questions it shows, the polls page the figures it shows, and the
 * room's control room both (the desk may run a room from it alone).
 *
 * The programme rooms follow is relayed the same way, from the sessions the console read, with the event's look on
 * screen (name, banner, colours) from the event's settings it read for its own pages (useRelayProgramme).
 *
 * Only approved and answered questions leave the console (the server refuses anything else); a relay goes only
 * when what is relayed changed or the stage started showing it, at most every RELAY_MIN_MS per session and part.
 */
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { eventQueries, useEventOffset } from '../../api/event-queries';
import { sessionQueries } from '../../api/session-queries';
import { roomOf, slotSpeakers } from '../../contract/rooms';
import { sessionSpeakerNames } from '../../contract/programme-snapshot';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import type { Connection } from '../../api/key-store';
import { RELAY_SESSIONS_MAX, screenLookRelayOf, type ProgrammeRelay, type Relay } from '../../contract/screens';
import { chartModel, type TallySource } from '../poll-results/poll-chart-model';
import { screensCall, useScreensState } from './screen-service';

const RELAY_MIN_MS = 500;

type Pending = { body: string; timer?: ReturnType<typeof setTimeout>; sentAt: number; sent: string };
const parts = new Map<string, Pending>();

function send(connection: Connection, key: string, body: string, path = '/screens/relay'): void {
  const part = parts.get(key) ?? { body, sentAt: 0, sent: '' };
  parts.set(key, part);
  part.body = body;
  if (part.sent === body || part.timer) return;
  const go = () => {
    part.timer = undefined;
    if (part.sent === part.body) return;
    const next = part.body;
    part.sent = next;
    part.sentAt = Date.now();
    screensCall(connection, 'POST', path, JSON.parse(next) as unknown).catch((error: unknown) => {
      // Tried again with the next change; said once in the console's log, never to the room.
      part.sent = '';
      console.warn(`The room's screens did not get the latest figures: ${describeError(error)}`);
    });
  };
  const wait = part.sentAt + RELAY_MIN_MS - Date.now();
  if (wait <= 0) go();
  else part.timer = setTimeout(go, wait);
}

/** The stage content kind of a session on this console's server, and whether it wants relays. */
function useRelayTarget(sessionId: string | undefined) {
  const connection = useConnection();
  const state = useScreensState(connection);
  const list = state.list;
  const stage = sessionId ? list?.stages.find((s) => s.sessionId === sessionId) : undefined;
  // The session's own screens, and its room's (a room's screens show the session while it runs).
  const room = useQuery({ ...sessionQueries.list(), enabled: !!list?.relay && !!sessionId, select: (all) => roomOf(all.find((x) => x.documentId === sessionId) ?? {}) }).data ?? '';
  const onScreen = list?.relay && list.screens.some((s) => s.sessionId === sessionId || (!!room && s.room === room));
  return { connection, content: onScreen ? (stage?.content ?? { kind: 'questions' as const }) : null };
}

type QuestionLike = { documentId: string; question: string; status: string; answer: string; score: number };

/** The board's questions of a session, relayed while its screens show questions (approved and answered only). */
export function useRelayQuestions(sessionId: string | undefined, questions: readonly QuestionLike[] | undefined): void {
  const { connection, content } = useRelayTarget(sessionId);
  const wanted = content?.kind === 'questions' || content?.kind === 'question';
  const body = useMemo(() => {
    if (!wanted || !sessionId || !questions) return null;
    const shown = questions
      .filter((q) => q.status === 'approved' || q.status === 'answered')
      .sort((a, b) => b.score - a.score)
      .slice(0, 200)
      .map((q) => ({ id: q.documentId, question: q.question, status: q.status === 'answered' ? ('answered' as const) : ('approved' as const), answer: q.status === 'answered' ? q.answer : '', score: Math.max(0, q.score) }));
    return JSON.stringify({ sessionId, questions: shown } satisfies Relay);
  }, [wanted, sessionId, questions]);
  useEffect(() => {
    if (connection && sessionId && body) send(connection, `${connection.eventId}:${sessionId}:questions`, body);
  }, [connection, sessionId, body]);
}

type PollLike = TallySource & { pollId: string; question: string; options: string[]; visible: boolean; locked: boolean; showVotes: boolean; voterCount?: number };

/** The polls page's polls of a session: the one its screens show is relayed with its figures. */
export function useRelayPoll(sessionId: string | undefined, polls: readonly PollLike[] | undefined): void {
  const { connection, content } = useRelayTarget(sessionId);
  const pollId = content?.kind === 'poll' ? content.pollId : null;
  const poll = pollId ? polls?.find((p) => p.pollId === pollId) : undefined;
  const body = useMemo(() => {
    if (!poll || !sessionId) return null;
    const rows = chartModel(poll).rows;
    const votes = poll.options.map((o) => Math.max(0, rows.find((r) => r.option === o)?.votes ?? 0));
    return JSON.stringify({
      sessionId,
      poll: { id: poll.pollId, question: poll.question, options: poll.options, visible: poll.visible, locked: poll.locked, showVotes: poll.showVotes, votes, voters: Math.max(0, poll.voterCount ?? 0) },
    } satisfies Relay);
  }, [poll, sessionId]);
  useEffect(() => {
    if (connection && sessionId && body) send(connection, `${connection.eventId}:${sessionId}:poll`, body);
  }, [connection, sessionId, body]);
}

/**
 * The programme this console read, relayed while its server stands in front of a remote API: rooms follow it
 * (each session's id, title, date, times, room and speakers' names, and the event's clock), and the screens take the event's look
 * from it (name, banner, colours: screenLookRelayOf keeps only what the contract takes). Both come from queries
 * the console's pages read anyway (the sessions, the event's settings), so the API sees no extra request.
 * Mounted once, in the console's frame.
 */
export function useRelayProgramme(): void {
  const connection = useConnection();
  const state = useScreensState(connection);
  const relay = state.list?.relay === true;
  const sessions = useQuery({ ...sessionQueries.list(), enabled: relay });
  const offset = useEventOffset();
  const look = useQuery({ ...eventQueries.settings(), enabled: relay, staleTime: 60_000, select: screenLookRelayOf }).data;
  const body = useMemo(() => {
    if (!relay || !sessions.data || offset === undefined) return null;
    const programme: ProgrammeRelay = {
      timeZoneOffset: offset,
      sessions: sessions.data.slice(0, RELAY_SESSIONS_MAX).map((s) => ({
        id: s.documentId,
        title: s.title ?? '',
        date: s.date ?? '',
        startTime: s.startTime ?? '',
        endTime: s.endTime ?? '',
        location: s.location ?? '',
        ...slotSpeakers(sessionSpeakerNames(s.contentData)),
      })),
      ...(look ? { look } : {}),
    };
    return JSON.stringify(programme);
  }, [relay, sessions.data, offset, look]);
  useEffect(() => {
    if (connection && body) send(connection, `${connection.eventId}:programme`, body, '/screens/programme');
  }, [connection, body]);
}
