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
import { answerFormSchema, editQuestionFormSchema, type QuestionTextFormValues } from './question-form-schemas';
import { generalProblem, serviceField, textLabel, textProblem, type QuestionTextKind } from './question-text-words';

export type QuestionTextDialogProps = {
  /** `answer`: marks the question answered with the text; `wording`: changes what the question says. */
  kind: QuestionTextKind;
  question: Question | null;
  onOpenChange: (open: boolean) => void;
  /** Saves the text; throws the service's refusal. */
  onSubmit: (text: string) => Promise<void>;
};

/** What differs between the two uses: where the text starts, the words around it, its limit. */
const USES = {
  answer: {
    schema: answerFormSchema,
    initial: (q: Question) => q.answer,
    title: (q: Question | null) => (q?.status === 'answered' ? 'Edit the answer' : 'Answer the question'),
    description: (q: Question | null) => (q ? `“${q.question}”` : undefined),
    submit: 'Mark answered',
    rows: 5,
    maxChars: LIMITS.answerText,
    hint: 'Shown to attendees under the question. Enter saves; Shift+Enter starts a new line.',
    // Saving an unchanged answer still marks the question answered.
    skipUnchanged: false,
  },
  wording: {
    schema: editQuestionFormSchema,
    initial: (q: Question) => q.question,
    title: () => 'Edit the question',
    description: () => undefined,
    submit: 'Save wording',
    rows: 4,
    maxChars: LIMITS.questionText,
    hint: 'Attendees see the edited wording. Enter saves; Shift+Enter starts a new line.',
    skipUnchanged: true,
  },
} as const;

/**
 * One question's text in a dialog: its answer (marking it answered) or its wording (for example before
 * approving it). Enter saves, Shift+Enter starts a new line; what was typed stays when the service refuses.
 */
export function QuestionTextDialog({ kind, question, onOpenChange, onSubmit }: QuestionTextDialogProps) {
  const use = USES[kind];
  const form = useForm<QuestionTextFormValues, unknown, { text: string }>({ resolver: zodResolver(use.schema), defaultValues: { text: '' } });
  const [general, setGeneral] = useState<string[]>([]);
  const formId = useId();
  const questionId = question?.documentId;
  const text = form.watch('text') ?? '';
  const fieldError = form.formState.errors.text;
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    if (!question) return;
    form.reset({ text: use.initial(question) });
    setGeneral([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when another question is opened
  }, [questionId]);

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    if (use.skipUnchanged && question && values.text === use.initial(question)) return onOpenChange(false);
    try {
      await onSubmit(values.text);
      onOpenChange(false);
    } catch (e) {
      const rest = bindApiErrors(e, form.setError, { fields: ['text'], pathOf: (field) => (field === serviceField(kind) ? 'text' : null) });
      if (rest.length > 0) setGeneral([generalProblem(kind, rest)]);
    }
  });

  const { ref, onChange, ...registered } = form.register('text');

  return (
    <Dialog
      open={question !== null}
      onOpenChange={onOpenChange}
      title={use.title(question)}
      description={use.description(question)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {use.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <FormProblems problems={general} />
        <TextareaField
          {...registered}
          ref={ref}
          label={textLabel(kind)}
          required
          autoFocus
          onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
          rows={use.rows}
          value={text}
          maxChars={use.maxChars}
          error={textProblem(kind, fieldError)}
          hint={use.hint}
          onChange={(e) => {
            void onChange(e);
            if (fieldError) form.clearErrors('text');
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
