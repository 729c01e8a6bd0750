import { toCsv, type ExportTable } from '../../components/table-import/export-table';
import { chartModel, type TallySource } from '../../components/poll-results/poll-chart-model';

export type CsvPoll = TallySource & { pollId: string; question: string; sessionId: string; locked?: boolean };

export const CSV_COLUMNS = ['session', 'pollId', 'question', 'option', 'votes', 'percentage', 'orphaned', 'totalVotes', 'voterCount', 'locked'] as const;

/** One row per option (orphaned wordings marked so), for one poll or many. */
export function resultsTable(polls: readonly CsvPoll[], sessionTitle: (sessionId: string) => string = (id) => id): ExportTable {
  const rows: (string | number)[][] = [];
  for (const poll of polls) {
    const m = chartModel(poll);
    const base = { session: sessionTitle(poll.sessionId), pollId: poll.pollId, question: poll.question };
    const tail = [m.totalVotes, m.voterCount, poll.locked ? 'yes' : 'no'];
    for (const r of m.rows) rows.push([base.session, base.pollId, base.question, r.option, r.votes, r.percentage, 'no', ...tail]);
    for (const o of m.orphaned) rows.push([base.session, base.pollId, base.question, o.option, o.votes, '', 'yes', ...tail]);
  }
  return { headers: [...CSV_COLUMNS], rows };
}

/** The results as CSV text, written by the console's one table writer (formula-like cells as text). */
export function resultsCsv(polls: readonly CsvPoll[], sessionTitle?: (sessionId: string) => string): string {
  return toCsv(resultsTable(polls, sessionTitle));
}

export function csvFileName(kind: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  const slug = kind.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'polls';
  return `poll-results-${slug}-${stamp}.csv`;
}
