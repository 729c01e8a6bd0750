import { describe, expect, it } from 'vitest';
import type { Abstract } from '../../../contract/abstract';
import { changedFields, emptyFormValues, formPathOf, formToFields, isDeltaText, toFormValues, validateAbstractForm } from './abstract-form-model';

const stored: Abstract = {
  documentId: 'x', abstractNumber: '7', title: 'Sleep', category: 'Neuro', institutions: ['Univ A'],
  authors: [{ name: 'Ann', institutionIndexes: [0], isPresenter: true, speakerId: 'sp1' }], abstractText: '', posterImagePath: '',
  posterOriginalPath: '', posterExpected: false, downloadLink: '', downloadLabel: '', sessionId: '', keywords: 'a, b', unListed: false, hidden: false,
};

describe('form values', () => {
  it('round-trip to the stored fields', () => {
    const f = formToFields(toFormValues(stored));
    expect(f.institutions).toEqual(['Univ A']);
    expect(f.authors).toEqual([{ name: 'Ann', institutionIndexes: [0], isPresenter: true, speakerId: 'sp1' }]);
    expect(f.keywords).toBe('a, b');
  });

  it('an edit sends only what changed', () => {
    const before = toFormValues(stored);
    const after = { ...before, title: 'Sleep II', institutions: [...before.institutions, { key: 'n', name: 'Univ B' }] };
    expect(changedFields(before, after)).toEqual({ title: 'Sleep II', institutions: ['Univ A', 'Univ B'] });
    expect(changedFields(before, before)).toEqual({});
  });
});

describe('validateAbstractForm', () => {
  it('names the title when a new abstract has none', () => {
    expect(validateAbstractForm(emptyFormValues(), true)).toEqual([{ path: 'title', message: 'is required' }]);
  });

  it('names the author whose name is missing and a bad address', () => {
    const v = { ...toFormValues(stored), posterImagePath: 'nope' };
    v.authors = [...v.authors, { key: 'z', name: ' ', institutionIndexes: [], isPresenter: false, speakerId: '' }];
    expect(validateAbstractForm(v, false).map((i) => i.path).sort()).toEqual(['authors.1.name', 'posterImagePath']);
  });
});

describe('formPathOf', () => {
  it('maps service field names onto form fields', () => {
    expect(formPathOf('authors[2].name')).toBe('authors.2.name');
    expect(formPathOf('institutions[1]')).toBe('institutions.1.name');
    expect(formPathOf('authors[0].institutionIndexes[1]')).toBe('authors.0.institutionIndexes');
    expect(formPathOf('title')).toBe('title');
  });
});

describe('isDeltaText', () => {
  it('tells Delta JSON from plain text', () => {
    expect(isDeltaText('[{"insert":"Hi\\n"}]')).toBe(true);
    expect(isDeltaText('{"ops":[{"insert":"Hi\\n"}]}')).toBe(true);
    expect(isDeltaText('[1] is a reference')).toBe(false);
    expect(isDeltaText('Plain')).toBe(false);
  });
});
