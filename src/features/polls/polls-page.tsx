import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, BarChart3, CalendarDays, Download, Plus } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { formatEventInstant } from '../../components/ui/dates';
import { EventTimeNote } from '../../components/ui/event-time-note';
import { useMay } from '../../api/account-queries';
import { useEventOffset } from '../../api/event-queries';
import { NewPollPicker } from './new-poll-picker';
import { PollFormDialog } from './poll-form-dialog';
import { PollGroupSection } from './poll-group-section';
import { usePollActions } from './use-poll-actions';
import { usePollFormUrl } from './use-poll-form-url';
import { usePollGroups } from './use-poll-groups';
import { paths } from '../../paths';
import { OpenScreenHere } from '../../components/screen/open-screen-here';
import { useUrlState } from '../../components/form/use-url-state';
import type { Poll } from '../../contract/poll';
import { CopyPollDialog } from './copy-poll-dialog';
import { OnScreenPinned } from './on-screen-pinned';
import { usePollsOnScreen } from './on-screen';
import { PollFilterBar } from './poll-filter-bar';
import { countPolls, dayChoices, filterPollGroups, isFiltered, pollFilterState, sessionChoices } from './poll-filters';

/**
 * `/sessions/:id/polls`: one session's polls with live results.
 * `/polls`: every poll of the event, by session.
 */
