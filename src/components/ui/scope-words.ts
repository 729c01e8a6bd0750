/**
 * Scopes in plain words: what a key with each scope allows. The one table of
 * these words; the login page, the account page and the navigation read it.
 * A key's scopes are told as sentences ("Can manage guests"), read and write
 * of one area told once.
 */
import type { Scope } from '../../contract/common';

type Area = { see: string; manage: string };

const AREAS = {
  attendees: { see: 'see guests', manage: 'manage guests' },
  tickets: { see: 'see tickets', manage: 'manage tickets' },
  event: { see: 'see the programme, speakers, sponsors and event settings', manage: 'manage the programme, speakers, sponsors and event settings' },
  qa: { see: 'see audience questions', manage: 'moderate audience questions' },
  polls: { see: 'see polls and their results', manage: 'run polls' },
  abstracts: { see: 'see abstracts', manage: 'manage abstracts' },
  media: { see: 'upload pictures', manage: 'upload pictures' },
} satisfies Record<string, Area>;

/** What each scope allows, completing "Can …" / "Needs a key that can …". */
export const SCOPE_WORDS: Record<Scope, string> = {
  'attendees:read': AREAS.attendees.see,
  'attendees:write': AREAS.attendees.manage,
  'tickets:read': AREAS.tickets.see,
  'tickets:write': AREAS.tickets.manage,
  'event:read': AREAS.event.see,
  'event:write': AREAS.event.manage,
  'qa:read': AREAS.qa.see,
  'qa:write': AREAS.qa.manage,
  'polls:read': AREAS.polls.see,
  'polls:write': AREAS.polls.manage,
  'abstracts:read': AREAS.abstracts.see,
  'abstracts:write': AREAS.abstracts.manage,
  'media:write': AREAS.media.manage,
};

/** The words of a scope; a scope this console does not know keeps its name. */
export function scopeWords(scope: string): string {
  return (SCOPE_WORDS as Record<string, string>)[scope] ?? scope;
}

/**
 * A key's scopes as sentences, one per area in the table's order: "Can manage
 * guests" when it may write (reading goes with it), "Can see tickets" when it
 * may only read, "Can change abstracts without seeing them" for write alone.
 */
export function describeScopes(scopes: readonly string[]): string[] {
  const has = new Set(scopes);
  const lines: string[] = [];
  for (const [name, area] of Object.entries(AREAS) as [string, Area][]) {
    const read = has.has(`${name}:read`);
    const write = has.has(`${name}:write`);
    if (write && (read || name === 'media')) lines.push(`Can ${area.manage}`);
    else if (write) lines.push(`Can ${area.manage} without seeing them`);
    else if (read) lines.push(`Can ${area.see}`);
  }
  const known = new Set(Object.keys(SCOPE_WORDS));
  for (const s of scopes) if (!known.has(s)) lines.push(`Can use “${s}”`);
  return lines;
}
