import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useMay } from '../../api/account-queries';
import { Mic, Plus, Search } from 'lucide-react';
import { speakerQueries } from '../../api/speaker-queries';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { controlClasses } from '../../components/ui/field-shell';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { useUrlState } from '../../components/form/use-url-state';
import { speakerListState, speakerListView } from './speaker-list-view';
import { sessionQueries } from '../../api/session-queries';
import { paths } from '../../paths';
import { formatDay, timeRange } from '../../components/ui/dates';
import { sessionsBySpeaker } from './speaker-sessions';

export default function SpeakersPage() {
  const mayWrite = useMay('event:write');
  const { state: view, set: setView } = useUrlState(speakerListState);
  const speakers = useQuery(speakerQueries.list());
  const rows = useMemo(() => speakerListView(speakers.data ?? [], view), [speakers.data, view]);
  const sessions = useQuery(sessionQueries.list());
  const bySpeaker = useMemo(() => sessionsBySpeaker(sessions.data ?? []), [sessions.data]);

  return (
    <div>
      <PageHeader
        title="Speakers"
        description="People on the programme. Speaker sections of sessions list them; a speaker with an e-mail is also a guest with the speaker role."
        actions={
          mayWrite ? (
            <Link to={paths.speaker.newLink()} className={buttonClasses('primary')}>
              <Plus aria-hidden className="size-4" /> New speaker
            </Link>
          ) : null
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-3" role="search">
        <label className="relative block">
          <span className="sr-only">Search speakers</span>
          <Search aria-hidden className="pointer-events-none absolute left-3 top-3 size-4 text-slate-500" />
          <input type="search" className={`${controlClasses(false)} pl-9`} placeholder="Search name, company, role, e-mail" value={view.q} onChange={(e) => setView({ q: e.target.value })} />
        </label>
        <select aria-label="Show" className={controlClasses(false)} value={view.show} onChange={(e) => setView({ show: speakerListState.shape.show.parse(e.target.value) })}>
          <option value="">All speakers</option>
          <option value="published">Published (in the app's list)</option>
          <option value="hidden">Hidden from the list</option>
          <option value="unlisted">Unpublished</option>
        </select>
        <div className="flex gap-2">
          <select aria-label="Sort by" className={controlClasses(false)} value={view.sort} onChange={(e) => setView({ sort: speakerListState.shape.sort.parse(e.target.value) })}>
            <option value="name">Name</option>
            <option value="company">Company</option>
          </select>
          <button type="button" className={buttonClasses('secondary')} onClick={() => setView({ dir: view.dir === 'asc' ? 'desc' : 'asc' })} aria-label={view.dir === 'asc' ? 'A→Z, ascending order; switch to descending' : 'Z→A, descending order; switch to ascending'}>
            {view.dir === 'asc' ? 'A→Z' : 'Z→A'}
          </button>
        </div>
      </div>
      {speakers.isPending ? (
        <LoadingState label="Loading speakers…" shape="grid" />
      ) : speakers.isError ? (
        <ErrorState title="The speakers could not be loaded" error={speakers.error} onRetry={() => void speakers.refetch()} />
      ) : (speakers.data ?? []).length === 0 ? (
        <EmptyState icon={<Mic className="size-8" />} title="No speakers yet" action={<Link className={buttonClasses('primary')} to={paths.speaker.newLink()}>Add the first speaker</Link>}>
          Add speakers, then list them on session pages with a Speakers section.
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState title="No speaker matches">Change the search or the filter.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={`Speakers (${rows.length})`}>
          {rows.map((s) => (
            <li key={s.documentId} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
              {/* A picture that does not load leaves the grey placeholder rather than a gap. */}
              <div aria-hidden className="size-12 shrink-0 overflow-hidden rounded-full bg-slate-200">
                {s.imagePath ? <img src={s.imagePath} alt="" className="size-full object-cover" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} /> : null}
              </div>
              <div className="min-w-0">
                <Link to={paths.speaker.link(s.documentId)} className="font-medium text-indigo-700 hover:underline">
                  {s.name}
                </Link>
                <p className="truncate text-sm text-slate-600" title={[s.role, s.company].filter(Boolean).join(', ') || undefined}>
                  {[s.role, s.company].filter(Boolean).join(', ') || '—'}
                </p>
                <p className="mt-0.5 flex flex-wrap gap-1 text-xs">
                  {s.hideFromList ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">Hidden</span> : null}
                  {s.unListed ? <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">Unpublished</span> : null}
                  {!s.hideFromList && !s.unListed ? <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-emerald-800">Published</span> : null}
                </p>
                <SpeakerSessionsLine sessions={bySpeaker.get(s.documentId) ?? []} loaded={sessions.isSuccess} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A card's sessions: day and time of each (three at most, then how many more), linked. */
function SpeakerSessionsLine({ sessions, loaded }: { sessions: readonly { id: string; title: string; date: string; startTime: string; endTime: string }[]; loaded: boolean }) {
  if (!loaded) return null;
  if (sessions.length === 0) return <p className="mt-1 text-xs text-slate-600">In no session yet</p>;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-700" aria-label="Sessions">
      {sessions.slice(0, 3).map((x) => (
        <li key={x.id} className="truncate">
          <span className="tabular-nums">{[formatDay(x.date), timeRange(x.startTime, x.endTime)].filter(Boolean).join(' · ') || 'No date yet'}</span>{' '}
          <Link to={paths.session.link(x.id)} className="text-indigo-700 hover:underline">
            {x.title || 'Untitled session'}
          </Link>
        </li>
      ))}
      {sessions.length > 3 ? <li className="text-slate-600">and {sessions.length - 3} more</li> : null}
    </ul>
  );
}
