/** `pageLink.page` values grouped by what `refId` must hold (specification, pageLink table). */
export const WHOLE_PAGES = [
  'SCHEDULE',
  'MY SCHEDULE',
  'SPEAKERS',
  'SPONSORS',
  'ABSTRACTS',
  'FEED',
  'CHAT',
  'MAPS',
  'GUEST LIST',
  'LEADERBOARD',
  'LEADERBOARD SCANNER',
  'DIGITAL CARD',
  'LEAD SCANNER',
  'TICKETS',
  'PROFILE',
  'NOTIFICATIONS',
] as const;
export const SESSION_PAGES = ['SESSION', 'VOTING', 'QA'] as const;
export const SPONSOR_PAGES = ['SPONSOR'] as const;
export const SPEAKER_PAGES = ['SPEAKER'] as const;

export const PAGE_LINK_PAGES = [...WHOLE_PAGES, ...SESSION_PAGES, ...SPONSOR_PAGES, ...SPEAKER_PAGES] as const;
export type PageLinkPage = (typeof PAGE_LINK_PAGES)[number];

/** Which record a page's `refId` names; `none` means refId must be empty. */
export type PageRefKind = 'none' | 'session' | 'sponsor' | 'speaker';

export function pageRefKind(page: string): PageRefKind | undefined {
  const p = page.trim().toUpperCase();
  if ((WHOLE_PAGES as readonly string[]).includes(p)) return 'none';
  if ((SESSION_PAGES as readonly string[]).includes(p)) return 'session';
  if ((SPONSOR_PAGES as readonly string[]).includes(p)) return 'sponsor';
  if ((SPEAKER_PAGES as readonly string[]).includes(p)) return 'speaker';
  return undefined;
}

/** The name a page-link button shows when its label is empty ("MY SCHEDULE" → "My schedule"). */
export function pageDisplayName(page: string): string {
  const p = page.trim().toUpperCase();
  if (p === 'QA') return 'Q&A';
  return p.charAt(0) + p.slice(1).toLowerCase();
}
