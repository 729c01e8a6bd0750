import { useId } from 'react';
import { SaveBar } from '../../components/form/save-bar';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ChangedElsewhereNotice } from '../../components/form/changed-elsewhere-notice';
import { ConflictPanel } from '../../components/form/conflict-panel';
import { DeletedElsewherePanel } from '../../components/form/deleted-elsewhere-panel';
import { OrphanVotesWarning, votesInWords } from './orphan-votes-warning';
import { PollFacts } from './poll-facts';
import { PollFormFields } from './poll-form-fields';
import { POLL_FIELD_LABELS, usePollForm, type PollFormState, type PollFormTarget, type SavedPoll } from './use-poll-form';

export type { PollFormTarget, SavedPoll } from './use-poll-form';

export type PollFormDialogProps = {
  target: PollFormTarget;
  allowSelfProxy: boolean | undefined;
  onClose: () => void;
  onSaved: (saved: SavedPoll) => void;
  onCountdownEnded?: () => void;
};

/**
 * Create or edit a poll, checked by the contract (the form's life, on the one
 * save cycle, is in use-poll-form.ts): a rename that strands votes is
 * confirmed after a dry run; changes made elsewhere are named while typing,
 * kept on save, or asked when the same field changed on both sides.
 */
export function PollFormDialog({ target, allowSelfProxy, onClose, onSaved, onCountdownEnded }: PollFormDialogProps) {
  const editor = usePollForm({ target, onClose, onSaved });
  const { editing, pending } = editor;
  const formId = useId();

  return (
    <Dialog
      open
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title={editing ? 'Edit poll' : 'New poll'}
      size="lg"
      footer={
        pending ? (
          <>
            <Button variant="secondary" onClick={() => pending.answer(false)} disabled={editor.sending}>
              Back to editing
            </Button>
            <Button variant="danger" busy={editor.sending} onClick={() => pending.answer(true)}>
              Save and orphan {votesInWords(pending.votes)}
            </Button>
          </>
        ) : (
          <SaveBar
            place="dialog"
            formId={formId}
            dirty={editor.form.formState.isDirty}
            saving={editor.busy}
            saveLabel={editing ? 'Save poll' : 'Create poll'}
            changedCount={editing ? Object.keys(editor.form.formState.dirtyFields).length : undefined}
            extra={
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            }
          />
        )
      }
    >
      <PollFormNotices editor={editor} onClose={onClose} />
      <form id={formId} noValidate onSubmit={editor.submit} className="flex flex-col gap-5" aria-busy={editor.busy || undefined}>
        <PollFormFields editor={editor} formId={formId} locked={!!pending || !!editor.conflict} />
      </form>
      {editing ? (
        <div className="mt-5">
          <PollFacts poll={editing} allowSelfProxy={allowSelfProxy} onCountdownEnded={onCountdownEnded} />
        </div>
      ) : (
        <p className="mt-5 text-xs text-slate-600">
          Voting for someone else: {allowSelfProxy === false ? 'in this session only the organiser can choose who votes for whom.' : 'attendees of this session can choose, in the app, someone to vote for them.'}
        </p>
      )}
    </Dialog>
  );
}

/** Above the form: the restored draft, the poll deleted or changed elsewhere, a conflict to choose on, a rename to confirm, and what stopped the save. */
function PollFormNotices({ editor, onClose }: { editor: PollFormState; onClose: () => void }) {
  const { editing, pending, conflict, general } = editor;
  return (
    <>
      {editor.draft.restored ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-md bg-indigo-50 p-2 text-xs text-indigo-950">
          <span>Restored what you typed before (not saved yet).</span>
          <Button variant="ghost" size="sm" onClick={editor.discardDraft}>
            Discard and start from the saved poll
          </Button>
        </div>
      ) : null}
      {editor.gone && editing ? (
        <DeletedElsewherePanel
          what="poll"
          busy={editor.busy}
          onSaveAsNew={editor.saveAsNew}
          onDiscard={() => {
            editor.draft.clearDraft();
            onClose();
          }}
        />
      ) : null}
      {conflict && editing ? (
        <ConflictPanel fields={conflict} sections={[]} labels={POLL_FIELD_LABELS} by={editor.elsewhereBy} busy={editor.busy} onCancel={editor.cancelConflict} onResolve={(choices) => void editor.resolve(choices)} />
      ) : !editor.gone && !editor.busy ? (
        <ChangedElsewhereNotice labels={editor.elsewhere.labels} values={editor.elsewhere.values} since={editor.elsewhere.since} />
      ) : null}
      {pending ? <OrphanVotesWarning pending={pending} /> : null}
      {general.length > 0 ? (
        <div role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          <p className="font-medium">The poll was not saved:</p>
          <ul className="list-disc pl-5">
            {general.map((g, i) => (
              <li key={i}>{g}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
