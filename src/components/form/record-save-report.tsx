import { WarningsBanner } from '../ui/warnings-banner';
import type { RecordSaveReport } from './use-record-form';

/** What the last save of a record editor answered: its warnings and ignored fields, and how many warnings sit on content sections. */
export function RecordSaveReportView({ report, onDismiss, title }: { report: RecordSaveReport | undefined; onDismiss: () => void; title?: string }) {
  if (!report) return null;
  const onSections = report.sectionWarnings.length;
  if (report.warnings.length === 0 && report.ignoredFields.length === 0 && onSections === 0) return null;
  return (
    <div className="mb-4 space-y-2">
      <WarningsBanner title={title} warnings={report.warnings} ignoredFields={report.ignoredFields} onDismiss={onDismiss} />
      {onSections > 0 ? (
        <p role="status" className="text-sm text-amber-900">
          Saved with {onSections} warning{onSections === 1 ? '' : 's'} about content sections: each is shown on its section.
        </p>
      ) : null}
    </div>
  );
}
