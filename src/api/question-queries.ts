/**
 * Audience questions (Q&A) of a session: one `queryOptions` factory whose keys
 * every hook and mutation goes through, and the write body builder that makes
 * sure only writable fields ever leave the console.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { budgetAwareInterval } from './scheduler';
import type { Question, QuestionStatus } from '../contract/question';
import { sessionQueries } from './session-queries';

/** What a board reads: the questions as the API ordered them (most upvoted first) and when that read was asked for. */
export type QuestionList = {
  questions: Question[];
  /** Unix ms when the request for this list was made (not when it arrived). */
  requestedAt: number;
};

const STATUSES: readonly QuestionStatus[] = ['pending', 'approved', 'rejected', 'answered'];

function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}
function int(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : 0;
}

/** Reads one question leniently: extra fields are kept, missing optional ones get their empty value. */
export function normaliseQuestion(raw: unknown): Question | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const id = str(o.documentId) || str(o.questionId);
  if (!id) return null;
  const status = STATUSES.includes(o.status as QuestionStatus) ? (o.status as QuestionStatus) : 'pending';
  return {
    ...o,
    documentId: id,
    questionId: id,
    sessionId: str(o.sessionId),
    question: str(o.question),
    answer: str(o.answer),
    status,
    score: int(o.score),
    voterCount: int(o.voterCount),
    approved: status === 'approved' || status === 'answered',
    rejected: status === 'rejected',
    answered: status === 'answered',
    ...(typeof o.createdAt === 'string' ? { createdAt: o.createdAt } : {}),
  } as Question;
}

export async function fetchQuestions(sessionId: string, options: { signal?: AbortSignal; priority?: 'interactive' | 'background' } = {}): Promise<QuestionList> {
  const requestedAt = Date.now();
  const data = await api.get('/getQuestions', { query: { sessionId }, signal: options.signal, priority: options.priority ?? 'interactive' });
  const list = Array.isArray(data) ? data : [];
  const questions: Question[] = [];
  for (const raw of list) {
    const q = normaliseQuestion(raw);
    if (q) questions.push(q);
  }
  return { questions, requestedAt };
}

/** How often a live view reads questions while visible (slower when the request budget runs low). */
export const LIVE_QUESTIONS_INTERVAL_MS = 5_000;

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
  /** The same list, kept live: refreshes every few seconds while the tab is visible, paused while hidden, slower on a low budget. */
  live: (sessionId: string, baseMs = LIVE_QUESTIONS_INTERVAL_MS) =>
    queryOptions({
      ...questionQueries.list(sessionId),
      staleTime: 0,
      refetchInterval: budgetAwareInterval(baseMs),
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
export function questionWriteBody(write: QuestionWrite): Record<string, string> {
  const body: Record<string, string> = { sessionId: write.sessionId };
  if (write.questionId) body.questionId = write.questionId;
  if (typeof write.question === 'string') body.question = write.question;
  if (typeof write.answer === 'string') body.answer = write.answer;
  if (typeof write.status === 'string') body.status = write.status;
  return body;
}

export type QuestionSaved = { questionId: string; created: boolean; warnings: string[]; ignoredFields: string[] };

export async function saveQuestion(write: QuestionWrite): Promise<QuestionSaved> {
  const result = await api.post('/upsertQuestion', questionWriteBody(write), { priority: 'interactive' });
  const data = (result.data ?? {}) as { questionId?: string; documentId?: string; created?: boolean };
  return {
    questionId: data.questionId ?? data.documentId ?? write.questionId ?? '',
    created: !!data.created,
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
