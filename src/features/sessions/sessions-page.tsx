import { DensityToggle } from '../../components/ui/table-density';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useMay } from '../../api/account-queries';
import { CalendarDays, LayoutGrid, List, Plus, Search } from 'lucide-react';
import { sessionQueries } from '../../api/session-queries';
import { eventQueries } from '../../api/event-queries';
import { speakerQueries } from '../../api/speaker-queries';
import type { Session } from '../../contract/session';
import { ChangeoverField } from '../../components/schedule/changeover-field';
import { ClashList } from '../../components/schedule/clash-list';
import { useProgrammeClashes } from '../../components/schedule/use-programme-clashes';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { EventTimeNote } from '../../components/ui/event-time-note';
import { controlClasses } from '../../components/ui/field-shell';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { useUrlState } from '../../components/form/use-url-state';
import { ReadOnlyNote, useReadOnlyWhy } from '../../components/form/read-only-fieldset';
import { paths, withQuery } from '../../paths';
import { ScheduleGrid } from './schedule-grid';
import { groupByDay, sessionDates, sessionListState, sessionListView } from './session-list-view';
import { dayLabel, SessionsByDay, SessionsTable, speakerNames } from './sessions-table';

const NEW_SESSION = paths.session.newLink();

/** List or grid, as links (the view is part of the address). */
function ViewSwitch({ view }: { view: 'list' | 'grid' }) {
  const item = (v: 'list' | 'grid', label: string, icon: React.ReactNode) => (
    <Link
      to={withQuery(paths.sessions.link(), { view: v === 'grid' ? 'grid' : undefined })}
      aria-current={view === v ? 'page' : undefined}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 px-3 text-sm font-medium first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-indigo-600',
        view === v ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-50',
      )}
    >
      {icon}
      {label}
    </Link>
  );
  return (
    <nav aria-label="Sessions view" className="inline-flex rounded-md bg-white shadow-sm ring-1 ring-slate-300">
      {item('list', 'List', <List aria-hidden className="size-4" />)}
      {item('grid', 'Grid', <LayoutGrid aria-hidden className="size-4" />)}
    </nav>
  );
}

