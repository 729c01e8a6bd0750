import { describe, expect, it } from 'vitest';
import { runInTurn, type BulkProgress } from './bulk-actions';

describe('runInTurn', () => {
  it('acts on each id one after another and reports failures with reasons', async () => {
    const order: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const seen: BulkProgress[] = [];
    const final = await runInTurn(
      ['a', 'b', 'c'],
      'publish',
      async (id) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 1));
        inFlight--;
        order.push(id);
        if (id === 'b') throw new Error('not found');
      },
      (p) => seen.push(p),
      () => false,
    );
    expect(order).toEqual(['a', 'b', 'c']);
    expect(maxInFlight).toBe(1);
    expect(final).toMatchObject({ done: 3, total: 3, running: false, stopped: false, failed: [{ id: 'b', reason: 'not found' }] });
    expect(seen.map((p) => p.done)).toEqual([0, 1, 2, 3, 3]);
  });

  it('stops before the next item when asked', async () => {
    let stop = false;
    const final = await runInTurn(['a', 'b', 'c'], 'delete', async () => void (stop = true), () => {}, () => stop);
    expect(final).toMatchObject({ done: 1, stopped: true });
  });
});
