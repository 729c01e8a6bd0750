import { Link } from 'react-router';
import { ArrowLeft, Save, Trash2 } from 'lucide-react';
import { Button } from '../ui/button';
import { PageHeader } from '../ui/page-header';
import { DraftRestoredNotice } from './draft-restored-notice';
import { FormProblems } from './form-problems';
import { RecordSaveReportView } from './record-save-report';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { RecordSaveReport } from './use-record-form';

/** What the top of an editor reads from `useRecordForm`. */
export type RecordEditorState = {
  dirty: boolean;
  saving: boolean;
  draftRestored: boolean;
  discardDraft: () => void;
  problems: string[];
  report: RecordSaveReport | undefined;
  setReport: (report: RecordSaveReport | undefined) => void;
};

export type RecordEditorTopProps = {
  editor: RecordEditorState;
  /** The list this record belongs to: its address and name ("Sessions"). */
  back: { to: string; label: string };
  title: string;
  description?: string;
  /** The submit button's words ("Save session", "Create session"). */
  saveLabel: string;
  /** Opens the delete confirmation; absent for a new record. */
  onDelete?: () => void;
};

/**
 * The top of every record editor, one way: the way back to the list, the title
 * with Delete and Save, a guard against leaving with unsaved changes, the
 * restored-draft notice, the problems no field owns and the last save's report.
 */
export function RecordEditorTop({ editor, back, title, description, saveLabel, onDelete }: RecordEditorTopProps) {
  return (
    <>
      <UnsavedChangesGuard when={editor.dirty && !editor.saving} />
      <Link to={back.to} className="mb-2 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden className="size-4" /> {back.label}
      </Link>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {onDelete ? (
              <Button variant="secondary" icon={<Trash2 aria-hidden className="size-4" />} onClick={onDelete}>
                Delete
              </Button>
            ) : null}
            <Button type="submit" busy={editor.saving} icon={<Save aria-hidden className="size-4" />}>
              {saveLabel}
            </Button>
          </>
        }
      />
      {editor.draftRestored ? <DraftRestoredNotice onDiscard={editor.discardDraft} /> : null}
      <FormProblems problems={editor.problems} />
      <RecordSaveReportView report={editor.report} onDismiss={() => editor.setReport(undefined)} />
    </>
  );
}
