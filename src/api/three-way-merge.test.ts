import { describe, expect, it } from 'vitest';
import { applyChoices, applySectionChoices, mergeChanges, mergeFields, mergeSections, same, type Section } from './three-way-merge';

const base = { title: 'Opening', location: 'Hall A', hasPoll: false, tags: ['a'] };

describe('read before write: fields', () => {
  it('sends a field changed only here', () => {
    const m = mergeFields(base, { ...base, title: 'Opening keynote' }, base);
    expect(m).toEqual({ send: { title: 'Opening keynote' }, keptElsewhere: [], conflicts: [] });
  });

  it('keeps a field changed only elsewhere: not sent, and named', () => {
    const m = mergeFields(base, { ...base, location: 'Hall B' }, { ...base, title: 'Welcome' });
    expect(m.send).toEqual({ location: 'Hall B' });
    expect(m.keptElsewhere).toEqual(['title']);
    expect(m.conflicts).toEqual([]);
  });

  it('sends nothing for a field changed on both sides to the same value', () => {
    const m = mergeFields(base, { ...base, location: 'Hall B' }, { ...base, location: 'Hall B' });
    expect(m).toEqual({ send: {}, keptElsewhere: [], conflicts: [] });
  });

  it('makes a conflict of a field changed on both sides to different values, and sends nothing for it', () => {
    const m = mergeFields(base, { ...base, title: 'Mine', location: 'Hall B' }, { ...base, title: 'Theirs' });
    expect(m.send).toEqual({ location: 'Hall B' });
    expect(m.conflicts).toEqual([{ field: 'title', base: 'Opening', mine: 'Mine', theirs: 'Theirs' }]);
  });

  it('compares lists and objects by content', () => {
    expect(mergeFields(base, { ...base, tags: ['a'] }, { ...base, tags: ['a'] }).send).toEqual({});
    expect(same({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(mergeFields(base, { ...base, tags: ['a', 'b'] }, { ...base, tags: ['a', 'c'] }).conflicts.map((c) => c.field)).toEqual(['tags']);
  });

  it('ignores fields of the record the form does not write', () => {
    const m = mergeFields(base, base, { ...base, guestCount: 4 });
    expect(m.keptElsewhere).toEqual([]);
  });

  it('after the choices: "keep mine" is sent, "take theirs" is not', () => {
    const m = mergeFields(base, { ...base, title: 'Mine', location: 'Mine' }, { ...base, title: 'Theirs', location: 'Theirs' });
    expect(applyChoices(m, { title: 'mine', location: 'theirs' })).toEqual({ title: 'Mine' });
  });

  it('merges change sets (a form that only knows its changes)', () => {
    const m = mergeChanges({ name: 'Conf', trackArray: ['A'] }, { trackArray: ['A', 'B'] }, { name: 'Conf 2026' });
    expect(m).toEqual({ send: { trackArray: ['A', 'B'] }, keptElsewhere: ['name'], conflicts: [] });
  });
});

const p = (content: string): Section => ({ type: 'paragraph', data: { content } });
const t = (content: string): Section => ({ type: 'title', data: { content } });

describe('read before write: content sections', () => {
  const b = [t('Intro'), p('One'), p('Two')];

  it('takes the sections when only elsewhere changed them', () => {
    const theirs = [t('Intro'), p('One!'), p('Two')];
    expect(mergeSections(b, b, theirs)).toEqual({ merged: theirs, conflicts: [] });
  });

  it('keeps a section changed here and takes another changed elsewhere', () => {
    const r = mergeSections(b, [t('Intro'), p('One (mine)'), p('Two')], [t('Intro'), p('One'), p('Two (theirs)')]);
    expect(r).toEqual({ merged: [t('Intro'), p('One (mine)'), p('Two (theirs)')], conflicts: [] });
  });

  it('makes a conflict of the same section changed on both sides, naming its position and type', () => {
    const r = mergeSections(b, [t('Intro'), p('Mine'), p('Two')], [t('Intro'), p('Theirs'), p('Two')]);
    expect(r.conflicts).toEqual([{ kind: 'section', index: 1, type: 'paragraph', mine: p('Mine'), theirs: p('Theirs') }]);
    expect(applySectionChoices(r, ['theirs'])).toEqual([t('Intro'), p('Theirs'), p('Two')]);
    expect(applySectionChoices(r, ['mine'])).toEqual([t('Intro'), p('Mine'), p('Two')]);
  });

  it('carries my edit onto a list that was added to elsewhere', () => {
    const r = mergeSections(b, [t('Intro'), p('One (mine)'), p('Two')], [t('New'), t('Intro'), p('One'), p('Two')]);
    expect(r).toEqual({ merged: [t('New'), t('Intro'), p('One (mine)'), p('Two')], conflicts: [] });
  });

  it('carries an edit made elsewhere onto the list I reshaped', () => {
    const r = mergeSections(b, [p('Two'), t('Intro'), p('One')], [t('Intro (theirs)'), p('One'), p('Two')]);
    expect(r).toEqual({ merged: [p('Two'), t('Intro (theirs)'), p('One')], conflicts: [] });
  });

  it('makes one conflict of the whole list when both sides reshaped it', () => {
    const mine = [t('Intro'), p('One')];
    const theirs = [t('Intro'), p('One'), p('Two'), p('Three')];
    const r = mergeSections(b, mine, theirs);
    expect(r.conflicts).toEqual([{ kind: 'list', mine, theirs }]);
    expect(applySectionChoices(r, ['theirs'])).toEqual(theirs);
  });

  it('makes one conflict of the whole list when a section I edited was removed elsewhere', () => {
    const r = mergeSections(b, [t('Intro'), p('One (mine)'), p('Two')], [t('Intro'), p('Two')]);
    expect(r.conflicts[0]?.kind).toBe('list');
  });
});
