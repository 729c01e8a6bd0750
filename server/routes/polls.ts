import {
  deletePollBodySchema,
  orphanedChoices,
  pollConsistencyIssues,
  pollCreateSchema,
  pollEditSchema,
  pollFieldsSchema,
  pollResultsQuerySchema,
  pollsQuerySchema,
  pollWriteRules,
  tallyCounts,
} from '../../src/contract/poll';
import { ApiError } from '../api-error';
import { json, withExtras, type ApiRoutes } from '../api-router';
import { ALL_BUT_GUESTS } from '../list-cache';
import type { Queryable } from '../store/db';
import { ballotsOf, countBallots, countPollDependents, deletePoll, getPoll, insertPoll, listPolls, updatePoll, type BallotCounts, type StoredPoll } from '../store/polls-store';
import { getRecord } from '../store/records-store';
import { parseCommandBody, parseOrThrow, prepareBody, throwIfAny } from './write-helpers';

const POLL_DEFAULTS = { maxChoices: 1, locked: false, visible: true, showVotes: false, whiteListed: false, onlyShowToAllowed: false, sortNr: 0 };

function isLocked(poll: StoredPoll, now: number): boolean {
  return poll.doc.locked === true || (poll.closesAt !== null && poll.closesAt <= now);
}

/** Poll as `/getPolls` returns it: configuration, countdown state and tallies. */
const NO_BALLOTS: BallotCounts = { choices: {}, voters: 0 };

function tally(poll: StoredPoll, counts: BallotCounts | undefined) {
  const c = counts ?? NO_BALLOTS;
  return tallyCounts((poll.doc.options as string[]) ?? [], c.choices, c.voters);
}

function pollView(poll: StoredPoll, counts: BallotCounts | undefined, now: number): Record<string, unknown> {
  const view: Record<string, unknown> = {
    ...POLL_DEFAULTS,
    ...poll.doc,
    documentId: poll.id,
    pollId: poll.id,
    locked: isLocked(poll, now),
    closesAt: poll.closesAt === null ? '' : new Date(poll.closesAt).toISOString(),
    ...tally(poll, counts),
  };
  if (poll.whitelistId) view.whitelistId = poll.whitelistId;
  return view;
}

function resultsView(poll: StoredPoll, counts: BallotCounts | undefined, now: number): Record<string, unknown> {
  return { pollId: poll.id, sessionId: poll.sessionId, question: String(poll.doc.question ?? ''), locked: isLocked(poll, now), ...tally(poll, counts) };
}

/** The earliest countdown end still ahead: from then on a cached read of these polls would show one unlocked wrongly. */
function nextClose(polls: StoredPoll[], now: number): number | undefined {
  let next: number | undefined;
  for (const p of polls) if (p.closesAt !== null && p.closesAt > now && p.doc.locked !== true && (next === undefined || p.closesAt < next)) next = p.closesAt;
  return next;
}

async function requireSession(q: Queryable, eventId: string, sessionId: string, field = 'sessionId'): Promise<void> {
  const session = await getRecord(q, 'sessions', eventId, sessionId);
  if (!session || session.deleted) throwIfAny([{ field, message: `references no session of this event (${sessionId})` }]);
}

const queryObject = (q: URLSearchParams) => Object.fromEntries(q.entries());

