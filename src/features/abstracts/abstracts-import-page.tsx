import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type DragEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileUp, Pause, Play, RotateCcw, Square } from 'lucide-react';
import { abstractQueries, bulkUpsertAbstracts, refreshAfterAbstractWrite } from '../../api/abstract-queries';
import { isApiError } from '../../api/errors';
import { dateStamp, downloadCsv } from '../../components/table-import/export-table';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { failuresTable } from './abstract-export';
import { authorLineText } from './author-line';
import { initialMapping, readRememberedMapping, rememberMapping, targetOptions, type ColumnMapping, type ColumnTarget } from './import-columns';
import { readImportFile, type ImportTable } from './import-file';
import { ImportJob, formatTimeLeft, type ImportState, type RowResult } from './import-job';
import { ImportRowsTable } from './import-rows-table';
import { prepareRows, problemsText, type PreparedRow } from './import-rows';
import { asEditsOfSaved } from './unanswered-rows';

const IDLE: ImportState | null = null;
const noopSubscribe = () => () => {};

function rowsWord(n: number): string {
  return `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`;
}

function explain(e: unknown): string {
  return isApiError(e) ? e.explain() : e instanceof Error ? e.message : String(e);
}

function useJobState(job: ImportJob | null): ImportState | null {
  return useSyncExternalStore(job ? job.subscribe : noopSubscribe, job ? job.getState : () => IDLE, job ? job.getState : () => IDLE);
}

const STATUS_TEXT: Record<RowResult['status'], string> = {
  waiting: 'Waiting',
  created: 'Created',
  updated: 'Updated',
  failed: 'Failed',
  valid: 'Valid (dry run)',
  'not-sent': 'Not sent',
};

