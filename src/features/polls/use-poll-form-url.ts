/**
 * The open poll form lives in the URL (`?new=SESSION` or `?edit=POLL`), so a
 * reload keeps it open on the same poll.
 */
import { useMemo } from 'react';
import { useLoadedRecord } from '../../components/form/use-loaded-record';
import { useSearchParams } from 'react-router';
import type { Poll } from '../../contract/poll';
import type { PollFormTarget } from './poll-form-dialog';
import { nextSortNr } from './sort-order';

export function usePollFormUrl(allPolls: readonly Poll[], sessionId: string | undefined) {
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  const newFor = params.get('new');
  // A poll deleted elsewhere keeps its open form (which explains it) instead of closing with what was typed.
  const editing = useLoadedRecord(editId ?? '', editId ? allPolls.find((p) => p.pollId === editId) : undefined);
  const target: PollFormTarget | null = useMemo(() => {
    if (editId) return editing ? { kind: 'edit', poll: editing } : null;
    if (newFor) {
      const sid = sessionId ?? newFor;
      return { kind: 'new', sessionId: sid, sortNr: nextSortNr(allPolls.filter((p) => p.sessionId === sid)) };
    }
    return null;
  }, [editId, editing, newFor, allPolls, sessionId]);
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
  return { target, openForm, closeForm };
}
