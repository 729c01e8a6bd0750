/**
 * The one bulk-run engine: anything the console does row by row with progress
 * (imports, bulk list actions, picture uploads) runs on it.
 *
 * - Rows go out in file order, `batchSize` rows to a request (1 by default),
 *   at most `concurrency` requests at once (1 by default), each through the
 *   scheduler at `bulk` priority so a person's click always goes first.
 * - Every row ends in one of three outcomes: `ok` (with the value and any
 *   warnings), `refused` (the service answered no, with its details), or
 *   `not-answered` (never sent, or sent with no answer: it may have been
 *   applied, which `sent` says).
 * - What stops a run, and what does not:
 *   - a refused row (a 400, 404, 409, 500 …) is that row's outcome; the run
 *     goes on;
 *   - an expired or revoked key, a missing scope or another event stops the
 *     run: no request proved anything was applied, so the rows of that request
 *     and every row left are kept, and `resume()` sends them (after a new key);
 *   - no answer at all (offline, the server unreachable) pauses the run: the
 *     rows of that request are not answered (they may have been applied), the
 *     rows left are kept, and `resume()` sends them;
 *   - `pause()` waits between requests; `cancel()` sends nothing more and the
 *     rows left become not answered (not sent). A request already sent is
 *     always finished and reported, unless the run aborts in-flight requests
 *     on cancel (`abortOnCancel`, for uploads).
 * - `start()` and `resume()` resolve when the run needs someone: it finished,
 *   was cancelled, or was halted by a failure (not while paused by a person).
 */
import { describeError, isApiError, type ErrorDetail } from './errors';
import type { Priority } from './scheduler';
import { estimateMsLeft, typicalDuration, type BudgetView } from './time-left';

/** What the service said about one row of a request it answered. */
export type RowAnswer<R> = { ok: true; value: R; warnings?: string[] } | { ok: false; message: string; details?: ErrorDetail[]; warnings?: string[] };

export type BulkOutcome<R> =
  | { kind: 'ok'; value: R; warnings: string[] }
  | { kind: 'refused'; message: string; details: ErrorDetail[]; warnings: string[] }
  | { kind: 'not-answered'; sent: boolean; message: string };

export type BulkPhase = 'idle' | 'running' | 'paused' | 'stopped' | 'done' | 'cancelled';

/** The one progress shape every bulk view shows. */
export type BulkProgress = {
  phase: BulkPhase;
  total: number;
  ok: number;
  refused: number;
  notAnswered: number;
  /** Rows waiting to be sent (kept for `resume()` when paused or stopped). */
  left: number;
  /** Rows in requests sent and not yet answered. */
  inFlight: number;
  /** Why the run paused or stopped by itself (null when a person paused it). */
  reason: string | null;
  /** Estimated milliseconds left (null until the first answer). */
  msLeft: number | null;
};

export type BulkRunState<R> = BulkProgress & { outcomes: readonly (BulkOutcome<R> | undefined)[] };

export type SendContext = { signal: AbortSignal; priority: Priority };
export type BatchSend<T, R> = (items: T[], context: SendContext) => Promise<RowAnswer<R>[]>;

export type BulkRunOptions = {
  batchSize?: number;
  concurrency?: number;
  priority?: Priority;
  /** Cancel aborts requests in flight too (their rows are then not answered). */
  abortOnCancel?: boolean;
  describeError?: (error: unknown) => string;
  now?: () => number;
  /** The request budget the run draws on (the scheduler's state): the time left then counts the waits a spent budget brings. */
  budget?: () => BudgetView;
};

/** What a failed request means for the run (see the rules above). */
export type FailureEffect = 'refuse' | 'stop' | 'pause' | 'abort';

export function failureEffect(error: unknown): FailureEffect {
  if ((error as { name?: string } | null)?.name === 'AbortError' || (isApiError(error) && error.code === 'aborted')) return 'abort';
  if (!isApiError(error)) return 'refuse';
  if (error.needsNewKey || error.code === 'missing_scope' || error.code === 'wrong_event') return 'stop';
  if (error.status === 0) return 'pause';
  return 'refuse';
}

