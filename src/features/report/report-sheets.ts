/**
 * The event report's tables, one per kind: sessions with their speakers,
 * questions of every session, every poll's results, guests, tickets and
 * abstracts. Pure: the data in, the tables out, written by the one table
 * writer (XLSX sheets or CSV files). A kind the report could not read (no
 * scope, a failed read) is left out and named in `missing`.
 */
import { chartModel } from '../../components/poll-results/poll-chart-model';
import type { ExportCell, ExportTable, NamedTable } from '../../components/table-import/export-table';
import type { Abstract } from '../../contract/abstract';
import type { Guest } from '../../contract/guest';
import type { Poll } from '../../contract/poll';
import type { Question } from '../../contract/question';
import type { Session } from '../../contract/session';
import type { Speaker } from '../../contract/speaker';
import type { Ticket } from '../../contract/ticket';
import { eventWallTime, zoneLabel } from '../../api/event-clock';

/** An instant as the event's wall time, `YYYY-MM-DD HH:mm` (sorts as text and reads in a spreadsheet); empty when unreadable. */
export function eventTimeCell(instant: string | undefined, offsetHours: number): string {
  const at = instant ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(at)) return '';
  const wall = eventWallTime(at, offsetHours);
  return `${wall.date} ${wall.time}`;
}

export type ReportData = {
  eventName?: string;
  /** The event's hours from UTC: every instant in the report is written in event time. */
  timeZoneOffset?: number;
  trackArray?: readonly string[];
  sessions?: readonly Session[];
  speakers?: readonly Speaker[];
  /** Questions by session id; a session missing here had its questions not read. */
  questions?: Readonly<Record<string, readonly Question[]>>;
  polls?: readonly Poll[];
  guests?: readonly Guest[];
  tickets?: readonly Ticket[];
  abstracts?: readonly Abstract[];
};

export type ReportKind = 'sessions' | 'questions' | 'polls' | 'guests' | 'tickets' | 'abstracts';
export const REPORT_KINDS: readonly { kind: ReportKind; sheet: string; file: string }[] = [
  { kind: 'sessions', sheet: 'Sessions', file: 'sessions.csv' },
  { kind: 'questions', sheet: 'Questions', file: 'questions.csv' },
  { kind: 'polls', sheet: 'Poll results', file: 'poll-results.csv' },
  { kind: 'guests', sheet: 'Guests', file: 'guests.csv' },
  { kind: 'tickets', sheet: 'Tickets', file: 'tickets.csv' },
  { kind: 'abstracts', sheet: 'Abstracts', file: 'abstracts.csv' },
];

const yes = (v: boolean | undefined) => (v ? 'yes' : 'no');

/** Session titles by id ('' for general admission / no session). */
function titleOf(sessions: readonly Session[] | undefined): (id: string) => string {
  const m = new Map((sessions ?? []).map((s) => [s.documentId, s.title]));
  return (id) => (id ? (m.get(id) ?? id) : '');
}

/** The people a session's speaker sections name, "Ada Lovelace; Alan Turing (Moderators)". */
export function sessionSpeakers(session: Pick<Session, 'contentData'>, speakers: readonly Pick<Speaker, 'documentId' | 'name'>[] = []): string {
  const names = new Map(speakers.map((s) => [s.documentId, s.name]));
  const out: string[] = [];
  for (const section of session.contentData ?? []) {
    if (section.type !== 'speaker') continue;
    const d = section.data as { speakerType?: unknown; speakerIds?: unknown; speakerList?: unknown };
    const list = d.speakerList && typeof d.speakerList === 'object' ? (d.speakerList as Record<string, unknown>) : {};
    const ids = Array.isArray(d.speakerIds) ? d.speakerIds.map(String) : Object.keys(list);
    const type = typeof d.speakerType === 'string' && d.speakerType && d.speakerType !== 'Speakers' ? ` (${d.speakerType})` : '';
    for (const id of ids) {
      const name = names.get(id) ?? (typeof list[id] === 'string' ? String(list[id]) : id);
      if (!out.includes(`${name}${type}`)) out.push(`${name}${type}`);
    }
  }
  return out.join('; ');
}

function byTime(a: Session, b: Session): number {
  return `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`) || a.title.localeCompare(b.title);
}

export function sessionsTable(data: ReportData): ExportTable {
  const tracks = data.trackArray ?? [];
  return {
    headers: ['Session', 'Date', 'Start', 'End', 'Room', 'Track', 'Speakers', 'Q&A', 'Polls', 'Listed', 'Session ID'],
    rows: [...(data.sessions ?? [])]
      .sort(byTime)
      .map((s) => [s.title, s.date, s.startTime, s.endTime, s.location, s.track >= 0 ? (tracks[s.track] ?? '') : '', sessionSpeakers(s, data.speakers), yes(s.hasLiveQA), yes(s.hasPoll), yes(!s.unListed), s.documentId]),
  };
}

