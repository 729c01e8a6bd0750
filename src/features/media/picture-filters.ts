/**
 * Which of the event's pictures the library shows: a kind (where a picture is
 * used) and a search, both kept in the page's address (`?kind=&q=`).
 *
 * - A picture's kinds come from its uses: the event's banner, its venue map,
 *   a session's (its picture or a picture section), a speaker's, a sponsor's
 *   (logo, banner or a picture section). One picture may be of several kinds.
 *   A picture no record uses is "unused" (only uploads from this console can
 *   be: the service keeps no list of the others).
 * - The search finds words in the picture's name, its file name, its address
 *   and where it is used (the place and the record's name), whatever their
 *   case and accents ("jose" finds "José"); every word typed must be found.
 * - The counts of the kinds are of the pictures the search leaves.
 *
 * Pure: no React, no requests.
 */
import { z } from 'zod';
import { pictureName, type EventPicture } from '../../components/picture/event-pictures';

export const PICTURE_KINDS = ['banner', 'map', 'sessions', 'speakers', 'sponsors', 'unused'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];
/** A filter of the library: every picture, or one kind. */
export type PictureKindFilter = 'all' | PictureKind;

/** The library's view in the address (`?kind=speakers&q=ada`), read with `useUrlState`. */
export const pictureViewState = z.object({
  q: z.string().default(''),
  kind: z.enum(['all', ...PICTURE_KINDS]).catch('all'),
});
export type PictureView = z.output<typeof pictureViewState>;

/** The filters' names. */
export const KIND_FILTER_NAMES: Record<PictureKindFilter, string> = {
  all: 'All',
  banner: 'Banner',
  map: 'Venue map',
  sessions: 'Sessions',
  speakers: 'Speakers',
  sponsors: 'Sponsors',
  unused: 'Unused',
};

/** One picture's kinds in words, for the badges under it. */
export const KIND_BADGE_NAMES: Record<PictureKind, string> = {
  banner: 'Banner',
  map: 'Venue map',
  sessions: 'Session',
  speakers: 'Speaker',
  sponsors: 'Sponsor',
  unused: 'Unused',
};

/** Where a picture is used, as kinds, in the filters' order. */
export function pictureKinds(p: EventPicture): PictureKind[] {
  if (p.uses.length === 0) return ['unused'];
  const has = (k: PictureKind) =>
    p.uses.some((u) =>
      k === 'banner'
        ? u.kind === 'event' && u.field === 'imagePath'
        : k === 'map'
          ? u.kind === 'event' && u.field === 'mapImagePath'
          : k === 'sessions'
            ? u.kind === 'session'
            : k === 'speakers'
              ? u.kind === 'speaker'
              : k === 'sponsors' && u.kind === 'sponsor',
    );
  return PICTURE_KINDS.filter((k) => k !== 'unused' && has(k));
}

/** Text as the search compares it: lower case, accents and other marks removed ("Zoë Ångström" → "zoe angstrom"). */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** Everything the search looks in: names, the address (as typed and decoded) and every place of use. */
export function pictureSearchText(p: EventPicture): string {
  const parts = [pictureName(p), p.upload?.name ?? '', p.url, decoded(p.url), ...p.uses.flatMap((u) => [u.label, u.recordName])];
  return foldForSearch(parts.join('\n'));
}

/** The words of a search, folded; none for an empty one. */
export function searchWords(q: string): string[] {
  return foldForSearch(q).split(/\s+/).filter(Boolean);
}

/** Whether the picture holds every word of the search (an empty search holds for all). */
export function matchesSearch(p: EventPicture, q: string): boolean {
  const words = searchWords(q);
  if (words.length === 0) return true;
  const text = pictureSearchText(p);
  return words.every((w) => text.includes(w));
}

export function isOfKind(p: EventPicture, kind: PictureKindFilter): boolean {
  return kind === 'all' || pictureKinds(p).includes(kind);
}

/** The pictures the view shows, in the library's own order. */
export function filterPictures(pictures: readonly EventPicture[], view: PictureView): EventPicture[] {
  return pictures.filter((p) => isOfKind(p, view.kind) && matchesSearch(p, view.q));
}

/** How many pictures each filter would show with the view's search. */
export function kindCounts(pictures: readonly EventPicture[], q: string): Record<PictureKindFilter, number> {
  const counts: Record<PictureKindFilter, number> = { all: 0, banner: 0, map: 0, sessions: 0, speakers: 0, sponsors: 0, unused: 0 };
  for (const p of pictures) {
    if (!matchesSearch(p, q)) continue;
    counts.all += 1;
    for (const k of pictureKinds(p)) counts[k] += 1;
  }
  return counts;
}
