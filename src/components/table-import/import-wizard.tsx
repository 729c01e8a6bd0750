import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Download, FileUp, StopCircle } from 'lucide-react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { cn } from '../ui/cn';
import { controlClasses } from '../ui/field-shell';
import { countOutcomes, runImport, summarisePlan, type PlannedRow, type RowOutcome, type RowResult } from './import-run';
import { applyMapping, guessMapping, missingRequired, readTableFile, type ColumnMapping, type ImportField, type MappedRecord, type TableData } from './table-data';
import { dateStamp, downloadCsv } from './export-table';

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
  send: (item: T, signal: AbortSignal | undefined) => Promise<RowOutcome>;
  /** Called once a run ends (refresh the lists). */
  onFinished?: () => void;
  /** Shown on the first step: what the file should look like. */
  help?: ReactNode;
};

type Step = 'file' | 'map' | 'preview' | 'running' | 'done';

const kindTone: Record<string, string> = {
  done: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  skipped: 'bg-slate-100 text-slate-800 ring-slate-300',
  failed: 'bg-red-50 text-red-900 ring-red-200',
  ready: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
};

function StatusBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={cn('inline-flex rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset', kindTone[tone])}>{children}</span>;
}

/**
 * Import rows from a CSV or XLSX file: pick the file, map its columns to the
 * fields, check every row (a validated preview), send the ready rows in turn
 * with progress, and show each row's outcome; failures can be downloaded.
 */
