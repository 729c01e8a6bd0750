import { describe, expect, it } from 'vitest';
import { attentionOf, carryOpen, withOpened } from './open-sections';
import type { EditorSection } from './section-model';

const list = (...keys: string[]): EditorSection[] => keys.map((key) => ({ key, type: 'title', data: { content: key } }));

describe('open sections', () => {
  it('keeps a card open when it moves and forgets a deleted one', () => {
    expect(carryOpen(list('a', 'b', 'c'), list('c', 'a'), new Set(['a', 'b']))).toEqual(new Set(['a']));
  });

  it('follows the positions when every section was read again with new keys', () => {
    expect(carryOpen(list('a', 'b', 'c'), list('x', 'y', 'z'), new Set(['b']))).toEqual(new Set(['y']));
  });

  it('keeps the state of the old cards when one is added', () => {
    expect(carryOpen(list('a'), list('a', 'n'), new Set(['a']))).toEqual(new Set(['a']));
  });

  it('opens the sections with problems or warnings, and its signature changes only when they do', () => {
    const problems = new Map([[2, [{ field: 'content', message: 'required' }]], [4, []]]);
    const warnings = new Map([[0, ['share link converted']]]);
    const a = attentionOf(problems, warnings);
    expect(a.positions).toEqual([0, 2]);
    expect(attentionOf(new Map(problems), new Map(warnings)).signature).toBe(a.signature);
    expect(attentionOf(new Map([[2, [{ field: 'content', message: 'too long' }]]]), warnings).signature).not.toBe(a.signature);
    expect(attentionOf(undefined, undefined)).toEqual({ positions: [], signature: '' });
    expect(withOpened(list('a', 'b', 'c'), new Set(['b']), a.positions)).toEqual(new Set(['a', 'b', 'c']));
  });
});
