import { useCallback, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, BarChart3, Download, Plus } from 'lucide-react';
import type { Poll } from '../../contract/poll';
import type { Session } from '../../contract/session';
import { LIVE_RESULTS_MS, deletePoll, pollQueries, useDeletePoll, useReorderPolls, useSetPollLocked, useUpsertPoll } from '../../api/poll-queries';
import { sessionQueries } from '../../api/session-queries';
import { describeError } from '../../api/errors';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { HasPollSwitch } from './has-poll-switch';
import { PollFormDialog, type PollFormTarget, type SavedPoll } from './poll-form-dialog';
import type { WriteNote } from './poll-card';
import { renameMemory, useRenameMemory } from './rename-memory';
import { csvFileName, downloadCsv, resultsCsv } from './results-csv';
import { nextSortNr, sortNrWrites } from './sort-order';
import { SortablePollList, type PollItemProps } from './sortable-poll-list';

const explain = describeError;

function bySortNr(polls: readonly Poll[]): Poll[] {
  return polls.map((p, i) => ({ p, i })).sort((a, b) => a.p.sortNr - b.p.sortNr || a.i - b.i).map((x) => x.p);
}

function sessionLabel(s: Session | undefined, fallbackId: string): string {
  if (!s) return `Session ${fallbackId}`;
  const when = [s.date, s.startTime].filter(Boolean).join(' ');
  return when ? `${s.title} (${when})` : s.title;
}

/**
 * `/sessions/:id/polls`: one session's polls with live results.
 * `/polls`: every poll of the event, by session.
 */
