import Papa from 'papaparse';
import { chartModel, type TallySource } from './poll-chart-model';

export type CsvPoll = TallySource & { pollId: string; question: string; sessionId: string; locked?: boolean };

export const CSV_COLUMNS = ['session', 'pollId', 'question', 'option', 'votes', 'percentage', 'orphaned', 'totalVotes', 'voterCount', 'locked'] as const;

/** One row per option (orphaned wordings marked so), for one poll or many. */
export function resultsCsv(polls: readonly CsvPoll[], sessionTitle: (sessionId: string) => string = (id) => id): string {
  const rows: (string | number)[][] = [];
  for (const poll of polls) {
    const m = chartModel(poll);
    const base = { session: sessionTitle(poll.sessionId), pollId: poll.pollId, question: poll.question };
    const tail = [m.totalVotes, m.voterCount, poll.locked ? 'yes' : 'no'];
    for (const r of m.rows) rows.push([base.session, base.pollId, base.question, r.option, r.votes, r.percentage, 'no', ...tail]);
    for (const o of m.orphaned) rows.push([base.session, base.pollId, base.question, o.option, o.votes, '', 'yes', ...tail]);
  }
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n' });
}

export function csvFileName(kind: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  const slug = kind.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'polls';
  return `poll-results-${slug}-${stamp}.csv`;
}

/** Hands a CSV text to the browser as a download. */
export function downloadCsv(text: string, fileName: string): void {
  const blob = new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
