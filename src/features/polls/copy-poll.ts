/**
 * "Copy to another session": the write that creates the copy. It carries the question, the options and
 * the settings (how many picks, invited attendees only, hidden from others) and never the votes, the
 * poll's own list of invited attendees, its countdown or its stage: the copy starts as a hidden draft
 * at the end of the other session's polls.
 */
import type { Poll } from '../../contract/poll';

export type PollCopyBody = {
  sessionId: string;
  question: string;
  options: string[];
  maxChoices: number;
  whiteListed: boolean;
  onlyShowToAllowed: boolean;
  visible: false;
  locked: false;
  showVotes: false;
  sortNr: number;
};

export function pollCopyBody(poll: Poll, targetSessionId: string, pollsThere: readonly Pick<Poll, 'sortNr'>[]): PollCopyBody {
  const last = pollsThere.reduce((max, p) => Math.max(max, p.sortNr), 0);
  return {
    sessionId: targetSessionId,
    question: poll.question,
    options: [...poll.options],
    maxChoices: poll.maxChoices,
    whiteListed: poll.whiteListed,
    onlyShowToAllowed: poll.onlyShowToAllowed,
    visible: false,
    locked: false,
    showVotes: false,
    sortNr: last + 1,
  };
}

/** What the copy takes along, in words, for the dialog. */
export function copyDescription(poll: Poll): string[] {
  const out = [`the question and its ${poll.options.length} options`];
  if (poll.maxChoices > 1) out.push(`up to ${poll.maxChoices} picks per person`);
  if (poll.whiteListed) out.push(poll.onlyShowToAllowed ? 'invited attendees only, hidden from others' : 'invited attendees only');
  return out;
}
