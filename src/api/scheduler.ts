/**
 * The one request scheduler of the console. Every HTTP request to the API goes
 * through it so that the whole app shares one budget:
 *
 * - at most `limit - safetyMargin` requests start in any sliding window of
 *   `windowMs` (the service allows `LIMITS.requestsPerMinute` a minute per
 *   key, `src/contract/limits.ts`);
 * - queued requests start in priority order: `interactive` (a person clicked)
 *   before `background` (refreshes, live views) before `bulk` (imports);
 * - a 429 pauses everything until its Retry-After has passed; afterwards one
 *   request at a time is sent until one gets through, then normal service
 *   resumes — never a burst of parallel retries;
 * - reads that fail on the network are retried with backoff; writes are only
 *   sent again when the answer proves they were not applied (429 here, 408 in
 *   the client);
 * - given a shared ledger (`share`, shared-budget.ts), the window and the
 *   pause are those of every tab of the connection: a request starts only
 *   with a permit from the ledger, and a 429 pauses every tab.
 */
import { LIMITS } from '../contract/limits';
import { parseRetryAfter } from './errors';
import { bulkReserve, type BudgetLedger } from './shared-budget';

export type Priority = 'interactive' | 'background' | 'bulk';
export type RequestKind = 'read' | 'write';

export const PRIORITIES: readonly Priority[] = ['interactive', 'background', 'bulk'];

/** The scheduler only needs the status and headers of an answer. */
export type AnswerLike = { status: number; headers: { get(name: string): string | null } };

export type ScheduleOptions = {
  priority?: Priority;
  kind?: RequestKind;
  signal?: AbortSignal;
  /** Network retries for reads (default 3). Writes are never retried on network failure. */
  networkRetries?: number;
};

export type SchedulerState = {
  /** Requests waiting to start. */
  queued: number;
  queuedByPriority: Record<Priority, number>;
  inFlight: number;
  /** Requests that may still start in the current window. */
  budgetLeft: number;
  /** Requests allowed per window (after the safety margin). */
  limit: number;
  windowMs: number;
  /** Unix ms until which nothing is sent after a 429, or null. */
  pausedUntil: number | null;
  /** After a pause: one request at a time until one gets through. */
  probing: boolean;
  /** Whether budget and pause are shared by every tab of the connection. */
  shared: boolean;
};

export type SchedulerOptions = {
  limit?: number;
  windowMs?: number;
  safetyMargin?: number;
  maxConcurrent?: number;
  /** Used when a 429 carries no readable Retry-After (seconds). */
  defaultRetryAfterSeconds?: number;
  /** Backoff before network retry n (1-based), in ms. */
  backoffMs?: (attempt: number) => number;
  /** How often one request may meet 429 before its answer is handed back. */
  maxRateLimitRetries?: number;
};

type Job = {
  attempt: () => Promise<AnswerLike>;
  priority: Priority;
  kind: RequestKind;
  signal?: AbortSignal;
  networkRetriesLeft: number;
  networkAttempts: number;
  rateLimitRetries: number;
  resolve: (answer: AnswerLike) => void;
  reject: (reason: unknown) => void;
  onAbort?: () => void;
};

function abortError(): Error {
  if (typeof DOMException !== 'undefined') return new DOMException('The request was cancelled.', 'AbortError');
  const e = new Error('The request was cancelled.');
  e.name = 'AbortError';
  return e;
}

function isAbort(err: unknown): boolean {
  return !!err && typeof err === 'object' && (err as { name?: string }).name === 'AbortError';
}

export class RequestScheduler {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly maxConcurrent: number;
  private readonly defaultRetryAfterSeconds: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly maxRateLimitRetries: number;

  private readonly queues: Record<Priority, Job[]> = { interactive: [], background: [], bulk: [] };
  /** Start times (Unix ms) of requests in the current window. */
  private sent: number[] = [];
  private inFlight = 0;
  private pausedUntil: number | null = null;
  private probing = false;
  private wakeTimer: ReturnType<typeof setTimeout> | null = null;
  private wakeAt = 0;
  private expiryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();
  private snapshot: SchedulerState;
  private ledger: BudgetLedger | null = null;
  private unsubscribeLedger: (() => void) | null = null;
  /** A permit request to the ledger is on its way. */
  private taking = false;

  constructor(options: SchedulerOptions = {}) {
    const margin = options.safetyMargin ?? 10;
    this.limit = Math.max(1, (options.limit ?? LIMITS.requestsPerMinute) - margin);
    this.windowMs = options.windowMs ?? LIMITS.rateWindowMs;
    this.maxConcurrent = options.maxConcurrent ?? 4;
    this.defaultRetryAfterSeconds = options.defaultRetryAfterSeconds ?? 5;
    this.backoffMs = options.backoffMs ?? ((n) => Math.min(30_000, 1000 * 2 ** (n - 1)));
    this.maxRateLimitRetries = options.maxRateLimitRetries ?? 5;
    this.snapshot = this.computeState();
  }

