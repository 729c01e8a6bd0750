import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useMay } from '../../../api/account-queries';
import { ReadOnlyNote, useReadOnlyWhy } from '../../../components/form/read-only-fieldset';
import { BulkRunProgress } from '../../../components/table-import/bulk-run-progress';
import { dateStamp, downloadCsv } from '../../../components/table-import/export-table';
import { FileDrop } from '../../../components/table-import/file-drop';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { failuresTable } from '../abstract-export';
import { rememberMapping } from './import-columns';
import { ImportColumnMapping } from './import-column-mapping';
import { importRowCells } from './import-row-cells';
import { ImportRowsTable } from './import-rows-table';
import { problemsText } from './import-rows';
import { useAbstractImportRun } from './use-abstract-import-run';
import { useImportPreparation } from './use-import-preparation';
import { paths } from '../../../paths';

const ACCEPT = '.csv,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function rowsWord(n: number): string {
  return `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`;
}

/** The import, or for a role that may read abstracts but not change them, the sentence saying so. */
/** The way back to the abstracts and the page's title, for those who may import and those who may not. */
function ImportHeading({ description }: { description?: string }) {
  return (
    <div>
      <Link to={paths.abstracts.link()} className="mb-2 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden className="size-4" /> Abstracts
      </Link>
      <PageHeader title="Import abstracts" description={description} />
    </div>
  );
}

export default function AbstractsImportPage() {
  const mayWrite = useMay('abstracts:write');
  const readOnlyWhy = useReadOnlyWhy('importing abstracts');
  if (mayWrite) return <AbstractsImport />;
  return (
    <div className="space-y-6">
      <ImportHeading />
      <ReadOnlyNote>{readOnlyWhy}</ReadOnlyNote>
    </div>
  );
}

/** Abstracts from a CSV, XLSX or JSON file: read, map columns, check every row, send in batches of 200 with progress, retry what failed. */
function AbstractsImport() {
  const prep = useImportPreparation();
  const job = useAbstractImportRun(prep.prepared);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [dryRunFirst, setDryRunFirst] = useState(false);
  const { table, prepared, mapping } = prep;
  const { state, running, results } = job;

  const ready = prepared.filter((r) => r.item);
  const withProblems = prepared.length - ready.length;
  const toCreate = ready.filter((r) => r.action === 'create').length;
  const statusOf = (rowNumber: number) => results.get(rowNumber)?.status;
  const toRetry = ready.filter((r) => statusOf(r.rowNumber) === 'failed' || statusOf(r.rowNumber) === 'not-sent');
  const failures = prepared
    .filter((r) => !r.item || statusOf(r.rowNumber) === 'failed')
    .map((r) => ({ source: r.source, reason: r.item ? (results.get(r.rowNumber)?.reason ?? 'failed') : problemsText(r.problems) }));
  const shownRows = onlyProblems ? prepared.filter((r) => !r.item || statusOf(r.rowNumber) === 'failed') : prepared;

  function send(rows: typeof ready, dryRun: boolean) {
    rememberMapping(mapping);
    void job.start(rows, dryRun);
  }

  const c = job.counts;

  return (
    <div className="space-y-6">
      <ImportHeading description="Add abstracts from a CSV, Excel (.xlsx) or JSON file. Each row becomes a new abstract, except rows of a file exported from here, which update the abstract they came from. Every row is checked before anything is sent." />

      <div aria-live="polite" role="status" className={job.announcement ? 'rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm font-medium text-emerald-950' : 'sr-only'}>
        {job.announcement}
      </div>

      <section aria-labelledby="file-heading" className="space-y-3">
        <h2 id="file-heading" className="text-base font-semibold text-slate-900">
          1. File
        </h2>
        <FileDrop
          id="abstract-import-file"
          label={table ? 'Choose another file' : 'Choose a file'}
          summary={table ? `${table.fileName}: ${table.rows.length.toLocaleString()} rows, ${table.columns.length} columns` : 'Drop a file here, or choose one.'}
          hint="Authors can be written in one cell, like “Ann Lee (1,2); Bo Chan* (2)” with institutions “1. Univ A; 2. Univ B”, or with the institution in brackets after each name, or in a column of their own each. A * marks the presenting author. Give a session by its exact title."
          accept={ACCEPT}
          disabled={running}
          error={prep.readError}
          onFile={(file) => void prep.readFile(file).then((replaced) => replaced && job.forget())}
        />
      </section>

      {table ? (
        <>
          <section aria-labelledby="mapping-heading" className="space-y-3">
            <h2 id="mapping-heading" className="text-base font-semibold text-slate-900">
              2. Columns
            </h2>
            <p className="text-sm text-slate-600">Which field each column fills. Your choices are remembered for the next import.</p>
            <ImportColumnMapping table={table} mapping={mapping} options={prep.targetOptions} disabled={running} onMap={prep.mapColumn} />
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

            {state && c ? (
              <BulkRunProgress
                progress={state}
                label="Import progress"
                title={`${job.dryRun ? 'Dry run: ' : ''}${(state.total - state.left - state.inFlight).toLocaleString()} of ${state.total.toLocaleString()} rows`}
                counts={`${job.dryRun ? `${c.valid} valid` : `${c.created} created, ${c.updated} updated`}, ${c.failed} failed${c['not-sent'] ? `, ${c['not-sent']} not sent` : ''}${state.phase === 'cancelled' ? ' · cancelled' : ''}`}
                onPause={job.pause}
                onResume={() => void job.resume()}
                onCancel={job.cancel}
              />
            ) : null}

            <div className="flex flex-wrap items-center gap-2">
              <label className="mr-2 flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4 accent-indigo-600" checked={dryRunFirst} onChange={(e) => setDryRunFirst(e.target.checked)} disabled={running} />
                Dry run (the service checks every row, nothing is saved)
              </label>
              <Button onClick={() => send(ready, dryRunFirst)} disabled={running || ready.length === 0 || prep.sessionsPending}>
                {dryRunFirst ? `Check ${rowsWord(ready.length)}` : `Import ${rowsWord(ready.length)}`}
              </Button>
              {toRetry.length ? (
                <Button variant="secondary" icon={<RotateCcw aria-hidden className="size-4" />} disabled={running} onClick={() => send(toRetry, false)}>
                  Retry {rowsWord(toRetry.length)} that failed or were not sent
                </Button>
              ) : null}
              {failures.length ? (
                <Button variant="secondary" disabled={running} onClick={() => downloadCsv(failuresTable(table.columns, failures), `abstract-import-failures-${dateStamp()}.csv`)}>
                  Download {failures.length.toLocaleString()} {failures.length === 1 ? 'failure' : 'failures'} (CSV)
                </Button>
              ) : null}
            </div>

            <ImportRowsTable
              caption="Rows of the file"
              headers={['Row', 'Action', 'Title', 'Authors', 'Result']}
              count={shownRows.length}
              rowKey={(i) => shownRows[i].rowNumber}
              renderCells={(i) => importRowCells(shownRows[i], results.get(shownRows[i].rowNumber), prep.titleColumn)}
              emptyText="No rows with problems or failures."
              phoneColumns={[0, 2]}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
