/**
 * Planning and running an import: each record is checked first (a validated
 * preview), then the ready ones are sent one after another on the bulk-run
 * engine (`src/api/bulk-run.ts`, which decides what stops a run), each answer
 * becoming that row's own outcome.
 */
import { BulkRun, oneByOne, type BulkOutcome, type BulkRunState } from '../../api/bulk-run';
import { scheduler } from '../../api/scheduler';
import type { MappedRecord } from './table-data';

/** `done`: written. `skipped`: nothing to do, not a failure (e.g. already registered). `failed`: needs attention. */
export type OutcomeKind = 'done' | 'skipped' | 'failed';
export type RowOutcome = { kind: OutcomeKind; label: string; message?: string };

export type PlannedRow<T> = MappedRecord & {
  /** What will be sent; null when the row is invalid or skipped. */
  item: T | null;
  /** Why the row cannot be sent, naming the field. */
  problems: string[];
  /** Decided before sending (a duplicate in the file, already registered). */
  skip?: RowOutcome;
  /** Worth knowing before sending, e.g. "overwrites the existing ticket". */
  note?: string;
};

export type RowResult = MappedRecord & { outcome: RowOutcome };

export type PlanSummary = { ready: number; invalid: number; skipped: number; total: number };

export function summarisePlan(rows: readonly PlannedRow<unknown>[]): PlanSummary {
  let ready = 0;
  let invalid = 0;
  let skipped = 0;
  for (const r of rows) {
    if (r.problems.length > 0) invalid++;
    else if (r.skip) skipped++;
    else if (r.item !== null) ready++;
  }
  return { ready, invalid, skipped, total: rows.length };
}

/** Turns zod issues into "Field: message" lines using the form's labels. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], labels: Record<string, string>): string[] {
  return issues.map((i) => {
    const key = String(i.path[0] ?? '');
    return key ? `${labels[key] ?? key}: ${i.message}` : i.message;
  });
}

/** A row's outcome from the engine's: the sender's own outcome, or why it has none. */
export function rowOutcome(outcome: BulkOutcome<RowOutcome> | undefined, reason: string | null): RowOutcome {
  if (!outcome) return { kind: 'failed', label: 'Not sent', message: reason ? `Waiting: ${reason}` : 'Waiting to be sent.' };
  if (outcome.kind === 'ok') return outcome.value;
  if (outcome.kind === 'refused') return { kind: 'failed', label: 'Failed', message: outcome.message };
  if (outcome.sent) return { kind: 'failed', label: 'No answer', message: `It may have been saved: ${outcome.message}` };
  return { kind: 'failed', label: 'Not sent', message: outcome.message };
}

/** Every row's outcome so far: invalid and skipped rows have theirs from the plan, ready rows from the run. */
export function importResults<T>(rows: readonly PlannedRow<T>[], state: BulkRunState<RowOutcome> | null): RowResult[] {
  let k = 0;
  return rows.map((r) => {
    const outcome: RowOutcome =
      r.problems.length > 0
        ? { kind: 'failed', label: 'Not valid', message: r.problems.join('; ') }
        : r.skip
          ? r.skip
          : r.item !== null
            ? rowOutcome(state?.outcomes[k++], state?.reason ?? null)
            : { kind: 'failed', label: 'Not sent', message: 'Nothing to send.' };
    return { line: r.line, values: r.values, outcome };
  });
}

export type ImportSend<T> = (item: T, signal: AbortSignal | undefined) => Promise<RowOutcome>;

/** A bulk run over the ready rows (invalid and skipped rows are never sent). */
export function importRun<T>(rows: readonly PlannedRow<T>[], send: ImportSend<T>): BulkRun<T, RowOutcome> {
  const ready = rows.filter((r) => r.problems.length === 0 && !r.skip && r.item !== null).map((r) => r.item as T);
  // The time left counts the request budget the rows draw on (the scheduler's), not only the pace so far.
  return new BulkRun(ready, oneByOne((item: T, { signal }) => send(item, signal)), { abortOnCancel: true, budget: scheduler.getState });
}

export type RunProgress = { sent: number; toSend: number; results: RowResult[] };

/**
 * Sends the ready rows in turn on the bulk-run engine and resolves with every
 * row's outcome once the run comes to rest (finished, stopped or paused by a
 * failure: rows left are then "Not sent", with the reason). Aborting the
 * signal cancels the run.
 */
export async function runImport<T>(
  rows: readonly PlannedRow<T>[],
  send: ImportSend<T>,
  options: { signal?: AbortSignal; onProgress?: (p: RunProgress) => void } = {},
): Promise<RowResult[]> {
  const run = importRun(rows, send);
  const report = () => {
    const s = run.getState();
    const sent = s.outcomes.filter((o) => o && !(o.kind === 'not-answered' && !o.sent)).length;
    options.onProgress?.({ sent, toSend: s.total, results: importResults(rows, s) });
  };
  const unsubscribe = run.subscribe(report);
  const onAbort = () => run.cancel();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  report();
  try {
    if (options.signal?.aborted) run.cancel();
    return importResults(rows, await run.start());
  } finally {
    unsubscribe();
    options.signal?.removeEventListener('abort', onAbort);
  }
}

export function countOutcomes(results: readonly RowResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) counts[r.outcome.label] = (counts[r.outcome.label] ?? 0) + 1;
  return counts;
}
