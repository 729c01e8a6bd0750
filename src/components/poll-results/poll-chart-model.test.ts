import { describe, expect, it } from 'vitest';
import { tallyBallots } from '../../contract/poll';
import { chartModel, votesVersusVoters, percentText } from './poll-chart-model';

describe('chartModel', () => {
  it('shows every current option in the poll order, with the service percentages', () => {
    const tally = tallyBallots(['Red', 'Green, light', 'Blue'], [['Red'], ['Blue'], ['Blue']]);
    const m = chartModel({ options: ['Red', 'Green, light', 'Blue'], ...tally });
    expect(m.rows.map((r) => [r.option, r.votes, r.percentage])).toEqual([
      ['Red', 1, 33.3],
      ['Green, light', 0, 0],
      ['Blue', 2, 66.7],
    ]);
    expect(m.totalVotes).toBe(3);
    expect(m.maxVotes).toBe(2);
    expect(m.orphaned).toEqual([]);
  });

  it('keeps ballots on a wording the poll no longer has apart, when voteCounts carries them', () => {
    const m = chartModel({
      options: ['Yes', 'No thanks'],
      results: [
        { option: 'Yes', votes: 2, percentage: 100 },
        { option: 'No thanks', votes: 0, percentage: 0 },
      ],
      voteCounts: { Yes: 2, 'No thanks': 0, No: 3 },
      totalVotes: 2,
      voterCount: 2,
    });
    expect(m.rows.map((r) => r.option)).toEqual(['Yes', 'No thanks']);
    expect(m.orphaned).toEqual([{ option: 'No', votes: 3 }]);
    expect(m.orphanedVotes).toBe(3);
  });

  it('finds orphaned wordings in results too, and none when the answer leaves them out', () => {
    const withResults = chartModel({ options: ['A', 'B'], results: [{ option: 'A', votes: 1, percentage: 100 }, { option: 'Old', votes: 4, percentage: 0 }] });
    expect(withResults.orphaned).toEqual([{ option: 'Old', votes: 4 }]);
    const without = chartModel({ options: ['A', 'B'], voteCounts: { A: 1, B: 0 }, totalVotes: 1, voterCount: 1 });
    expect(without.orphaned).toEqual([]);
    expect(without.rows[0].percentage).toBe(100);
  });

  it('shows orphaned wordings known from a rename when the answer leaves them out, without counting them twice', () => {
    const known = [{ option: 'No', votes: 3 }, { option: 'Yes', votes: 9 }];
    expect(chartModel({ options: ['Yes', 'Nope'], voteCounts: { Yes: 1, Nope: 0 } }, known).orphaned).toEqual([{ option: 'No', votes: 3 }]);
    expect(chartModel({ options: ['Yes', 'Nope'], voteCounts: { Yes: 1, Nope: 0, No: 4 } }, known).orphaned).toEqual([{ option: 'No', votes: 4 }]);
  });

  it('works from a results-only answer (no options) and computes missing percentages', () => {
    const m = chartModel({ voteCounts: { X: 1, Y: 3 }, results: [{ option: 'X', votes: 1 }, { option: 'Y', votes: 3 }] });
    expect(m.rows.map((r) => r.percentage)).toEqual([25, 75]);
    expect(m.totalVotes).toBe(4);
  });
});

describe('the leader rule', () => {
  const leaders = (source: Parameters<typeof chartModel>[0]) => chartModel(source).rows.filter((r) => r.leader).map((r) => r.option);

  it('marks the option with the most votes', () => {
    expect(leaders({ options: ['A', 'B', 'C'], voteCounts: { A: 1, B: 4, C: 2 } })).toEqual(['B']);
  });

  it('marks every option of a tie', () => {
    expect(leaders({ options: ['A', 'B', 'C'], voteCounts: { A: 3, B: 1, C: 3 } })).toEqual(['A', 'C']);
  });

  it('marks nothing while no option has a vote, even with orphaned votes elsewhere', () => {
    expect(leaders({ options: ['A', 'B'], voteCounts: { A: 0, B: 0 } })).toEqual([]);
    expect(leaders({ options: ['A', 'B'], voteCounts: { A: 0, B: 0, Old: 5 } })).toEqual([]);
    expect(leaders({ options: ['A', 'B'] })).toEqual([]);
  });

  it('leads by votes, not by the percentage the service rounded', () => {
    const m = chartModel({ options: ['A', 'B'], results: [{ option: 'A', votes: 2, percentage: 50 }, { option: 'B', votes: 2, percentage: 50 }], totalVotes: 4 });
    expect(m.rows.every((r) => r.leader)).toBe(true);
  });
});

describe('votesVersusVoters', () => {
  it('explains why answers exceed people when several picks are allowed', () => {
    expect(votesVersusVoters({ totalVotes: 5, voterCount: 3 }, 2)).toBe('Each person may pick up to 2 options, so 5 answers can come from 3 people.');
  });
  it('says nothing when one pick each and the figures agree', () => {
    expect(votesVersusVoters({ totalVotes: 3, voterCount: 3 }, 1)).toBeNull();
  });
  it('explains a difference even without knowing maxChoices', () => {
    expect(votesVersusVoters({ totalVotes: 4, voterCount: 1 })).toBe('Some people picked more than one option, so answers exceed people.');
  });
});

describe('percentages as written', () => {
  it('always carry one decimal, so figures side by side read alike', () => {
    expect([18, 18.8, 66.6667, 0, 100].map(percentText)).toEqual(['18.0%', '18.8%', '66.7%', '0.0%', '100.0%']);
  });
});
