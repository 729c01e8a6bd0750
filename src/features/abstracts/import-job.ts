/**
 * Sends prepared rows to `/bulkUpsert` in batches of at most 200, with
 * progress, time left, pause and cancel. Pausing or cancelling takes effect
 * between batches: a batch already sent is always finished and reported, so
 * the result of every row is known. The sender goes through the shared
 * scheduler (bulk priority) in the page; here it is a plain function, which
 * keeps this file free of I/O and testable.
 */
import { LIMITS } from '../../contract/common';
import type { BulkUpsertResponse } from '../../contract/abstract';

export type BatchSender = (items: Record<string, unknown>[], options: { dryRun: boolean }) => Promise<BulkUpsertResponse>;

export type RowStatus = 'waiting' | 'created' | 'updated' | 'failed' | 'valid' | 'not-sent';

export type RowResult = {
  rowNumber: number;
  status: RowStatus;
  abstractId?: string;
  /** Why the row failed (the service's words). */
  reason?: string;
  warnings?: string[];
};

export type ImportPhase = 'idle' | 'running' | 'paused' | 'done' | 'cancelled';

export type ImportState = {
  phase: ImportPhase;
  dryRun: boolean;
  totalRows: number;
  /** Rows whose batch has been answered. */
  doneRows: number;
  batchesTotal: number;
  batchesDone: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** Estimated milliseconds left (null until the first batch is answered). */
  msLeft: number | null;
  results: RowResult[];
  counts: Record<RowStatus, number>;
  /** A failure that stopped the import (e.g. the key expired). */
  stoppedBecause: string | null;
};

export type ImportRow = { rowNumber: number; item: Record<string, unknown> };

export type ImportJobOptions = {
  batchSize?: number;
  /** Batches in flight at once (the scheduler still keeps the whole app within the rate limit). */
  concurrency?: number;
  dryRun?: boolean;
  now?: () => number;
  /** Whether a failure of a whole batch makes further batches pointless (an expired key). */
  isFatal?: (error: unknown) => boolean;
  describeError?: (error: unknown) => string;
};

