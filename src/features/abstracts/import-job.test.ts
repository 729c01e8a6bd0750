import { describe, expect, it } from 'vitest';
import { ImportJob, chunk, formatTimeLeft, type BatchSender } from './import-job';

function rows(n: number) {
  return Array.from({ length: n }, (_, i) => ({ rowNumber: i + 1, item: { title: i === 5 ? '' : `T${i}` } }));
}

/** A stand-in service: creates every item with a title, rejects the rest. */
function fakeService(log: number[][] = []): BatchSender {
  return async (items) => {
    log.push(items.map((it) => Number(String(it.title).slice(1))));
    const results = items.map((it, index) =>
      it.title ? { index, ok: true, created: true, abstractId: `id-${String(it.title)}` } : { index, ok: false, error: 'Validation failed', details: [{ field: 'title', message: 'is required' }] },
    );
    return { status: 'ok', created: results.filter((r) => r.ok).length, updated: 0, failed: results.filter((r) => !r.ok).length, results };
  };
}

describe('ImportJob', () => {
  it('sends batches of at most 200 and reports each row', async () => {
    const log: number[][] = [];
    const job = new ImportJob(rows(450), fakeService(log), { concurrency: 1 });
    const final = await job.start();
    expect(log.map((b) => b.length)).toEqual([200, 200, 50]);
    expect(final.phase).toBe('done');
    expect(final.counts.created).toBe(449);
    expect(final.counts.failed).toBe(1);
    expect(final.results[5]).toMatchObject({ rowNumber: 6, status: 'failed', reason: 'Validation failed; title: is required' });
    expect(final.results[0]).toMatchObject({ status: 'created', abstractId: 'id-T0' });
  });

  it('never sends more than 200 in one call even if asked to', async () => {
    const log: number[][] = [];
    await new ImportJob(rows(401), fakeService(log), { batchSize: 1000 }).start();
    expect(Math.max(...log.map((b) => b.length))).toBe(200);
  });

  it('pauses between batches and resumes', async () => {
    const log: number[][] = [];
    const holder: { job?: ImportJob } = {};
    const send: BatchSender = async (items, o) => {
      const r = await fakeService(log)(items, o);
      if (log.length === 1) holder.job?.pause();
      return r;
    };
    const job = new ImportJob(rows(600), send, { concurrency: 1 });
    holder.job = job;
    const done = job.start();
    await new Promise((r) => setTimeout(r, 10));
    expect(job.getState().phase).toBe('paused');
    expect(log.length).toBe(1);
    job.resume();
    await done;
    expect(log.length).toBe(3);
  });

  it('cancel stops further batches and marks unsent rows', async () => {
    const holder: { job?: ImportJob } = {};
    const log: number[][] = [];
    const send: BatchSender = async (items, o) => {
      holder.job?.cancel();
      return fakeService(log)(items, o);
    };
    const job = new ImportJob(rows(450), send, { concurrency: 1 });
    holder.job = job;
    const final = await job.start();
    expect(final.phase).toBe('cancelled');
    expect(log.length).toBe(1);
    expect(final.counts['not-sent']).toBe(250);
  });

  it('a dry run reports rows as valid, not created', async () => {
    const final = await new ImportJob(rows(3), fakeService(), { dryRun: true }).start();
    expect(final.counts.valid).toBe(3);
    expect(final.counts.created).toBe(0);
  });

  it('a batch the service refuses fails its rows with the reason, and a fatal error stops the rest', async () => {
    const send: BatchSender = async () => {
      throw new Error('key expired');
    };
    const final = await new ImportJob(rows(450), send, { concurrency: 1, isFatal: () => true, describeError: (e) => (e as Error).message }).start();
    expect(final.counts.failed).toBe(200);
    expect(final.counts['not-sent']).toBe(250);
    expect(final.stoppedBecause).toBe('key expired');
    expect(final.results[0].reason).toBe('the batch was not accepted: key expired');
  });

  it('estimates the time left from the pace so far', async () => {
    let t = 0;
    const send: BatchSender = async (items, o) => {
      t += 1000;
      return fakeService()(items, o);
    };
    const job = new ImportJob(rows(400), send, { concurrency: 1, now: () => t });
    const seen: (number | null)[] = [];
    job.subscribe(() => seen.push(job.getState().msLeft));
    await job.start();
    expect(seen).toContain(1000);
  });
});

describe('helpers', () => {
  it('chunks and formats', () => {
    expect(chunk([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(formatTimeLeft(65_000)).toBe('about 1 min 5 s');
    expect(formatTimeLeft(null)).toBe('estimating…');
  });
});
