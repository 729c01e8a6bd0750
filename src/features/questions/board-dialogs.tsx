import { useCallback } from 'react';
import type { Question } from '../../contract/question';
import { deleteQuestion } from '../../api/question-queries';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { KeyboardHelpDialog } from './keyboard-help-dialog';
import { QuestionTextDialog } from './question-text-dialog';
import { plural } from './use-arrival-announcer';

export type BoardDialogState = {
  answering: Question | null;
  editing: Question | null;
  deleting: Question | null;
  helpOpen: boolean;
};

export type BoardDialogsProps = BoardDialogState & {
  sessionId: string;
  close: (which: keyof BoardDialogState) => void;
  openHelp: (open: boolean) => void;
  onAnswer: (q: Question, text: string) => Promise<void>;
  onEdit: (q: Question, text: string) => Promise<void>;
  onDelete: (q: Question) => Promise<unknown>;
};

/** The board's dialogs: answer, edit wording, keyboard help, and the delete confirmation with its dry run. */
export function BoardDialogs({ sessionId, answering, editing, deleting, helpOpen, close, openHelp, onAnswer, onEdit, onDelete }: BoardDialogsProps) {
  const deleteDryRun = useCallback(async () => (deleting ? deleteQuestion(sessionId, deleting.documentId, true) : undefined), [deleting, sessionId]);
  return (
    <>
      <QuestionTextDialog kind="answer" question={answering} onOpenChange={(open) => !open && close('answering')} onSubmit={(text) => onAnswer(answering!, text)} />
      <QuestionTextDialog kind="wording" question={editing} onOpenChange={(open) => !open && close('editing')} onSubmit={(text) => onEdit(editing!, text)} />
      <KeyboardHelpDialog open={helpOpen} onOpenChange={openHelp} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && close('deleting')}
        title="Delete this question?"
        confirmLabel="Delete permanently"
        destructive
        dryRun={deleteDryRun}
        onConfirm={() => onDelete(deleting!)}
      >
        <p>“{deleting?.question}”</p>
        <p>Deleting is permanent: the question, its answer and its {deleting ? plural(deleting.score, 'upvote') : 'upvotes'} are gone and cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