export default function AbstractsImportPage() {
  const qc = useQueryClient();
  const [table, setTable] = useState<ImportTable | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [dryRunFirst, setDryRunFirst] = useState(false);
  const [job, setJob] = useState<ImportJob | null>(null);
  const [outcomes, setOutcomes] = useState<Map<number, RowResult>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const [dragOver, setDragOver] = useState(false);
  /** Rows whose last batch got no answer: they may have been saved. */
  const unanswered = useRef(new Set<number>());
  const state = useJobState(job);

  const prepared = useMemo<PreparedRow[]>(() => (table ? prepareRows(table.rows, mapping) : []), [table, mapping]);
  const ready = prepared.filter((r) => r.item);
  const withProblems = prepared.length - ready.length;
  const toCreate = ready.filter((r) => r.action === 'create').length;
  const running = state?.phase === 'running' || state?.phase === 'paused';

  // Rows answered so far by the current job over those of earlier runs.
  const merged = useMemo(() => {
    const m = new Map(outcomes);
    for (const r of state?.results ?? []) if (r.status !== 'waiting') m.set(r.rowNumber, r);
    return m;
  }, [outcomes, state]);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setReadError(null);
    try {
      const t = await readImportFile(file);
      if (t.rows.length === 0) throw new Error(`${file.name} has no rows to import.`);
      setTable(t);
      setMapping(initialMapping(t.columns, readRememberedMapping()));
      setJob(null);
      setOutcomes(new Map());
      setAnnouncement('');
      unanswered.current = new Set();
    } catch (e) {
      setReadError(e instanceof Error ? e.message : String(e));
    }
  }

  async function run(rows: PreparedRow[], dryRun: boolean) {
    if (!rows.length) return;
    const unsendable = prepared.length - prepared.filter((r) => r.item).length;
    rememberMapping(mapping);
    setOutcomes(merged);
    let jobRows = rows.map((r) => ({ rowNumber: r.rowNumber, item: r.item! }));
    let alreadySaved = 0;
    if (!dryRun && jobRows.some((r) => unanswered.current.has(r.rowNumber))) {
      // Their batch may have been saved before its answer was lost: edit what was saved rather than save it twice.
      try {
        const stored = await qc.fetchQuery({ ...abstractQueries.list(), staleTime: 0 });
        ({ rows: jobRows, matched: alreadySaved } = asEditsOfSaved(jobRows, unanswered.current, stored));
      } catch (e) {
        setAnnouncement(`Nothing was sent: the console could not check which rows were saved before the answer was lost. ${explain(e)}`);
        return;
      }
    }
    const rowOf = new Map(jobRows.map((r) => [r.item, r.rowNumber]));
    const sendBatch = async (items: Record<string, unknown>[], o: { dryRun: boolean }) => {
      try {
        const response = await bulkUpsertAbstracts(items, { dryRun: o.dryRun });
        if (!o.dryRun) for (const item of items) unanswered.current.delete(rowOf.get(item)!);
        return response;
      } catch (e) {
        if (!o.dryRun && isApiError(e) && e.status === 0) for (const item of items) unanswered.current.add(rowOf.get(item)!);
        throw e;
      }
    };
    const j = new ImportJob(
      jobRows,
      sendBatch,
      { dryRun, concurrency: 3, describeError: explain, isFatal: (e) => isApiError(e) && (e.needsNewKey || e.code === 'missing_scope') },
    );
    setJob(j);
    setAnnouncement('');
    const final = await j.start();
    setOutcomes((prev) => {
      const m = new Map(prev);
      for (const r of final.results) m.set(r.rowNumber, r);
      return m;
    });
    if (!dryRun) refreshAfterAbstractWrite(qc);
    const c = final.counts;
    setAnnouncement(
      dryRun
        ? `Dry run finished: ${c.valid} rows would be saved, ${c.failed} would fail. Nothing was saved.`
        : `Import ${final.phase === 'cancelled' ? 'cancelled' : 'finished'}: ${c.created} created, ${c.updated} updated, ${c.failed} failed${c['not-sent'] ? `, ${c['not-sent']} not sent` : ''}${unsendable ? `; ${unsendable} ${unsendable === 1 ? 'row' : 'rows'} with problems not sent` : ''}.${alreadySaved ? ` ${alreadySaved} ${alreadySaved === 1 ? 'row was' : 'rows were'} already saved before an answer was lost, so ${alreadySaved === 1 ? 'it was' : 'they were'} sent as edits, not saved twice.` : ''}`,
    );
  }

  const serviceFailed = prepared.filter((r) => r.item && merged.get(r.rowNumber)?.status === 'failed');
  const notSent = prepared.filter((r) => r.item && merged.get(r.rowNumber)?.status === 'not-sent');
  const failures = prepared
    .filter((r) => !r.item || merged.get(r.rowNumber)?.status === 'failed')
    .map((r) => ({ source: r.source, reason: r.item ? (merged.get(r.rowNumber)?.reason ?? 'failed') : problemsText(r.problems) }));

  useEffect(() => {
    if (!running) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [running]);

  const authorSlots = Math.max(5, ...Object.values(mapping).map((t) => Number(/^author\.(\d+)\./.exec(t)?.[1] ?? 0)));
  const options = targetOptions(authorSlots);
  const shownRows = onlyProblems ? prepared.filter((r) => !r.item || merged.get(r.rowNumber)?.status === 'failed') : prepared;
  const titleColumn = Object.keys(mapping).find((k) => mapping[k] === 'title') ?? '';
  const renderCells = (index: number) => {
    const r = shownRows[index];
    const o = merged.get(r.rowNumber);
    const item = r.item ?? {};
    const status = !r.item ? (
      <span className="font-medium text-red-800">Problems: {problemsText(r.problems)}</span>
    ) : o ? (
      <span className={o.status === 'failed' ? 'font-medium text-red-800' : o.status === 'created' || o.status === 'updated' || o.status === 'valid' ? 'text-emerald-800' : 'text-slate-600'}>
        {STATUS_TEXT[o.status]}
        {o.reason ? `: ${o.reason}` : ''}
        {o.warnings?.length ? ` (warnings: ${o.warnings.join('; ')})` : ''}
      </span>
    ) : (
      <span className="text-slate-700">Ready{r.notes.length ? ` (${r.notes.join('; ')})` : ''}</span>
    );
    return [
      <span className="tabular-nums">{r.rowNumber}</span>,
      r.action === 'update' ? 'Update' : 'Create',
      <span className="line-clamp-2">{String(item.title ?? r.source[titleColumn] ?? '') || '—'}</span>,
      <span className="line-clamp-2 text-slate-700">{r.item ? authorLineText(item as never) || '—' : '—'}</span>,
      status,
    ];
  };

  return (
    <div className="space-y-6">
      <div>
        <Link to="/abstracts" className="mb-2 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
          <ArrowLeft aria-hidden className="size-4" /> Abstracts
        </Link>
        <PageHeader title="Import abstracts" description="A CSV, Excel (.xlsx) or JSON file: rows with an id update that abstract, rows without one create a new abstract. Every row is checked before anything is sent." />
      </div>

      <div aria-live="polite" role="status" className={announcement ? 'rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm font-medium text-emerald-950' : 'sr-only'}>
        {announcement}
      </div>

      <section aria-labelledby="file-heading" className="space-y-3">
        <h2 id="file-heading" className="text-base font-semibold text-slate-900">
          1. File
        </h2>
        <div
          onDragOver={(e: DragEvent) => {
            e.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(e: DragEvent) => {
            e.preventDefault();
            setDragOver(false);
            void onFile(e.dataTransfer.files?.[0]);
          }}
          className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center text-sm ${dragOver ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white'}`}
        >
          <FileUp aria-hidden className="size-6 text-slate-500" />
          <p className="text-slate-700">{table ? `${table.fileName}: ${table.rows.length.toLocaleString()} rows, ${table.columns.length} columns` : 'Drop a file here, or choose one.'}</p>
          {/* The hidden input comes first so that its label, which looks like a button, shows its focus ring. */}
          <input
            id="abstract-import-file"
            type="file"
            accept=".csv,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="peer sr-only"
            disabled={running}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <label
            htmlFor="abstract-import-file"
            className={buttonClasses('secondary', 'sm', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600')}
          >
            {table ? 'Choose another file' : 'Choose a file'}
          </label>
          <p className="text-xs text-slate-600">Authors like “Ann Lee (1,2); Bo Chan* (2)” with institutions “1. Univ A; 2. Univ B”, institution names in brackets, or one column per author all work; * marks the presenting author.</p>
        </div>
        {readError ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
            {readError}
          </p>
        ) : null}
      </section>

      {table ? (
        <>
          <section aria-labelledby="mapping-heading" className="space-y-3">
            <h2 id="mapping-heading" className="text-base font-semibold text-slate-900">
              2. Columns
            </h2>
            <p className="text-sm text-slate-600">Which field each column fills. Your choices are remembered for the next import.</p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {table.columns.map((c, i) => {
                const sample = table.rows.find((r) => r[c] !== '' && r[c] !== undefined)?.[c];
                return (
                  <div key={c} className="rounded-lg border border-slate-200 bg-white p-3">
                    <label htmlFor={`map-${i}`} className="block truncate text-sm font-medium text-slate-800">
                      {c}
                    </label>
                    <p className="truncate text-xs text-slate-600" title={sample === undefined ? undefined : typeof sample === 'string' ? sample : JSON.stringify(sample)}>
                      {sample === undefined ? 'empty' : typeof sample === 'string' ? sample : JSON.stringify(sample)}
                    </p>
                    <select
                      id={`map-${i}`}
                      value={mapping[c] ?? 'ignore'}
                      disabled={running}
                      onChange={(e) => {
                        const target = e.target.value as ColumnTarget;
                        setMapping((m) => {
                          const next: ColumnMapping = { ...m };
                          // A field is filled by one column at most.
                          if (target !== 'ignore') for (const k of Object.keys(next)) if (next[k] === target) next[k] = 'ignore';
                          next[c] = target;
                          return next;
                        });
                      }}
                      className="mt-2 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-indigo-600"
                    >
                      {options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </div>
                );
              })}
            </div>
          </section>

          <section aria-labelledby="preview-heading" className="space-y-3">
            <h2 id="preview-heading" className="text-base font-semibold text-slate-900">
              3. Check and import
            </h2>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
              <p className="font-medium text-slate-900">
                {ready.length.toLocaleString()} ready ({toCreate.toLocaleString()} to create, {(ready.length - toCreate).toLocaleString()} to update)
              </p>
              <p className={withProblems ? 'font-medium text-red-800' : 'text-slate-700'}>
                {withProblems.toLocaleString()} {withProblems === 1 ? 'row has problems' : 'rows have problems'} and will not be sent
              </p>
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-indigo-600" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />
                Show only rows with problems or failures
              </label>
            </div>

            {state ? <ImportProgress state={state} onPause={() => job?.pause()} onResume={() => job?.resume()} onCancel={() => job?.cancel()} /> : null}

            <div className="flex flex-wrap items-center gap-2">
              <label className="mr-2 flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4 accent-indigo-600" checked={dryRunFirst} onChange={(e) => setDryRunFirst(e.target.checked)} disabled={running} />
                Dry run (the service checks every row, nothing is saved)
              </label>
              <Button onClick={() => void run(ready, dryRunFirst)} disabled={running || ready.length === 0}>
                {dryRunFirst ? `Check ${rowsWord(ready.length)}` : `Import ${rowsWord(ready.length)}`}
              </Button>
              {serviceFailed.length || notSent.length ? (
                <Button variant="secondary" icon={<RotateCcw aria-hidden className="size-4" />} disabled={running} onClick={() => void run([...serviceFailed, ...notSent], false)}>
                  Retry {rowsWord(serviceFailed.length + notSent.length)} that failed or were not sent
                </Button>
              ) : null}
              {failures.length ? (
                <Button
                  variant="secondary"
                  disabled={running}
                  onClick={() => downloadCsv(failuresTable(table.columns, failures), `abstract-import-failures-${dateStamp()}.csv`)}
                >
                  Download {failures.length.toLocaleString()} {failures.length === 1 ? 'failure' : 'failures'} (CSV)
                </Button>
              ) : null}
            </div>

            <ImportRowsTable
              caption="Rows of the file"
              headers={['Row', 'Action', 'Title', 'Authors', 'Result']}
              count={shownRows.length}
              rowKey={(i) => shownRows[i].rowNumber}
              renderCells={renderCells}
              emptyText="No rows with problems or failures."
            />
          </section>
        </>
      ) : null}
    </div>
  );
}

function ImportProgress({ state, onPause, onResume, onCancel }: { state: ImportState; onPause: () => void; onResume: () => void; onCancel: () => void }) {
  const pct = state.totalRows ? Math.round((state.doneRows / state.totalRows) * 100) : 0;
  const active = state.phase === 'running' || state.phase === 'paused';
  const c = state.counts;
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto font-medium text-slate-900">
          {state.dryRun ? 'Dry run: ' : ''}
          {state.doneRows.toLocaleString()} of {state.totalRows.toLocaleString()} rows, batch {state.batchesDone} of {state.batchesTotal}
          {state.phase === 'paused' ? ' (paused)' : ''}
          {active ? ` · time left ${formatTimeLeft(state.msLeft)}` : ''}
        </p>
        {state.phase === 'running' ? (
          <Button size="sm" variant="secondary" icon={<Pause aria-hidden className="size-4" />} onClick={onPause}>
            Pause
          </Button>
        ) : null}
        {state.phase === 'paused' ? (
          <Button size="sm" variant="secondary" icon={<Play aria-hidden className="size-4" />} onClick={onResume}>
            Resume
          </Button>
        ) : null}
        {active ? (
          <Button size="sm" variant="danger" icon={<Square aria-hidden className="size-4" />} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      <div role="progressbar" aria-label="Import progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-valuetext={`${state.doneRows} of ${state.totalRows} rows`} className="h-2.5 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-slate-700">
        {state.dryRun ? `${c.valid} valid` : `${c.created} created, ${c.updated} updated`}, {c.failed} failed
        {c['not-sent'] ? `, ${c['not-sent']} not sent` : ''}
        {state.phase === 'cancelled' ? ' · cancelled' : ''}
      </p>
      {state.stoppedBecause ? (
        <p role="alert" className="text-red-800">
          Stopped: {state.stoppedBecause}
        </p>
      ) : null}
    </div>
  );
}
