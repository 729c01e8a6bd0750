import { useEffect, useId, useState } from 'react';
import { answeredIssues, type Question } from '../../contract/question';
import { LIMITS } from '../../contract/common';
import { isApiError } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextareaField } from '../../components/ui/textarea-field';
import { countCharacters, exceedsCharacters } from '../../contract/graphemes';

export type AnswerDialogProps = {
  question: Question | null;
  onOpenChange: (open: boolean) => void;
  /** Saves status "answered" with this text; throws the service's refusal. */
  onSubmit: (answer: string) => Promise<void>;
};

function problemOf(answer: string): string | null {
  if (exceedsCharacters(answer, LIMITS.answerText)) return `The answer is ${countCharacters(answer)} characters: at most ${LIMITS.answerText} are allowed.`;
  const issue = answeredIssues('answered', answer, undefined)[0];
  return issue ? 'Write the answer first: a question can only be marked answered with answer text.' : null;
}

/** Marks a question answered. Enter saves, Shift+Enter starts a new line; what was typed stays when the service refuses. */
export function AnswerDialog({ question, onOpenChange, onSubmit }: AnswerDialogProps) {
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const questionId = question?.documentId;

  useEffect(() => {
    if (!question) return;
    setAnswer(question.answer);
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when another question is opened
  }, [questionId]);

  async function submit() {
    const problem = problemOf(answer);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(answer.trim());
      onOpenChange(false);
    } catch (e) {
      if (isApiError(e)) {
        const onAnswer = e.details.find((d) => d.field === 'answer' || d.field === 'status');
        setError(`The service refused to save this answer: ${onAnswer ? `${onAnswer.field} ${onAnswer.message}` : e.explain()}. Your text is still here.`);
      } else setError(`The answer could not be saved: ${e instanceof Error ? e.message : String(e)}. Your text is still here.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={question !== null}
      onOpenChange={onOpenChange}
      title={question?.status === 'answered' ? 'Edit the answer' : 'Answer the question'}
      description={question ? `“${question.question}”` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Mark answered
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
          label="Answer"
          required
          autoFocus
          onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
          rows={5}
          value={answer}
          maxChars={LIMITS.answerText}
          error={error ?? undefined}
          hint="Shown to attendees under the question. Enter saves; Shift+Enter starts a new line."
          onChange={(e) => {
            setAnswer(e.target.value);
            if (error) setError(null);
          }}
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
