/**
 * Planning and running an import: each record is checked first (a validated
 * preview), then the ready ones are sent one after another, each answer
 * becoming that row's own outcome.
 */
import { isApiError } from '../../api/errors';
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

/** An error after which sending more rows cannot work (key expired, no permission, offline). */
export function stopsTheRun(error: unknown): boolean {
  return isApiError(error) && (error.needsNewKey || error.code === 'missing_scope' || error.code === 'offline' || error.code === 'wrong_event');
}

export type RunProgress = { sent: number; toSend: number; results: RowResult[] };

/**
 * Sends the ready rows in turn. Invalid and skipped rows get their outcome
 * without a request. An error that `stopsTheRun` ends the run: the rows not
 * yet sent are marked so, with the reason. Aborting does the same.
 */
export async function runImport<T>(
  rows: readonly PlannedRow<T>[],
  send: (item: T, signal: AbortSignal | undefined) => Promise<RowOutcome>,
  options: { signal?: AbortSignal; onProgress?: (p: RunProgress) => void } = {},
): Promise<RowResult[]> {
  const results: RowResult[] = rows.map((r) => ({
    line: r.line,
    values: r.values,
    outcome:
      r.problems.length > 0
        ? { kind: 'failed', label: 'Not valid', message: r.problems.join('; ') }
        : (r.skip ?? { kind: 'failed', label: 'Not sent', message: 'Waiting to be sent.' }),
  }));
  const indexes = rows.map((r, i) => (r.problems.length === 0 && !r.skip && r.item !== null ? i : -1)).filter((i) => i >= 0);
  let sent = 0;
  let stopReason: string | null = null;
  options.onProgress?.({ sent, toSend: indexes.length, results: [...results] });
  for (const i of indexes) {
    if (stopReason === null && options.signal?.aborted) stopReason = 'Stopped before this row was sent.';
    if (stopReason !== null) {
      results[i] = { ...results[i], outcome: { kind: 'failed', label: 'Not sent', message: stopReason } };
      continue;
    }
    try {
      results[i] = { ...results[i], outcome: await send(rows[i].item as T, options.signal) };
    } catch (error) {
      const aborted = options.signal?.aborted || (error as { name?: string })?.name === 'AbortError';
      const message = aborted ? 'Stopped before this row was sent.' : isApiError(error) ? error.explain() : error instanceof Error ? error.message : String(error);
      results[i] = { ...results[i], outcome: { kind: 'failed', label: aborted ? 'Not sent' : 'Failed', message } };
      if (aborted) stopReason = message;
      else if (stopsTheRun(error)) stopReason = `Not sent: ${message}`;
    }
    sent++;
    options.onProgress?.({ sent, toSend: indexes.length, results: [...results] });
  }
  return results;
}

export function countOutcomes(results: readonly RowResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) counts[r.outcome.label] = (counts[r.outcome.label] ?? 0) + 1;
  return counts;
}
