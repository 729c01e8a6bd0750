import type { ReactNode } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SaveBar } from './save-bar';
import type { FieldLabels } from './merge-wording';
import { KeptElsewhereNote } from './kept-elsewhere-note';
import { saveWarnings } from './save-warnings';
import type { RecordSaveReport } from './use-record-form';

/** What the save bar of a record editor reads from `useRecordForm`. */
export type RecordSaveState = {
  dirty: boolean;
  saving: boolean;
  isNew: boolean;
  /** Fields changed since the record was loaded (sections count as one). */
  changedCount: number;
  report: RecordSaveReport | undefined;
  setReport: (report: RecordSaveReport | undefined) => void;
  discardDraft: () => void;
  /** The form's field names, so that a warning naming one can open it. */
  fieldNames: () => string[];
  labels: FieldLabels;
  /** Content sections to look at before saving (each opens its section). */
  sectionChecks?: readonly { index: number; text: string }[];
  /** Sections that would show nothing, while the save asks first. */
  emptyQuestion?: readonly string[] | null;
  answerEmpty?: (save: boolean) => void;
};

/**
 * A record editor's save bar (session, speaker, sponsor, abstract): the
 * form's state, Discard, Save, and after a save its warnings, each opening
 * the field or content section it is about.
 */
export function RecordSaveBar({ editor, saveLabel, revealSection, notice }: { editor: RecordSaveState; saveLabel: string; revealSection?: (index: number) => void; /** A standing warning of the editor's own (a session's clashes): shown, never blocking. */ notice?: ReactNode }) {
  const report = editor.report;
  const warnings = report ? saveWarnings(report, editor.fieldNames(), editor.labels) : [];
  const kept = report?.keptElsewhere ?? [];
  return (
    <>
    <ConfirmDialog
      open={!!editor.emptyQuestion}
      onOpenChange={(open) => (open ? undefined : editor.answerEmpty?.(false))}
      title="Save a section that shows nothing?"
      confirmLabel="Save anyway"
      onConfirm={() => editor.answerEmpty?.(true)}
    >
      <p>
        Attendees would see an empty block for: {(editor.emptyQuestion ?? []).join('; ')}. Fill it in, remove it, or save it as it is.
      </p>
    </ConfirmDialog>
    <SaveBar
      dirty={editor.dirty}
      saving={editor.saving}
      saveLabel={saveLabel}
      changedCount={editor.isNew ? undefined : editor.changedCount}
      saved={!!report && !editor.dirty}
      onDiscard={editor.isNew ? undefined : editor.discardDraft}
      warnings={warnings}
      onDismissWarnings={() => report && editor.setReport({ ...report, warnings: [], sectionWarnings: [], ignoredFields: [], keptElsewhere: [] })}
      revealSection={revealSection}
      checks={(editor.sectionChecks ?? []).map((c) => ({ text: c.text, target: { kind: 'section', index: c.index } }))}
      note={
        kept.length > 0 || notice ? (
          <>
            {notice}
            <KeptElsewhereNote labels={kept} by={report?.keptBy} className="mb-1" />
          </>
        ) : null
      }
    />
    </>
  );
}