export function ImportWizard<T>({ open, onOpenChange, title, noun, fields, plan, send, onFinished, help }: ImportWizardProps<T>) {
  const [step, setStep] = useState<Step>('file');
  const [fileName, setFileName] = useState('');
  const [table, setTable] = useState<TableData | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [readError, setReadError] = useState<string | null>(null);
  const [planned, setPlanned] = useState<PlannedRow<T>[]>([]);
  const [progress, setProgress] = useState({ sent: 0, toSend: 0 });
  const [results, setResults] = useState<RowResult[]>([]);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const missing = useMemo(() => missingRequired(mapping, fields), [mapping, fields]);
  const summary = useMemo(() => summarisePlan(planned), [planned]);
  const outcomeCounts = useMemo(() => countOutcomes(results), [results]);
  const failures = useMemo(() => results.filter((r) => r.outcome.kind === 'failed'), [results]);

  function reset() {
    setStep('file');
    setFileName('');
    setTable(null);
    setMapping({});
    setReadError(null);
    setPlanned([]);
    setResults([]);
    setProgress({ sent: 0, toSend: 0 });
    setOnlyProblems(false);
  }

  async function pickFile(file: File | undefined) {
    if (!file) return;
    setReadError(null);
    try {
      const t = await readTableFile(file);
      if (t.headers.length === 0 || t.rows.length === 0) {
        setReadError(`${file.name} has no rows under a header row. The first row must name the columns.`);
        return;
      }
      setFileName(file.name);
      setTable(t);
      setMapping(guessMapping(t.headers, fields));
      setStep('map');
    } catch (e) {
      setReadError(`${file.name} could not be read: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  function preview() {
    if (!table) return;
    setPlanned(plan(applyMapping(table, mapping)));
    setStep('preview');
  }

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    setStep('running');
    const final = await runImport(planned, send, {
      signal: controller.signal,
      onProgress: (p) => {
        setProgress({ sent: p.sent, toSend: p.toSend });
        setResults(p.results);
      },
    });
    setResults(final);
    abort.current = null;
    setStep('done');
    onFinished?.();
  }

  function downloadFailures() {
    const keys = fields.map((f) => f.key);
    downloadCsv(
      {
        headers: ['Row', ...fields.map((f) => f.key), 'Outcome', 'Reason'],
        rows: failures.map((r) => [r.line, ...keys.map((k) => r.values[k] ?? ''), r.outcome.label, r.outcome.message ?? '']),
      },
      `${noun}-import-failures-${dateStamp()}.csv`,
    );
  }

  const running = step === 'running';
  const firstKey = fields[0]?.key;

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
        <Button onClick={preview} disabled={missing.length > 0}>
          Check rows
        </Button>
      </>
    ) : step === 'preview' ? (
      <>
        <Button variant="secondary" onClick={() => setStep('map')}>
          Back to columns
        </Button>
        <Button onClick={start} disabled={summary.ready === 0}>
          Import {summary.ready} {summary.ready === 1 ? 'row' : 'rows'}
        </Button>
      </>
    ) : running ? (
      <Button variant="secondary" icon={<StopCircle aria-hidden className="size-4" />} onClick={() => abort.current?.abort()}>
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

  const shownResults = onlyProblems ? failures : results;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && running) return;
        if (!next && step === 'done') reset();
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
          <label className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-8 text-center hover:border-indigo-400 focus-within:outline-2 focus-within:outline-indigo-600">
            <FileUp aria-hidden className="size-6 text-slate-500" />
            <span className="font-medium text-slate-900">CSV or XLSX file</span>
            <span className="text-slate-600">The first row names the columns.</span>
            <input
              type="file"
              className="sr-only"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                void pickFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {readError ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
              {readError}
            </p>
          ) : null}
        </div>
      ) : null}

      {step === 'map' && table ? (
        <div className="space-y-4 text-sm">
          <p className="text-slate-700">
            {fileName}: {table.rows.length} {table.rows.length === 1 ? 'row' : 'rows'}. Choose which column feeds each field.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {fields.map((f) => {
              const id = `map-${f.key}`;
              const value = mapping[f.key];
              return (
                <div key={f.key} className="flex flex-col gap-1">
                  <label htmlFor={id} className="font-medium text-slate-800">
                    {f.label}
                    {f.required ? <span className="text-red-700"> (required)</span> : null}
                  </label>
                  <select
                    id={id}
                    className={controlClasses(!!f.required && (value === null || value === undefined))}
                    value={value === null || value === undefined ? '' : String(value)}
                    onChange={(e) => setMapping((m) => ({ ...m, [f.key]: e.target.value === '' ? null : Number(e.target.value) }))}
                  >
                    <option value="">Not imported</option>
                    {table.headers.map((h, i) => (
                      <option key={i} value={i}>
                        {h}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
          {missing.length > 0 ? (
            <p role="alert" className="text-red-800">
              Choose a column for {missing.map((f) => f.label).join(', ')}.
            </p>
          ) : null}
        </div>
      ) : null}

      {step === 'preview' ? (
        <div className="space-y-3 text-sm">
          <p className="text-slate-700" data-testid="import-plan-summary">
            {summary.total} rows: <strong>{summary.ready} ready</strong>, {summary.invalid} not valid, {summary.skipped} skipped. Only ready rows are sent.
          </p>
          <div className="max-h-80 overflow-auto rounded-md ring-1 ring-slate-200" tabIndex={0} role="region" aria-label="Rows checked before import">
            <table className="w-full table-fixed text-left text-sm">
              <caption className="sr-only">Rows checked before import</caption>
              <thead className="sticky top-0 bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="w-14 px-2 py-1.5">Row</th>
                  <th scope="col" className="w-2/5 px-2 py-1.5">{fields[0]?.label}</th>
                  <th scope="col" className="px-2 py-1.5">Check</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {planned.map((r) => {
                  const status = r.problems.length > 0 ? { tone: 'failed', label: 'Not valid', msg: r.problems.join('; ') } : r.skip ? { tone: 'skipped', label: r.skip.label, msg: r.skip.message } : { tone: 'ready', label: 'Ready', msg: r.note };
                  return (
                    <tr key={r.line}>
                      <td className="px-2 py-1 tabular-nums text-slate-600">{r.line}</td>
                      <td className="truncate px-2 py-1">{firstKey ? r.values[firstKey] : ''}</td>
                      <td className="px-2 py-1">
                        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                        {status.msg ? <span className="mt-0.5 block break-words text-slate-700">{status.msg}</span> : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}

      {step === 'running' || step === 'done' ? (
        <div className="space-y-3 text-sm">
          <div>
            <div className="mb-1 flex justify-between text-slate-700">
              <span id="import-progress-label">{step === 'running' ? `Importing ${noun}…` : 'Import finished'}</span>
              <span className="tabular-nums">
                {progress.sent} of {progress.toSend} sent
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="import-progress-label"
              aria-valuemin={0}
              aria-valuemax={Math.max(progress.toSend, 1)}
              aria-valuenow={progress.sent}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${progress.toSend ? (progress.sent / progress.toSend) * 100 : 100}%` }} />
            </div>
          </div>
          {step === 'done' ? (
            <>
              <ul className="flex flex-wrap gap-2" aria-label="Outcomes" data-testid="import-outcomes">
                {Object.entries(outcomeCounts).map(([label, n]) => (
                  <li key={label} className="rounded-md bg-slate-100 px-2 py-1 text-slate-800">
                    {label}: <strong className="tabular-nums">{n}</strong>
                  </li>
                ))}
              </ul>
              <label className="flex items-center gap-2 text-slate-700">
                <input type="checkbox" className="size-4 accent-indigo-600" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />
                Show only rows that need attention
              </label>
              <div className="max-h-80 overflow-auto rounded-md ring-1 ring-slate-200" tabIndex={0} role="region" aria-label="Outcome of each row">
                <table className="w-full table-fixed text-left text-sm">
                  <caption className="sr-only">Outcome of each row</caption>
                  <thead className="sticky top-0 bg-slate-50 text-slate-700">
                    <tr>
                      <th scope="col" className="w-14 px-2 py-1.5">Row</th>
                      <th scope="col" className="w-2/5 px-2 py-1.5">{fields[0]?.label}</th>
                      <th scope="col" className="px-2 py-1.5">Outcome</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {shownResults.map((r) => (
                      <tr key={r.line} data-testid={`import-row-${r.line}`}>
                        <td className="px-2 py-1 tabular-nums text-slate-600">{r.line}</td>
                        <td className="truncate px-2 py-1">{firstKey ? r.values[firstKey] : ''}</td>
                        <td className="px-2 py-1">
                          <StatusBadge tone={r.outcome.kind}>{r.outcome.label}</StatusBadge>
                          {r.outcome.message ? <span className="mt-0.5 block break-words text-slate-700">{r.outcome.message}</span> : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
