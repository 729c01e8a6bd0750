import { unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { csvZipBlob, xlsxWorkbookBlob, sheetName } from '../../components/table-import/export-table';
import type { Abstract } from '../../contract/abstract';
import type { Guest } from '../../contract/guest';
import type { Poll } from '../../contract/poll';
import type { Question } from '../../contract/question';
import type { Session } from '../../contract/session';
import type { Ticket } from '../../contract/ticket';
import { durationWords, estimateReportMs, planReport } from './report-plan';
import { eventTimeCell, pollStage, questionsTable, reportFileName, reportTables, sessionSpeakers, type ReportData } from './report-sheets';
import { assembleReport } from './use-event-report';

const session = (id: string, title: string, extra: Partial<Session> = {}): Session => ({
  documentId: id,
  title,
  date: '2026-11-27',
  startTime: '09:00',
  endTime: '10:00',
  location: 'Hall A',
  track: 0,
  hasPoll: true,
  hasLiveQA: true,
  allowSelfProxy: true,
  imagePath: '',
  unListed: false,
  contentData: [],
  ...extra,
});
const question = (sessionId: string, text: string, status: Question['status'] = 'pending'): Question => ({
  documentId: `q-${text}`,
  questionId: `q-${text}`,
  sessionId,
  question: text,
  answer: status === 'answered' ? 'Yes.' : '',
  status,
  score: 3,
  voterCount: 3,
  approved: status === 'approved',
  rejected: false,
  answered: status === 'answered',
});
const poll = (id: string, sessionId: string, extra: Partial<Poll> = {}): Poll => ({
  documentId: id,
  pollId: id,
  sessionId,
  question: 'Which?',
  options: ['A', 'B'],
  maxChoices: 1,
  locked: false,
  visible: true,
  showVotes: false,
  whiteListed: false,
  onlyShowToAllowed: false,
  sortNr: 0,
  closesAt: '',
  results: [
    { option: 'A', votes: 3, percentage: 75 },
    { option: 'B', votes: 1, percentage: 25 },
  ],
  voteCounts: { A: 3, B: 1 },
  totalVotes: 4,
  voterCount: 4,
  ...extra,
});

const data: ReportData = {
  eventName: 'Northwind Science Summit',
  trackArray: ['Main'],
  sessions: [
    session('s2', 'Closing', { startTime: '16:00', contentData: [{ type: 'speaker', data: { speakerType: 'Moderators', speakerIds: ['sp2'] } }] }),
    session('s1', 'Opening', { contentData: [{ type: 'speaker', data: { speakerType: 'Speakers', speakerIds: ['sp1', 'gone'], speakerList: { gone: 'Former Speaker' } } }] }),
  ],
  speakers: [
    { documentId: 'sp1', name: 'Ada Lovelace', email: '', role: '', company: '', bio: '', imagePath: '', hideFromList: false, unListed: false },
    { documentId: 'sp2', name: 'Alan Turing', email: '', role: '', company: '', bio: '', imagePath: '', hideFromList: false, unListed: false },
  ],
  questions: { s1: [question('s1', 'Why?', 'answered'), question('s1', '=HYPERLINK("x")')], s2: [question('s2', 'How?')] },
  polls: [poll('p1', 's1'), poll('p2', 's2', { locked: true, showVotes: true, options: ['A', 'C'], voteCounts: { A: 3, B: 1 } })],
  guests: [{ email: 'ann@example.org', name: 'Ann', eventRole: 'SPEAKER' } as Guest, { email: 'bo@example.org' } as Guest],
  tickets: [
    { EMAIL: 'ann@example.org', TIER: 'VIP', userEmail: 'ann@example.org', ticketType: 'VIP', sessionId: '', externalQrValue: '' },
    { EMAIL: 'bo@example.org', TIER: 'Workshop', userEmail: 'bo@example.org', ticketType: 'Workshop', sessionId: 's1', externalQrValue: 'EXT-1' },
  ] satisfies Ticket[],
  abstracts: [{ documentId: 'a1', abstractNumber: '7', title: 'Folding', category: 'Bio', institutions: ['Uni'], authors: [{ name: 'Ann', isPresenter: true }, { name: 'Bo' }], keywords: 'x', sessionId: 's1', unListed: false, hidden: false } as Abstract],
};

describe('the event report sheets', () => {
  it('builds one table per kind with a row per record: sessions in time order with their speakers', () => {
    const { tables, missing } = reportTables(data);
    expect(missing).toEqual([]);
    expect(tables.map((t) => [t.name, t.table.rows.length])).toEqual([
      ['Sessions', 2],
      ['Questions', 3],
      ['Poll results', 5],
      ['Guests', 2],
      ['Tickets', 2],
      ['Abstracts', 1],
    ]);
    const sessions = tables[0].table;
    expect(sessions.rows[0].slice(0, 7)).toEqual(['Opening', '2026-11-27', '09:00', '10:00', 'Hall A', 'Main', 'Ada Lovelace; Former Speaker']);
    expect(sessions.rows[1][6]).toBe('Alan Turing (Moderators)');
  });

  it("writes when a question was asked in event time, the zone in the column's name", () => {
    expect(eventTimeCell('2026-11-28T10:55:17Z', 2)).toBe('2026-11-28 12:55');
    expect(eventTimeCell('2026-11-28T23:30:00Z', 2)).toBe('2026-11-29 01:30');
    expect(eventTimeCell('2026-11-28T01:00:00Z', -5)).toBe('2026-11-27 20:00');
    expect(eventTimeCell(undefined, 2)).toBe('');
    const asked = { ...data, timeZoneOffset: 2, questions: { s1: [{ ...question('s1', 'When?'), createdAt: '2026-11-28T10:55:17Z' }] } };
    const q = questionsTable(asked);
    expect(q.headers[7]).toBe('Asked at (event time, UTC+2)');
    expect(q.rows[0][7]).toBe('2026-11-28 12:55');
  });

  it('questions carry session, status, answer and score; polls one row per option, old wordings marked', () => {
    const { tables } = reportTables(data);
    const q = tables[1].table;
    expect(q.headers.slice(0, 6)).toEqual(['Session', 'Date', 'Question', 'Status', 'Answer', 'Score']);
    expect(q.rows[0].slice(0, 6)).toEqual(['Opening', '2026-11-27', 'Why?', 'answered', 'Yes.', 3]);
    const p = tables[2].table;
    expect(p.rows.map((r) => [r[0], r[2], r[3], r[4], r[6]])).toEqual([
      ['Opening', 'Open', 'A', 3, 'no'],
      ['Opening', 'Open', 'B', 1, 'no'],
      ['Closing', 'Revealed', 'A', 3, 'no'],
      ['Closing', 'Revealed', 'C', 0, 'no'],
      ['Closing', 'Revealed', 'B', 1, 'yes'],
    ]);
    expect(tables[4].table.rows).toEqual([
      ['ann@example.org', 'VIP', 'General admission', ''],
      ['bo@example.org', 'Workshop', 'Opening', 'EXT-1'],
    ]);
    expect(tables[5].table.rows[0].slice(0, 4)).toEqual(['7', 'Folding', 'Bio', 'Ann (presenting); Bo']);
  });

  it('leaves out what was not read, questions included when one session is missing', () => {
    const { tables, missing } = reportTables({ sessions: data.sessions, questions: { s1: [] } });
    expect(tables.map((t) => t.kind)).toEqual(['sessions']);
    expect(missing).toEqual(['questions', 'polls', 'guests', 'tickets', 'abstracts']);
  });

  it('names stages and files as the console does', () => {
    expect(pollStage({ visible: false, locked: false, showVotes: false })).toBe('Draft');
    expect(pollStage({ visible: true, locked: true, showVotes: false })).toBe('Closed');
    expect(reportFileName('Northwind Science Summit!', '2026-11-27')).toBe('event-report-northwind-science-summit-2026-11-27');
    expect(sessionSpeakers({ contentData: [] })).toBe('');
    expect(sheetName('Poll results: day 1/2 [final]*')).toBe('Poll results  day 1 2  final');
  });

  it('the workbook has a sheet per kind that reads back with the same rows; the zip has the same tables as CSV', async () => {
    const { tables } = reportTables(data);
    const blob = await xlsxWorkbookBlob(tables);
    const sheets = await readXlsxFile(Buffer.from(await blob.arrayBuffer()));
    expect(sheets.map((s) => [s.sheet, s.data.length - 1])).toEqual(tables.map((t) => [t.name, t.table.rows.length]));
    const questions = sheets.find((s) => s.sheet === 'Questions')!;
    // Text stays text: a formula-like question is not run.
    expect(questions.data[2][2]).toBe('=HYPERLINK("x")');

    const zip = unzipSync(new Uint8Array(await (await csvZipBlob(tables.map((t) => ({ fileName: t.file, table: t.table })))).arrayBuffer()));
    expect(Object.keys(zip)).toEqual(['sessions.csv', 'questions.csv', 'poll-results.csv', 'guests.csv', 'tickets.csv', 'abstracts.csv']);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(zip['questions.csv']);
    expect(csv.startsWith('\uFEFFSession,Date,Question')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('the report plan', () => {
  it('counts one request per list and one per session, leaving out what the key may not read', () => {
    const sessions = [{ documentId: 's1' }, { documentId: 's2' }];
    const all = planReport(sessions, null);
    expect(all.steps.map((s) => s.key)).toEqual(['event', 'speakers', 'polls', 'guests', 'tickets', 'abstracts', 'questions:s1', 'questions:s2']);
    const some = planReport(sessions, new Set(['event:read', 'polls:read']));
    expect(some.steps.map((s) => s.key)).toEqual(['event', 'speakers', 'polls']);
    expect(some.leftOut.map((l) => l.kind)).toEqual(['guests', 'tickets', 'abstracts', 'questions']);
  });

  it('estimates the time against the budget: what fits now goes now, the rest waits for the next minutes', () => {
    const budget = { budgetLeft: 290, limit: 290, windowMs: 60_000 };
    expect(durationWords(estimateReportMs(50, budget))).toBe('a few seconds');
    expect(estimateReportMs(300, budget)).toBe(60_000);
    expect(estimateReportMs(1000, { ...budget, budgetLeft: 100 })).toBe(4 * 60_000);
    expect(durationWords(4 * 60_000)).toBe('about 4 min');
    expect(durationWords(20_000)).toBe('about 20 s');
  });

  it('puts each answer where the report wants it and keeps what an unanswered step lacks out', () => {
    const plan = planReport([{ documentId: 's1' }], null);
    const answers = plan.steps.map((s) =>
      s.fills === 'event' ? { kind: 'ok', value: { name: 'E', trackArray: ['T'] } } : s.fills === 'guests' ? undefined : { kind: 'ok', value: s.fills === 'questions' ? [question('s1', 'Q')] : [] },
    );
    const assembled = assembleReport([session('s1', 'S')], plan.steps, answers);
    expect(assembled.eventName).toBe('E');
    expect(assembled.guests).toBeUndefined();
    expect(assembled.questions?.s1).toHaveLength(1);
    expect(reportTables(assembled).missing).toEqual(['guests']);
  });
});