export default function PollsPage() {
  const { id: sessionId } = useParams();
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  const sessions = useQuery(sessionQueries.list());
  const polls = useQuery(pollQueries.list(sessionId));
  const renames = useRenameMemory();
  const [notes, setNotes] = useState<Record<string, WriteNote>>({});
  const [deleting, setDeleting] = useState<Poll | null>(null);
  const [newIn, setNewIn] = useState('');
  const lock = useSetPollLocked();
  const restore = useUpsertPoll();
  const remove = useDeletePoll();
  const reorder = useReorderPolls(sessionId);

  const sessionById = useMemo(() => new Map((sessions.data ?? []).map((s) => [s.documentId, s])), [sessions.data]);
  const groups = useMemo(() => {
    const map = new Map<string, Poll[]>();
    if (sessionId) map.set(sessionId, []);
    for (const p of polls.data ?? []) {
      if (sessionId && p.sessionId !== sessionId) continue;
      map.set(p.sessionId, [...(map.get(p.sessionId) ?? []), p]);
    }
    const order = (sessions.data ?? []).map((s) => s.documentId);
    return [...map.entries()]
      .map(([sid, list]) => ({ sessionId: sid, polls: bySortNr(list) }))
      .sort((a, b) => {
        const ia = order.indexOf(a.sessionId);
        const ib = order.indexOf(b.sessionId);
        return (ia < 0 ? 1e9 : ia) - (ib < 0 ? 1e9 : ib);
      });
  }, [polls.data, sessions.data, sessionId]);

  const session = sessionId ? sessionById.get(sessionId) : undefined;
  const allPolls = useMemo(() => groups.flatMap((g) => g.polls), [groups]);

  // The open form lives in the URL (?new=SESSION or ?edit=POLL), so a reload keeps it.
  const editId = params.get('edit');
  const newFor = params.get('new');
  const target: PollFormTarget | null = useMemo(() => {
    if (editId) {
      const poll = allPolls.find((p) => p.pollId === editId);
      return poll ? { kind: 'edit', poll } : null;
    }
    if (newFor) {
      const sid = sessionId ?? newFor;
      return { kind: 'new', sessionId: sid, sortNr: nextSortNr(allPolls.filter((p) => p.sessionId === sid)) };
    }
    return null;
  }, [editId, newFor, allPolls, sessionId]);
  const closeForm = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('edit');
        next.delete('new');
        return next;
      },
      { replace: true },
    );
  const openForm = (key: 'edit' | 'new', value: string) => setParams((prev) => ({ ...Object.fromEntries(prev), [key]: value }), { replace: true });

  const refreshAfterCountdown = useCallback(() => void qc.invalidateQueries({ queryKey: pollQueries.all() }), [qc]);
  const dryRunDelete = useCallback(async () => (deleting ? deletePoll(deleting.pollId, { dryRun: true }) : undefined), [deleting]);

  function note(pollId: string, value: WriteNote | null) {
    setNotes((prev) => {
      const { [pollId]: _old, ...rest } = prev;
      return value ? { ...rest, [pollId]: value } : rest;
    });
  }

  function onSaved(saved: SavedPoll) {
    toast.success(saved.created ? 'Poll created' : 'Poll saved');
    note(saved.pollId, saved.warnings.length || saved.ignoredFields.length ? { title: saved.created ? 'Created, with warnings' : 'Saved, with warnings', warnings: saved.warnings, ignoredFields: saved.ignoredFields } : null);
  }

  function exportCsv(list: Poll[], name: string) {
    if (list.length === 0) {
      toast.info('There are no polls to export yet.');
      return;
    }
    downloadCsv(resultsCsv(list, (sid) => sessionById.get(sid)?.title ?? sid), csvFileName(name));
  }

  const itemProps = (poll: Poll): PollItemProps => ({
    note: notes[poll.pollId],
    rename: renames[poll.pollId],
    locking: lock.isPending && lock.variables?.pollId === poll.pollId,
    restoring: restore.isPending && restore.variables?.documentId === poll.pollId,
    onToggleLock: () =>
      lock.mutate(
        { pollId: poll.pollId, locked: !poll.locked },
        {
          onSuccess: (r, v) => {
            toast.success(v.locked ? 'Voting locked' : 'Voting unlocked');
            if (r.warnings.length || r.ignoredFields.length) note(poll.pollId, { title: 'Saved, with warnings', warnings: r.warnings, ignoredFields: r.ignoredFields });
          },
          onError: (e) => toast.error(`The poll was not ${poll.locked ? 'unlocked' : 'locked'}`, { description: explain(e) }),
        },
      ),
    onEdit: () => openForm('edit', poll.pollId),
    onDelete: () => setDeleting(poll),
    onExport: () => exportCsv([poll], poll.question),
    onRestore: (options) =>
      restore.mutate(
        { documentId: poll.pollId, options },
        {
          onSuccess: (r) => {
            renameMemory.forget(poll.pollId);
            toast.success('Original wording restored: those votes count again');
            note(poll.pollId, r.warnings.length || r.ignoredFields.length ? { title: 'Restored, with warnings', warnings: r.warnings, ignoredFields: r.ignoredFields } : null);
          },
          onError: (e) => toast.error('The original wording was not restored', { description: explain(e) }),
        },
      ),
    onDismissRename: () => renameMemory.forget(poll.pollId),
    onDismissNote: () => note(poll.pollId, null),
    onCountdownEnded: refreshAfterCountdown,
  });

  function onReorder(ordered: Poll[]) {
    const writes = sortNrWrites(ordered);
    if (writes.length === 0) return;
    reorder.mutate(
      { ordered, writes },
      {
        onSuccess: () => toast.success('New order saved'),
        onError: (e) => toast.error('The new order was not saved', { description: explain(e) }),
      },
    );
  }

  const loading = polls.isPending || (sessionId ? sessions.isPending : false);
  const title = sessionId ? (session ? `Polls: ${session.title}` : 'Polls') : 'Polls';
  const updated = polls.dataUpdatedAt ? new Date(polls.dataUpdatedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' }) : null;

  return (
    <div className="w-full">
      {sessionId ? (
        <Link to={`/sessions/${encodeURIComponent(sessionId)}`} className="mb-2 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
          <ArrowLeft aria-hidden className="size-4" /> Back to the session
        </Link>
      ) : null}
      <PageHeader
        title={title}
        description={
          sessionId
            ? 'Create polls, open and close them, and watch the results come in live. Drag the handle (or use the keyboard) to change their order in the app.'
            : 'Every poll of the event, by session, with live results.'
        }
        actions={
          <>
            <Button variant="secondary" icon={<Download aria-hidden className="size-4" />} onClick={() => exportCsv(allPolls, sessionId ? (session?.title ?? 'session') : 'all polls')} disabled={allPolls.length === 0}>
              Export all results (CSV)
            </Button>
            {sessionId ? (
              <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => openForm('new', sessionId)}>
                New poll
              </Button>
            ) : null}
          </>
        }
      />
      {!loading && !polls.isError ? (
        <p className="-mt-3 mb-4 text-xs text-slate-600" aria-live="off">
          Results update live about every {Math.round(LIVE_RESULTS_MS / 1000)} seconds while this page is visible (slower when the request budget runs low){updated ? `; last update ${updated}` : ''}.
        </p>
      ) : null}

      {!sessionId ? (
        <div className="mb-6 flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-4">
          <SelectField
            label="Create a poll in"
            className="min-w-0 flex-1 sm:max-w-md"
            placeholder={sessions.isPending ? 'Loading sessions…' : 'Choose a session'}
            value={newIn}
            onChange={(e) => setNewIn(e.target.value)}
            options={(sessions.data ?? []).map((s) => ({ value: s.documentId, label: sessionLabel(s, s.documentId) }))}
          />
          <Button icon={<Plus aria-hidden className="size-4" />} disabled={!newIn} onClick={() => openForm('new', newIn)}>
            New poll
          </Button>
        </div>
      ) : null}

      {loading ? (
        <LoadingState label="Loading polls…" />
      ) : polls.isError ? (
        <ErrorState error={polls.error} title="The polls could not be loaded" onRetry={() => void polls.refetch()} />
      ) : sessionId && sessions.isSuccess && !session ? (
        <EmptyState title="No such session" action={<Link className={buttonClasses('secondary')} to="/polls">See every poll</Link>}>
          This event has no session {sessionId}. It may have been deleted.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-8">
          {groups.length === 0 ? (
            <EmptyState icon={<BarChart3 className="size-8" />} title="No polls yet">
              Choose a session above to create the event's first poll.
            </EmptyState>
          ) : null}
          {groups.map((g) => {
            const s = sessionById.get(g.sessionId);
            return (
              <section key={g.sessionId} aria-labelledby={`session-${g.sessionId}`} className="flex flex-col gap-4">
                {sessionId ? (
                  <h2 id={`session-${g.sessionId}`} className="sr-only">
                    Polls of {sessionLabel(s, g.sessionId)}
                  </h2>
                ) : (
                  <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
                    <h2 id={`session-${g.sessionId}`} className="text-lg font-semibold text-slate-900">
                      {sessionLabel(s, g.sessionId)}
                    </h2>
                    <Link to={`/sessions/${encodeURIComponent(g.sessionId)}/polls`} className="text-sm text-indigo-700 hover:underline">
                      Open this session’s polls
                    </Link>
                  </div>
                )}
                {s ? <HasPollSwitch session={s} /> : null}
                {g.polls.length === 0 ? (
                  <EmptyState
                    icon={<BarChart3 className="size-8" />}
                    title="No polls in this session yet"
                    action={
                      <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => openForm('new', g.sessionId)}>
                        Create the first poll
                      </Button>
                    }
                  >
                    A poll asks the audience one question with 2 to 20 options; results show here live.
                  </EmptyState>
                ) : (
                  <SortablePollList polls={g.polls} onReorder={onReorder} itemProps={itemProps} disabled={reorder.isPending} />
                )}
              </section>
            );
          })}
        </div>
      )}

      {target ? (
        <PollFormDialog
          key={target.kind === 'edit' ? target.poll.pollId : `new-${target.sessionId}`}
          target={target}
          allowSelfProxy={sessionById.get(target.kind === 'edit' ? target.poll.sessionId : target.sessionId)?.allowSelfProxy}
          onClose={closeForm}
          onSaved={onSaved}
          onCountdownEnded={refreshAfterCountdown}
        />
      ) : null}

      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => (!open ? setDeleting(null) : undefined)}
        title="Delete this poll?"
        confirmLabel="Delete poll"
        destructive
        dryRun={deleting ? dryRunDelete : undefined}
        onConfirm={async () => {
          if (!deleting) return;
          const r = await remove.mutateAsync(deleting.pollId);
          renameMemory.forget(deleting.pollId);
          toast.success('Poll deleted', { description: r.warnings.join(' ') || undefined });
        }}
      >
        <p>
          “{deleting?.question}” is deleted permanently, with every ballot cast on it and its own whitelist if it has one. The session's whitelist and other polls are not
          affected.
        </p>
      </ConfirmDialog>
    </div>
  );
}