export default function PollsPage() {
  const { id: sessionId } = useParams();
  const mayWrite = useMay('polls:write');
  const { sessions, polls, sessionById, groups, allPolls, session } = usePollGroups(sessionId);
  const { target, openForm, closeForm } = usePollFormUrl(allPolls, sessionId);
  const actions = usePollActions({ sessionId, sessionById, onEdit: (pollId) => openForm('edit', pollId) });
  const { deleting } = actions;
  const openNew = (sid: string) => openForm('new', sid);
  const { state: filters, set: setFilters } = useUrlState(pollFilterState);
  // On a session's own page the session and its day are chosen already.
  const view = useMemo(() => (sessionId ? { ...filters, day: '', session: '' } : filters), [sessionId, filters]);
  const shownGroups = useMemo(() => filterPollGroups(groups, sessionById, view), [groups, sessionById, view]);
  const onScreen = usePollsOnScreen(useMemo(() => groups.map((g) => g.sessionId), [groups]));
  const pollById = useMemo(() => new Map(allPolls.map((p) => [p.pollId, p])), [allPolls]);
  const [copying, setCopying] = useState<Poll | null>(null);
  const canCopy = (sessions.data?.length ?? 0) > 1;

  const loading = polls.isPending || (sessionId ? sessions.isPending : false);
  const title = sessionId ? (session ? `Polls: ${session.title}` : 'Polls') : 'Polls';
  // On /polls, an event without sessions has nowhere to put a poll yet.
  const noSessions = !sessionId && sessions.isSuccess && sessions.data.length === 0;
  const offsetHours = useEventOffset();
  const updated = polls.dataUpdatedAt ? formatEventInstant(polls.dataUpdatedAt, offsetHours) : null;

  return (
    <div className="w-full">
      {sessionId ? (
        <Link to={paths.session.link(sessionId)} className="mb-2 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
          <ArrowLeft aria-hidden className="size-4" /> Back to the session
        </Link>
      ) : null}
      <PageHeader
        title={title}
        description={
          sessionId
            ? 'Create polls (each starts as a hidden draft), launch them, close voting, reveal the results on the room’s screen, and watch the votes come in live. Drag the handle (or use the keyboard) to change their order in the app.'
            : 'Every poll of the event, by session, with live results.'
        }
        actions={
          <>
            <Button variant="secondary" icon={<Download aria-hidden className="size-4" />} onClick={() => actions.exportCsv(allPolls, sessionId ? (session?.title ?? 'session') : 'all polls')} disabled={allPolls.length === 0}>
              Export all results (CSV)
            </Button>
            {sessionId ? <OpenScreenHere sessionId={sessionId} size="md" /> : null}
            {sessionId && mayWrite ? (
              <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => openNew(sessionId)}>
                New poll
              </Button>
            ) : null}
          </>
        }
      />
      {!loading && !polls.isError && !noSessions ? (
        <p className="-mt-3 mb-4 text-xs text-slate-600" aria-live="off">
          Results update by themselves while this page is open{updated ? <>; last update <span className="whitespace-nowrap">{updated}</span></> : null}.{' '}
          <EventTimeNote offsetHours={offsetHours} />
        </p>
      ) : null}

      <OnScreenPinned onScreen={onScreen} pollById={pollById} sessionById={sessionById} single={!!sessionId} />
      {!sessionId && !noSessions && mayWrite ? <NewPollPicker sessions={sessions.data ?? []} loading={sessions.isPending} onNew={openNew} /> : null}
      {!loading && !polls.isError && allPolls.length > 0 ? (
        <PollFilterBar
          filters={view}
          onChange={(patch) => setFilters(patch)}
          days={dayChoices(groups, sessionById)}
          sessions={sessionId ? undefined : sessionChoices(groups, sessionById, '')}
          shown={countPolls(shownGroups)}
          total={allPolls.length}
        />
      ) : null}

      {loading ? (
        <LoadingState label="Loading polls…" shape="cards" />
      ) : polls.isError ? (
        <ErrorState error={polls.error} title="The polls could not be loaded" onRetry={() => void polls.refetch()} />
      ) : sessionId && sessions.isSuccess && !session ? (
        <EmptyState title="No such session" action={<Link className={buttonClasses('secondary')} to={paths.polls.link()}>See every poll</Link>}>
          This event has no session {sessionId}. It may have been deleted.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-8">
          {groups.length === 0 && noSessions ? (
            <EmptyState
              icon={<CalendarDays className="size-8" />}
              title="No sessions yet"
              action={
                <Link className={buttonClasses('secondary')} to={paths.sessions.link()}>
                  Go to sessions
                </Link>
              }
            >
              Polls belong to a session. Create a session first, then add polls to it here or from the session’s page.
            </EmptyState>
          ) : groups.length === 0 ? (
            <EmptyState icon={<BarChart3 className="size-8" />} title="No polls yet">
              Choose a session above to create the event’s first poll.
            </EmptyState>
          ) : shownGroups.length === 0 && isFiltered(view) ? (
            <EmptyState icon={<BarChart3 className="size-8" />} title="No poll matches these filters" action={<Button variant="secondary" onClick={() => setFilters({ day: '', session: '', stage: '' })}>Clear filters</Button>}>
              Choose another day, session or stage.
            </EmptyState>
          ) : null}
          {shownGroups.map((g) => (
            <PollGroupSection
              key={g.sessionId}
              group={g}
              session={sessionById.get(g.sessionId)}
              single={!!sessionId}
              itemProps={(poll, screen) => ({ ...actions.itemProps(poll, screen), onCopy: canCopy ? () => setCopying(poll) : undefined })}
              onReorder={actions.onReorder}
              // Reordering a part of a session's polls would misplace the hidden ones: it waits for the stage filter to be cleared.
              reordering={actions.reordering || view.stage !== ''}
              onNew={openNew}
            />
          ))}
        </div>
      )}

      {copying ? <CopyPollDialog poll={copying} sessions={sessions.data ?? []} onClose={() => setCopying(null)} /> : null}
      {target ? (
        <PollFormDialog
          key={target.kind === 'edit' ? target.poll.pollId : `new-${target.sessionId}`}
          target={target}
          allowSelfProxy={sessionById.get(target.kind === 'edit' ? target.poll.sessionId : target.sessionId)?.allowSelfProxy}
          onClose={closeForm}
          onSaved={actions.onSaved}
          onCountdownEnded={actions.refreshAfterCountdown}
        />
      ) : null}

      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => (!open ? actions.setDeleting(null) : undefined)}
        title="Delete this poll?"
        confirmLabel="Delete poll"
        destructive
        dryRun={deleting ? actions.dryRunDelete : undefined}
        onConfirm={actions.confirmDelete}
      >
        <p>
          “{deleting?.question}” is deleted permanently, with every ballot cast on it and its own list of invited attendees if it has one. The session's list and other polls are not
          affected.
        </p>
      </ConfirmDialog>
    </div>
  );
}
