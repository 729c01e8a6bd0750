/**
 * The words of the save cycle (`save-cycle.ts`), one set for every editor:
 * what a save kept from elsewhere and why a save stopped before sending.
 * Field names come in as labels already ("Start time", not `startTime`).
 */
import { describeError } from './errors';

/** "Location", "Title and Location", "Title, Date and Location". */
export function listOfLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** "Kept the change made elsewhere to Title." ('' when nothing was kept). */
export function keptElsewhereText(labels: readonly string[]): string {
  if (labels.length === 0) return '';
  return `Kept the change${labels.length === 1 ? '' : 's'} made elsewhere to ${listOfLabels(labels)}.`;
}

/** A re-read that failed just before a save: nothing was sent, what was typed is kept. `what`: "session", "poll", "settings". */
export function rereadFailedText(what: string, error: unknown): string {
  const subject = what === 'settings' ? 'The settings' : `The ${what}`;
  return `${subject} could not be read again just before saving, so nothing was sent (what you typed is kept): ${describeError(error)}`;
}
