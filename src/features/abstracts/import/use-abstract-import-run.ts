/**
 * Sending the prepared abstracts on the bulk-run engine, and what the page
 * says about it: each row's latest result over earlier runs, the announcement
 * when a run comes to rest, and retries that never save a row twice (rows
 * whose batch got no answer are looked up first and sent as edits of what
 * was saved, see `unanswered-rows.ts`).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { abstractQueries, bulkUpsertAbstracts, refreshAfterAbstractWrite } from '../../../api/abstract-queries';
import type { BulkRun, BulkRunState } from '../../../api/bulk-run';
import { describeError } from '../../../api/errors';
import { useBulkRunState } from '../../../api/use-bulk-run';
import { isActive } from '../../../components/table-import/bulk-run-progress';
import { abstractImportRun, abstractRowResults, countStatuses, type ImportRow, type RowResult, type SavedRow } from './abstract-import-run';
import type { PreparedRow } from './import-rows';
import { asEditsOfSaved } from './unanswered-rows';

type CurrentRun = { job: BulkRun<ImportRow, SavedRow>; rows: ImportRow[]; dryRun: boolean; alreadySaved: number };

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

function announce(run: CurrentRun, final: BulkRunState<SavedRow>, unsendable: number): string {
  const c = countStatuses(abstractRowResults(run.rows, final, run.dryRun));
  if (run.dryRun) return `Dry run finished: ${c.valid} rows would be saved, ${c.failed} would fail. Nothing was saved.`;
  const word = { done: 'finished', cancelled: 'cancelled', paused: 'paused', stopped: 'stopped', running: 'finished', idle: 'finished' }[final.phase];
  const saved = run.alreadySaved;
  return (
    `Import ${word}: ${c.created} created, ${c.updated} updated, ${c.failed} failed${c['not-sent'] ? `, ${c['not-sent']} not sent` : ''}` +
    `${unsendable ? `; ${unsendable} ${plural(unsendable, 'row', 'rows')} with problems not sent` : ''}.` +
    (final.reason && (final.phase === 'paused' || final.phase === 'stopped') ? ` ${final.reason}` : '') +
    (saved ? ` ${saved} ${plural(saved, 'row was', 'rows were')} already saved before an answer was lost, so ${plural(saved, 'it was', 'they were')} sent as edits, not saved twice.` : '')
  );
}

export function useAbstractImportRun(prepared: readonly PreparedRow[]) {
  const qc = useQueryClient();
  const [run, setRun] = useState<CurrentRun | null>(null);
  const [earlier, setEarlier] = useState<Map<number, RowResult>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  /** Rows whose last batch got no answer: they may have been saved. */
  const unanswered = useRef(new Set<number>());
  const state = useBulkRunState(run?.job ?? null);
  const running = !!state && (isActive(state) || (state.phase === 'paused' && !state.reason));

  // Rows answered so far by the current run over those of earlier runs.
  const results = useMemo(() => {
    const m = new Map(earlier);
    if (run && state) for (const r of abstractRowResults(run.rows, state, run.dryRun)) if (r.status !== 'waiting') m.set(r.rowNumber, r);
    return m;
  }, [earlier, run, state]);

  useEffect(() => {
    if (!running) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [running]);

  function forget() {
    run?.job.cancel();
    setRun(null);
    setEarlier(new Map());
    setAnnouncement('');
    unanswered.current = new Set();
  }

  async function untilRest(current: CurrentRun, rest: Promise<BulkRunState<SavedRow>>) {
    const final = await rest;
    const unsendable = prepared.filter((r) => !r.item).length;
    for (const r of abstractRowResults(current.rows, final, current.dryRun)) {
      if (r.unanswered) unanswered.current.add(r.rowNumber);
      else if (!current.dryRun && (r.status === 'created' || r.status === 'updated')) unanswered.current.delete(r.rowNumber);
    }
    if (!current.dryRun) refreshAfterAbstractWrite(qc);
    setAnnouncement(announce(current, final, unsendable));
  }

  async function start(rows: readonly PreparedRow[], dryRun: boolean) {
    if (!rows.length) return;
    run?.job.cancel();
    setEarlier(results);
    let jobRows: ImportRow[] = rows.map((r) => ({ rowNumber: r.rowNumber, item: r.item! }));
    let alreadySaved = 0;
    if (!dryRun && jobRows.some((r) => unanswered.current.has(r.rowNumber))) {
      // Their batch may have been saved before its answer was lost: edit what was saved rather than save it twice.
      try {
        const stored = await qc.fetchQuery({ ...abstractQueries.list(), staleTime: 0 });
        ({ rows: jobRows, matched: alreadySaved } = asEditsOfSaved(jobRows, unanswered.current, stored));
      } catch (e) {
        setAnnouncement(`Nothing was sent: the console could not check which rows were saved before the answer was lost. ${describeError(e)}`);
        return;
      }
    }
    const current: CurrentRun = { job: abstractImportRun(jobRows, (items, o) => bulkUpsertAbstracts(items, o), { dryRun }), rows: jobRows, dryRun, alreadySaved };
    setRun(current);
    setAnnouncement('');
    await untilRest(current, current.job.start());
  }

  async function resume() {
    if (!run) return;
    setAnnouncement('');
    await untilRest(run, run.job.resume());
  }

  const counts = useMemo(() => (run && state ? countStatuses(abstractRowResults(run.rows, state, run.dryRun)) : null), [run, state]);

  return { state, counts, running, results, announcement, start, resume, pause: () => run?.job.pause(), cancel: () => run?.job.cancel(), forget, dryRun: run?.dryRun ?? false };
}
