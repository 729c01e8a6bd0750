/**
 * The abstracts list's selection and its bulk actions (publish, unpublish,
 * delete) on the bulk-run engine: each change shows in the list as it lands;
 * afterwards the abstracts that failed or were not done stay selected.
 */
import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { abstractQueries, deleteAbstract, refreshAfterAbstractWrite, upsertAbstract } from '../../../api/abstract-queries';
import type { BulkRun, BulkRunState } from '../../../api/bulk-run';
import { useBulkRunState } from '../../../api/use-bulk-run';
import type { Abstract } from '../../../contract/abstract';
import { bulkActionRun, bulkReport, type BulkKind, type BulkReport } from './bulk-actions';

type CurrentRun = { kind: BulkKind; ids: string[]; job: BulkRun<string, true> };

export function useAbstractBulkActions(list: readonly Abstract[] | undefined) {
  const qc = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [run, setRun] = useState<CurrentRun | null>(null);
  const state = useBulkRunState(run?.job ?? null);

  // Keep the selection to abstracts that still exist.
  useEffect(() => {
    if (!list) return;
    const ids = new Set(list.map((a) => a.documentId));
    setSelected((s) => (s.size && [...s].some((id) => !ids.has(id)) ? new Set([...s].filter((id) => ids.has(id))) : s));
  }, [list]);

  const report = useMemo<BulkReport | null>(() => {
    if (!run || !state) return null;
    const r = bulkReport(run.kind, run.ids, state);
    // Name the abstracts that failed by their title.
    const byId = new Map((list ?? []).map((a) => [a.documentId, a]));
    return { ...r, failed: r.failed.map((f) => ({ ...f, id: byId.get(f.id)?.title ? `${byId.get(f.id)!.title} (${f.id})` : f.id })) };
  }, [run, state, list]);

  async function untilRest(current: CurrentRun, rest: Promise<BulkRunState<true>>) {
    const r = bulkReport(current.kind, current.ids, await rest);
    setSelected(new Set([...r.failed.map((f) => f.id), ...r.notDone]));
    refreshAfterAbstractWrite(qc);
  }

  function start(kind: BulkKind) {
    const ids = [...selected];
    const job = bulkActionRun(ids, async (id, { priority }) => {
      if (kind === 'delete') await deleteAbstract(id, { priority });
      else await upsertAbstract({ documentId: id, unListed: kind === 'unpublish' }, { priority });
      // Show each change as it lands.
      qc.setQueryData(abstractQueries.list().queryKey, (old) =>
        kind === 'delete' ? old?.filter((a) => a.documentId !== id) : old?.map((a) => (a.documentId === id ? { ...a, unListed: kind === 'unpublish' } : a)),
      );
    });
    const current = { kind, ids, job };
    setRun(current);
    void untilRest(current, job.start());
  }

  function toggle(id: string) {
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  }

  return {
    selected,
    setSelected,
    toggle,
    report,
    start,
    stop: () => run?.job.cancel(),
    resume: () => (run ? void untilRest(run, run.job.resume()) : undefined),
    clear: () => {
      setSelected(new Set());
      setRun(null);
    },
  };
}
