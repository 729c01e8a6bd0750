import { DensityToggle } from '../../components/ui/table-density';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Plus, Search } from 'lucide-react';
import { sessionQueries } from '../../api/session-queries';
import { eventQueries } from '../../api/event-queries';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { controlClasses } from '../../components/ui/field-shell';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { useUrlState } from '../../components/form/use-url-state';
import { groupByDay, sessionDates, sessionListState, sessionListView } from './session-list-view';
import { dayLabel, SessionsByDay, SessionsTable } from './sessions-table';
import { paths } from '../../paths';

export default function SessionsPage() {
  const { state: view, set: setView } = useUrlState(sessionListState);
  const sessions = useQuery(sessionQueries.list());
  const lists = useQuery(eventQueries.lists());
  const trackNames = useMemo(() => lists.data?.trackArray ?? [], [lists.data]);
  const rows = useMemo(() => sessionListView(sessions.data ?? [], view, trackNames), [sessions.data, view, trackNames]);
  const dates = useMemo(() => sessionDates(sessions.data ?? []), [sessions.data]);
  const tableLists = { trackNames, trackColours: lists.data?.trackColorArray ?? [] };

  return (
    <div>
      <PageHeader
        title="Sessions"
        description="The programme: each session's time, place, track, switches and content sections."
        actions={
          <>
            <DensityToggle />
            <Link to={paths.session.newLink()} className={buttonClasses('primary')}>
              <Plus aria-hidden className="size-4" /> New session
            </Link>
          </>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search">
        <label className="relative block">
          <span className="sr-only">Search sessions</span>
          <Search aria-hidden className="pointer-events-none absolute left-3 top-3 size-4 text-slate-500" />
          <input type="search" className={`${controlClasses(false)} pl-9`} placeholder="Search title, place or track" value={view.q} onChange={(e) => setView({ q: e.target.value })} />
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
      </div>

      {sessions.isPending ? (
        <LoadingState label="Loading sessions…" />
      ) : sessions.isError ? (
        <ErrorState title="The sessions could not be loaded" error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (sessions.data ?? []).length === 0 ? (
        <EmptyState icon={<CalendarDays className="size-8" />} title="No sessions yet" action={<Link className={buttonClasses('primary')} to={paths.session.newLink()}>Create the first session</Link>}>
          Sessions make the programme attendees see in the app.
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState title="No session matches">Change the search or the filters.</EmptyState>
      ) : (
        view.sort === 'date' ? (
          <SessionsByDay groups={groupByDay(rows)} lists={tableLists} />
        ) : (
          <SessionsTable rows={rows} lists={tableLists} />
        )
      )}
    </div>
  );
}
