import { useEffect, useId, useState } from 'react';
import type { Question } from '../../contract/question';
import { LIMITS } from '../../contract/common';
import { isApiError } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextareaField } from '../../components/ui/textarea-field';
import { countCharacters, exceedsCharacters } from '../../contract/graphemes';

export type EditQuestionDialogProps = {
  question: Question | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (text: string) => Promise<void>;
};

/** Edits a question's wording (for example before approving it). */
export function EditQuestionDialog({ question, onOpenChange, onSubmit }: EditQuestionDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const questionId = question?.documentId;

  useEffect(() => {
    if (!question) return;
    setText(question.question);
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when another question is opened
  }, [questionId]);

  async function submit() {
    const trimmed = text.trim();
    if (!trimmed) return setError('The question cannot be empty.');
    if (exceedsCharacters(trimmed, LIMITS.questionText)) return setError(`The question is ${countCharacters(trimmed)} characters: at most ${LIMITS.questionText} are allowed.`);
    if (trimmed === question?.question) return onOpenChange(false);
    setBusy(true);
    setError(null);
    try {
      await onSubmit(trimmed);
      onOpenChange(false);
    } catch (e) {
      setError(`Not saved: ${isApiError(e) ? e.explain() : String(e)}. Your text is still here.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={question !== null}
      onOpenChange={onOpenChange}
      title="Edit the question"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Save wording
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextareaField
          label="Question"
          required
          autoFocus
          onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
          rows={4}
          value={text}
          maxChars={LIMITS.questionText}
          error={error ?? undefined}
          hint="Attendees see the edited wording. Enter saves; Shift+Enter starts a new line."
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
        />
      </form>
    </Dialog>
  );
}
