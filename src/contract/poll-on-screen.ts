/**
 * Two rules every console and the server read the same way, written once:
 *
 * - A poll's stage, from the switches the API has: draft (not visible) → open (visible, voting) → closed
 *   (locked) → revealed (locked, its results shown to attendees: `showVotes`).
 * - Figures on screen: a poll on a room's screen shows its figures when its results mode is live (the default),
 *   when it is revealed to attendees, or when a moderator pressed Reveal on screen; otherwise only its options
 *   and how many people voted. A draft poll never shows figures (nobody could vote yet).
 */
import type { PollScreenMode } from './screens';

export type PollStage = 'draft' | 'open' | 'closed' | 'revealed';

export type PollSwitches = { visible?: unknown; locked?: unknown; showVotes?: unknown };

export function pollStage(poll: PollSwitches): PollStage {
  if (poll.visible !== true) return 'draft';
  if (poll.locked !== true) return 'open';
  return poll.showVotes === true ? 'revealed' : 'closed';
}

export function figuresOnScreen(stage: PollStage, mode: PollScreenMode, revealPressed: boolean): boolean {
  return stage !== 'draft' && (mode === 'live' || stage === 'revealed' || revealPressed);
}
