import { Controller } from 'react-hook-form';
import { LIMITS } from '../../contract/common';
import { SwitchField } from '../../components/ui/switch-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { TextField } from '../../components/ui/text-field';
import { OptionsEditor } from './options-editor';
import { SWITCH_HINTS } from './poll-form-schema';
import { SWITCHES, SWITCH_LABELS, type PollFormState } from './use-poll-form';

/** A new poll is a draft: its visibility, voting and results are set by launching it, not in the form. */
const DRAFT_SWITCHES: ReadonlySet<string> = new Set(['locked', 'visible', 'showVotes']);

type OptionErrors = ({ message?: string } | undefined)[] & { message?: string; root?: { message?: string } };

/** The poll form's fields: question, options, picks per person and what attendees get (checked by the contract). */
export function PollFormFields({ editor, formId, locked }: { editor: PollFormState; formId: string; locked: boolean }) {
  const { form, editing } = editor;
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const question = watch('question') ?? '';
  const options = watch('options') ?? [];
  const optionErrors = errors.options as OptionErrors | undefined;
  const itemErrors = Array.isArray(optionErrors) ? optionErrors.map((e) => e?.message) : [];
  const listError = optionErrors?.message ?? optionErrors?.root?.message;

  return (
    <fieldset disabled={locked} className="flex flex-col gap-5">
      <TextareaField label="Question" required rows={2} maxChars={LIMITS.pollQuestion} value={question} error={errors.question?.message} {...register('question')} />
      <Controller
        control={control}
        name="options"
        render={({ field }) => (
          <OptionsEditor
            idPrefix={formId}
            value={field.value ?? []}
            onChange={(next) => field.onChange(next)}
            error={listError}
            itemErrors={itemErrors}
            voteCounts={editing?.voteCounts}
          />
        )}
      />
      <TextField
        label="Picks per person"
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, options.length)}
        hint={`From 1 to the number of options (${options.length}).`}
        error={errors.maxChoices?.message}
        className="max-w-xs"
        {...register('maxChoices', { valueAsNumber: true })}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium text-slate-800">What attendees get</legend>
        {editing ? null : (
          <p className="rounded-md bg-slate-50 p-2 text-sm text-slate-700 ring-1 ring-slate-200" data-testid="poll-draft-note">
            <strong className="font-medium text-slate-900">Starts as a draft.</strong> Attendees neither see it nor vote until you launch it from the poll list.
          </p>
        )}
        {SWITCHES.filter((name) => editing || !DRAFT_SWITCHES.has(name)).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => <SwitchField label={SWITCH_LABELS[name]} hint={SWITCH_HINTS[name]} checked={!!field.value} onCheckedChange={field.onChange} />}
          />
        ))}
        {watch('whiteListed') && editing && !editing.whitelistId ? (
          <p className="rounded-md bg-amber-50 p-2 text-xs text-amber-950 ring-1 ring-amber-200">
            This poll has no list of its own: it uses the session's list of invited attendees, and if the session has none, nobody can vote.
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
