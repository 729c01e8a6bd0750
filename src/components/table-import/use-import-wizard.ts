/**
 * The state of the import wizard: the file read, its columns mapped to the
 * fields, every row planned (checked), and the ready rows sent on the
 * bulk-run engine, each row's outcome kept as the run goes.
 */
import { useMemo, useState } from 'react';
import type { BulkRun } from '../../api/bulk-run';
import { useBulkRunState } from '../../api/use-bulk-run';
import { isActive } from './bulk-run-progress';
import { countOutcomes, importResults, importRun, summarisePlan, type ImportSend, type PlannedRow, type RowOutcome } from './import-run';
import { applyMapping, guessMapping, missingRequired, readTableFile, type ColumnMapping, type ImportField, type MappedRecord, type TableData } from './table-data';

export type WizardStep = 'file' | 'map' | 'preview' | 'run';

export type UseImportWizardOptions<T> = {
  fields: readonly ImportField[];
  plan: (records: MappedRecord[]) => PlannedRow<T>[];
  send: ImportSend<T>;
  onFinished?: () => void;
};

export function useImportWizard<T>({ fields, plan, send, onFinished }: UseImportWizardOptions<T>) {
  const [step, setStep] = useState<WizardStep>('file');
  const [fileName, setFileName] = useState('');
  const [table, setTable] = useState<TableData | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [readError, setReadError] = useState<string | null>(null);
  const [planned, setPlanned] = useState<PlannedRow<T>[]>([]);
  const [run, setRun] = useState<BulkRun<T, RowOutcome> | null>(null);
  const state = useBulkRunState(run);

  const missing = useMemo(() => missingRequired(mapping, fields), [mapping, fields]);
  const summary = useMemo(() => summarisePlan(planned), [planned]);
  const results = useMemo(() => importResults(planned, state), [planned, state]);
  const outcomeCounts = useMemo(() => countOutcomes(results), [results]);
  const failures = useMemo(() => results.filter((r) => r.outcome.kind === 'failed'), [results]);
  /** Requests going out, or paused by a person: the dialog stays open. */
  const running = !!state && (isActive(state) || (state.phase === 'paused' && !state.reason));

  function reset() {
    run?.cancel();
    setStep('file');
    setFileName('');
    setTable(null);
    setMapping({});
    setReadError(null);
    setPlanned([]);
    setRun(null);
  }

  async function pickFile(file: File) {
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

  async function settle(rest: Promise<unknown>) {
    await rest;
    onFinished?.();
  }

  function start() {
    const r = importRun(planned, send);
    setRun(r);
    setStep('run');
    void settle(r.start());
  }

  return {
    step,
    setStep,
    fileName,
    table,
    mapping,
    setMapping,
    readError,
    planned,
    state,
    missing,
    summary,
    results,
    outcomeCounts,
    failures,
    running,
    reset,
    pickFile,
    preview,
    start,
    pause: () => run?.pause(),
    resume: () => (run ? void settle(run.resume()) : undefined),
    cancel: () => run?.cancel(),
  };
}
