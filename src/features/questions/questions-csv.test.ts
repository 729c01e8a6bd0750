import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, questionsToCsv } from './questions-csv';
import { aQuestion } from './test-question';

describe('questionsToCsv', () => {
  it('writes question, status, answer, score and voters, quoting commas and line breaks', () => {
    const csv = questionsToCsv([aQuestion('a', 'answered', { question: 'Why, and how?', answer: 'Line one\nline two', score: 4, voterCount: 4 })]);
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual(['question', 'status', 'answer', 'score', 'voters']);
    expect(rows[1]).toEqual(['Why, and how?', 'answered', 'Line one\nline two', '4', '4']);
  });

  it('escapes cells that a spreadsheet would run as a formula', () => {
    const csv = questionsToCsv([aQuestion('a', 'pending', { question: '=HYPERLINK("x")' })]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('csvFileName', () => {
  it('names the file after the session', () => {
    expect(csvFileName('Opening Keynote: Data & AI')).toBe('questions-opening-keynote-data-ai.csv');
  });
});