/** Adapts a one-row sender (resolving with the value, or throwing) to a batch sender (use with `batchSize` 1). */
export function oneByOne<T, R>(send: (item: T, context: SendContext) => Promise<R>): BatchSend<T, R> {
  return async (items, context) => {
    const out: RowAnswer<R>[] = [];
    for (const item of items) out.push({ ok: true, value: await send(item, context) });
    return out;
  };
}

export class BulkRun<T, R> {
  private readonly items: readonly T[];
  private readonly send: BatchSend<T, R>;
  private readonly options: Required<Omit<BulkRunOptions, 'describeError' | 'budget'>> & { describeError: (e: unknown) => string; budget?: () => BudgetView };
  private readonly outcomes: (BulkOutcome<R> | undefined)[];
  /** Indexes of rows waiting to be sent, in order. */
  private queue: number[];
  private phase: BulkPhase = 'idle';
  private reason: string | null = null;
  /** Rows in requests not yet answered, and those requests. */
  private inFlight = 0;
  private requestsInFlight = 0;
  private startedAt: number | null = null;
  private answeredSinceStart = 0;
  /** Start and answer times of the last requests answered (for the pace and the budget's window). */
  private recent: { start: number; end: number }[] = [];
  private readonly controller = new AbortController();
  private readonly listeners = new Set<() => void>();
  private waiters: ((state: BulkRunState<R>) => void)[] = [];
  private snapshot: BulkRunState<R>;

  constructor(items: readonly T[], send: BatchSend<T, R>, options: BulkRunOptions = {}) {
    this.items = items;
    this.send = send;
    this.options = {
      batchSize: Math.max(1, options.batchSize ?? 1),
      concurrency: Math.max(1, options.concurrency ?? 1),
      priority: options.priority ?? 'bulk',
      abortOnCancel: options.abortOnCancel ?? false,
      describeError: options.describeError ?? describeError,
      now: options.now ?? (() => Date.now()),
      budget: options.budget,
    };
    this.outcomes = items.map(() => undefined);
    this.queue = items.map((_, i) => i);
    this.snapshot = this.compute();
  }

  getState = (): BulkRunState<R> => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  start(): Promise<BulkRunState<R>> {
    if (this.phase !== 'idle') return this.whenAtRest();
    this.startedAt = this.options.now();
    return this.go();
  }

  /** Carries on after a pause or a stop with the rows left. */
  resume(): Promise<BulkRunState<R>> {
    if (this.phase !== 'paused' && this.phase !== 'stopped') return this.whenAtRest();
    return this.go();
  }

  pause(): void {
    if (this.phase !== 'running') return;
    this.phase = 'paused';
    this.reason = null;
    this.changed();
  }

  cancel(): void {
    if (this.phase === 'done' || this.phase === 'cancelled') return;
    for (const i of this.queue) this.outcomes[i] = { kind: 'not-answered', sent: false, message: 'Cancelled before it was sent.' };
    this.queue = [];
    this.phase = 'cancelled';
    if (this.options.abortOnCancel) this.controller.abort();
    this.changed();
    this.settleIfIdle();
  }

  private go(): Promise<BulkRunState<R>> {
    this.phase = 'running';
    this.reason = null;
    const rest = this.whenAtRest();
    this.changed();
    this.pump();
    this.settleIfIdle();
    return rest;
  }

  private whenAtRest(): Promise<BulkRunState<R>> {
    if (this.atRest()) return Promise.resolve(this.snapshot);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private atRest(): boolean {
    if (this.inFlight > 0) return false;
    return this.phase === 'done' || this.phase === 'cancelled' || this.phase === 'stopped' || (this.phase === 'paused' && this.reason !== null);
  }

  private pump(): void {
    while (this.phase === 'running' && this.requestsInFlight < this.options.concurrency && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.batchSize);
      this.inFlight += batch.length;
      this.requestsInFlight++;
      this.changed();
      void this.sendBatch(batch);
    }
  }

