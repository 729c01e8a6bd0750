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

  it('writes a question or option a spreadsheet would run as a formula as text', () => {
    const text = resultsCsv([{ pollId: 'p2', sessionId: 's1', question: '=HYPERLINK("https://evil.example")', options: ['+1 more', '@all'], voteCounts: { '+1 more': 1 }, totalVotes: 1, voterCount: 1 }]);
    const parsed = Papa.parse<string[]>(text.trim()).data;
    expect(parsed.slice(1).map((r) => [r[2], r[3]])).toEqual([
      [`'=HYPERLINK("https://evil.example")`, "'+1 more"],
      [`'=HYPERLINK("https://evil.example")`, "'@all"],
    ]);
  });

  it('names the file after what it holds', () => {
    expect(csvFileName('Opening keynote!', new Date('2030-05-06T07:08:09Z'))).toBe('poll-results-opening-keynote-2030-05-06-07-08.csv');
  });
});
