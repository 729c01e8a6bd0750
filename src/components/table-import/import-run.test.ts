import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { runImport, summarisePlan, type PlannedRow } from './import-run';

const row = (line: number, item: string | null, extra: Partial<PlannedRow<string>> = {}): PlannedRow<string> => ({
  line,
  values: { v: item ?? '' },
  item,
  problems: [],
  ...extra,
});

describe('running an import in turn', () => {
  it('sends only ready rows, one at a time, in file order, and reports each row', async () => {
    const rows = [
      row(2, 'a'),
      row(3, null, { problems: ['E-mail: must be a valid e-mail address'] }),
      row(4, 'b', { skip: { kind: 'skipped', label: 'Duplicate in file' } }),
      row(5, 'c'),
    ];
    expect(summarisePlan(rows)).toEqual({ ready: 2, invalid: 1, skipped: 1, total: 4 });
    const sentOrder: string[] = [];
    let inFlight = 0;
    let progress = -1;
    const results = await runImport(
      rows,
      async (item) => {
        inFlight++;
        expect(inFlight).toBe(1);
        sentOrder.push(item);
        await new Promise((r) => setTimeout(r, 1));
        inFlight--;
        if (item === 'c') throw new ApiError({ status: 409, code: 'conflict', message: 'Guest already registered' });
        return { kind: 'done', label: 'Added' };
      },
      { onProgress: (p) => (progress = p.sent) },
    );
    expect(sentOrder).toEqual(['a', 'c']);
    expect(progress).toBe(2);
    expect(results.map((r) => [r.line, r.outcome.label])).toEqual([
      [2, 'Added'],
      [3, 'Not valid'],
      [4, 'Duplicate in file'],
      [5, 'Failed'],
    ]);
    expect(results[1].outcome.message).toContain('E-mail');
  });

  it('stops sending after an expired key: that row and the rest are not sent, with the reason', async () => {
    let calls = 0;
    const results = await runImport([row(2, 'a'), row(3, 'b'), row(4, 'c')], async () => {
      calls++;
      throw new ApiError({ status: 403, code: 'key_expired', message: 'expired' });
    });
    expect(calls).toBe(1);
    expect(results.map((r) => r.outcome.label)).toEqual(['Not sent', 'Not sent', 'Not sent']);
    expect(results[0].outcome.message).toMatch(/^Waiting: .*expired/);
  });

  it('pauses when a row gets no answer: that row may have been saved, the rest wait', async () => {
    const results = await runImport([row(2, 'a'), row(3, 'b'), row(4, 'c')], async (item) => {
      if (item === 'b') throw new ApiError({ status: 0, code: 'network_error', message: 'The server could not be reached.' });
      return { kind: 'done', label: 'Added' };
    });
    expect(results.map((r) => r.outcome.label)).toEqual(['Added', 'No answer', 'Not sent']);
    expect(results[1].outcome.message).toMatch(/may have been saved/);
  });

  it('stops when aborted and says which rows were not sent', async () => {
    const controller = new AbortController();
    const results = await runImport([row(2, 'a'), row(3, 'b')], async () => {
      controller.abort();
      return { kind: 'done', label: 'Added' };
    }, { signal: controller.signal });
    expect(results.map((r) => r.outcome.label)).toEqual(['Added', 'Not sent']);
  });
});
