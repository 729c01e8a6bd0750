import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Question } from '../../contract/question';
import { LIMITS } from '../../contract/common';
import { bindApiErrors } from '../../components/form/bind-api-errors';
import { FormProblems } from '../../components/form/form-problems';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextareaField } from '../../components/ui/textarea-field';
import { answerFormSchema, type AnswerFormValues } from './question-form-schemas';

export type AnswerDialogProps = {
  question: Question | null;
  onOpenChange: (open: boolean) => void;
  /** Saves status "answered" with this text; throws the service's refusal. */
  onSubmit: (answer: string) => Promise<void>;
};

/** Marks a question answered. Enter saves, Shift+Enter starts a new line; what was typed stays when the service refuses. */
export function AnswerDialog({ question, onOpenChange, onSubmit }: AnswerDialogProps) {
  const form = useForm<AnswerFormValues, unknown, { answer: string }>({ resolver: zodResolver(answerFormSchema), defaultValues: { answer: '' } });
  const [general, setGeneral] = useState<string[]>([]);
  const formId = useId();
  const questionId = question?.documentId;
  const answer = form.watch('answer') ?? '';
  const fieldError = form.formState.errors.answer;
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    if (!question) return;
    form.reset({ answer: question.answer });
    setGeneral([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when another question is opened
  }, [questionId]);

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await onSubmit(values.answer);
      onOpenChange(false);
    } catch (e) {
      const rest = bindApiErrors(e, form.setError, ['answer']);
      if (rest.length > 0) setGeneral([`The answer could not be saved: ${rest.join(' ')} Your text is still here.`]);
    }
  });

  const { ref, onChange, ...registered } = form.register('answer');
  const errorText = fieldError?.type === 'server' ? `The service refused to save this answer: answer ${fieldError.message}. Your text is still here.` : fieldError?.message;

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
      <form id={formId} noValidate onSubmit={submit}>
        <FormProblems problems={general} />
        <TextareaField
          {...registered}
          ref={ref}
          label="Answer"
          required
          autoFocus
          onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
          rows={5}
          value={answer}
          maxChars={LIMITS.answerText}
          error={errorText}
          hint="Shown to attendees under the question. Enter saves; Shift+Enter starts a new line."
          onChange={(e) => {
            void onChange(e);
            if (fieldError) form.clearErrors('answer');
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
