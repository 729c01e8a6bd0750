import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { abstractImportRun, abstractRowResults, countStatuses, type BatchSender, type ImportRow } from './abstract-import-run';

function rows(n: number): ImportRow[] {
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

async function importAll(list: ImportRow[], send: BatchSender, options: Parameters<typeof abstractImportRun>[2] = {}) {
  const final = await abstractImportRun(list, send, options).start();
  const results = abstractRowResults(list, final, options.dryRun ?? false);
  return { final, results, counts: countStatuses(results) };
}

describe('the abstracts import', () => {
  it('sends batches of at most 200 and reports each row from the service’s answer', async () => {
    const log: number[][] = [];
    const { final, results, counts } = await importAll(rows(450), fakeService(log), { concurrency: 1 });
    expect(log.map((b) => b.length)).toEqual([200, 200, 50]);
    expect(final.phase).toBe('done');
    expect(counts.created).toBe(449);
    expect(counts.failed).toBe(1);
    expect(results[5]).toMatchObject({ rowNumber: 6, status: 'failed', reason: 'Validation failed; title: is required' });
    expect(results[0]).toMatchObject({ status: 'created', abstractId: 'id-T0' });
  });

  it('never sends more than 200 in one call even if asked to', async () => {
    const log: number[][] = [];
    await importAll(rows(401), fakeService(log), { batchSize: 1000 });
    expect(Math.max(...log.map((b) => b.length))).toBe(200);
  });

  it('a dry run reports rows as valid, not created', async () => {
    const { counts } = await importAll(rows(3), fakeService(), { dryRun: true });
    expect(counts.valid).toBe(3);
    expect(counts.created).toBe(0);
  });

  it('a batch the service refuses as a whole (500) fails its rows with the reason; the other batches go on', async () => {
    let calls = 0;
    const send: BatchSender = async (items, o) => {
      calls++;
      if (calls === 2) throw new ApiError({ status: 500, code: 'server_error', message: 'database unavailable' });
      return fakeService()(items, o);
    };
    const { final, results, counts } = await importAll(rows(450), send, { concurrency: 1 });
    expect(final.phase).toBe('done');
    expect(counts).toMatchObject({ created: 249, failed: 201 });
    expect(results[200].reason).toMatch(/^the batch was not accepted: /);
  });

  it('an expired key stops the import: the rows of that batch and the rest are not sent, with the reason', async () => {
    const send: BatchSender = async () => {
      throw new ApiError({ status: 403, code: 'key_expired', message: 'The key has expired.' });
    };
    const { final, results, counts } = await importAll(rows(450), send, { concurrency: 1 });
    expect(final.phase).toBe('stopped');
    expect(counts['not-sent']).toBe(450);
    expect(results[0].reason).toMatch(/expired/i);
  });

  it('a batch without an answer is reported as possibly saved, and the import pauses with the rest not sent', async () => {
    let calls = 0;
    const send: BatchSender = async (items, o) => {
      calls++;
      if (calls === 2) throw new ApiError({ status: 0, code: 'network_error', message: 'The server could not be reached.' });
      return fakeService()(items, o);
    };
    const { final, results, counts } = await importAll(rows(450), send, { concurrency: 1 });
    expect(final.phase).toBe('paused');
    expect(counts).toMatchObject({ created: 199, failed: 201, 'not-sent': 50 });
    expect(results[200]).toMatchObject({ status: 'failed', unanswered: true, reason: expect.stringMatching(/may have been saved/) });
  });
});