  private async sendBatch(batch: number[]): Promise<void> {
    const sentAt = this.options.now();
    try {
      const answers = await this.send(
        batch.map((i) => this.items[i]),
        { signal: this.controller.signal, priority: this.options.priority },
      );
      batch.forEach((index, k) => {
        const a = answers[k];
        this.outcomes[index] = !a
          ? { kind: 'refused', message: 'the service gave no result for this row', details: [], warnings: [] }
          : a.ok
            ? { kind: 'ok', value: a.value, warnings: a.warnings ?? [] }
            : { kind: 'refused', message: a.message, details: a.details ?? [], warnings: a.warnings ?? [] };
      });
      this.answeredSinceStart += batch.length;
    } catch (error) {
      this.failed(batch, error);
    }
    this.recent.push({ start: sentAt, end: this.options.now() });
    if (this.recent.length > 400) this.recent.splice(0, this.recent.length - 400);
    this.inFlight -= batch.length;
    this.requestsInFlight--;
    const carryingOn = this.phase === 'running' || (this.phase === 'paused' && this.reason === null);
    if (carryingOn && this.queue.length === 0 && this.inFlight === 0) this.phase = 'done';
    this.changed();
    this.pump();
    this.settleIfIdle();
  }

  private failed(batch: number[], error: unknown): void {
    const effect = failureEffect(error);
    const message = this.options.describeError(error);
    if (effect === 'stop') {
      // Refused for the whole key or event: nothing was applied; keep these rows for later.
      this.queue = [...batch, ...this.queue].sort((a, b) => a - b);
      if (this.phase !== 'cancelled') {
        this.phase = 'stopped';
        this.reason = message;
      } else for (const i of batch) this.outcomes[i] = { kind: 'not-answered', sent: false, message: 'Cancelled before it was sent.' };
      return;
    }
    if (effect === 'refuse') {
      for (const i of batch) this.outcomes[i] = { kind: 'refused', message, details: isApiError(error) ? error.details : [], warnings: [] };
      this.answeredSinceStart += batch.length;
      return;
    }
    const aborted = effect === 'abort';
    for (const i of batch) this.outcomes[i] = { kind: 'not-answered', sent: true, message: aborted ? 'Cancelled while it was being sent.' : message };
    if (!aborted && (this.phase === 'running' || this.phase === 'paused') && this.queue.length > 0) {
      this.phase = 'paused';
      this.reason = message;
    }
  }

  private settleIfIdle(): void {
    if (!this.atRest() || this.waiters.length === 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w(this.snapshot);
  }

  private compute(): BulkRunState<R> {
    let ok = 0;
    let refused = 0;
    let notAnswered = 0;
    for (const o of this.outcomes) {
      if (o?.kind === 'ok') ok++;
      else if (o?.kind === 'refused') refused++;
      else if (o?.kind === 'not-answered') notAnswered++;
    }
    const left = this.queue.length;
    const elapsed = this.startedAt === null ? 0 : this.options.now() - this.startedAt;
    const remaining = left + this.inFlight;
    const msLeft = remaining === 0 ? 0 : this.answeredSinceStart > 0 ? this.estimate(elapsed, left) : null;
    return { phase: this.phase, total: this.items.length, ok, refused, notAnswered, left, inFlight: this.inFlight, reason: this.reason, msLeft, outcomes: [...this.outcomes] };
  }

  /** Time left: the pace so far, and with a budget the waits it brings (time-left.ts). */
  private estimate(elapsed: number, left: number): number {
    const remaining = left + this.inFlight;
    const budget = this.options.budget?.();
    if (!budget) return Math.round((elapsed / this.answeredSinceStart) * remaining);
    // The service's pace: the middle of the last answers' durations (a request that waited for the budget is an outlier).
    const pace = typicalDuration(this.recent.slice(-15).map((r) => (r.end - r.start) / this.options.batchSize)) ?? elapsed / this.answeredSinceStart;
    // Each of this run's answered requests started about one pace before its answer, as the scheduler sent it.
    const starts = this.recent.map((r) => Math.max(r.start, r.end - pace * this.options.batchSize));
    const requests = Math.ceil(left / this.options.batchSize);
    const now = this.options.now();
    const inFlightMs = this.inFlight > 0 ? pace * this.options.batchSize : 0;
    return Math.max(inFlightMs, estimateMsLeft({ now, requests, msPerRequest: pace * this.options.batchSize, concurrency: this.options.concurrency, budget, recentStarts: starts }));
  }

  private changed(): void {
    this.snapshot = this.compute();
    for (const l of [...this.listeners]) l();
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
