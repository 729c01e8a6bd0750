import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { questionFieldsSchema } from '../../contract/question';
import { LIMITS } from '../../contract/common';
import { bindApiErrors } from '../../components/form/bind-api-errors';
import { usePersistedDraft } from '../../components/form/use-persisted-draft';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import type { QuestionSaved } from '../../api/question-queries';

const askSchema = questionFieldsSchema.pick({ question: true, status: true });
type AskInput = z.input<typeof askSchema>;

export type AskQuestionFormProps = {
  sessionId: string;
  onAsk: (input: { question: string; status: 'pending' | 'approved' }) => Promise<QuestionSaved>;
};

/** The organiser posts a question (pending or approved at once). */
export function AskQuestionForm({ sessionId, onAsk }: AskQuestionFormProps) {
  const form = useForm<AskInput>({ resolver: zodResolver(askSchema), defaultValues: { question: '', status: 'approved' } });
  const draft = usePersistedDraft(form, `question-ask:${sessionId}`);
  const [general, setGeneral] = useState<string[]>([]);
  const [extras, setExtras] = useState<{ warnings: string[]; ignoredFields: string[] } | null>(null);
  const text = form.watch('question') ?? '';
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    setExtras(null);
    try {
      const saved = await onAsk({ question: values.question.trim(), status: values.status === 'pending' ? 'pending' : 'approved' });
      setExtras({ warnings: saved.warnings, ignoredFields: saved.ignoredFields });
      form.reset({ question: '', status: values.status });
      draft.clearDraft();
    } catch (e) {
      setGeneral(bindApiErrors(e, form.setError, ['question', 'status']));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Post a question as the organiser">
      <TextareaField
        label="Question from the organiser"
        rows={2}
        maxChars={LIMITS.questionText}
        value={text}
        error={errors.question?.message ? `Question ${errors.question.message}` : undefined}
        {...form.register('question')}
      />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Post to"
          className="w-44"
          options={[
            { value: 'approved', label: 'Approved' },
            { value: 'pending', label: 'Pending' },
          ]}
          error={errors.status?.message}
          {...form.register('status')}
        />
        <Button type="submit" busy={isSubmitting}>
          Post question
        </Button>
      </div>
      {general.length > 0 ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {general.join(' ')}
        </p>
      ) : null}
      {extras ? <WarningsBanner title="Posted, with warnings" warnings={extras.warnings} ignoredFields={extras.ignoredFields} onDismiss={() => setExtras(null)} /> : null}
    </form>
  );
}
