/**
 * Gathers the event report: the sessions are read first (to count the
 * requests), then every step of the plan runs on the bulk-run engine at bulk
 * priority, a few at a time, through the shared scheduler and its budget. An
 * expired key stops the run and keeps every answer already in; with a new key
 * (the re-auth dialog) it carries on by itself, or with Resume.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { BulkRun, oneByOne } from '../../api/bulk-run';
import { describeError } from '../../api/errors';
import { api } from '../../api/client';
import { keyStore } from '../../api/key-store';
import { useWhoami } from '../../api/account-queries';
import { scheduler } from '../../api/scheduler';
import { useBulkRunState } from '../../api/use-bulk-run';
import type { Question } from '../../contract/question';
import type { Session } from '../../contract/session';
import { planReport, type ReportStep } from './report-plan';
import type { ReportData } from './report-sheets';

type Run = BulkRun<ReportStep, unknown>;

/** Puts each answered step's data where the report wants it. */
export function assembleReport(sessions: readonly Session[] | undefined, steps: readonly ReportStep[], answers: readonly ({ kind: string; value?: unknown } | undefined)[]): ReportData {
  const data: ReportData = { sessions };
  const questions: Record<string, Question[]> = {};
  steps.forEach((step, i) => {
    const a = answers[i];
    if (a?.kind !== 'ok') return;
    const v = a.value;
    switch (step.fills) {
      case 'event': {
        const e = v as { name?: string; trackArray?: string[]; timeZoneOffset?: number };
        data.eventName = e.name;
        data.timeZoneOffset = e.timeZoneOffset;
        data.trackArray = e.trackArray;
        break;
      }
      case 'questions':
        if (step.sessionId) questions[step.sessionId] = v as Question[];
        break;
      default:
        (data as Record<string, unknown>)[step.fills] = v;
    }
  });
  data.questions = questions;
  return data;
}

export function useEventReport() {
  const whoami = useWhoami();
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const [planError, setPlanError] = useState<unknown>(null);
  const [run, setRun] = useState<Run | null>(null);
  const state = useBulkRunState(run);
  const budget = useSyncExternalStore(scheduler.subscribe, scheduler.getState, scheduler.getState);
  const apiKey = useSyncExternalStore(keyStore.subscribe, () => keyStore.get()?.apiKey ?? '', () => '');
  const lastKey = useRef(apiKey);
  const [attempt, setAttempt] = useState(0);

  // The sessions first, at background priority: they tell how many requests the questions take.
  useEffect(() => {
    const controller = new AbortController();
    setPlanError(null);
    api
      .request('GET', '/getSessions', undefined, { priority: 'background', signal: controller.signal })
      .then((r) => setSessions(r.data as Session[]))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setPlanError(e);
      });
    return () => controller.abort();
  }, [attempt]);

  const scopeList = whoami.data?.scopes;
  const known = useMemo(() => (scopeList ? new Set(scopeList) : null), [scopeList]);
  const plan = useMemo(() => (sessions ? planReport(sessions, known) : null), [sessions, known]);

  useEffect(() => () => run?.cancel(), [run]);

  // A new key after the run stopped on an expired one: carry on with what is left.
  useEffect(() => {
    if (apiKey && apiKey !== lastKey.current && run?.getState().phase === 'stopped') void run.resume();
    lastKey.current = apiKey;
  }, [apiKey, run]);

  const start = useCallback(() => {
    if (!plan) return;
    const r: Run = new BulkRun(
      plan.steps,
      oneByOne(async (step: ReportStep, { signal, priority }) => (await api.request('GET', step.path, undefined, { query: step.query, signal, priority })).data),
      { priority: 'bulk', concurrency: 3, describeError },
    );
    setRun(r);
    void r.start();
  }, [plan]);

  const data = useMemo(() => (run && plan && sessions ? assembleReport(sessions, plan.steps, state?.outcomes ?? []) : null), [run, plan, sessions, state]);

  return {
    sessions,
    plan,
    planError,
    retryPlan: () => setAttempt((n) => n + 1),
    budget,
    run,
    state,
    data,
    start,
    resume: () => void run?.resume(),
    pause: () => run?.pause(),
    cancel: () => run?.cancel(),
  };
}
