/**
 * The abstracts import on the bulk-run engine (`src/api/bulk-run.ts`):
 * prepared rows go to `/bulkUpsert` in batches of at most 200, a few batches
 * in flight. Each row's result comes from the service's per-item answer; a
 * batch refused as a whole (a 500, an intermediary's page) fails each of its
 * rows with the reason. Whether an error stops or pauses the run is the
 * engine's one rule. Here only the batch sender is adapted and every row's
 * status is worded; the sender is a plain function, so this file is free of I/O.
 */
import { BulkRun, failureEffect, type BulkRunState, type RowAnswer } from '../../../api/bulk-run';
import { describeError } from '../../../api/errors';
import type { BulkUpsertResponse } from '../../../contract/abstract';
import { LIMITS } from '../../../contract/common';

export type ImportRow = { rowNumber: number; item: Record<string, unknown> };
export type SavedRow = { abstractId?: string; created: boolean };
export type BatchSender = (items: Record<string, unknown>[], options: { dryRun: boolean; signal: AbortSignal }) => Promise<BulkUpsertResponse>;

export type RowStatus = 'waiting' | 'created' | 'updated' | 'failed' | 'valid' | 'not-sent';

export type RowResult = {
  rowNumber: number;
  status: RowStatus;
  abstractId?: string;
  /** Why the row failed or was not sent (the service's words). */
  reason?: string;
  warnings?: string[];
  /** Sent, and no answer came: it may have been saved. */
  unanswered?: boolean;
};

export type ImportRunOptions = { dryRun?: boolean; batchSize?: number; concurrency?: number; now?: () => number };

function detailText(result: BulkUpsertResponse['results'][number]): string {
  const details = (result.details ?? []).map((d) => (d.field ? `${d.field}: ${d.message}` : d.message));
  return [result.error, ...details].filter(Boolean).join('; ') || 'rejected by the service';
}

/** A run over the rows; `start()` it and read `abstractRowResults` from its state. */
export function abstractImportRun(rows: readonly ImportRow[], sendBatch: BatchSender, options: ImportRunOptions = {}): BulkRun<ImportRow, SavedRow> {
  const dryRun = options.dryRun ?? false;
  const send = async (batch: ImportRow[], { signal }: { signal: AbortSignal }): Promise<RowAnswer<SavedRow>[]> => {
    let response: BulkUpsertResponse;
    try {
      response = await sendBatch(
        batch.map((r) => r.item),
        { dryRun, signal },
      );
    } catch (error) {
      if (failureEffect(error) !== 'refuse') throw error;
      return batch.map(() => ({ ok: false, message: `the batch was not accepted: ${describeError(error)}` }));
    }
    return batch.map((_, i) => {
      const r = response.results.find((x) => x.index === i) ?? response.results[i];
      if (!r) return { ok: false, message: 'the service gave no result for this row' };
      const warnings = r.warnings?.length ? r.warnings : undefined;
      if (!r.ok) return { ok: false, message: detailText(r), details: (r.details ?? []).map((d) => ({ field: d.field ?? '', message: d.message })), warnings };
      return { ok: true, value: { abstractId: r.abstractId, created: !!r.created }, warnings };
    });
  };
  return new BulkRun(rows, send, {
    batchSize: Math.min(options.batchSize ?? LIMITS.bulkItems, LIMITS.bulkItems),
    concurrency: options.concurrency ?? 3,
    now: options.now,
  });
}

/** Every row's status in the run so far (a dry run's accepted rows are `valid`, not saved). */
export function abstractRowResults(rows: readonly ImportRow[], state: BulkRunState<SavedRow>, dryRun: boolean): RowResult[] {
  // Rows without an outcome wait, unless the run has come to rest without them.
  const carryingOn = state.phase === 'idle' || state.phase === 'running' || (state.phase === 'paused' && state.reason === null) || state.inFlight > 0;
  return rows.map((row, i) => {
    const o = state.outcomes[i];
    const rowNumber = row.rowNumber;
    if (!o) return carryingOn ? { rowNumber, status: 'waiting' } : { rowNumber, status: 'not-sent', reason: state.reason ?? undefined };
    if (o.kind === 'ok') return { rowNumber, status: dryRun ? 'valid' : o.value.created ? 'created' : 'updated', abstractId: o.value.abstractId, warnings: o.warnings.length ? o.warnings : undefined };
    if (o.kind === 'refused') return { rowNumber, status: 'failed', reason: o.message, warnings: o.warnings.length ? o.warnings : undefined };
    if (o.sent) return { rowNumber, status: 'failed', reason: `no answer came, so it may have been saved: ${o.message}`, unanswered: true };
    return { rowNumber, status: 'not-sent', reason: o.message };
  });
}

export function countStatuses(results: readonly RowResult[]): Record<RowStatus, number> {
  const c: Record<RowStatus, number> = { waiting: 0, created: 0, updated: 0, failed: 0, valid: 0, 'not-sent': 0 };
  for (const r of results) c[r.status]++;
  return c;
}