export const pollRoutes: ApiRoutes = {
  '/getPolls': {
    async handler(ctx) {
      const query = parseOrThrow(pollsQuerySchema, queryObject(ctx.query));
      const sessionId = query.sessionId || undefined;
      return ctx.cachedJson(
        `polls:${sessionId ?? ''}`,
        async () => {
          const now = Date.now();
          const polls = await listPolls(ctx.db, ctx.eventId, sessionId);
          const counts = await countBallots(ctx.db, polls.map((p) => p.id));
          return { text: JSON.stringify(polls.map((p) => pollView(p, counts.get(p.id), now))), expiresAt: nextClose(polls, now) };
        },
        { live: true, reads: ALL_BUT_GUESTS },
      );
    },
  },
  '/getPollResults': {
    async handler(ctx) {
      const query = parseOrThrow(pollResultsQuerySchema, queryObject(ctx.query));
      if (query.pollId) {
        const pollId = query.pollId;
        return ctx.cachedJson(
          `pollResults:poll:${pollId}`,
          async () => {
            const now = Date.now();
            const poll = await getPoll(ctx.db, ctx.eventId, pollId);
            if (!poll) throw new ApiError(404, 'not_found', `No poll ${pollId}`);
            const counts = await countBallots(ctx.db, [poll.id]);
            return { text: JSON.stringify(resultsView(poll, counts.get(poll.id), now)), expiresAt: nextClose([poll], now) };
          },
          { live: true, reads: ALL_BUT_GUESTS },
        );
      }
      const sessionId = query.sessionId || undefined;
      return ctx.cachedJson(
        `pollResults:session:${sessionId ?? ''}`,
        async () => {
          const now = Date.now();
          const polls = await listPolls(ctx.db, ctx.eventId, sessionId);
          const counts = await countBallots(ctx.db, polls.map((p) => p.id));
          return { text: JSON.stringify(polls.map((p) => resultsView(p, counts.get(p.id), now))), expiresAt: nextClose(polls, now) };
        },
        { live: true, reads: ALL_BUT_GUESTS },
      );
    },
  },
  '/upsertPoll': {
    async handler(ctx) {
      const prepared = prepareBody(await ctx.json(), Object.keys(pollFieldsSchema.shape), pollWriteRules);
      const result = await ctx.write(async (tx) => {
        const existing = prepared.id ? await getPoll(tx, ctx.eventId, prepared.id) : undefined;
        if (prepared.id && !existing) throw new ApiError(404, 'not_found', `No poll ${prepared.id}`);
        const fields = parseOrThrow(existing ? pollEditSchema : pollCreateSchema, prepared.fields);
        const merged: Record<string, unknown> = { ...POLL_DEFAULTS, ...(existing?.doc ?? {}), ...fields };
        throwIfAny(pollConsistencyIssues(merged as { options?: string[]; maxChoices?: number }));
        if (fields.sessionId !== undefined) await requireSession(tx, ctx.eventId, fields.sessionId);
        const warnings: string[] = [];
        if (existing && fields.options) {
          const ballots = (await ballotsOf(tx, [existing.id])).get(existing.id) ?? [];
          const before = orphanedChoices(existing.doc.options as string[], ballots);
          const after = orphanedChoices(fields.options, ballots);
          for (const [wording, n] of Object.entries(after)) {
            if (!(wording in before)) warnings.push(`${n} vote${n === 1 ? '' : 's'} for "${wording}" no longer count: that option wording is gone. Restoring the wording restores the votes.`);
          }
          for (const [wording, n] of Object.entries(before)) {
            if (!(wording in after)) warnings.push(`${n} vote${n === 1 ? '' : 's'} for "${wording}" count again: the option wording was restored.`);
          }
        }
        if (existing) {
          await updatePoll(tx, ctx.eventId, existing.id, merged);
          return { pollId: existing.id, created: false, warnings };
        }
        const pollId = await insertPoll(tx, ctx.eventId, merged);
        return { pollId, created: true, warnings };
      }, ['records']);
      const status = ctx.dryRun ? 'dry run: valid, nothing saved' : result.created ? 'created' : 'updated';
      return json(withExtras({ status, pollId: ctx.dryRun && result.created ? '' : result.pollId, created: result.created, warnings: result.warnings }, { ignoredFields: prepared.ignoredFields, dryRun: ctx.dryRun }));
    },
  },
  '/deletePoll': {
    async handler(ctx) {
      const { data: body, ignoredFields } = parseCommandBody(deletePollBodySchema, await ctx.json());
      const counts = await ctx.write(async (tx) => {
        const poll = await getPoll(tx, ctx.eventId, body.pollId);
        if (!poll) throw new ApiError(404, 'not_found', `No poll ${body.pollId}`);
        return ctx.dryRun ? countPollDependents(tx, poll.id) : deletePoll(tx, ctx.eventId, poll.id);
      }, ['records']);
      const verb = ctx.dryRun ? 'would be deleted' : 'deleted';
      const warnings = [`${counts.ballots} ballot${counts.ballots === 1 ? '' : 's'} ${verb}`];
      if (counts.ownWhitelist) warnings.push(`the poll's own whitelist ${verb === 'deleted' ? 'was deleted too' : 'would be deleted too'}`);
      return json(
        withExtras(
          {
            status: ctx.dryRun ? 'dry run: nothing deleted' : 'deleted',
            warnings,
            ...(ctx.dryRun ? { dryRun: true, wouldDelete: { polls: 1, ballots: counts.ballots, whitelists: counts.ownWhitelist ? 1 : 0 } } : {}),
          },
          { ignoredFields },
        ),
      );
    },
  },
};
