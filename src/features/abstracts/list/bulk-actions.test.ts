import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { bulkActionRun, bulkReport } from './bulk-actions';

describe('a bulk action on selected abstracts', () => {
  it('acts on each id one after another, at bulk priority, and reports failures with reasons', async () => {
    const order: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const run = bulkActionRun(['a', 'b', 'c'], async (id, { priority }) => {
      expect(priority).toBe('bulk');
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      order.push(id);
      if (id === 'b') throw new ApiError({ status: 404, code: 'not_found', message: 'not found' });
    });
    const report = bulkReport('publish', ['a', 'b', 'c'], await run.start());
    expect(order).toEqual(['a', 'b', 'c']);
    expect(maxInFlight).toBe(1);
    expect(report).toMatchObject({ done: 3, total: 3, running: false, stopped: false, halted: null, notDone: [], failed: [{ id: 'b' }] });
    expect(report.failed[0].reason).toMatch(/not found/i);
  });

  it('stops before the next abstract when cancelled; the rest are not done', async () => {
    const ids = ['a', 'b', 'c'];
    const holder: { cancel?: () => void } = {};
    const run = bulkActionRun(ids, async () => holder.cancel?.());
    holder.cancel = () => run.cancel();
    expect(bulkReport('delete', ids, await run.start())).toMatchObject({ done: 1, stopped: true, notDone: ['b', 'c'] });
  });

  it('an expired key halts it with the rest kept; resume finishes them', async () => {
    const ids = ['a', 'b', 'c'];
    let expired = true;
    const run = bulkActionRun(ids, async (id) => {
      if (id === 'b' && expired) throw new ApiError({ status: 403, code: 'key_expired', message: 'The key has expired.' });
    });
    const halted = bulkReport('unpublish', ids, await run.start());
    expect(halted).toMatchObject({ done: 1, notDone: ['b', 'c'], running: false, halted: expect.stringMatching(/expired/i) });
    expired = false;
    expect(bulkReport('unpublish', ids, await run.resume())).toMatchObject({ done: 3, notDone: [], halted: null, failed: [] });
  });
});
