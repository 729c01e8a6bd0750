/**
 * What a user does to the polls of a polls page: lock and unlock, restore an
 * original wording, reorder, export results, save from the form, delete. Each
 * answers with a toast; warnings and ignored fields of a write stay on the
 * poll's card as a note until dismissed.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Poll } from '../../contract/poll';
import type { Session } from '../../contract/session';
import { deletePoll, pollQueries, useDeletePoll, useReorderPolls, useSetPollLocked, useUpsertPoll } from '../../api/poll-queries';
import { describeError } from '../../api/errors';
import { downloadCsv } from '../../components/table-import/export-table';
import type { SavedPoll } from './poll-form-dialog';
import type { WriteNote } from './poll-card';
import { renameMemory, useRenameMemory } from './rename-memory';
import { csvFileName, resultsTable } from './results-csv';
import { sortNrWrites } from './sort-order';
import type { PollItemProps } from './sortable-poll-list';

const explain = describeError;

export function usePollActions({ sessionId, sessionById, onEdit }: { sessionId: string | undefined; sessionById: ReadonlyMap<string, Session>; onEdit: (pollId: string) => void }) {
  const qc = useQueryClient();
  const renames = useRenameMemory();
  const [notes, setNotes] = useState<Record<string, WriteNote>>({});
  const [deleting, setDeleting] = useState<Poll | null>(null);
  const lock = useSetPollLocked();
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
