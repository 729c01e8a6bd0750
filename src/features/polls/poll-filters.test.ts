import { describe, expect, it } from 'vitest';
import { pollSchema, type Poll } from '../../contract/poll';
import { sessionSchema } from '../../contract/session';
import { readUrlState, writeUrlState } from '../../components/form/use-url-state';
import { countPolls, dayChoices, filterPollGroups, pollFilterState, sessionChoices } from './poll-filters';
import type { PollGroup } from './use-poll-groups';

const poll = (pollId: string, sessionId: string, p: Partial<Poll> = {}): Poll =>
  pollSchema.parse({
    documentId: pollId, pollId, sessionId, question: pollId, options: ['a', 'b'], maxChoices: 1, locked: false, visible: true, showVotes: false,
    whiteListed: false, onlyShowToAllowed: false, sortNr: 1, closesAt: '', results: [], voteCounts: {}, totalVotes: 0, voterCount: 0, ...p,
  });
const sessions = new Map(
  [
    sessionSchema.parse({ documentId: 's1', title: 'Keynote', date: '2026-11-26' }),
    sessionSchema.parse({ documentId: 's2', title: 'Panel', date: '2026-11-26' }),
    sessionSchema.parse({ documentId: 's3', title: 'Closing', date: '2026-11-27' }),
  ].map((s) => [s.documentId, s]),
);
const groups: PollGroup[] = [
  { sessionId: 's1', polls: [poll('draft', 's1', { visible: false }), poll('open', 's1')] },
  { sessionId: 's2', polls: [poll('closed', 's2', { locked: true })] },
  { sessionId: 's3', polls: [poll('revealed', 's3', { locked: true, showVotes: true })] },
];
const ids = (g: PollGroup[]) => g.flatMap((x) => x.polls.map((p) => p.pollId));

describe('poll filters', () => {
  it('live in the address, unknown values read as no filter, defaults are left out', () => {
    const params = writeUrlState(pollFilterState, new URLSearchParams('new=s1'), { day: '2026-11-26', session: 's2', stage: 'closed' });
    expect(params.toString()).toBe('new=s1&day=2026-11-26&session=s2&stage=closed');
    expect(readUrlState(pollFilterState, params)).toEqual({ day: '2026-11-26', session: 's2', stage: 'closed' });
    expect(readUrlState(pollFilterState, new URLSearchParams('day=tomorrow&stage=maybe'))).toEqual({ day: '', session: '', stage: '' });
    expect(writeUrlState(pollFilterState, params, { day: '', session: '', stage: '' }).toString()).toBe('new=s1');
  });

  it('keep polls by day, session and stage', () => {
    const none = { day: '', session: '', stage: '' } as const;
    expect(ids(filterPollGroups(groups, sessions, none))).toEqual(['draft', 'open', 'closed', 'revealed']);
    expect(ids(filterPollGroups(groups, sessions, { ...none, day: '2026-11-26' }))).toEqual(['draft', 'open', 'closed']);
    expect(ids(filterPollGroups(groups, sessions, { ...none, session: 's3' }))).toEqual(['revealed']);
    expect(ids(filterPollGroups(groups, sessions, { ...none, stage: 'draft' }))).toEqual(['draft']);
    // A group whose polls are all filtered out is left out.
    expect(filterPollGroups(groups, sessions, { ...none, stage: 'open' }).map((g) => g.sessionId)).toEqual(['s1']);
    expect(countPolls(filterPollGroups(groups, sessions, { ...none, day: '2026-11-27', stage: 'draft' }))).toBe(0);
  });

  it('keeps an empty session group when nothing is filtered (it offers the first poll)', () => {
    expect(filterPollGroups([{ sessionId: 's1', polls: [] }], sessions, { day: '', session: '', stage: '' })).toHaveLength(1);
  });

  it('offers the days and sessions that hold polls', () => {
    expect(dayChoices(groups, sessions).map((d) => d.value)).toEqual(['2026-11-26', '2026-11-27']);
    expect(sessionChoices(groups, sessions, '2026-11-27').map((s) => s.title)).toEqual(['Closing']);
  });
});
