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
import { editQuestionFormSchema, type EditQuestionFormValues } from './question-form-schemas';

export type EditQuestionDialogProps = {
  question: Question | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (text: string) => Promise<void>;
};

/** Edits a question's wording (for example before approving it); what was typed stays when the service refuses. */
export function EditQuestionDialog({ question, onOpenChange, onSubmit }: EditQuestionDialogProps) {
  const form = useForm<EditQuestionFormValues, unknown, { question: string }>({ resolver: zodResolver(editQuestionFormSchema), defaultValues: { question: '' } });
  const [general, setGeneral] = useState<string[]>([]);
  const formId = useId();
  const questionId = question?.documentId;
  const text = form.watch('question') ?? '';
  const fieldError = form.formState.errors.question;
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    if (!question) return;
    form.reset({ question: question.question });
    setGeneral([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when another question is opened
  }, [questionId]);

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    if (values.question === question?.question) return onOpenChange(false);
    try {
      await onSubmit(values.question);
      onOpenChange(false);
    } catch (e) {
      const rest = bindApiErrors(e, form.setError, ['question']);
      if (rest.length > 0) setGeneral([`Not saved: ${rest.join(' ')} Your text is still here.`]);
    }
  });

  const { ref, ...registered } = form.register('question');

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
      <form id={formId} noValidate onSubmit={submit}>
        <FormProblems problems={general} />
        <TextareaField
          {...registered}
          ref={ref}
          label="Question"
          required
          autoFocus
          onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
          rows={4}
          value={text}
          maxChars={LIMITS.questionText}
          error={fieldError?.message ? `Question ${fieldError.message}` : undefined}
          hint="Attendees see the edited wording. Enter saves; Shift+Enter starts a new line."
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
