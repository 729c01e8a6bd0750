import { describe, expect, it } from 'vitest';
import { conflictOf, describeConflict, restsOn, type Snapshot } from './moderation-conflicts';

const seen: Snapshot = { status: 'pending', question: 'Will there be slides?', answer: '' };

describe('moderation conflicts', () => {
  it('lets an action through when what it rests on is unchanged', () => {
    expect(conflictOf(seen, { ...seen }, restsOn('reject'))).toBeNull();
    // A change to a field the action does not rest on is no conflict (it is not written).
    expect(conflictOf(seen, { ...seen, question: 'Reworded?' }, restsOn('approve'))).toBeNull();
    // The service trims what it stores.
    expect(conflictOf({ ...seen, answer: 'Yes ' }, { ...seen, answer: 'Yes' }, restsOn('answer'))).toBeNull();
  });

  it('explains a status changed elsewhere, with roughly when, and does not act', () => {
    const c = conflictOf(seen, { ...seen, status: 'approved' }, restsOn('reject'));
    expect(c).toEqual({ kind: 'changed', now: { ...seen, status: 'approved' }, fields: ['status'] });
    expect(describeConflict(c!, seen.question, 'reject', 1_000, 4_500)).toBe('“Will there be slides?” was approved elsewhere in the last 4 s, so it was not rejected. It stays approved.');
  });

  it('explains a question deleted elsewhere', () => {
    expect(describeConflict(conflictOf(seen, undefined, ['status'])!, seen.question, 'approve', null)).toBe('“Will there be slides?” was deleted elsewhere, so it was not approved.');
  });

  it('an undo after a later change elsewhere leaves the question as it is', () => {
    const afterMine: Snapshot = { ...seen, status: 'rejected' };
    const c = conflictOf(afterMine, { ...seen, status: 'approved' }, ['status']);
    expect(describeConflict(c!, seen.question, 'undo', 2_000, 3_000)).toBe('“Will there be slides?” was approved elsewhere after your action. Undo left it as it is (approved).');
  });

  it('answering after an approval elsewhere goes ahead; after a rejection it does not', () => {
    expect(conflictOf(seen, { ...seen, status: 'approved' }, restsOn('answer'), 'answer')).toBeNull();
    expect(conflictOf(seen, { ...seen, status: 'rejected' }, restsOn('answer'), 'answer')?.kind).toBe('changed');
  });

  it('answering rests on the answer too', () => {
    const c = conflictOf(seen, { ...seen, status: 'answered', answer: 'Yes, online.' }, restsOn('answer'));
    expect(c?.kind).toBe('changed');
    expect(describeConflict(c!, seen.question, 'answer', null)).toMatch(/was answered elsewhere a moment ago, so it was not answered/);
  });
});
