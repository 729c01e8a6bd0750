import { describe, expect, it } from 'vitest';
import type { Abstract } from '../../../contract/abstract';
import { readUrlState, writeUrlState } from '../../../components/form/use-url-state';
import { abstractListState, applyListView, categoryChoices } from './abstract-list-view';

function abs(p: Partial<Abstract> & { documentId: string; title: string }): Abstract {
  return {
    abstractNumber: '', category: '', institutions: [], authors: [], abstractText: '', posterImagePath: '', posterOriginalPath: '',
    posterExpected: false, downloadLink: '', downloadLabel: '', sessionId: '', keywords: '', unListed: false, hidden: false, ...p,
  };
}

const list = [
  abs({ documentId: 'a', title: 'Sleep and memory', abstractNumber: 'P10', category: 'Neuro', keywords: 'sleep, hippocampus', authors: [{ name: 'Ann Lee' }] }),
  abs({ documentId: 'b', title: 'Gut flora', abstractNumber: 'P2', category: 'Micro', unListed: true, posterExpected: true, sessionId: 's1' }),
  abs({ documentId: 'c', title: 'Alpha waves', abstractNumber: '', category: 'Neuro', posterExpected: true, posterImagePath: 'https://x/p.png', authors: [{ name: 'Bo Chan' }] }),
];

describe('list view in the URL', () => {
  it('round-trips through search parameters and leaves defaults out', () => {
    const params = writeUrlState(abstractListState, new URLSearchParams(), { q: 'sleep', category: 'Neuro', status: 'console', poster: 'missing', sort: 'title', dir: 'desc', cols: ['title', 'number'] });
    expect(params.toString()).toBe('q=sleep&category=Neuro&status=console&poster=missing&sort=title&dir=desc&cols=title%2Cnumber');
    expect(readUrlState(abstractListState, params)).toMatchObject({ q: 'sleep', category: 'Neuro', status: 'console', poster: 'missing', sort: 'title', dir: 'desc', cols: ['title', 'number'] });
    expect(writeUrlState(abstractListState, params, { q: '', category: '', status: '', poster: '', sort: 'number', dir: 'asc', cols: ['number', 'title', 'authors', 'category', 'session', 'poster', 'status'] }).toString()).toBe('');
  });

  it('ignores unknown values', () => {
    expect(readUrlState(abstractListState, new URLSearchParams('sort=colour&status=maybe&cols=zzz'))).toMatchObject({ sort: 'number', status: '', cols: ['title'] });
  });
});

describe('applyListView', () => {
  const view = readUrlState(abstractListState, new URLSearchParams());

  it('searches number, title, author and keyword', () => {
    expect(applyListView(list, { ...view, q: 'hippocampus' }).map((a) => a.documentId)).toEqual(['a']);
    expect(applyListView(list, { ...view, q: 'bo chan' }).map((a) => a.documentId)).toEqual(['c']);
    expect(applyListView(list, { ...view, q: 'p2' }).map((a) => a.documentId)).toEqual(['b']);
  });

  it('filters by category, status, session and poster', () => {
    expect(applyListView(list, { ...view, category: 'Neuro' }).map((a) => a.documentId)).toEqual(['a', 'c']);
    expect(applyListView(list, { ...view, status: 'console' }).map((a) => a.documentId)).toEqual(['b']);
    expect(applyListView(list, { ...view, session: 's1' }).map((a) => a.documentId)).toEqual(['b']);
    expect(applyListView(list, { ...view, session: '-' }).map((a) => a.documentId)).toEqual(['a', 'c']);
    expect(applyListView(list, { ...view, poster: 'missing' }).map((a) => a.documentId)).toEqual(['b']);
    expect(applyListView(list, { ...view, poster: 'expected' }).map((a) => a.documentId)).toEqual(['b', 'c']);
  });

  it('sorts numbers naturally and keeps empty values last in both directions', () => {
    expect(applyListView(list, view).map((a) => a.abstractNumber)).toEqual(['P2', 'P10', '']);
    expect(applyListView(list, { ...view, dir: 'desc' }).map((a) => a.abstractNumber)).toEqual(['P10', 'P2', '']);
  });
});

describe('categoryChoices', () => {
  it('joins the event list and the categories in use', () => {
    expect(categoryChoices(list, ['Posters'])).toEqual(['Micro', 'Neuro', 'Posters']);
  });
});

describe('list view over a reloaded list', () => {
  it('searches the new list when the data is loaded again, and keeps each order', () => {
    const view = readUrlState(abstractListState, new URLSearchParams('q=memory&sort=title'));
    expect(applyListView(list, view).map((a) => a.documentId)).toEqual(['a']);
    const reloaded = list.map((a) => (a.documentId === 'c' ? { ...a, title: 'Alpha waves and memory' } : a));
    expect(applyListView(reloaded, view).map((a) => a.documentId)).toEqual(['c', 'a']);
    expect(applyListView(reloaded, { ...view, dir: 'desc' }).map((a) => a.documentId)).toEqual(['a', 'c']);
    // The first list is unchanged by the second.
    expect(applyListView(list, view).map((a) => a.documentId)).toEqual(['a']);
  });

  it('sorts by session title with the lookup given', () => {
    const titles = new Map([['s1', 'Zoology'], ['s2', 'Anatomy']]);
    const more = [...list, abs({ documentId: 'd', title: 'Bones', sessionId: 's2' })];
    const view = readUrlState(abstractListState, new URLSearchParams('sort=session'));
    expect(applyListView(more, view, (id) => titles.get(id) ?? id).map((a) => a.documentId)).toEqual(['d', 'b', 'c', 'a']);
  });
});
