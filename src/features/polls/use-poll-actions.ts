/**
 * What a user does to the polls of a polls page: take a poll through its
 * stages (launch, close voting, reveal results, reopen), put it on the room's
 * screen, restore an
 * original wording, reorder, export results, save from the form, delete. Each
 * answers with a toast; warnings and ignored fields of a write stay on the
 * poll's card as a note until dismissed.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Poll } from '../../contract/poll';
import type { Session } from '../../contract/session';
import { deletePoll, pollQueries, useDeletePoll, useReorderPolls, useUpsertPoll } from '../../api/poll-queries';
import { describeError } from '../../api/errors';
import { downloadCsv } from '../../components/table-import/export-table';
import type { ScreenContent } from '../../components/screen/screen-content';
import type { PollScreenMode } from '../../contract/screens';
import { figuresOnScreen } from '../../contract/poll-on-screen';
import { nextStep, stageOf, stepDone, type StepWrite } from './poll-stage';
import type { SavedPoll } from './poll-form-dialog';
import type { WriteNote } from './poll-card';
import { renameMemory, useRenameMemory } from './rename-memory';
import { csvFileName, resultsTable } from './results-csv';
import { sortNrWrites } from './sort-order';
import type { PollItemProps } from './sortable-poll-list';

const explain = describeError;

/** The room's screen of the poll's session, as the polls page drives it. */
export type PollScreen = {
  content: ScreenContent;
  /** Resolves true once the room's screens took it (a refusal is said by the screen's own toast). */
  show: (content: ScreenContent) => Promise<boolean> | void;
  clear: () => void;
  /** The console's server keeps the screens (results modes exist only there). */
  server?: boolean;
  modeOf?: (pollId: string) => PollScreenMode;
  setPollMode?: (pollId: string, mode: PollScreenMode) => void;
  /** The command about a poll sent and not answered yet (the console's server only). */
  pendingForPoll?: (pollId: string) => { do: string } | null;
};

const POLL_COMMANDS = ['show-poll', 'reveal-poll', 'clear-poll'] as const;
const pollCommand = (d: string | undefined) => POLL_COMMANDS.find((c) => c === d) ?? null;

export function usePollActions({ sessionId, sessionById, onEdit }: { sessionId: string | undefined; sessionById: ReadonlyMap<string, Session>; onEdit: (pollId: string) => void }) {
  const qc = useQueryClient();
  const renames = useRenameMemory();
  const [notes, setNotes] = useState<Record<string, WriteNote>>({});
  const [deleting, setDeleting] = useState<Poll | null>(null);
  const stepWrite = useUpsertPoll();
  const restore = useUpsertPoll();
  const remove = useDeletePoll();
  const reorder = useReorderPolls(sessionId);

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
    downloadCsv(resultsTable(list, (sid) => sessionById.get(sid)?.title ?? sid), csvFileName(name));
  }

  /** One write of a lifecycle step: only the switches it changes; the cached list follows at once. */
  function writeStep(poll: Poll, write: StepWrite, done: string, failed: string, then?: () => void) {
    stepWrite.mutate(
      { documentId: poll.pollId, ...write },
      {
        onSuccess: (r) => {
          qc.setQueriesData<Poll[]>({ queryKey: pollQueries.lists() }, (old) => old?.map((p) => (p.pollId === poll.pollId ? { ...p, ...write } : p)));
          then?.();
          toast.success(done);
          if (r.warnings.length || r.ignoredFields.length) note(poll.pollId, { title: 'Saved, with warnings', warnings: r.warnings, ignoredFields: r.ignoredFields });
        },
        onError: (e) => toast.error(failed, { description: explain(e) }),
      },
    );
  }

  const itemProps = (poll: Poll, screen: PollScreen): PollItemProps => ({
    note: notes[poll.pollId],
    rename: renames[poll.pollId],
    reachable: sessionById.get(poll.sessionId)?.hasPoll !== false,
    stepping: stepWrite.isPending && stepWrite.variables?.documentId === poll.pollId,
    restoring: restore.isPending && restore.variables?.documentId === poll.pollId,
    onScreen: screen.content.kind === 'poll' && screen.content.pollId === poll.pollId,
    screenPending: pollCommand(screen.pendingForPoll?.(poll.pollId)?.do),
    resultsMode: screen.server && screen.modeOf ? screen.modeOf(poll.pollId) : undefined,
    onResultsMode: screen.server && screen.setPollMode ? (mode: PollScreenMode) => screen.setPollMode?.(poll.pollId, mode) : undefined,
    // Figures kept off the screen: results after Reveal, the poll not revealed to attendees, Reveal not pressed.
    figuresHidden:
      screen.content.kind === 'poll' && screen.content.pollId === poll.pollId && stageOf(poll) !== 'draft' && !figuresOnScreen(stageOf(poll), screen.server ? (screen.modeOf?.(poll.pollId) ?? 'live') : 'reveal', screen.content.reveal),
    onRevealOnScreen: () => {
      void Promise.resolve(screen.show({ kind: 'poll', pollId: poll.pollId, question: poll.question, reveal: true })).then((ok) => ok !== false && toast.success('Results on screen now.'));
    },
    onStep: () => {
      const step = nextStep(stageOf(poll));
      if (!step) return;
      const reachable = sessionById.get(poll.sessionId)?.hasPoll !== false;
      writeStep(poll, step.write, stepDone(step, reachable), `${step.label} did not go through`, () => {
        if (step.reveal) screen.show({ kind: 'poll', pollId: poll.pollId, question: poll.question, reveal: true });
      });
    },
    onReopen: () => writeStep(poll, { locked: false }, 'Voting reopened: attendees can vote on this poll again.', 'Voting was not reopened'),
    onShowOnScreen: () => {
      const revealed = stageOf(poll) === 'revealed';
      const live = screen.server && screen.modeOf?.(poll.pollId) !== 'reveal';
      void Promise.resolve(screen.show({ kind: 'poll', pollId: poll.pollId, question: poll.question, reveal: revealed })).then(
        (ok) =>
          ok !== false &&
          toast.success(revealed ? 'On screen now, with its results.' : live ? 'On screen now, results live while people vote.' : 'On screen now: its options and a vote count; results after you reveal them.'),
      );
    },
    onClearScreen: () => {
      // A clear of this poll, and only of it (a refusal is said in the screen's own toast).
      screen.clear();
    },
    onEdit: () => onEdit(poll.pollId),
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

  async function confirmDelete() {
    if (!deleting) return;
    const r = await remove.mutateAsync(deleting.pollId);
    renameMemory.forget(deleting.pollId);
    toast.success('Poll deleted', { description: r.warnings.join(' ') || undefined });
  }

  return { itemProps, onReorder, reordering: reorder.isPending, onSaved, exportCsv, refreshAfterCountdown, deleting, setDeleting, dryRunDelete, confirmDelete };
}
