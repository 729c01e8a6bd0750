import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { BulkRun, failureEffect, formatTimeLeft, oneByOne, type BatchSend, type RowAnswer } from './bulk-run';

const keyExpired = () => new ApiError({ status: 403, code: 'key_expired', message: 'The key has expired.' });
const missingScope = () => new ApiError({ status: 403, code: 'missing_scope', message: 'Needs guests:write.', missingScope: 'guests:write' });
const noAnswer = () => new ApiError({ status: 0, code: 'network_error', message: 'The server could not be reached.' });
const refusedRow = () => new ApiError({ status: 409, code: 'conflict', message: 'Guest already registered', details: [{ field: 'userEmail', message: 'already registered' }] });

/** A service stand-in that answers each row with `answer(item)`, or throws what it returns when that is an Error. */
function service<T>(answer: (item: T) => unknown, log: T[][] = []): BatchSend<T, string> {
  return async (items) => {
    log.push(items);
    await Promise.resolve();
    const answers: RowAnswer<string>[] = [];
    for (const item of items) {
      const a = answer(item);
      if (a instanceof Error) throw a;
      answers.push(a === false ? { ok: false, message: 'refused', details: [{ field: 'title', message: 'is required' }] } : { ok: true, value: `saved ${String(item)}` });
    }
    return answers;
  };
}

const kinds = <T, R>(run: BulkRun<T, R>) => run.getState().outcomes.map((o) => o?.kind ?? 'waiting');

