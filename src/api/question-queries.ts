/**
 * Audience questions (Q&A) of a session: one `queryOptions` factory whose keys
 * every hook and mutation goes through, and the write body builder that makes
 * sure only writable fields ever leave the console.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { QUESTIONS_PACE } from './adaptive-refresh';
import { liveInterval } from './live-interval';
import type { QuestionStatus } from '../contract/question';
import type { ResponseOf } from './endpoint-types';
import { sessionQueries } from './session-queries';

/** What a board reads: the questions as the API ordered them (most upvoted first) and when that read was asked for. */
export type QuestionList = {
  questions: ResponseOf<'/getQuestions'>;
  /** Unix ms when the request for this list was made (not when it arrived). */
  requestedAt: number;
};

export async function fetchQuestions(sessionId: string, options: { signal?: AbortSignal; priority?: 'interactive' | 'background' } = {}): Promise<QuestionList> {
  const requestedAt = Date.now();
  // The client has parsed the answer with the contract's schema: no second reading here.
  const questions = await api.get('/getQuestions', { query: { sessionId }, signal: options.signal, priority: options.priority ?? 'interactive' });
  return { questions, requestedAt };
}

/** How often a live view reads questions while questions arrive (adaptive-refresh.ts: slower when quiet or the budget runs low). */
export const LIVE_QUESTIONS_INTERVAL_MS = QUESTIONS_PACE.fastMs;

export const questionQueries = {
  all: () => ['questions'] as const,
  lists: () => [...questionQueries.all(), 'list'] as const,
  /** A session's questions, most upvoted first. The first read is interactive, refreshes go in the background lane. */
  list: (sessionId: string) =>
    queryOptions({
      queryKey: [...questionQueries.lists(), sessionId] as const,
      queryFn: ({ signal, client, queryKey }) =>
        fetchQuestions(sessionId, { signal, priority: client.getQueryData(queryKey) ? 'background' : 'interactive' }),
    }),
  /** The same list, kept live: fast while questions arrive, backing off when quiet, paused while hidden, slower on a low budget. */
  live: (sessionId: string, baseMs = LIVE_QUESTIONS_INTERVAL_MS) =>
    queryOptions({
      ...questionQueries.list(sessionId),
      staleTime: 0,
      refetchInterval: liveInterval({ ...QUESTIONS_PACE, fastMs: baseMs }, (list: QuestionList) => list.questions),
      refetchIntervalInBackground: false,
    }),
};

/** A question write: only these keys are ever sent (never score, voterCount, approved, rejected or answered). */
export type QuestionWrite = {
  sessionId: string;
  /** Omit to create. */
  questionId?: string;
  question?: string;
  answer?: string;
  status?: QuestionStatus;
};

/** Builds the body of `/upsertQuestion` from whatever the caller holds, keeping only writable keys. */
export function questionWriteBody(write: QuestionWrite): QuestionWrite {
  const body: QuestionWrite = { sessionId: write.sessionId };
  if (write.questionId) body.questionId = write.questionId;
  if (typeof write.question === 'string') body.question = write.question;
  if (typeof write.answer === 'string') body.answer = write.answer;
  if (typeof write.status === 'string') body.status = write.status;
  return body;
}

export type QuestionSaved = { questionId: string; created: boolean; warnings: string[]; ignoredFields: string[] };

export async function saveQuestion(write: QuestionWrite): Promise<QuestionSaved> {
  const result = await api.post('/upsertQuestion', questionWriteBody(write), { priority: 'interactive' });
  return {
    questionId: result.data.questionId || write.questionId || '',
    created: result.data.created,
    warnings: result.warnings,
    ignoredFields: result.ignoredFields,
  };
}

export async function deleteQuestion(sessionId: string, questionId: string, dryRun = false) {
  return api.post('/deleteQuestion', { sessionId, questionId }, { priority: 'interactive', dryRun });
}

/** Saves a question (create, edit, moderate) and refreshes that session's list. */
export function useSaveQuestion(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...questionQueries.all(), 'save', sessionId],
    mutationFn: (write: Omit<QuestionWrite, 'sessionId'>) => saveQuestion({ ...write, sessionId }),
    // Not awaited: the write is done when the service answers; the list refreshes behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: questionQueries.list(sessionId).queryKey });
    },
  });
}

/** Deletes a question permanently and refreshes that session's list. */
export function useDeleteQuestion(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...questionQueries.all(), 'delete', sessionId],
    mutationFn: (questionId: string) => deleteQuestion(sessionId, questionId),
    // Not awaited: the write is done when the service answers; the list refreshes behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: questionQueries.list(sessionId).queryKey });
    },
  });
}

/** Turns live Q&A on or off for a session (only `documentId` and `hasLiveQA` are sent). */
export function useSetLiveQA() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentId, on }: { documentId: string; on: boolean }) => {
      const result = await api.post('/upsertSession', { documentId, hasLiveQA: on }, { priority: 'interactive' });
      return { warnings: result.warnings, ignoredFields: result.ignoredFields };
    },
    onSuccess: (_r, { documentId, on }) => {
      queryClient.setQueryData(sessionQueries.list().queryKey, (old) => old?.map((s) => (s.documentId === documentId ? { ...s, hasLiveQA: on } : s)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueries.all() }),
  });
}

/** Turns live Q&A on for a session (only `documentId` and `hasLiveQA` are sent). */
export function useEnableLiveQA() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: string) => {
      const result = await api.post('/upsertSession', { documentId, hasLiveQA: true }, { priority: 'interactive' });
      return { warnings: result.warnings, ignoredFields: result.ignoredFields };
    },
    onSuccess: (_r, documentId) => {
      queryClient.setQueryData(sessionQueries.list().queryKey, (old) =>
        old?.map((s) => (s.documentId === documentId ? { ...s, hasLiveQA: true } : s)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueries.all() }),
  });
}

/** One question's status change in a bulk moderation: sent at the run's priority (`bulk`), so the scheduler keeps it within the request budget and a person's click goes first. */
export async function setQuestionStatus(sessionId: string, questionId: string, status: QuestionStatus, context: { signal?: AbortSignal; priority?: 'bulk' | 'interactive' | 'background' } = {}) {
  const result = await api.post('/upsertQuestion', { sessionId, questionId, status }, { priority: context.priority ?? 'bulk', signal: context.signal });
  return { warnings: result.warnings };
}

/** Refreshes a session's questions (after a bulk run). */
export function useRefreshQuestions(sessionId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: questionQueries.list(sessionId).queryKey });
}
