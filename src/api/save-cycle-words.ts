/**
 * The words of the save cycle (`save-cycle.ts`), one set for every editor:
 * what a save kept from elsewhere and why a save stopped before sending.
 * Field names come in as labels already ("Start time", not `startTime`).
 */
import { describeError } from './errors';
import type { Writer } from './last-writer';

/** "Location", "Title and Location", "Title, Date and Location". */
export function listOfLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** "20 s ago", "3 min ago", "2 h ago": how long ago someone else wrote, from the console's clock. */
export function agoText(at: number, now: number): string {
  const s = Math.max(0, Math.round((now - at) / 1000));
  if (s < 60) return `${s} s ago`;
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  return `${Math.floor(s / 3600)} h ago`;
}

/** Who changed it elsewhere, as a subject: "Ana (20 s ago)" reads as "the change Ana made 20 s ago". */
function madeBy(by: Writer | null | undefined, now: number): string {
  return by ? `${by.name} made ${agoText(by.at, now)}` : 'made elsewhere';
}

/** "Kept the change made elsewhere to Title.", "Kept the change Ana made 20 s ago to Title." ('' when nothing was kept). */
export function keptElsewhereText(labels: readonly string[], by?: Writer | null, now = Date.now()): string {
  if (labels.length === 0) return '';
  return `Kept the change${labels.length === 1 ? '' : 's'} ${madeBy(by, now)} to ${listOfLabels(labels)}.`;
}

/** The conflict panel's subject: "Ana saved a different value … 20 s ago" or "Someone else saved a different value …". */
export function conflictText(fieldCount: number, by?: Writer | null, now = Date.now()): string {
  const what = fieldCount === 1 ? 'this field' : `these ${fieldCount} fields`;
  return by
    ? `${by.name} saved a different value for ${what} ${agoText(by.at, now)}, since you opened the page. Nothing has been saved yet.`
    : `Someone else saved a different value for ${what} since you opened the page. Nothing has been saved yet.`;
}

/** A re-read that failed just before a save: nothing was sent, what was typed is kept. `what`: "session", "poll", "settings". */
export function rereadFailedText(what: string, error: unknown): string {
  const subject = what === 'settings' ? 'The settings' : `The ${what}`;
  return `${subject} could not be read again just before saving, so nothing was sent (what you typed is kept): ${describeError(error)}`;
}