  /** Queues one request; `attempt` is called (again) each time it is sent. */
  schedule<T extends AnswerLike>(attempt: () => Promise<T>, options: ScheduleOptions = {}): Promise<T> {
    const kind = options.kind ?? 'read';
    return new Promise<T>((resolve, reject) => {
      if (options.signal?.aborted) {
        reject(abortError());
        return;
      }
      const job: Job = {
        attempt,
        priority: options.priority ?? 'interactive',
        kind,
        signal: options.signal,
        networkRetriesLeft: kind === 'read' ? (options.networkRetries ?? 3) : 0,
        networkAttempts: 0,
        rateLimitRetries: 0,
        resolve: resolve as (a: AnswerLike) => void,
        reject,
      };
      if (job.signal) {
        job.onAbort = () => {
          if (this.removeQueued(job)) {
            reject(abortError());
            this.changed();
          }
        };
        job.signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queues[job.priority].push(job);
      this.changed();
      this.pump();
    });
  }

  getState = (): SchedulerState => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Shares budget and pause with every tab using the same ledger (null: this tab's own budget). */
  share(ledger: BudgetLedger | null): void {
    this.unsubscribeLedger?.();
    this.unsubscribeLedger = null;
    this.ledger = ledger;
    if (ledger) {
      this.unsubscribeLedger = ledger.subscribe(() => {
        // Another tab took permits or met a 429.
        this.changed();
        this.watchWindow();
        this.pump();
      });
    }
    this.changed();
    this.pump();
  }

  /** Forgets the window and any pause (a new key has a budget of its own). */
  reset(): void {
    this.sent = [];
    this.pausedUntil = null;
    this.probing = false;
    this.changed();
    this.pump();
  }

  private computeState(): SchedulerState {
    const now = Date.now();
    const shared = this.ledger?.peek(now);
    const inWindow = shared ? shared.used : this.sent.filter((t) => t > now - this.windowMs).length;
    const pausedUntil = Math.max(this.pausedUntil ?? 0, shared?.pausedUntil ?? 0) || null;
    const queuedByPriority = {
      interactive: this.queues.interactive.length,
      background: this.queues.background.length,
      bulk: this.queues.bulk.length,
    };
    return {
      queued: queuedByPriority.interactive + queuedByPriority.background + queuedByPriority.bulk,
      queuedByPriority,
      inFlight: this.inFlight,
      budgetLeft: Math.max(0, this.limit - inWindow),
      limit: this.limit,
      windowMs: this.windowMs,
      pausedUntil,
      probing: this.probing,
      shared: !!shared,
    };
  }

  private changed(): void {
    this.snapshot = this.computeState();
    for (const l of [...this.listeners]) l();
  }

  private removeQueued(job: Job): boolean {
    const q = this.queues[job.priority];
    const i = q.indexOf(job);
    if (i < 0) return false;
    q.splice(i, 1);
    return true;
  }

  private prune(now: number): void {
    const cutoff = now - this.windowMs;
    let i = 0;
    while (i < this.sent.length && this.sent[i] <= cutoff) i++;
    if (i > 0) this.sent = this.sent.slice(i);
  }

  private next(): Job | undefined {
    for (const p of PRIORITIES) {
      const job = this.queues[p].shift();
      if (job) return job;
    }
    return undefined;
  }

  private hasQueued(): boolean {
    return PRIORITIES.some((p) => this.queues[p].length > 0);
  }

  private wakeUpAt(at: number): void {
    if (this.wakeTimer && this.wakeAt <= at) return;
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeAt = at;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = null;
      this.pump();
    }, Math.max(0, at - Date.now()));
  }

  /** Keeps `budgetLeft` truthful as old requests leave the window. */
  private watchWindow(): void {
    const oldest = this.ledger ? this.ledger.peek().oldest : (this.sent[0] ?? null);
    if (this.expiryTimer || oldest === null) return;
    const at = oldest + this.windowMs;
    this.expiryTimer = setTimeout(() => {
      this.expiryTimer = null;
      this.prune(Date.now());
      this.changed();
      this.watchWindow();
      this.pump();
    }, Math.max(0, at - Date.now()) + 1);
  }

  private pump(): void {
    const now = Date.now();
    this.prune(now);
    const sharedPause = this.ledger?.peek(now).pausedUntil ?? null;
    // Another tab met a 429: wait it out here too, then probe like after our own.
    if (sharedPause !== null && sharedPause > (this.pausedUntil ?? 0)) this.pausedUntil = sharedPause;
    if (this.pausedUntil !== null) {
      if (now < this.pausedUntil) {
        this.wakeUpAt(this.pausedUntil);
        return;
      }
      this.pausedUntil = null;
      this.probing = true;
      this.changed();
    }
    while (this.hasQueued()) {
      if (this.probing && this.inFlight > 0) return;
      if (this.inFlight >= this.maxConcurrent) return;
      if (this.ledger) {
        this.takeShared(this.ledger);
        return;
      }
      if (this.sent.length >= this.limit) {
        this.wakeUpAt(this.sent[0] + this.windowMs + 1);
        return;
      }
      const job = this.next();
      if (!job) return;
      this.start(job, now);
    }
  }

