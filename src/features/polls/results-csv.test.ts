import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, resultsCsv } from './results-csv';

describe('resultsCsv', () => {
  it('writes one row per option, commas and quotes intact, orphaned wordings marked', () => {
    const text = resultsCsv(
      [
        {
          pollId: 'p1',
          sessionId: 's1',
          question: 'Which "best" colour?',
          locked: true,
          options: ['Red, dark', 'Blue'],
          voteCounts: { 'Red, dark': 2, Blue: 1, Green: 4 },
          totalVotes: 3,
          voterCount: 2,
        },
      ],
      () => 'Opening keynote',
    );
    const parsed = Papa.parse<string[]>(text.trim()).data;
    expect(parsed[0]).toEqual(['session', 'pollId', 'question', 'option', 'votes', 'percentage', 'orphaned', 'totalVotes', 'voterCount', 'locked']);
    expect(parsed.slice(1)).toEqual([
      ['Opening keynote', 'p1', 'Which "best" colour?', 'Red, dark', '2', '66.7', 'no', '3', '2', 'yes'],
      ['Opening keynote', 'p1', 'Which "best" colour?', 'Blue', '1', '33.3', 'no', '3', '2', 'yes'],
      ['Opening keynote', 'p1', 'Which "best" colour?', 'Green', '4', '', 'yes', '3', '2', 'yes'],
    ]);
  });

  it('names the file after what it holds', () => {
    expect(csvFileName('Opening keynote!', new Date('2030-05-06T07:08:09Z'))).toBe('poll-results-opening-keynote-2030-05-06-07-08.csv');
  });
});
