import { z } from 'zod';
import { pollConsistencyIssues, pollFieldsSchema, type Poll } from '../../contract/poll';

/** The create/edit form: the contract's writable poll fields (sortNr is set by the list), checked across fields too. */
export const pollFormSchema = pollFieldsSchema.omit({ sortNr: true }).superRefine((value, ctx) => {
  for (const issue of pollConsistencyIssues(value)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
});

export type PollFormValues = z.input<typeof pollFormSchema>;

export const POLL_FORM_FIELDS = ['sessionId', 'question', 'options', 'maxChoices', 'locked', 'visible', 'showVotes', 'whiteListed', 'onlyShowToAllowed'] as const;

/** A new poll starts as a draft (hidden, closed, results not shown): attendees see nothing until it is launched. */
export function newPollValues(sessionId: string): PollFormValues {
  return {
    sessionId,
    question: '',
    options: ['', ''],
    maxChoices: 1,
    locked: true,
    visible: false,
    showVotes: false,
    whiteListed: false,
    onlyShowToAllowed: false,
  };
}

/** The form's initial values from a poll as read (server state is initial data only). */
export function pollToFormValues(poll: Poll): PollFormValues {
  return {
    sessionId: poll.sessionId,
    question: poll.question,
    options: [...poll.options],
    maxChoices: poll.maxChoices,
    locked: poll.locked,
    visible: poll.visible,
    showVotes: poll.showVotes,
    whiteListed: poll.whiteListed,
    onlyShowToAllowed: poll.onlyShowToAllowed,
  };
}

/** What each switch does for attendees, in one line. */
export const SWITCH_HINTS = {
  locked: 'Voting is closed: attendees still see the poll but cannot vote.',
  visible: 'Shown in the app; when off, attendees do not see the poll at all.',
  showVotes: 'Attendees see the live results in the app.',
  whiteListed:
    "Only invited attendees may vote: those on the poll's own list, else on the session's. With no list in place nobody can vote; the lists are kept in the vendor console.",
  onlyShowToAllowed: 'Attendees who are not invited do not see the poll at all, instead of seeing it greyed out.',
} as const;
