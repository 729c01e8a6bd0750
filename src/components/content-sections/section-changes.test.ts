import { describe, expect, it } from 'vitest';
import { countSectionChanges } from './section-changes';

const p = (text: string) => ({ type: 'paragraph', data: { content: text } });
const t = (text: string) => ({ type: 'title', data: { content: text } });

describe('countSectionChanges', () => {
  const stored = [t('A'), p('B'), p('C'), t('D')];

  it('counts nothing when nothing changed, whatever the key order', () => {
    expect(countSectionChanges(stored, stored.map((s) => ({ data: { ...s.data }, type: s.type })))).toBe(0);
  });

  it('counts an edited paragraph and a dragged section as two changes', () => {
    expect(countSectionChanges(stored, [t('A'), p('B, edited'), t('D'), p('C')])).toBe(2);
  });

  it('counts one move as one change, even across many sections', () => {
    expect(countSectionChanges(stored, [t('D'), t('A'), p('B'), p('C')])).toBe(1);
  });

  it('counts added and removed sections', () => {
    expect(countSectionChanges(stored, [t('A'), p('B'), p('C'), t('D'), p('E')])).toBe(1);
    expect(countSectionChanges(stored, [t('A'), t('D')])).toBe(2);
  });
});