describe('a bulk run', () => {
  it('sends rows in order, batchSize to a request and one request at a time by default, on the bulk priority', async () => {
    const log: number[][] = [];
    const priorities: string[] = [];
    const send = service<number>(() => true, log);
    const run = new BulkRun([1, 2, 3, 4, 5], (items, ctx) => (priorities.push(ctx.priority), send(items, ctx)), { batchSize: 2 });
    const final = await run.start();
    expect(log).toEqual([[1, 2], [3, 4], [5]]);
    expect(priorities).toEqual(['bulk', 'bulk', 'bulk']);
    expect(final).toMatchObject({ phase: 'done', total: 5, ok: 5, refused: 0, notAnswered: 0, left: 0, inFlight: 0, msLeft: 0 });
    expect(final.outcomes[0]).toEqual({ kind: 'ok', value: 'saved 1', warnings: [] });
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    let open = 0;
    let most = 0;
    const run = new BulkRun([1, 2, 3, 4, 5, 6], async (items) => {
      open++;
      most = Math.max(most, open);
      await new Promise((r) => setTimeout(r, 1));
      open--;
      return items.map((i) => ({ ok: true as const, value: i }));
    }, { concurrency: 3 });
    expect((await run.start()).ok).toBe(6);
    expect(most).toBe(3);
  });

  it('counts `concurrency` in requests, whatever their batch size', async () => {
    let open = 0;
    let most = 0;
    const run = new BulkRun([1, 2, 3, 4, 5, 6, 7, 8], async (items) => {
      open++;
      most = Math.max(most, open);
      await new Promise((r) => setTimeout(r, 1));
      open--;
      return items.map((i) => ({ ok: true as const, value: i }));
    }, { batchSize: 3, concurrency: 2 });
    expect((await run.start()).ok).toBe(8);
    expect(most).toBe(2);
  });

  it('reports one progress shape after every answer', async () => {
    const run = new BulkRun([1, 2, 3], service<number>((i) => i !== 2));
    const seen: string[] = [];
    run.subscribe(() => {
      const s = run.getState();
      seen.push(`${s.phase} ok ${s.ok} refused ${s.refused} left ${s.left} in flight ${s.inFlight}`);
    });
    await run.start();
    expect(seen).toEqual([
      'running ok 0 refused 0 left 3 in flight 0',
      'running ok 0 refused 0 left 2 in flight 1',
      'running ok 1 refused 0 left 2 in flight 0',
      'running ok 1 refused 0 left 1 in flight 1',
      'running ok 1 refused 1 left 1 in flight 0',
      'running ok 1 refused 1 left 0 in flight 1',
      'done ok 2 refused 1 left 0 in flight 0',
    ]);
  });

  describe('what stops a run', () => {
    it('a refused row is that row’s outcome, with the service’s details; the run goes on', async () => {
      const final = await new BulkRun(['a', 'b', 'c'], oneByOne(async (item: string) => {
        if (item === 'b') throw refusedRow();
        return item;
      })).start();
      expect(final.phase).toBe('done');
      expect(final.outcomes.map((o) => o?.kind)).toEqual(['ok', 'refused', 'ok']);
      expect(final.outcomes[1]).toMatchObject({ kind: 'refused', details: [{ field: 'userEmail', message: 'already registered' }] });
    });

    it('a row refused inside an answered batch does not stop the batch or the run', async () => {
      const final = await new BulkRun([1, 2, 3, 4], service<number>((i) => i !== 2), { batchSize: 2 }).start();
      expect(final.outcomes.map((o) => o?.kind)).toEqual(['ok', 'refused', 'ok', 'ok']);
      expect(final.outcomes[1]).toMatchObject({ message: 'refused', details: [{ field: 'title', message: 'is required' }] });
    });

    it('an answer that is not for one row (a 500) refuses every row of that request; the run goes on', async () => {
      const final = await new BulkRun([1, 2, 3], service<number>((i) => (i === 1 ? new ApiError({ status: 500, code: 'server_error', message: 'database unavailable' }) : true)), { batchSize: 2 }).start();
      expect(final.outcomes.map((o) => o?.kind)).toEqual(['refused', 'refused', 'ok']);
    });

    it('an expired key stops the run and keeps that request’s rows and every row left; resume sends them', async () => {
      const log: string[][] = [];
      let expired = true;
      const run = new BulkRun(['a', 'b', 'c', 'd'], service<string>((i) => (i === 'b' && expired ? keyExpired() : true), log));
      const halted = await run.start();
      expect(halted).toMatchObject({ phase: 'stopped', ok: 1, left: 3, reason: expect.stringMatching(/expired/i) });
      expect(kinds(run)).toEqual(['ok', 'waiting', 'waiting', 'waiting']);

      expired = false; // a new key
      const final = await run.resume();
      expect(final).toMatchObject({ phase: 'done', ok: 4, left: 0, reason: null });
      expect(log.flat()).toEqual(['a', 'b', 'b', 'c', 'd']);
    });

    it('a missing scope stops the run the same way', async () => {
      const final = await new BulkRun([1, 2], service<number>(() => missingScope())).start();
      expect(final).toMatchObject({ phase: 'stopped', left: 2, ok: 0, refused: 0 });
    });

    it('no answer pauses the run: that row may have been applied, the rows left wait for resume', async () => {
      const log: number[][] = [];
      let online = false;
      const run = new BulkRun([1, 2, 3], service<number>((i) => (i === 2 && !online ? noAnswer() : true), log));
      const halted = await run.start();
      expect(halted).toMatchObject({ phase: 'paused', ok: 1, notAnswered: 1, left: 1, reason: expect.stringMatching(/could not be reached/) });
      expect(halted.outcomes[1]).toMatchObject({ kind: 'not-answered', sent: true });

      online = true;
      const final = await run.resume();
      expect(final).toMatchObject({ phase: 'done', ok: 2, notAnswered: 1 });
      expect(log.flat()).toEqual([1, 2, 3]); // the unanswered row is not sent twice
    });

    it('no answer for the last request ends the run: nothing is left to wait for', async () => {
      const final = await new BulkRun([1, 2], service<number>((i) => (i === 2 ? noAnswer() : true))).start();
      expect(final).toMatchObject({ phase: 'done', ok: 1, notAnswered: 1, left: 0 });
    });
  });

  describe('a person’s controls', () => {
    it('pause waits between requests (start does not resolve); resume carries on', async () => {
      const log: number[][] = [];
      const holder: { run?: BulkRun<number, string> } = {};
      const send = service<number>(() => true, log);
      const run = new BulkRun([1, 2, 3], async (items, ctx) => {
        const r = await send(items, ctx);
        if (items[0] === 1) holder.run?.pause();
        return r;
      });
      holder.run = run;
      let resolved = false;
      const done = run.start().then((s) => ((resolved = true), s));
      await new Promise((r) => setTimeout(r, 5));
      expect(run.getState()).toMatchObject({ phase: 'paused', reason: null, ok: 1, left: 2 });
      expect(resolved).toBe(false);
      void run.resume();
      expect((await done).phase).toBe('done');
      expect(log.flat()).toEqual([1, 2, 3]);
    });

    it('cancel sends nothing more: the request in flight is finished and reported, the rows left are not answered and not sent', async () => {
      const holder: { run?: BulkRun<number, number> } = {};
      const run = new BulkRun([1, 2, 3], async (items) => {
        holder.run?.cancel();
        return items.map((i) => ({ ok: true as const, value: i }));
      });
      holder.run = run;
      const final = await run.start();
      expect(final).toMatchObject({ phase: 'cancelled', ok: 1, notAnswered: 2, left: 0 });
      expect(final.outcomes[2]).toMatchObject({ kind: 'not-answered', sent: false });
    });

    it('with abortOnCancel, cancel aborts the request in flight too; that row is not answered', async () => {
      const holder: { run?: BulkRun<number, number> } = {};
      const run = new BulkRun(
        [1, 2],
        (_items, { signal }) =>
          new Promise<RowAnswer<number>[]>((_, reject) => {
            signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
            holder.run?.cancel();
          }),
        { abortOnCancel: true },
      );
      holder.run = run;
      const final = await run.start();
      expect(final.outcomes.map((o) => o?.kind)).toEqual(['not-answered', 'not-answered']);
      expect(final.outcomes[0]).toMatchObject({ sent: true, message: 'Cancelled while it was being sent.' });
    });
  });

  it('estimates the time left from the pace so far', async () => {
    let t = 0;
    const run = new BulkRun([1, 2, 3, 4], async (items) => {
      t += 1000;
      return items.map((i) => ({ ok: true as const, value: i }));
    }, { now: () => t });
    const seen: (number | null)[] = [];
    run.subscribe(() => seen.push(run.getState().msLeft));
    await run.start();
    expect(seen[0]).toBeNull();
    expect(seen).toContain(3000);
    expect(formatTimeLeft(65_000)).toBe('about 1 min 5 s');
    expect(formatTimeLeft(null)).toBe('estimating…');
  });

  it('classifies failures by the one rule', () => {
    expect(failureEffect(refusedRow())).toBe('refuse');
    expect(failureEffect(new Error('boom'))).toBe('refuse');
    expect(failureEffect(keyExpired())).toBe('stop');
    expect(failureEffect(missingScope())).toBe('stop');
    expect(failureEffect(new ApiError({ status: 403, code: 'wrong_event', message: 'x' }))).toBe('stop');
    expect(failureEffect(noAnswer())).toBe('pause');
    expect(failureEffect(new ApiError({ status: 0, code: 'offline', message: 'x' }))).toBe('pause');
    expect(failureEffect(new DOMException('x', 'AbortError'))).toBe('abort');
  });
});
