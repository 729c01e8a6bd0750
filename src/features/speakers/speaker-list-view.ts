import type { Speaker } from '../../contract/speaker';

export type SpeakerVisibility = '' | 'published' | 'hidden' | 'unlisted';
export type SpeakerListParams = { q: string; visibility: SpeakerVisibility; sort: 'name' | 'company'; dir: 'asc' | 'desc' };

export function readSpeakerListParams(params: URLSearchParams): SpeakerListParams {
  const v = params.get('show');
  return {
    q: params.get('q') ?? '',
    visibility: v === 'published' || v === 'hidden' || v === 'unlisted' ? v : '',
    sort: params.get('sort') === 'company' ? 'company' : 'name',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

/**
 * `published`: in the app's list (not hidden, not unpublished); `hidden`: hideFromList (still has a page,
 * cannot be referenced by sections); `unlisted`: unpublished (no page in the app).
 */
export function speakerListView(speakers: readonly Speaker[], p: SpeakerListParams): Speaker[] {
  const q = p.q.trim().toLowerCase();
  const rows = speakers.filter((s) => {
    if (p.visibility === 'published' && (s.hideFromList || s.unListed)) return false;
    if (p.visibility === 'hidden' && !s.hideFromList) return false;
    if (p.visibility === 'unlisted' && !s.unListed) return false;
    return !q || `${s.name} ${s.company} ${s.role} ${s.email}`.toLowerCase().includes(q);
  });
  const key = (s: Speaker) => (p.sort === 'company' ? `${s.company.toLowerCase() || '\uffff'} ${s.name.toLowerCase()}` : s.name.toLowerCase());
  rows.sort((a, b) => key(a).localeCompare(key(b)) * (p.dir === 'desc' ? -1 : 1));
  return rows;
}
