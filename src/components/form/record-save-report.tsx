import { WarningsBanner } from '../ui/warnings-banner';
import { listOfLabels } from './merge-wording';
import type { RecordSaveReport } from './use-record-form';

/** What the last save of a record editor answered: its warnings and ignored fields, and how many warnings sit on content sections. */
export function RecordSaveReportView({ report, onDismiss, title }: { report: RecordSaveReport | undefined; onDismiss: () => void; title?: string }) {
  if (!report) return null;
  const onSections = report.sectionWarnings.length;
  const kept = report.keptElsewhere ?? [];
  if (report.warnings.length === 0 && report.ignoredFields.length === 0 && onSections === 0 && kept.length === 0) return null;
  return (
    <div className="mb-4 space-y-2">
      {kept.length > 0 ? (
        <p role="status" className="rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950" data-testid="kept-elsewhere">
          Kept the change{kept.length === 1 ? '' : 's'} made elsewhere to {listOfLabels(kept)}.
        </p>
      ) : null}
      <WarningsBanner title={title} warnings={report.warnings} ignoredFields={report.ignoredFields} onDismiss={onDismiss} />
      {onSections > 0 ? (
        <p role="status" className="text-sm text-amber-900">
          Saved with {onSections} warning{onSections === 1 ? '' : 's'} about content sections: each is shown on its section.
        </p>
      ) : null}
    </div>
  );
}
