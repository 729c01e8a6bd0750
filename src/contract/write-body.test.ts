import { describe, expect, it } from 'vitest';
import { prepareWrite } from './write-body';
import { questionWriteRules } from './question';
import { abstractWriteRules } from './abstract';

describe('a write body is split by the common conventions', () => {
  it('drops unknown and read-only keys into ignoredFields', () => {
    const r = prepareWrite({ title: 'x', hidden: true, colour: 'red' }, ['title'], abstractWriteRules);
    expect(r).toEqual({ ok: true, id: undefined, fields: { title: 'x' }, ignoredFields: ['hidden', 'colour'] });
  });

  it('refuses null anywhere, naming the field', () => {
    const r = prepareWrite({ title: null, authors: [{ name: null }] }, ['title', 'authors'], abstractWriteRules);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.details.map((d) => d.field)).toEqual(['title', 'authors[0].name']);
  });

  it('refuses derived flags and upvotes, pointing at what to use', () => {
    const r = prepareWrite({ approved: true, score: 3 }, ['status'], questionWriteRules);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.details[0]).toMatchObject({ field: 'approved', use: 'status' });
      expect(r.details[1].field).toBe('score');
    }
  });

  it('accepts the per-type id and refuses two different ids', () => {
    expect(prepareWrite({ abstractId: 'a' }, [], abstractWriteRules)).toMatchObject({ ok: true, id: 'a' });
    expect(prepareWrite({ abstractId: 'a', documentId: 'a' }, [], abstractWriteRules)).toMatchObject({ ok: true, id: 'a' });
    expect(prepareWrite({ abstractId: 'a', documentId: 'b' }, [], abstractWriteRules).ok).toBe(false);
  });
});
