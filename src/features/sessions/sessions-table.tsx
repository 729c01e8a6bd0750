import { cellPadding, useTableDensity } from '../../components/ui/table-density';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Session } from '../../contract/session';
import { ColourDot } from '../../components/content-sections/list-position-picker';
import type { SessionDayGroup } from './session-list-view';
import { formatDay, timeRange } from '../../components/ui/dates';
import { paths } from '../../paths';
import { AlertTriangle } from 'lucide-react';
import { clashText, type Clash } from '../../components/schedule/clashes';
import { speakerIdsOf } from '../../components/schedule/session-speakers';

export type Lists = {
  trackNames: readonly string[];
  trackColours: readonly unknown[];
  /** A speaker's name by id (undefined while the speakers load or for a deleted speaker). */
  speakerName?: (id: string) => string | undefined;
  /** Each session's clashes, by session id. */
  clashes?: ReadonlyMap<string, readonly Clash[]>;
};

/** "Ann Lee, Bo Chen": a session's speakers by name, in section order. */
export function speakerNames(s: Session, speakerName: Lists['speakerName']): string {
  return speakerIdsOf(s)
    .map((id) => speakerName?.(id))
    .filter(Boolean)
    .join(', ');
}

/** `Tuesday, November 24, 2026`, or the text as it is when it is no date. */
export function dayLabel(date: string): string {
  return formatDay(date, 'long') || 'No date';
}

function TrackCell({ s, lists }: { s: Session; lists: Lists }) {
  if (s.track >= 0 && s.track < lists.trackNames.length) return <ColourDot colour={lists.trackColours[s.track]} label={lists.trackNames[s.track]} />;
  return <>{s.track >= 0 ? 'A track that is no longer named' : '—'}</>;
}

/** "09:00–10:00 · Hall A · ● Main stage" on one wrapping line, one separator between parts. */
function PhoneMeta({ parts }: { parts: ReactNode[] }) {
  const shown = parts.filter((p) => p !== null && p !== '');
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-slate-600 sm:hidden">
      {shown.map((p, i) => (
        <Fragment key={i}>
          {i > 0 ? <span aria-hidden>·</span> : null}
          {p}
        </Fragment>
      ))}
    </div>
  );
}

function SessionRow({ s, lists, showDate }: { s: Session; lists: Lists; showDate: boolean }) {
  const py = cellPadding(useTableDensity());
  const time = timeRange(s.startTime, s.endTime);
  const when = showDate ? `${formatDay(s.date) || 'No date'} ${time}` : time || 'No time';
  const speakers = speakerNames(s, lists.speakerName);
  const clashes = lists.clashes?.get(s.documentId) ?? [];
  return (
    <tr className="hover:bg-slate-50">
      <td className={`px-4 ${py}`}>
        <Link to={paths.session.link(s.documentId)} className="font-medium text-indigo-700 hover:underline">
          {s.title || '(untitled)'}
        </Link>
        {s.unListed ? <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">Unpublished</span> : null}
        {speakers ? <p className="mt-0.5 text-xs text-slate-600">{speakers}</p> : null}
        {clashes.length ? (
          <ul className="mt-1 space-y-0.5 text-xs text-amber-900" data-testid="row-clashes">
            {clashes.map((c, i) => (
              <li key={i} className="flex items-start gap-1">
                <AlertTriangle aria-hidden className="mt-px size-3.5 shrink-0 text-amber-600" />
                <span>
                  <span className="sr-only">Clash: </span>
                  {clashText(c, { speaker: lists.speakerName }, s.documentId)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {/* Phones: when, where and track under the title instead of in columns of their own. */}
        <PhoneMeta parts={[<span key="when" className="tabular-nums">{when}</span>, s.location || null, s.track >= 0 ? <TrackCell key="track" s={s} lists={lists} /> : null]} />
      </td>
      <td className={`hidden whitespace-nowrap px-4 ${py} text-slate-700 tabular-nums sm:table-cell`}>{when}</td>
      <td className={`hidden whitespace-nowrap px-4 ${py} text-slate-700 md:table-cell`}>{s.location}</td>
      <td className={`hidden whitespace-nowrap px-4 ${py} text-slate-700 sm:table-cell`}>
        <TrackCell s={s} lists={lists} />
      </td>
      <td className={`hidden whitespace-nowrap px-4 ${py} text-slate-700 lg:table-cell`}>
        {[s.hasPoll ? 'Polls' : null, s.hasLiveQA ? 'Live Q&A' : null, `${s.contentData.length} section${s.contentData.length === 1 ? '' : 's'}`].filter(Boolean).join(' · ')}
      </td>
    </tr>
  );
}

function Head() {
  return (
    // On phones the table is one column (the title with its details under it): its heading is left to screen readers.
    <thead className="bg-slate-50 text-left max-sm:sr-only text-xs font-semibold tracking-wide text-slate-600 uppercase">
      <tr>
        <th scope="col" className="px-4 py-2 sm:w-[38%]">Title</th>
        <th scope="col" className="hidden px-4 py-2 sm:table-cell sm:w-[16%]">When</th>
        <th scope="col" className="hidden px-4 py-2 md:table-cell md:w-[14%]">Where</th>
        <th scope="col" className="hidden px-4 py-2 sm:table-cell sm:w-[16%]">Track</th>
        <th scope="col" className="hidden px-4 py-2 lg:table-cell">Features</th>
      </tr>
    </thead>
  );
}

const frame = 'overflow-x-auto rounded-lg border border-slate-200 bg-white';

/** Sessions in the order given, one table. */
export function SessionsTable({ rows, lists }: { rows: readonly Session[]; lists: Lists }) {
  return (
    <div className={frame}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Sessions ({rows.length})</caption>
        <Head />
        <tbody className="divide-y divide-slate-100">
          {rows.map((s) => (
            <SessionRow key={s.documentId} s={s} lists={lists} showDate />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The programme by day, one table a day, sessions in time order with their track on each row. */
export function SessionsByDay({ groups, lists }: { groups: readonly SessionDayGroup[]; lists: Lists }) {
  return (
    <div className="space-y-6">
      {groups.map((day) => (
        <section key={day.date} aria-label={dayLabel(day.date)}>
          <h2 className="mb-2 flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-slate-900">
            {dayLabel(day.date)}
            <span className="text-sm font-normal text-slate-600">
              {day.sessions.length} session{day.sessions.length === 1 ? '' : 's'}
            </span>
          </h2>
          <div className={frame}>
            <table className="min-w-full table-fixed divide-y divide-slate-200 text-sm">
              <caption className="sr-only">
                Sessions on {dayLabel(day.date)} ({day.sessions.length})
              </caption>
              <Head />
              <tbody className="divide-y divide-slate-100">
                {day.sessions.map((s) => (
                  <SessionRow key={s.documentId} s={s} lists={lists} showDate={false} />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