export default function SessionsPage() {
  const mayWrite = useMay('event:write');
  const readOnlyWhy = useReadOnlyWhy('changing sessions');
  const { state: view, set: setView } = useUrlState(sessionListState);
  const sessions = useQuery(sessionQueries.list());
  const lists = useQuery(eventQueries.lists());
  const speakers = useQuery(speakerQueries.list());
  const programme = useProgrammeClashes(sessions.data);
  const trackNames = useMemo(() => lists.data?.trackArray ?? [], [lists.data]);
  const speakerName = useMemo(() => {
    const byId = new Map((speakers.data ?? []).map((s) => [s.documentId, s.name]));
    return (id: string) => byId.get(id);
  }, [speakers.data]);
  const namesOf = useCallback((s: Session) => speakerNames(s, speakerName), [speakerName]);
  const grid = view.view === 'grid';
  // The list's rows only for the list: on the grid a day tab changes the address, and nothing here need follow it.
  const rows = useMemo(() => (grid ? [] : sessionListView(sessions.data ?? [], view, trackNames, namesOf)), [grid, sessions.data, view, trackNames, namesOf]);
  const dates = useMemo(() => sessionDates(sessions.data ?? []), [sessions.data]);
  const trackColours = useMemo(() => lists.data?.trackColorArray ?? [], [lists.data]);
  const tableLists = useMemo(() => ({ trackNames, trackColours, speakerName, clashes: programme.bySession }), [trackNames, trackColours, speakerName, programme.bySession]);
  const onDay = useCallback((date: string) => setView({ date }), [setView]);

  return (
    <div>
      <PageHeader
        title="Sessions"
        description={
          <span className="inline-flex flex-wrap items-center gap-x-4 gap-y-1">
            <span>{grid ? (mayWrite ? 'The programme by day and room: drag a session to move it, drag its lower edge to change its end.' : 'The programme by day and room.') : "The programme: each session's time, place, track, speakers and content sections."}</span>
            <EventTimeNote offsetHours={programme.event?.timeZoneOffset} />
          </span>
        }
        actions={
          <>
            <ViewSwitch view={view.view} />
            {grid ? null : <DensityToggle />}
            {mayWrite ? (
              <Link to={NEW_SESSION} className={buttonClasses('primary')}>
                <Plus aria-hidden className="size-4" /> New session
              </Link>
            ) : null}
          </>
        }
      />
      {sessions.data && sessions.data.length > 0 ? (
        <ClashList clashes={programme.clashes} speakerName={speakerName} className="mb-4" />
      ) : null}
      {grid ? null : (
        <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search">
          <label className="relative block">
            <span className="sr-only">Search sessions</span>
            <Search aria-hidden className="pointer-events-none absolute left-3 top-3 size-4 text-slate-500" />
            <input type="search" className={`${controlClasses(false)} pl-9`} placeholder="Search title, place, track or speaker" value={view.q} onChange={(e) => setView({ q: e.target.value })} />
          </label>
          <label className="block">
            <span className="sr-only">Date</span>
            <select className={controlClasses(false)} value={view.date} onChange={(e) => setView({ date: e.target.value })} aria-label="Date">
              <option value="">All dates</option>
              {dates.map((d) => (
                <option key={d} value={d}>
                  {dayLabel(d)}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="sr-only">Track</span>
            <select className={controlClasses(false)} value={view.track} onChange={(e) => setView({ track: e.target.value })} aria-label="Track">
              <option value="">All tracks</option>
              <option value="none">No track</option>
              {trackNames.map((n, i) => (
                <option key={i} value={String(i)}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <div className="flex gap-2">
            <label className="block flex-1">
              <span className="sr-only">Sort by</span>
              <select className={controlClasses(false)} value={view.sort} onChange={(e) => setView({ sort: sessionListState.shape.sort.parse(e.target.value) })} aria-label="Sort by">
                <option value="date">Date and time</option>
                <option value="title">Title</option>
                <option value="track">Track</option>
              </select>
            </label>
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => setView({ dir: view.dir === 'asc' ? 'desc' : 'asc' })}
              aria-label={view.dir === 'asc' ? 'A→Z, ascending order; switch to descending' : 'Z→A, descending order; switch to ascending'}
            >
              {view.dir === 'asc' ? 'A→Z' : 'Z→A'}
            </button>
          </div>
          <div className="sm:col-span-2 lg:col-span-4">
            <ChangeoverField value={programme.changeover} onChange={programme.setChangeover} />
          </div>
        </div>
      )}

      {sessions.isPending ? (
        <LoadingState label="Loading sessions…" />
      ) : sessions.isError ? (
        <ErrorState title="The sessions could not be loaded" error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (sessions.data ?? []).length === 0 ? (
        <EmptyState icon={<CalendarDays className="size-8" />} title="No sessions yet" action={mayWrite ? <Link className={buttonClasses('primary')} to={NEW_SESSION}>Create the first session</Link> : undefined}>
          Sessions make the programme attendees see in the app.
        </EmptyState>
      ) : grid ? (
        <>
        {mayWrite ? null : <ReadOnlyNote>{readOnlyWhy}</ReadOnlyNote>}
        <ScheduleGrid
          sessions={sessions.data ?? []}
          day={view.date}
          onDay={onDay}
          lists={tableLists}
          event={programme.event}
          changeover={programme.changeover}
          setChangeover={programme.setChangeover}
          readOnly={!mayWrite}
        />
        </>
      ) : rows.length === 0 ? (
        <EmptyState title="No session matches">Change the search or the filters.</EmptyState>
      ) : view.sort === 'date' ? (
        <SessionsByDay groups={groupByDay(rows)} lists={tableLists} />
      ) : (
        <SessionsTable rows={rows} lists={tableLists} />
      )}
    </div>
  );
}