function countStatuses(results: readonly RowResult[]): Record<RowStatus, number> {
  const c: Record<RowStatus, number> = { waiting: 0, created: 0, updated: 0, failed: 0, valid: 0, 'not-sent': 0 };
  for (const r of results) c[r.status]++;
  return c;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function detailText(result: BulkUpsertResponse['results'][number]): string {
  const details = (result.details ?? []).map((d) => (d.field ? `${d.field}: ${d.message}` : d.message));
  return [result.error, ...details].filter(Boolean).join('; ') || 'rejected by the service';
}

export class ImportJob {
  private state: ImportState;
  private readonly listeners = new Set<() => void>();
  private readonly batches: ImportRow[][];
  private readonly options: Required<Omit<ImportJobOptions, 'isFatal' | 'describeError'>> & Pick<ImportJobOptions, 'isFatal' | 'describeError'>;
  private resumeWaiters: (() => void)[] = [];
  private cancelled = false;

  constructor(
    rows: readonly ImportRow[],
    private readonly send: BatchSender,
    options: ImportJobOptions = {},
  ) {
    this.options = {
      batchSize: Math.min(options.batchSize ?? LIMITS.bulkItems, LIMITS.bulkItems),
      concurrency: Math.max(1, options.concurrency ?? 2),
      dryRun: options.dryRun ?? false,
      now: options.now ?? (() => Date.now()),
      isFatal: options.isFatal,
      describeError: options.describeError,
    };
    this.batches = chunk(rows, this.options.batchSize);
    const results = rows.map((r) => ({ rowNumber: r.rowNumber, status: 'waiting' as RowStatus }));
    this.state = {
      phase: 'idle',
      dryRun: this.options.dryRun,
      totalRows: rows.length,
      doneRows: 0,
      batchesTotal: this.batches.length,
      batchesDone: 0,
      startedAt: null,
      finishedAt: null,
      msLeft: null,
      results,
      counts: countStatuses(results),
      stoppedBecause: null,
    };
  }

  getState = (): ImportState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(patch: Partial<ImportState>) {
    this.state = { ...this.state, ...patch };
    for (const l of [...this.listeners]) l();
  }

  pause() {
    if (this.state.phase === 'running') this.set({ phase: 'paused' });
  }

  resume() {
    if (this.state.phase !== 'paused') return;
    this.set({ phase: 'running' });
    const waiters = this.resumeWaiters;
    this.resumeWaiters = [];
    waiters.forEach((w) => w());
  }

  /** No further batch is sent; rows not yet sent are reported as such. */
  cancel() {
    if (this.state.phase === 'done' || this.state.phase === 'cancelled') return;
    this.cancelled = true;
    const waiters = this.resumeWaiters;
    this.resumeWaiters = [];
    waiters.forEach((w) => w());
    if (this.state.phase === 'idle') this.finish();
  }

  private waitWhilePaused(): Promise<void> {
    if (this.state.phase !== 'paused' || this.cancelled) return Promise.resolve();
    return new Promise((resolve) => this.resumeWaiters.push(resolve));
  }

  private record(batchIndex: number, outcome: { response?: BulkUpsertResponse; error?: unknown }) {
    const start = batchIndex * this.options.batchSize;
    const batch = this.batches[batchIndex];
    const results = [...this.state.results];
    const dry = this.options.dryRun;
    batch.forEach((row, i) => {
      const at = start + i;
      if (outcome.response) {
        const r = outcome.response.results.find((x) => x.index === i) ?? outcome.response.results[i];
        if (!r) results[at] = { rowNumber: row.rowNumber, status: 'failed', reason: 'the service gave no result for this row' };
        else if (r.ok)
          results[at] = {
            rowNumber: row.rowNumber,
            status: dry ? 'valid' : r.created ? 'created' : 'updated',
            abstractId: r.abstractId,
            warnings: r.warnings?.length ? r.warnings : undefined,
          };
        else results[at] = { rowNumber: row.rowNumber, status: 'failed', reason: detailText(r), warnings: r.warnings };
      } else {
        const reason = this.options.describeError?.(outcome.error) ?? (outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
        results[at] = { rowNumber: row.rowNumber, status: 'failed', reason: `the batch was not accepted: ${reason}` };
      }
    });
    const doneRows = this.state.doneRows + batch.length;
    const elapsed = this.options.now() - (this.state.startedAt ?? this.options.now());
    const left = this.state.totalRows - doneRows;
    this.set({
      results,
      counts: countStatuses(results),
      doneRows,
      batchesDone: this.state.batchesDone + 1,
      msLeft: doneRows > 0 ? Math.round((elapsed / doneRows) * left) : null,
    });
  }

  private finish() {
    const results = this.state.results.map((r) => (r.status === 'waiting' ? { ...r, status: 'not-sent' as RowStatus } : r));
    this.set({
      phase: this.cancelled ? 'cancelled' : 'done',
      results,
      counts: countStatuses(results),
      finishedAt: this.options.now(),
      msLeft: 0,
    });
  }

  /** Runs every batch; resolves with the final state. */
  async start(): Promise<ImportState> {
    if (this.state.phase !== 'idle') return this.state;
    this.set({ phase: 'running', startedAt: this.options.now() });
    let next = 0;
    const worker = async () => {
      for (;;) {
        await this.waitWhilePaused();
        if (this.cancelled || next >= this.batches.length) return;
        const index = next++;
        const items = this.batches[index].map((r) => r.item);
        try {
          const response = await this.send(items, { dryRun: this.options.dryRun });
          this.record(index, { response });
        } catch (error) {
          this.record(index, { error });
          if (this.options.isFatal?.(error)) {
            this.cancelled = true;
            this.set({ stoppedBecause: this.options.describeError?.(error) ?? String(error) });
          }
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, this.batches.length) }, worker));
    this.finish();
    return this.state;
  }
}

/** "about 2 min 10 s" / "about 40 s" / "less than a second". */
export function formatTimeLeft(ms: number | null): string {
  if (ms === null) return 'estimating…';
  if (ms < 1000) return 'less than a second';
  const s = Math.round(ms / 1000);
  if (s < 60) return `about ${s} s`;
  return `about ${Math.floor(s / 60)} min ${s % 60} s`;
}
