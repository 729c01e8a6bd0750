/**
 * A poll's life during a session, read from the switches the API has:
 * draft (hidden; created so, attendees see nothing) → open (visible, voting)
 * → closed (locked) → revealed (locked, results shown: `showVotes` on, and
 * the figures on the room's screen). One next step at a time, and each says
 * in plain words what attendees see. A session with its polls switched off
 * (`hasPoll` false) keeps attendees out whatever the poll's own switches say,
 * so such a poll never reads "Voting open".
 */
import type { Poll } from '../../contract/poll';
import { pollStage, type PollStage } from '../../contract/poll-on-screen';

export type { PollStage };

export type StepWrite = { visible?: boolean; locked?: boolean; showVotes?: boolean };

export type NextStep = {
  label: 'Launch' | 'Close voting' | 'Reveal results';
  /** The fields to write (only these are sent). */
  write: StepWrite;
  /** Whether the step also puts the poll's results on the room's screen. */
  reveal: boolean;
};

/** The contract's rule "a poll's stage" (poll-on-screen.ts), on the console's poll. */
export function stageOf(poll: Pick<Poll, 'visible' | 'locked' | 'showVotes'>): PollStage {
  return pollStage(poll);
}

export function nextStep(stage: PollStage): NextStep | null {
  switch (stage) {
    case 'draft':
      return { label: 'Launch', write: { visible: true, locked: false }, reveal: false };
    case 'open':
      return { label: 'Close voting', write: { locked: true }, reveal: false };
    case 'closed':
      return { label: 'Reveal results', write: { showVotes: true }, reveal: true };
    default:
      return null;
  }
}

/** The stage's name and what attendees see, in words (`reachable`: the session's `hasPoll`). */
export function stageWords(stage: PollStage, reachable: boolean): { label: string; attendees: string } {
  if (stage === 'draft') return { label: 'Draft', attendees: 'Attendees see nothing yet: the poll is hidden.' };
  if (!reachable) {
    return {
      label: 'Polls off in this session',
      attendees: 'Attendees cannot reach this poll: polls are switched off for this session. Switch them on above to let attendees in.',
    };
  }
  if (stage === 'open') return { label: 'Voting open', attendees: 'Attendees can see and vote on this poll.' };
  if (stage === 'closed') return { label: 'Voting closed', attendees: 'Attendees still see the poll but can no longer vote; its results are not shown to them.' };
  return { label: 'Voting closed, results revealed', attendees: 'Attendees see the poll and its results; voting is closed.' };
}

/** What a step's toast says once saved. */
export function stepDone(step: NextStep, reachable: boolean): string {
  if (step.label === 'Launch') {
    return reachable
      ? 'Launched: attendees can now see and vote on this poll.'
      : 'Launched, but attendees cannot reach it: polls are switched off for this session.';
  }
  if (step.label === 'Close voting') return 'Voting closed: attendees still see the poll but can no longer vote.';
  return reachable
    ? 'Results revealed: on the room’s screen, and attendees now see them in the app.'
    : 'Results revealed on the room’s screen (attendees cannot reach the poll: polls are off in this session).';
}
