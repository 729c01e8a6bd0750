import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { Button } from '../ui/button';
import { PageHeader } from '../ui/page-header';
import { ChangedElsewhereNotice } from './changed-elsewhere-notice';
import { ConflictPanel } from './conflict-panel';
import { DeletedElsewherePanel } from './deleted-elsewhere-panel';
import { DraftRestoredNotice } from './draft-restored-notice';
import { FormProblems } from './form-problems';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { ConflictChoices, RecordConflict } from './use-record-form';

/** What the top of an editor reads from `useRecordForm`. */
export type RecordEditorState = {
  dirty: boolean;
  saving: boolean;
  draftRestored: boolean;
  discardDraft: () => void;
  problems: string[];
  /** Read before write: a conflict waiting for choices, a record deleted elsewhere, changes seen elsewhere. */
  conflict?: RecordConflict | null;
  resolve?: (choices: ConflictChoices) => Promise<void>;
  cancelConflict?: () => void;
  gone?: boolean;
  saveAsNew?: () => Promise<void>;
  elsewhere?: { labels: string[]; values: string[]; since: number };
};

export type RecordEditorTopProps = {
  editor: RecordEditorState;
  /** The list this record belongs to: its address and name ("Sessions"). */
  back: { to: string; label: string };
  title: string;
  description?: string;
  /** Opens the delete confirmation; absent for a new record. */
  onDelete?: () => void;
  /** The record kind in words ("session"); default: the list's name in the singular. */
  what?: string;
  /** On a phone, Delete sits at the end of the page (`RecordDeleteAtEnd`) instead of first under the title. */
  deleteAtEndOnPhone?: boolean;
};

/**
 * The top of every record editor, one way: the way back to the list, the title
 * with Delete (Save is in the save bar at the bottom), a guard against leaving with unsaved changes, the
 * restored-draft notice, what happened elsewhere (changed while typing, a
 * conflict to choose on, deleted) and the problems no field owns.
 */
export function RecordEditorTop({ editor, back, title, description, onDelete, what = back.label.toLowerCase().replace(/s$/, ''), deleteAtEndOnPhone }: RecordEditorTopProps) {
  const navigate = useNavigate();
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
              <Button variant="secondary" className={deleteAtEndOnPhone ? 'max-sm:hidden' : undefined} icon={<Trash2 aria-hidden className="size-4" />} onClick={onDelete}>
                Delete
              </Button>
            ) : null}
          </>
        }
      />
      {editor.draftRestored ? <DraftRestoredNotice onDiscard={editor.discardDraft} /> : null}
      {editor.gone && editor.saveAsNew ? (
        <DeletedElsewherePanel
          what={what}
          busy={editor.saving}
          onSaveAsNew={() => void editor.saveAsNew?.()}
          onDiscard={() => {
            editor.discardDraft();
            navigate(back.to);
          }}
        />
      ) : editor.elsewhere && !editor.conflict && !editor.saving ? (
        <ChangedElsewhereNotice labels={editor.elsewhere.labels} values={editor.elsewhere.values} since={editor.elsewhere.since} />
      ) : null}
      {editor.conflict && editor.resolve && editor.cancelConflict ? (
        <ConflictPanel
          fields={editor.conflict.fields}
          sections={editor.conflict.sections}
          labels={editor.conflict.labels}
          by={editor.conflict.by}
          busy={editor.saving}
          onResolve={(choices) => void editor.resolve?.(choices)}
          onCancel={editor.cancelConflict}
        />
      ) : null}
      <FormProblems problems={editor.problems} />
    </>
  );
}

/** Delete at the end of an editor, on a phone only (the header's Delete shows from `sm` up). */
export function RecordDeleteAtEnd({ onDelete, what }: { onDelete?: () => void; what: string }) {
  if (!onDelete) return null;
  return (
    <div className="mt-6 border-t border-slate-200 pt-4 sm:hidden">
      <Button variant="secondary" icon={<Trash2 aria-hidden className="size-4" />} onClick={onDelete}>
        Delete this {what}
      </Button>
    </div>
  );
}
