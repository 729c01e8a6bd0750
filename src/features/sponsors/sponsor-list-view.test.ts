import { describe, expect, it } from 'vitest';
import { sponsorSchema } from '../../contract/sponsor';
import { readUrlState } from '../../components/form/use-url-state';
import { sponsorListState, sponsorListView } from './sponsor-list-view';

const s = (o: Record<string, unknown>) => sponsorSchema.parse({ documentId: String(o.name), ...o });
const sponsors = [s({ name: 'Beta', tier: 1 }), s({ name: 'Alpha', tier: 1 }), s({ name: 'Gold Co', tier: 0, url: 'https://gold.example' })];
const view = (qs: string) => sponsorListView(sponsors, readUrlState(sponsorListState, new URLSearchParams(qs))).map((x) => x.name);

describe('sponsorListView', () => {
  it('orders by tier position then name by default, or by name', () => {
    expect(view('')).toEqual(['Gold Co', 'Alpha', 'Beta']);
    expect(view('sort=name')).toEqual(['Alpha', 'Beta', 'Gold Co']);
  });
  it('filters by tier position and searches name and address', () => {
    expect(view('tier=1')).toEqual(['Alpha', 'Beta']);
    expect(view('q=gold.example')).toEqual(['Gold Co']);
  });
});
