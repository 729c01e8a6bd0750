import Papa from 'papaparse';
import type { Question } from '../../contract/question';

/** The session's questions as CSV: question, status, answer, score, voters. Cells that look like formulas are escaped. */
export function questionsToCsv(questions: readonly Question[]): string {
  return Papa.unparse(
    {
      fields: ['question', 'status', 'answer', 'score', 'voters'],
      data: questions.map((q) => [q.question, q.status, q.answer, q.score, q.voterCount]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

export function csvFileName(sessionTitle: string): string {
  const slug = sessionTitle
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `questions-${slug || 'session'}.csv`;
}

/** Offers a text as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob(['\ufeff', text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
