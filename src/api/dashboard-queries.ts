/**
 * The figures of the dashboard: the event, its guests, sessions, polls,
 * questions and abstracts.
 *
 * Keys start with the area's name (`['polls', ...]`), the same roots the area
 * factories use, so a mutation that invalidates an area (`['polls']`) also
 * refreshes the dashboard's figure for it.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

export type EventSummary = {
  name?: string;
  dateStart?: string;
  dateEnd?: string;
  location?: string;
  city?: string;
  guestCount?: number;
  guestCapacity?: number;
};
export type GuestCount = { guestCount: number; guestCapacity: number; maxAssignedUsers?: number };
export type SessionSummary = { documentId: string; title?: string; date?: string; startTime?: string; hasLiveQA?: boolean; hasPoll?: boolean };
export type PollSummary = { pollId?: string; documentId?: string; sessionId?: string; locked?: boolean; visible?: boolean };
export type QuestionSummary = { status?: string };
export type AbstractSummary = { documentId: string; unListed?: boolean };

export const dashboardQueries = {
  event: () =>
    queryOptions({
      queryKey: ['event', 'detail'] as const,
      queryFn: async ({ signal }) => (await api.get('/getEvent', { signal, priority: 'background' })) as EventSummary,
    }),
  guestCount: () =>
    queryOptions({
      queryKey: ['guests', 'count'] as const,
      queryFn: async ({ signal }) => (await api.get('/getGuestCount', { signal, priority: 'background' })) as GuestCount,
    }),
  sessions: () =>
    queryOptions({
      queryKey: ['sessions', 'list'] as const,
      queryFn: async ({ signal }) => (await api.get('/getSessions', { signal, priority: 'background' })) as SessionSummary[],
    }),
  polls: () =>
    queryOptions({
      queryKey: ['polls', 'list', 'all'] as const,
      queryFn: async ({ signal }) => (await api.get('/getPolls', { signal, priority: 'background' })) as PollSummary[],
    }),
  questions: (sessionId: string) =>
    queryOptions({
      queryKey: ['questions', 'list', sessionId] as const,
      queryFn: async ({ signal }) => (await api.get('/getQuestions', { signal, priority: 'background', query: { sessionId } })) as QuestionSummary[],
    }),
  abstracts: () =>
    queryOptions({
      queryKey: ['abstracts', 'list'] as const,
      queryFn: async ({ signal }) => (await api.get('/getAbstracts', { signal, priority: 'background' })) as AbstractSummary[],
    }),
};
