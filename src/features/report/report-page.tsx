import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FileArchive, FileSpreadsheet, Play, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { describeError } from '../../api/errors';
import { BulkRunProgress, isActive } from '../../components/table-import/bulk-run-progress';
import { csvZipBlob, dateStamp, downloadBlob, xlsxWorkbookBlob } from '../../components/table-import/export-table';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { SCOPE_WORDS } from '../../components/ui/scope-words';
import type { Scope } from '../../contract/common';
import { durationWords, estimateReportMs } from './report-plan';
import { REPORT_KINDS, reportFileName, reportTables, type ReportKind } from './report-sheets';
import { useEventReport } from './use-event-report';

const KIND_WORDS: Record<ReportKind, string> = {
  sessions: 'sessions with their speakers',
  questions: 'the questions of every session',
  polls: "every poll's results",
  guests: 'guests',
  tickets: 'tickets',
  abstracts: 'abstracts',
};

export default function ReportPage() {
  const report = useEventReport();
  const { plan, state, budget } = report;
  const [writing, setWriting] = useState<'xlsx' | 'zip' | null>(null);
  const active = state ? isActive(state) : false;
  const finished = state && !active && (state.phase === 'done' || state.phase === 'stopped' || state.phase === 'paused' || state.phase === 'cancelled');
  const built = useMemo(() => (finished && report.data ? reportTables(report.data) : null), [finished, report.data]);

  const requests = plan?.steps.length ?? 0;
  const questionReads = plan?.steps.filter((s) => s.fills === 'questions').length ?? 0;
  const estimate = estimateReportMs(requests, budget);

  // `?gather=1` (the palette's "Export the event report"): start as soon as the plan is known, once.
  const [params, setParams] = useSearchParams();
  const { start } = report;
  const gatherNow = params.get('gather') === '1' && !!plan && requests > 0 && !state;
  useEffect(() => {
    if (!gatherNow) return;
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete('gather');
      return next;
    }, { replace: true });
    start();
  }, [gatherNow, start, setParams]);

  async function download(kind: 'xlsx' | 'zip') {
    if (!built) return;
    setWriting(kind);
    const name = reportFileName(report.data?.eventName, dateStamp());
    try {
      if (kind === 'xlsx') downloadBlob(await xlsxWorkbookBlob(built.tables), `${name}.xlsx`);
      else downloadBlob(await csvZipBlob(built.tables.map((t) => ({ fileName: t.file, table: t.table }))), `${name}-csv.zip`);
    } catch (e) {
      toast.error(`The file could not be written: ${describeError(e)}`);
    } finally {
      setWriting(null);
    }
  }

  const leftWaiting = state ? state.left + state.inFlight : 0;
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader
        title="Event report"
        description="Everything the event holds, in one download: sessions with their speakers, the questions of every session, every poll's results, guests, tickets and abstracts. One XLSX workbook with a sheet per kind, or the same tables as CSV files in a zip."
      />

      <section aria-labelledby="report-plan-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <h2 id="report-plan-title" className="text-base font-semibold text-slate-900">
          What it takes
        </h2>
        {report.planError ? (
          <ErrorState error={report.planError} title="The sessions could not be read, so the report cannot be planned" onRetry={report.retryPlan} />
        ) : !plan ? (
          <LoadingState label="Working out what to read…" shape="inline" />
        ) : (
          <>
            <p className="text-slate-800" data-testid="report-estimate">
              It reads {requests - questionReads} {requests - questionReads === 1 ? 'list' : 'lists'} and the questions of {questionReads.toLocaleString()}{' '}
              {questionReads === 1 ? 'session' : 'sessions'}, and takes about <strong>{durationWords(estimate)}</strong>.
              {requests > budget.budgetLeft ? ' The console has used much of what the service allows this minute, so part of it waits its turn.' : null}
            </p>
            {plan.leftOut.length > 0 ? (
              <p className="rounded bg-amber-50 p-2 text-amber-900 ring-1 ring-amber-200">
                Left out, because this key may not read them: {plan.leftOut.map((l) => `${KIND_WORDS[l.kind]} (needs a key that can ${SCOPE_WORDS[l.scope as Scope] ?? l.scope})`).join('; ')}.
              </p>
            ) : null}
            <p className="text-slate-600">
              The reads go at low priority, so the rest of the console stays quick while the report is gathered. If the key expires halfway, what was read is kept: connect again and it carries on.
            </p>
            {!state || (!active && state.phase !== 'stopped' && state.phase !== 'paused') ? (
              <Button icon={state ? <RotateCcw aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />} onClick={report.start} disabled={requests === 0}>
                {state ? 'Gather again' : 'Gather the report'}
              </Button>
            ) : null}
          </>
        )}
      </section>

      {state ? (
        <BulkRunProgress
          progress={state}
          label="Report progress"
          title={active ? 'Gathering the report' : state.phase === 'done' ? 'Everything is read' : 'Gathering stopped'}
          counts={`${state.ok.toLocaleString()} of ${state.total.toLocaleString()} reads done${state.refused ? `, ${state.refused} refused (their tables are left out)` : ''}.`}
          onPause={report.pause}
          onResume={report.resume}
          onCancel={report.cancel}
        />
      ) : null}

      {built ? (
        <section aria-labelledby="report-ready-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <h2 id="report-ready-title" className="text-base font-semibold text-slate-900">
            {leftWaiting > 0 || built.missing.length > 0 ? 'The report so far' : 'The report is ready'}
          </h2>
          {leftWaiting > 0 ? <p className="text-amber-900">{leftWaiting.toLocaleString()} reads are still waiting; the files hold what was read so far.</p> : null}
          <table className="w-full max-w-md text-left">
            <caption className="sr-only">Sheets of the report and their rows</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 font-medium">
                  Sheet
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Rows
                </th>
              </tr>
            </thead>
            <tbody>
              {REPORT_KINDS.map((k) => {
                const t = built.tables.find((x) => x.kind === k.kind);
                return (
                  <tr key={k.kind} className="border-b border-slate-100">
                    <th scope="row" className="py-1 font-normal text-slate-900">
                      {k.sheet}
                    </th>
                    <td className="py-1 text-right tabular-nums text-slate-800">{t ? t.table.rows.length.toLocaleString() : 'not read'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="flex flex-wrap gap-2">
            <Button icon={<FileSpreadsheet aria-hidden className="size-4" />} busy={writing === 'xlsx'} disabled={writing !== null} onClick={() => void download('xlsx')}>
              Download XLSX workbook
            </Button>
            <Button variant="secondary" icon={<FileArchive aria-hidden className="size-4" />} busy={writing === 'zip'} disabled={writing !== null} onClick={() => void download('zip')}>
              Download CSV files (zip)
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
