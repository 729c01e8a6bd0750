import { describe, expect, it } from 'vitest';
import { asEditsOfSaved } from './unanswered-rows';

const row = (rowNumber: number, item: Record<string, unknown>) => ({ rowNumber, item });

describe('asEditsOfSaved', () => {
  it('turns an unanswered row already saved into an edit of the saved abstract; answered and unsaved rows stay creates', () => {
    const rows = [row(1, { title: 'Sleep', abstractNumber: 'A-1' }), row(2, { title: 'Memory', abstractNumber: 'A-2' }), row(3, { title: 'Dreams', abstractNumber: 'A-3' })];
    const stored = [
      { documentId: 'd1', title: 'Sleep', abstractNumber: 'A-1' },
      { documentId: 'd3', title: 'Dreams', abstractNumber: 'A-3' },
    ];
    const { rows: out, matched } = asEditsOfSaved(rows, new Set([1, 2]), stored);
    expect(matched).toBe(1);
    expect(out[0].item).toEqual({ documentId: 'd1', title: 'Sleep', abstractNumber: 'A-1' });
    expect(out[1].item).toEqual({ title: 'Memory', abstractNumber: 'A-2' });
    expect(out[2].item).toEqual({ title: 'Dreams', abstractNumber: 'A-3' }); // its batch was answered: not looked up
  });

  it('needs the same number and title; each saved abstract is claimed once', () => {
    const rows = [row(1, { title: 'Sleep', abstractNumber: 'A-1' }), row(2, { title: 'Sleep', abstractNumber: 'A-1' }), row(3, { title: 'Other', abstractNumber: 'A-1' })];
    const { rows: out, matched } = asEditsOfSaved(rows, new Set([1, 2, 3]), [{ documentId: 'd1', title: 'Sleep', abstractNumber: 'A-1' }]);
    expect(matched).toBe(1);
    expect(out.map((r) => r.item.documentId)).toEqual(['d1', undefined, undefined]);
  });

  it('matches a row without a number only when one unnumbered abstract has its title', () => {
    const rows = [row(1, { title: 'Unique' }), row(2, { title: 'Common' })];
    const stored = [
      { documentId: 'u', title: 'Unique', abstractNumber: '' },
      { documentId: 'c1', title: 'Common' },
      { documentId: 'c2', title: 'Common' },
    ];
    const { rows: out } = asEditsOfSaved(rows, new Set([1, 2]), stored);
    expect(out.map((r) => r.item.documentId)).toEqual(['u', undefined]);
  });

  it('leaves rows that already edit an abstract alone', () => {
    const rows = [row(1, { documentId: 'x', title: 'Sleep', abstractNumber: 'A-1' })];
    const { rows: out, matched } = asEditsOfSaved(rows, new Set([1]), [{ documentId: 'd1', title: 'Sleep', abstractNumber: 'A-1' }]);
    expect(matched).toBe(0);
    expect(out[0].item.documentId).toBe('x');
  });
});
