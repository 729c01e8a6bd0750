import { z } from 'zod';
import type { Sponsor } from '../../contract/sponsor';

/** The list's state in the URL (`?q=&tier=&sort=&dir=`), read with `useUrlState`. */
export const sponsorListState = z.object({
  q: z.string().default(''),
  tier: z.string().default(''),
  sort: z.enum(['tier', 'name']).catch('tier'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
});
export type SponsorListParams = z.output<typeof sponsorListState>;

/** Sponsors matching the search and the tier filter (a position), by tier then name, or by name. */
export function sponsorListView(sponsors: readonly Sponsor[], p: SponsorListParams): Sponsor[] {
  const q = p.q.trim().toLowerCase();
  const rows = sponsors.filter((s) => (p.tier === '' || String(s.tier) === p.tier) && (!q || `${s.name} ${s.url}`.toLowerCase().includes(q)));
  const cmp = (a: Sponsor, b: Sponsor) => (p.sort === 'tier' ? a.tier - b.tier : 0) || a.name.toLowerCase().localeCompare(b.name.toLowerCase());
  rows.sort((a, b) => cmp(a, b) * (p.dir === 'desc' ? -1 : 1));
  return rows;
}
