/**
 * Group commit for attendee votes. A keynote burst sends hundreds of votes a
 * second; written one statement each, every vote pays for a commit of its own.
 * Here the votes that arrive while a batch is being written wait for the next
 * batch, and each batch is one statement (`castBallotsIfAllowed`), committed
 * before any of its votes is answered, so an acknowledged vote is never lost.
 *
 * Rules:
 * - at most one batch per process is being written at a time;
 * - a batch is written once its oldest vote has waited `gatherMs` (20 ms) for
 *   company, or at once when `maxBatch` votes wait. The statement costs about
 *   the same whether it writes 1 vote or 25 (on the embedded database ~2.5 ms
 *   of CPU, mostly planning), so at 500 votes a second batches of ~5 cost ~0.5
 *   ms a vote and batches of ~15 a third of that;
 * - a batch holds at most `maxBatch` votes;
 * - when a batch fails as a whole (one vote the database refuses), each of
 *   its votes is tried on its own, so one bad vote fails only itself.
 */
import { castBallotsIfAllowed, type BallotAttempt } from './store/attendee-store';
import type { Queryable } from './store/db';

/** How long the first vote of a batch waits for others (docs/server.md, "Attendee writes"). */
export const GATHER_MS = 20;

type Waiting = { attempt: BallotAttempt; at: number; resolve: (written: boolean) => void; reject: (error: unknown) => void };

export type VoteBatcher = {
  /** Writes the ballot when every check passes; false when it was not written. */
  cast(attempt: BallotAttempt): Promise<boolean>;
};

export function createVoteBatcher(db: Queryable, options: { maxBatch?: number; gatherMs?: number } = {}): VoteBatcher {
  const maxBatch = options.maxBatch ?? 500;
  const gatherMs = options.gatherMs ?? GATHER_MS;
  const queue: Waiting[] = [];
  let draining = false;

  async function writeOneByOne(batch: Waiting[]) {
    for (const w of batch) {
      try {
        const [written] = await castBallotsIfAllowed(db, [w.attempt], Date.now());
        w.resolve(written);
      } catch (e) {
        w.reject(e);
      }
    }
  }

  async function drain() {
    while (queue.length > 0) {
      const wait = queue[0].at + gatherMs - performance.now();
      if (queue.length < maxBatch && wait >= 1) await new Promise((done) => setTimeout(done, wait));
      const batch = queue.splice(0, maxBatch);
      try {
        const written = await castBallotsIfAllowed(db, batch.map((w) => w.attempt), Date.now());
        batch.forEach((w, i) => w.resolve(written[i]));
      } catch {
        await writeOneByOne(batch);
      }
    }
    draining = false;
  }

  return {
    cast(attempt) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ attempt, at: performance.now(), resolve, reject });
        if (!draining) {
          draining = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
