import { Controller } from 'react-hook-form';
import { controlClasses } from '../../../components/ui/field-shell';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import type { AbstractFormProps } from './abstract-form-parts';
import { IdPickerField } from './id-picker-field';
import { KeywordChipsField } from './keyword-chips-field';

/** Title, number, category, session, keywords and publication of an abstract. */
export function AbstractDetailsSection({
  form,
  errorOf,
  categories,
  category,
  sessionOptions,
  sessionsLoading,
}: AbstractFormProps & { categories: readonly string[]; category: string; sessionOptions: { value: string; label: string }[]; sessionsLoading: boolean }) {
  const categoryIsNew = !!category.trim() && !categories.some((c) => c === category.trim());
  return (
    <section aria-labelledby="details-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="details-heading" className="text-base font-semibold text-slate-900">
        Details
      </h2>
      <TextField label="Title" required {...form.register('title')} error={errorOf('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Number" hint="Shown with the abstract and searchable in the app." {...form.register('abstractNumber')} error={errorOf('abstractNumber')} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="abstract-category" className="text-sm font-medium text-slate-800">
            Category
          </label>
          <input id="abstract-category" list="abstract-categories" {...form.register('category')} className={controlClasses(!!errorOf('category'))} aria-describedby="abstract-category-hint" />
          <datalist id="abstract-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <p id="abstract-category-hint" className={categoryIsNew ? 'text-xs text-amber-800' : 'text-xs text-slate-600'}>
            {errorOf('category') ?? (categoryIsNew ? 'A new category: it becomes a new page in the app.' : 'Pick an existing category or type a new one.')}
          </p>
        </div>
      </div>
      <Controller
        control={form.control}
        name="sessionId"
        render={({ field }) => (
          <IdPickerField
            label="Session"
            value={field.value}
            onChange={field.onChange}
            options={sessionOptions}
            loading={sessionsLoading}
            noneLabel="No session"
            unknownNote="No session has this id: it is saved as typed and the service will warn about it."
            error={errorOf('sessionId')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="keywords"
        render={({ field }) => <KeywordChipsField label="Keywords" value={field.value} onChange={field.onChange} error={errorOf('keywords')} />}
      />
      <Controller
        control={form.control}
        name="unListed"
        render={({ field }) => (
          <SwitchField
            label="Unpublished"
            hint={field.value ? 'Hidden from the app and the website; still visible here.' : 'Off: shown in the app and on the website.'}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </section>

  );
}