export function questionsTable(data: ReportData): ExportTable {
  const offset = data.timeZoneOffset ?? 0;
  const rows: ExportCell[][] = [];
  for (const s of [...(data.sessions ?? [])].sort(byTime)) {
    for (const q of data.questions?.[s.documentId] ?? []) rows.push([s.title, s.date, q.question, q.status, q.answer, q.score, q.voterCount, eventTimeCell(q.createdAt, offset), q.questionId]);
  }
  return { headers: ['Session', 'Date', 'Question', 'Status', 'Answer', 'Score', 'Voters', `Asked at (event time, ${zoneLabel(offset * 60)})`, 'Question ID'], rows };
}

/** A poll's stage in words, as the Polls page names them. */
export function pollStage(p: Pick<Poll, 'visible' | 'locked' | 'showVotes'>): string {
  if (!p.visible) return 'Draft';
  if (!p.locked) return 'Open';
  return p.showVotes ? 'Revealed' : 'Closed';
}

/** One row per option of every poll (votes on a wording the poll no longer has marked as such). */
export function pollResultsTable(data: ReportData): ExportTable {
  const title = titleOf(data.sessions);
  const rows: ExportCell[][] = [];
  for (const p of data.polls ?? []) {
    const m = chartModel(p);
    const head = [title(p.sessionId), p.question, pollStage(p)];
    const tail = [m.totalVotes, m.voterCount, p.pollId];
    for (const r of m.rows) rows.push([...head, r.option, r.votes, r.percentage, 'no', ...tail]);
    for (const o of m.orphaned) rows.push([...head, o.option, o.votes, '', 'yes', ...tail]);
  }
  return { headers: ['Session', 'Poll', 'Stage', 'Option', 'Votes', 'Share (%)', 'Old wording', 'Total votes', 'Voters', 'Poll ID'], rows };
}

export function guestsTable(data: ReportData): ExportTable {
  return {
    headers: ['Name', 'E-mail', 'Role', 'Company', 'Phone', 'Website', 'Country', 'Speaker'],
    rows: (data.guests ?? []).map((g) => [g.name ?? '', g.email, g.role ?? '', g.company ?? '', g.phone ?? '', g.url ?? '', g.country ?? '', yes(g.eventRole === 'SPEAKER')]),
  };
}

export function ticketsTable(data: ReportData): ExportTable {
  const title = titleOf(data.sessions);
  return {
    headers: ['E-mail', 'Ticket type', 'Session', 'External QR value'],
    rows: (data.tickets ?? []).map((t) => [t.userEmail || t.EMAIL, t.ticketType || t.TIER, t.sessionId ? title(t.sessionId) : 'General admission', t.externalQrValue ?? '']),
  };
}

export function abstractsTable(data: ReportData): ExportTable {
  const title = titleOf(data.sessions);
  return {
    headers: ['Number', 'Title', 'Category', 'Authors', 'Institutions', 'Keywords', 'Session', 'Listed', 'Abstract ID'],
    rows: (data.abstracts ?? []).map((a) => [
      a.abstractNumber,
      a.title,
      a.category,
      a.authors.map((x) => `${x.name}${x.isPresenter ? ' (presenting)' : ''}`).join('; '),
      a.institutions.join('; '),
      a.keywords,
      title(a.sessionId),
      yes(!a.unListed && !a.hidden),
      a.documentId,
    ]),
  };
}

const BUILD: Record<ReportKind, (d: ReportData) => ExportTable> = {
  sessions: sessionsTable,
  questions: questionsTable,
  polls: pollResultsTable,
  guests: guestsTable,
  tickets: ticketsTable,
  abstracts: abstractsTable,
};

/** Whether the data holds a kind (questions: every session's were read). */
export function hasKind(data: ReportData, kind: ReportKind): boolean {
  if (kind === 'questions') return !!data.sessions && !!data.questions && data.sessions.every((s) => data.questions![s.documentId] !== undefined);
  return data[kind] !== undefined;
}

/** The report's tables, one per kind it holds, in report order; the kinds it lacks. */
export function reportTables(data: ReportData): { tables: (NamedTable & { kind: ReportKind; file: string })[]; missing: ReportKind[] } {
  const tables: (NamedTable & { kind: ReportKind; file: string })[] = [];
  const missing: ReportKind[] = [];
  for (const k of REPORT_KINDS) {
    if (hasKind(data, k.kind)) tables.push({ kind: k.kind, name: k.sheet, file: k.file, table: BUILD[k.kind](data) });
    else missing.push(k.kind);
  }
  return { tables, missing };
}

/** "event-report-northwind-science-summit-2026-11-27" (no extension). */
export function reportFileName(eventName: string | undefined, date: string): string {
  const slug = (eventName ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return `event-report${slug ? `-${slug}` : ''}-${date}`;
}
