import type { Sponsor } from '../../contract/sponsor';

export type SponsorListParams = { q: string; tier: string; sort: 'tier' | 'name'; dir: 'asc' | 'desc' };

export function readSponsorListParams(params: URLSearchParams): SponsorListParams {
  return {
    q: params.get('q') ?? '',
    tier: params.get('tier') ?? '',
    sort: params.get('sort') === 'name' ? 'name' : 'tier',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

/** Sponsors matching the search and the tier filter (a position), by tier then name, or by name. */
export function sponsorListView(sponsors: readonly Sponsor[], p: SponsorListParams): Sponsor[] {
  const q = p.q.trim().toLowerCase();
  const rows = sponsors.filter((s) => (p.tier === '' || String(s.tier) === p.tier) && (!q || `${s.name} ${s.url}`.toLowerCase().includes(q)));
  const cmp = (a: Sponsor, b: Sponsor) => (p.sort === 'tier' ? a.tier - b.tier : 0) || a.name.toLowerCase().localeCompare(b.name.toLowerCase());
  rows.sort((a, b) => cmp(a, b) * (p.dir === 'desc' ? -1 : 1));
  return rows;
}
