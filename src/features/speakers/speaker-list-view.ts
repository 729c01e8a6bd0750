import { z } from 'zod';
import type { Speaker } from '../../contract/speaker';

/** The list's state in the URL (`?q=&show=&sort=&dir=`), read with `useUrlState`. */
export const speakerListState = z.object({
  q: z.string().default(''),
  show: z.enum(['', 'published', 'hidden', 'unlisted']).catch(''),
  sort: z.enum(['name', 'company']).catch('name'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
});
export type SpeakerListParams = z.output<typeof speakerListState>;
export type SpeakerVisibility = SpeakerListParams['show'];

/**
 * `published`: in the app's list (not hidden, not unpublished); `hidden`: hideFromList (still has a page,
 * cannot be referenced by sections); `unlisted`: unpublished (no page in the app).
 */
export function speakerListView(speakers: readonly Speaker[], p: SpeakerListParams): Speaker[] {
  const q = p.q.trim().toLowerCase();
  const rows = speakers.filter((s) => {
    if (p.show === 'published' && (s.hideFromList || s.unListed)) return false;
    if (p.show === 'hidden' && !s.hideFromList) return false;
    if (p.show === 'unlisted' && !s.unListed) return false;
    return !q || `${s.name} ${s.company} ${s.role} ${s.email}`.toLowerCase().includes(q);
  });
  const key = (s: Speaker) => (p.sort === 'company' ? `${s.company.toLowerCase() || '\uffff'} ${s.name.toLowerCase()}` : s.name.toLowerCase());
  rows.sort((a, b) => key(a).localeCompare(key(b)) * (p.dir === 'desc' ? -1 : 1));
  return rows;
}