  /** Asks the shared ledger for permits, then starts that many queued jobs in priority order. */
  private takeShared(ledger: BudgetLedger): void {
    if (this.taking) return;
    this.taking = true;
    const queued = PRIORITIES.reduce((n, p) => n + this.queues[p].length, 0);
    const want = this.probing ? 1 : Math.min(queued, this.maxConcurrent - this.inFlight);
    const onlyBulk = this.queues.interactive.length === 0 && this.queues.background.length === 0;
    const max = onlyBulk ? this.limit - bulkReserve(this.limit) : this.limit;
    ledger.take(want, max).then(
      ({ granted, retryAt }) => {
        this.taking = false;
        if (ledger !== this.ledger) return this.pump();
        const now = Date.now();
        // A permit unused (a 429 arrived meanwhile, or the job was cancelled) is simply spent.
        const blocked = (this.pausedUntil !== null && this.pausedUntil > now) || (this.probing && this.inFlight > 0);
        let started = 0;
        for (let i = 0; i < granted && !blocked; i++) {
          const job = this.next();
          if (!job) break;
          this.start(job, now);
          started++;
        }
        if (granted === 0 && retryAt !== null) {
          this.changed();
          this.wakeUpAt(retryAt);
          return;
        }
        if (started > 0 || blocked) this.pump();
      },
      () => {
        // The lock could not be taken (the browser refused): try again shortly.
        this.taking = false;
        this.wakeUpAt(Date.now() + 1000);
      },
    );
  }

  private start(job: Job, now: number): void {
    this.sent.push(now);
    this.inFlight++;
    this.changed();
    this.watchWindow();
    let promise: Promise<AnswerLike>;
    try {
      promise = job.attempt();
    } catch (err) {
      promise = Promise.reject(err);
    }
    promise.then(
      (answer) => this.finished(job, answer),
      (err) => this.failed(job, err),
    );
  }

  private settle(job: Job): void {
    if (job.signal && job.onAbort) job.signal.removeEventListener('abort', job.onAbort);
  }

  private finished(job: Job, answer: AnswerLike): void {
    this.inFlight--;
    if (answer.status === 429) {
      // Over the limit: nothing more goes out until Retry-After has passed.
      const now = Date.now();
      const seconds = parseRetryAfter(answer.headers.get('retry-after'), now) ?? this.defaultRetryAfterSeconds;
      this.pausedUntil = Math.max(this.pausedUntil ?? 0, now + Math.max(seconds * 1000, 250));
      this.probing = true;
      void this.ledger?.pause(this.pausedUntil).catch(() => undefined);
      if (job.rateLimitRetries < this.maxRateLimitRetries && !job.signal?.aborted) {
        // The service did not apply it: send it again, first in its lane.
        job.rateLimitRetries++;
        this.queues[job.priority].unshift(job);
        this.changed();
        this.pump();
        return;
      }
    } else if (this.probing) {
      this.probing = false;
    }
    this.settle(job);
    job.resolve(answer);
    this.changed();
    this.pump();
  }

  private failed(job: Job, err: unknown): void {
    this.inFlight--;
    if (!isAbort(err) && !job.signal?.aborted && job.networkRetriesLeft > 0) {
      job.networkRetriesLeft--;
      job.networkAttempts++;
      const delay = this.backoffMs(job.networkAttempts);
      this.changed();
      setTimeout(() => {
        if (job.signal?.aborted) {
          this.settle(job);
          job.reject(abortError());
          return;
        }
        this.queues[job.priority].unshift(job);
        this.changed();
        this.pump();
      }, delay);
      this.pump();
      return;
    }
    this.settle(job);
    job.reject(err);
    this.changed();
    this.pump();
  }
}

/** The scheduler every request of the console goes through. */
export const scheduler = new RequestScheduler();

/**
 * A refetch interval for live views that slows down as the budget runs low and
 * waits out a 429 pause. Pass it as React Query's `refetchInterval`.
 */
export function budgetAwareInterval(baseMs: number, source: Pick<RequestScheduler, 'getState'> = scheduler): () => number {
  return () => intervalFor(baseMs, source.getState(), Date.now());
}

export function intervalFor(baseMs: number, state: SchedulerState, now: number): number {
  if (state.pausedUntil !== null && state.pausedUntil > now) return Math.max(baseMs, state.pausedUntil - now + 250);
  const share = state.budgetLeft / state.limit;
  let factor = 1;
  if (share <= 0.1) factor = 8;
  else if (share <= 0.25) factor = 4;
  else if (share <= 0.5) factor = 2;
  if (state.queued > 20) factor *= 2;
  return baseMs * factor;
}

/** Whether spare budget allows a refresh nobody asked for (focus, reconnect). */
export function hasSpareBudget(state: SchedulerState = scheduler.getState()): boolean {
  return state.pausedUntil === null && state.budgetLeft / state.limit > 0.25 && state.queued < 20;
}
