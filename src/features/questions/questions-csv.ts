import { csvBlob, downloadBlob, toCsv, type ExportTable } from '../../components/table-import/export-table';
import type { Question } from '../../contract/question';

/** The session's questions as a table: question, status, answer, score, voters. */
export function questionsTable(questions: readonly Question[]): ExportTable {
  return { headers: ['question', 'status', 'answer', 'score', 'voters'], rows: questions.map((q) => [q.question, q.status, q.answer, q.score, q.voterCount]) };
}

/** The questions as CSV, written by the console's one table writer (formula-like cells as text). */
export function questionsToCsv(questions: readonly Question[]): string {
  return toCsv(questionsTable(questions));
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

/** Offers the questions as a CSV file download. */
export function downloadQuestionsCsv(fileName: string, questions: readonly Question[]): void {
  downloadBlob(csvBlob(questionsTable(questions)), fileName);
}
