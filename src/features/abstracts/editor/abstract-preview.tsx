import { useWatch, type Control } from 'react-hook-form';
import { AuthorLinePreview } from './author-line-preview';
import { formToFields, type AbstractFormValues } from './abstract-form-model';

/** How the abstract's heading and author line look in the app, as typed. */
export function AbstractPreview({ control }: { control: Control<AbstractFormValues> }) {
  const values = useWatch({ control }) as AbstractFormValues;
  return (
  <aside className="lg:sticky lg:top-4 lg:self-start">
    <section aria-labelledby="preview-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Preview in the app
      </h2>
      <div className="mt-3 space-y-2" role="region" aria-label="Author preview">
        {values.abstractNumber ? <p className="text-xs font-medium text-slate-600">{values.abstractNumber}</p> : null}
        <p className="font-semibold text-slate-900">{values.title || 'Untitled abstract'}</p>
        <AuthorLinePreview authors={formToFields(values).authors} institutions={(values.institutions ?? []).map((i) => i.name)} />
      </div>
    </section>
  </aside>
  );
}
