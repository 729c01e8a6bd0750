import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import { AlertTriangle, BookOpen, CalendarDays, ListChecks, MapPin, MessagesSquare, Users } from 'lucide-react';
import { useWhoami } from '../../api/account-queries';
import { dashboardQueries } from '../../api/dashboard-queries';
import { describeError, isApiError } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { Meter } from '../../components/ui/meter';
import { PageHeader } from '../../components/ui/page-header';
import { scopeWords } from '../../components/ui/scope-words';
import { GettingStarted } from './getting-started';
import { liveNow } from './live-now';
import { LiveNowPanel } from './live-now-panel';
import { formatDay } from '../../components/ui/dates';
import { ClashList } from '../../components/schedule/clash-list';
import { useProgrammeClashes } from '../../components/schedule/use-programme-clashes';
import { speakerQueries } from '../../api/speaker-queries';
import { EventTimeNote } from '../../components/ui/event-time-note';
import { paths, withQuery } from '../../paths';

const formatDate = (d?: string): string => formatDay(d, 'date');

function dateRange(start?: string, end?: string): string {
  if (!start && !end) return 'Dates not set';
  if (!end || end === start) return formatDate(start);
  return `${formatDate(start)} – ${formatDate(end)}`;
}

type CardProps = {
  title: string;
  icon: ReactNode;
  to: string;
  /** The scope the figure needs and the key lacks. */
  missing: string | null;
  state: { isPending: boolean; error: unknown };
  figure?: ReactNode;
  detail?: ReactNode;
  /** Words of the link to the area. */
  linkLabel: string;
};

/** One figure of the event, or why it cannot be shown. */
function FigureCard({ title, icon, to, missing, state, figure, detail, linkLabel }: CardProps) {
  return (
    <section aria-label={title} className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <span aria-hidden className="text-indigo-600">
          {icon}
        </span>
        <h2>{title}</h2>
      </div>
      <div className="mt-3 flex-1" data-testid={`figure-${to.slice(1)}`}>
        {missing ? (
          <p className="text-sm text-slate-600">Needs a key that can {scopeWords(missing)}.</p>
        ) : state.error ? (
          <p className="flex items-start gap-2 text-sm text-red-800">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{isApiError(state.error) ? describeError(state.error) : 'Could not be loaded.'}</span>
          </p>
        ) : state.isPending ? (
          <>
            <div aria-hidden className="h-9 w-16 animate-pulse rounded-md bg-slate-200" />
            <p className="mt-1 text-sm text-slate-600">Loading…</p>
          </>
        ) : (
          <>
            <div className="text-3xl font-semibold tabular-nums text-slate-900">{figure}</div>
            {detail ? <p className="mt-1 text-sm text-slate-600">{detail}</p> : null}
          </>
        )}
      </div>
      {!missing ? (
        <Link to={to} className="mt-4 self-start rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
          {linkLabel}
        </Link>
      ) : null}
    </section>
  );
}

