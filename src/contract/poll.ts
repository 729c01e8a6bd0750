import { z } from 'zod';
import { LIMITS, atMostCharacters, flag, idText, int, storableString, text, writeExtrasShape } from './common';
import type { ApiIssue } from './common';
import type { WriteRules } from './write-body';

export const pollResultSchema = z.looseObject({
  option: z.string(),
  votes: z.number().int(),
  percentage: z.number(),
});
export type PollResult = z.infer<typeof pollResultSchema>;

const tallyShape = {
  results: z.array(pollResultSchema),
  voteCounts: z.record(z.string(), z.number().int()),
  totalVotes: z.number().int(),
  voterCount: z.number().int(),
};

/** A poll as `/getPolls` returns it, with its tallies. */
export const pollSchema = z.looseObject({
  documentId: z.string(),
  pollId: z.string(),
  sessionId: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  maxChoices: z.number().int(),
  locked: z.boolean(),
  visible: z.boolean(),
  showVotes: z.boolean(),
  whiteListed: z.boolean(),
  onlyShowToAllowed: z.boolean(),
  sortNr: z.number().int(),
  closesAt: z.string(),
  whitelistId: z.string().optional(),
  requireAttendance: z.boolean().optional(),
  ...tallyShape,
});
export type Poll = z.infer<typeof pollSchema>;

/** `/getPollResults`: tallies without the poll's configuration. */
export const pollResultsSchema = z.looseObject({
  pollId: z.string(),
  sessionId: z.string(),
  question: z.string(),
  locked: z.boolean(),
  ...tallyShape,
});
export type PollResults = z.infer<typeof pollResultsSchema>;

export const pollOptionSchema = storableString('each option must be a string').trim().min(1, { error: 'an option may not be empty' });

export const pollOptionsSchema = z
  .array(pollOptionSchema, { error: 'must be a JSON array of strings (a comma-separated string is not accepted)' })
  .min(LIMITS.pollOptionsMin, { error: `must have at least ${LIMITS.pollOptionsMin} options` })
  .max(LIMITS.pollOptionsMax, { error: `must have at most ${LIMITS.pollOptionsMax} options` })
  .refine((opts) => new Set(opts).size === opts.length, { error: 'options must differ from each other' });

/** The writable fields of a poll; every one optional (edit). */
export const pollFieldsSchema = z.object({
  sessionId: text('a session id').min(1, { error: 'is required' }),
  question: atMostCharacters(text('the question').trim().min(1, { error: 'is required' }), LIMITS.pollQuestion),
  options: pollOptionsSchema,
  maxChoices: int('a whole number of at least 1').min(1, { error: 'must be at least 1' }),
  locked: flag(),
  visible: flag(),
  showVotes: flag(),
  whiteListed: flag(),
  onlyShowToAllowed: flag(),
  sortNr: int('a whole number'),
});
export const pollEditSchema = pollFieldsSchema.partial();
export const pollCreateSchema = pollFieldsSchema.partial().required({ sessionId: true, question: true, options: true });
export type PollFields = z.input<typeof pollEditSchema>;

/** Rules that span fields, checked on the poll as it would be after the write. */
export function pollConsistencyIssues(poll: { options?: string[]; maxChoices?: number }): ApiIssue[] {
  const issues: ApiIssue[] = [];
  const n = poll.options?.length ?? 0;
  if (poll.maxChoices !== undefined && n > 0 && poll.maxChoices > n) {
    issues.push({ field: 'maxChoices', message: `must be at most the number of options (${n})` });
  }
  return issues;
}

const votesRefusal = {
  message: 'votes are cast by attendees in the app and cannot be written through the service',
  use: 'read results with GET /getPollResults or GET /getPolls',
};

export const pollWriteRules: WriteRules = {
  idField: 'documentId',
  idAliases: ['pollId'],
  readOnly: {
    closesAt: 'countdowns are started by moderators in the console or app, never through the service',
    whitelistId: 'whitelists are managed in the console',
    requireAttendance: 'withdrawn: no longer settable',
    results: 'computed from ballots',
    voteCounts: 'computed from ballots',
    totalVotes: 'computed from ballots',
    voterCount: 'computed from ballots',
  },
  refused: { votes: votesRefusal, ballots: votesRefusal, vote: votesRefusal, answers: votesRefusal },
};

export const upsertPollResponseSchema = z.looseObject({
  status: z.string(),
  pollId: z.string(),
  created: z.boolean(),
  ...writeExtrasShape,
});

export const deletePollBodySchema = z.object({ pollId: text('a poll id').min(1, { error: 'is required' }) });
export const pollsQuerySchema = z.object({ sessionId: idText('a session id').optional() });
export const pollResultsQuerySchema = z.object({ pollId: idText('a poll id').optional(), sessionId: idText('a session id').optional() });

/** Computes results the way the service reports them: per current option, ballots on other wordings are orphaned. */
export function tallyBallots(options: readonly string[], ballots: readonly (readonly string[])[]) {
  const choices: Record<string, number> = {};
  const present = new Set(options);
  let voterCount = 0;
  for (const ballot of ballots) {
    let counted = false;
    for (const choice of ballot) {
      choices[choice] = (choices[choice] ?? 0) + 1;
      if (present.has(choice)) counted = true;
    }
    if (counted) voterCount += 1;
  }
  return tallyCounts(options, choices, voterCount);
}

/**
 * The same tally from counts made elsewhere (the server counts in SQL): votes per chosen wording, and the
 * number of ballots with at least one choice among the options. Wordings that are no option do not count.
 */
export function tallyCounts(options: readonly string[], choices: Readonly<Record<string, number>>, voterCount: number) {
  const voteCounts: Record<string, number> = Object.fromEntries(options.map((o) => [o, Object.hasOwn(choices, o) ? choices[o] : 0]));
  let totalVotes = 0;
  for (const option of new Set(options)) totalVotes += voteCounts[option];
  const results = options.map((option) => ({
    option,
    votes: voteCounts[option],
    percentage: totalVotes === 0 ? 0 : Math.round((voteCounts[option] / totalVotes) * 1000) / 10,
  }));
  return { results, voteCounts, totalVotes, voterCount };
}

/** Ballot choices whose wording no poll option has any more, counted per wording. */
export function orphanedChoices(options: readonly string[], ballots: readonly (readonly string[])[]): Record<string, number> {
  const present = new Set(options);
  const out: Record<string, number> = {};
  for (const ballot of ballots) for (const choice of ballot) if (!present.has(choice)) out[choice] = (out[choice] ?? 0) + 1;
  return out;
}
