import { describe, expect, it } from 'vitest';
import { speakerSchema } from '../../contract/speaker';
import { readUrlState } from '../../components/form/use-url-state';
import { speakerListState, speakerListView } from './speaker-list-view';

const sp = (o: Record<string, unknown>) => speakerSchema.parse({ documentId: String(o.name), ...o });
const speakers = [
  sp({ name: 'Zoe', company: 'Acme' }),
  sp({ name: 'Adam', company: 'Zeta', hideFromList: true }),
  sp({ name: 'Mia', unListed: true, email: 'mia@example.com' }),
];
const view = (qs: string) => speakerListView(speakers, readUrlState(speakerListState, new URLSearchParams(qs))).map((s) => s.name);

describe('speakerListView', () => {
  it('sorts by name, or by company with the company-less last', () => {
    expect(view('')).toEqual(['Adam', 'Mia', 'Zoe']);
    expect(view('sort=company')).toEqual(['Zoe', 'Adam', 'Mia']);
    expect(view('dir=desc')).toEqual(['Zoe', 'Mia', 'Adam']);
  });
  it('filters published, hidden and unpublished speakers', () => {
    expect(view('show=published')).toEqual(['Zoe']);
    expect(view('show=hidden')).toEqual(['Adam']);
    expect(view('show=unlisted')).toEqual(['Mia']);
  });
  it('searches name, company, role and e-mail', () => {
    expect(view('q=example.com')).toEqual(['Mia']);
    expect(view('q=zeta')).toEqual(['Adam']);
  });
});