/** The event at a glance: name, dates, guests against capacity, sessions, open polls, pending questions, abstracts. */
export default function DashboardPage() {
  const whoami = useWhoami();
  const scopes = new Set(whoami.data?.scopes ?? []);
  const can = (s: string) => scopes.has(s);

  const event = useQuery({ ...dashboardQueries.event(), enabled: can('event:read') });
  const guests = useQuery({ ...dashboardQueries.guestCount(), enabled: can('attendees:read') });
  const sessions = useQuery({ ...dashboardQueries.sessions(), enabled: can('event:read') });
  const polls = useQuery({ ...dashboardQueries.polls(), enabled: can('polls:read') });
  const abstracts = useQuery({ ...dashboardQueries.abstracts(), enabled: can('abstracts:read') });
  const qaSessions = sessions.data?.withLiveQA ?? [];
  const trackNames = event.data?.trackArray ?? [];
  const offsetHours = event.data?.timeZoneOffset ?? 0;
  const programme = useProgrammeClashes(sessions.data?.all);
  const speakerClashes = programme.clashes.some((c) => c.kind === 'speaker');
  const speakers = useQuery({ ...speakerQueries.list(), enabled: speakerClashes });
  const speakerName = (id: string) => speakers.data?.find((s) => s.documentId === id)?.name;
  const live = liveNow(sessions.data?.all ?? [], { now: new Date(), offsetHours, groupBy: 'track', trackNames });
  const liveIds = new Set(live.groups.flatMap((g) => [...g.now, ...(g.next ? [g.next] : [])].map((s) => s.documentId)));
  const questions = useQueries({
    queries: qaSessions.map((id) => ({ ...dashboardQueries.pendingQuestions(id, liveIds.has(id)), enabled: can('qa:read') })),
  });
  const pendingBySession = new Map(qaSessions.map((id, i) => [id, questions[i]?.data]));
  const pollSessions = new Set(sessions.data?.withPolls ?? []);
  /** Launched polls in sessions whose polls are switched on: the ones attendees can vote on. */
  const votable = (polls.data ?? []).filter((p) => p.launched && pollSessions.has(p.sessionId));
  /** The open-polls figure needs the sessions too (which have polls on): it waits for both, never shows a count that is still settling. */
  const pollsFigure = { isPending: polls.isPending || (can('event:read') && sessions.isPending && !sessions.error), error: polls.error };

  if (whoami.isPending) return <LoadingState shape="tiles" />;
  if (whoami.isError) return <ErrorState error={whoami.error} onRetry={() => void whoami.refetch()} />;

  const ev = event.data;
  const count = guests.data?.guestCount ?? ev?.guestCount;
  const capacity = guests.data?.guestCapacity ?? ev?.guestCapacity ?? 0;
  const pending = questions.reduce((n, q) => n + (q.data ?? 0), 0);
  const guestSource = can('attendees:read') ? guests : event;
  const datesSet = Boolean(ev?.dateStart || ev?.dateEnd);
  const dates = !can('event:read') ? (
    `Dates need a key that can ${scopeWords('event:read')}`
  ) : event.isPending ? (
    'Loading dates…'
  ) : datesSet ? (
    dateRange(ev?.dateStart, ev?.dateEnd)
  ) : (
    <Link to={paths.settings.link()} className="rounded font-medium text-indigo-700 underline-offset-2 hover:text-indigo-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
      Dates not set: set them in Event settings
    </Link>
  );

  return (
    <div>
      <PageHeader
        title={ev?.name || whoami.data.eventName}
        description={
          <span className="inline-flex flex-wrap items-center gap-x-4 gap-y-1">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4" />
              {dates}
            </span>
            {ev?.location || ev?.city ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden className="size-4" />
                {[ev.location, ev.city].filter(Boolean).join(', ')}
              </span>
            ) : null}
            <EventTimeNote offsetHours={ev?.timeZoneOffset} />
          </span>
        }
      />
      {sessions.data ? (
        <LiveNowPanel
          sessions={sessions.data.all}
          trackNames={trackNames}
          offsetHours={offsetHours}
          eventStart={ev?.dateStart}
          eventEnd={ev?.dateEnd}
          figuresOf={(id) => ({ pending: pendingBySession.get(id), launchedPolls: votable.filter((p) => p.sessionId === id).length })}
          canModerate={can('qa:read')}
          canPolls={can('polls:read')}
        />
      ) : null}
      <ClashList
        clashes={programme.clashes}
        speakerName={speakerName}
        className="mb-6"
        extra={
          <Link to={withQuery(paths.sessions.link(), { view: 'grid' })} className="ml-auto text-sm font-medium underline">
            Open the schedule grid
          </Link>
        }
      />
      {sessions.data && sessions.data.count === 0 ? (
        <GettingStarted
          datesAndVenueSet={datesSet && Boolean(ev?.location || ev?.city)}
          guestCount={count}
          canSeeEvent={can('event:read')}
          canEditEvent={can('event:write')}
          canSeeGuests={can('attendees:read')}
        />
      ) : null}
      {event.isError ? (
        <div className="mb-6">
          <ErrorState error={event.error} onRetry={() => void event.refetch()} />
        </div>
      ) : null}

      <section aria-labelledby="guests-heading" className="mb-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="mb-3 flex items-center gap-2 text-sm font-medium text-slate-600">
          <Users aria-hidden className="size-4 text-indigo-600" />
          <h2 id="guests-heading">Guests</h2>
        </div>
        {!can('attendees:read') && !can('event:read') ? (
          <p className="text-sm text-slate-600">Guest figures need a key that can {scopeWords('attendees:read')}.</p>
        ) : guestSource.isError ? (
          <div className="flex flex-wrap items-start justify-between gap-3 text-sm text-red-800">
            <p className="flex min-w-0 items-start gap-2">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{isApiError(guestSource.error) ? describeError(guestSource.error) : 'Could not be loaded.'}</span>
            </p>
            <Button variant="secondary" size="sm" onClick={() => void guestSource.refetch()}>
              Try again
            </Button>
          </div>
        ) : count === undefined ? (
          <>
            <p className="text-sm text-slate-600">Loading…</p>
            <div aria-hidden className="mt-1 h-2 w-full animate-pulse rounded-full bg-slate-200" />
          </>
        ) : (
          <Meter label="Registered guests against capacity" value={count} max={capacity} unit="guests" />
        )}
      </section>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          title="Sessions"
          icon={<CalendarDays className="size-4" />}
          to={paths.sessions.link()}
          linkLabel="All sessions"
          missing={can('event:read') ? null : 'event:read'}
          state={sessions}
          figure={sessions.data?.count}
          detail={sessions.data ? `${qaSessions.length} with live Q&A` : undefined}
        />
        <FigureCard
          title="Open polls"
          icon={<ListChecks className="size-4" />}
          to={paths.polls.link()}
          linkLabel="All polls"
          missing={can('polls:read') ? null : 'polls:read'}
          state={pollsFigure}
          figure={polls.data ? votable.length : undefined}
          detail={polls.data ? `of ${polls.data.length} polls open to attendees` : undefined}
        />
        <FigureCard
          title="Pending questions"
          icon={<MessagesSquare className="size-4" />}
          to={paths.questions.link()}
          linkLabel="Moderate questions"
          missing={!can('qa:read') ? 'qa:read' : !can('event:read') ? 'event:read' : null}
          state={{ isPending: sessions.isPending || questions.some((q) => q.isPending), error: sessions.error ?? questions.find((q) => q.error)?.error ?? null }}
          figure={pending}
          detail={`across ${qaSessions.length} session${qaSessions.length === 1 ? '' : 's'} with live Q&A`}
        />
        <FigureCard
          title="Abstracts"
          icon={<BookOpen className="size-4" />}
          to={paths.abstracts.link()}
          linkLabel="All abstracts"
          missing={can('abstracts:read') ? null : 'abstracts:read'}
          state={abstracts}
          figure={abstracts.data?.count}
          detail={abstracts.data ? `${abstracts.data.published} published` : undefined}
        />
      </div>
    </div>
  );
}
