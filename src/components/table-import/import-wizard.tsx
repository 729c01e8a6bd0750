import { useState, type ReactNode } from 'react';
import { Download, StopCircle } from 'lucide-react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { BulkRunProgress } from './bulk-run-progress';
import { ColumnChoice } from './column-choice';
import { dateStamp, downloadCsv } from './export-table';
import { FileDrop } from './file-drop';
import type { ImportSend, PlannedRow } from './import-run';
import { RowTable, type RowStatusLine } from './row-table';
import type { ImportField, MappedRecord } from './table-data';
import { useImportWizard } from './use-import-wizard';

export type ImportWizardProps<T> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Plural noun of what is imported, e.g. "guests". */
  noun: string;
  fields: readonly ImportField[];
  /** Checks every record before anything is sent. */
  plan: (records: MappedRecord[]) => PlannedRow<T>[];
  /** Sends one ready row (through the scheduler, bulk priority) and names its outcome. */
  send: ImportSend<T>;
  /** Called each time a run comes to rest (refresh the lists). */
  onFinished?: () => void;
  /** Shown on the first step: what the file should look like. */
  help?: ReactNode;
};

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function planStatus(r: PlannedRow<unknown>): RowStatusLine {
  if (r.problems.length > 0) return { tone: 'failed', label: 'Not valid', message: r.problems.join('; ') };
  if (r.skip) return { tone: 'skipped', label: r.skip.label, message: r.skip.message };
  return { tone: 'ready', label: 'Ready', message: r.note };
}

const RUN_TITLES = { idle: 'Import finished', running: '', paused: 'Import paused', stopped: 'Import stopped', done: 'Import finished', cancelled: 'Import stopped' } as const;

/**
 * Import rows from a CSV or XLSX file: pick the file, map its columns to the
 * fields, check every row (a validated preview), send the ready rows in turn
 * on the bulk-run engine with progress, and show each row's outcome; failures
 * can be downloaded.
 */
export function ImportWizard<T>({ open, onOpenChange, title, noun, fields, plan, send, onFinished, help }: ImportWizardProps<T>) {
  const w = useImportWizard({ fields, plan, send, onFinished });
  const [onlyProblems, setOnlyProblems] = useState(false);
  const { step, state, summary, failures, running } = w;
  const atRest = step === 'run' && !running;

  function reset() {
    w.reset();
    setOnlyProblems(false);
  }

  function downloadFailures() {
    const keys = fields.map((f) => f.key);
    downloadCsv(
      {
        headers: ['Row', ...keys, 'Outcome', 'Reason'],
        rows: failures.map((r) => [r.line, ...keys.map((k) => r.values[k] ?? ''), r.outcome.label, r.outcome.message ?? '']),
      },
      `${noun}-import-failures-${dateStamp()}.csv`,
    );
  }

  const footer =
    step === 'file' ? (
      <Button variant="secondary" onClick={() => onOpenChange(false)}>
        Cancel
      </Button>
    ) : step === 'map' ? (
      <>
        <Button variant="secondary" onClick={reset}>
          Choose another file
        </Button>
        <Button onClick={w.preview} disabled={w.missing.length > 0}>
          Check rows
        </Button>
      </>
    ) : step === 'preview' ? (
      <>
        <Button variant="secondary" onClick={() => w.setStep('map')}>
          Back to columns
        </Button>
        <Button onClick={w.start} disabled={summary.ready === 0}>
          Import {summary.ready} {summary.ready === 1 ? 'row' : 'rows'}
        </Button>
      </>
    ) : running ? (
      <Button variant="secondary" icon={<StopCircle aria-hidden className="size-4" />} onClick={w.cancel}>
        Stop
      </Button>
    ) : (
      <>
        {failures.length > 0 ? (
          <Button variant="secondary" icon={<Download aria-hidden className="size-4" />} onClick={downloadFailures}>
            Download {failures.length} {failures.length === 1 ? 'failure' : 'failures'} (CSV)
          </Button>
        ) : null}
        <Button variant="secondary" onClick={reset}>
          Import another file
        </Button>
        <Button
          onClick={() => {
            reset();
            onOpenChange(false);
          }}
        >
          Done
        </Button>
      </>
    );

  const sent = state ? state.outcomes.filter((o) => o && !(o.kind === 'not-answered' && !o.sent)).length : 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && running) return;
        if (!next && atRest) reset();
        onOpenChange(next);
      }}
      dismissible={!running}
      title={title}
      size="lg"
      footer={footer}
    >
      {step === 'file' ? (
        <div className="space-y-4 text-sm text-slate-700">
          {help}
          <FileDrop id="table-import-file" label="CSV or XLSX file" summary="The first row names the columns. Drop the file here, or choose it." accept={ACCEPT} error={w.readError} onFile={(f) => void w.pickFile(f)} />
        </div>
      ) : null}

      {step === 'map' && w.table ? <ColumnChoice fileName={w.fileName} table={w.table} fields={fields} mapping={w.mapping} missing={w.missing} onChange={w.setMapping} /> : null}

      {step === 'preview' ? (
        <div className="space-y-3 text-sm">
          <p className="text-slate-700" data-testid="import-plan-summary">
            {summary.total} rows: <strong>{summary.ready} ready</strong>, {summary.invalid} not valid, {summary.skipped} skipped. Only ready rows are sent.
          </p>
          <RowTable caption="Rows checked before import" firstField={fields[0]} statusHeader="Check" rows={w.planned.map((r) => ({ ...r, status: planStatus(r) }))} />
        </div>
      ) : null}

      {step === 'run' && state ? (
        <div className="space-y-3 text-sm">
          <BulkRunProgress
            progress={state}
            label={`Importing ${noun}`}
            title={running ? `Importing ${noun}…` : RUN_TITLES[state.phase]}
            counts={`${sent} of ${state.total} sent`}
            onPause={w.pause}
            onResume={w.resume}
          />
          {atRest ? (
            <>
              <ul className="flex flex-wrap gap-2" aria-label="Outcomes" data-testid="import-outcomes">
                {Object.entries(w.outcomeCounts).map(([label, n]) => (
                  <li key={label} className="rounded-md bg-slate-100 px-2 py-1 text-slate-800">
                    {label}: <strong className="tabular-nums">{n}</strong>
                  </li>
                ))}
              </ul>
              <label className="flex items-center gap-2 text-slate-700">
                <input type="checkbox" className="size-4 accent-indigo-600" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />
                Show only rows that need attention
              </label>
              <RowTable caption="Outcome of each row" firstField={fields[0]} statusHeader="Outcome" testIds rows={(onlyProblems ? failures : w.results).map((r) => ({ ...r, status: { tone: r.outcome.kind, ...r.outcome } }))} />
            </>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
