import { describe, expect, it } from 'vitest';
import { applyOverrides, pruneOverrides, type Override } from './moderation-overrides';
import { aQuestion } from './test-question';

describe('applyOverrides', () => {
  it('shows a moderated question in its new lane before the server confirms, with matching flags', () => {
    const [q] = applyOverrides([aQuestion('a')], new Map<string, Override>([['a', { status: 'answered', answer: 'Yes' }]]));
    expect(q).toMatchObject({ status: 'answered', answer: 'Yes', approved: true, answered: true, rejected: false });
  });

  it('hides a question being deleted and leaves others untouched (same object)', () => {
    const b = aQuestion('b');
    const out = applyOverrides([aQuestion('a'), b], new Map([['a', { deleted: true }]]));
    expect(out).toEqual([b]);
    expect(out[0]).toBe(b);
  });
});

describe('pruneOverrides', () => {
  it('keeps overrides in flight or settled after the read was requested, drops the rest', () => {
    const overrides = new Map<string, Override>([
      ['inflight', { status: 'approved' }],
      ['late', { status: 'approved', settledAt: 2000 }],
      ['done', { status: 'approved', settledAt: 500 }],
    ]);
    const next = pruneOverrides(overrides, 1000);
    expect(next && [...next.keys()]).toEqual(['inflight', 'late']);
  });

  it('answers null when nothing changes', () => {
    expect(pruneOverrides(new Map([['a', { status: 'approved' }]]), 1000)).toBeNull();
  });
});
