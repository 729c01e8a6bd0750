import { useWatch } from 'react-hook-form';
import type { AbstractFormProps } from './abstract-form-parts';
import { AuthorsEditor } from './authors-editor';
import { InstitutionsEditor } from './institutions-editor';

/** An abstract's institutions and authors, edited together (authors point at institutions by position). */
export function AbstractPeopleSection({ form, errorOf, speakerOptions, speakersLoading }: AbstractFormProps & { speakerOptions: { value: string; label: string }[]; speakersLoading: boolean }) {
  const institutions = useWatch({ control: form.control, name: 'institutions' }) ?? [];
  const authors = useWatch({ control: form.control, name: 'authors' }) ?? [];
  return (
    <section aria-label="Institutions and authors" className="space-y-6 rounded-xl border border-slate-200 bg-white p-5">
      <InstitutionsEditor
        institutions={institutions}
        authors={authors}
        errorOf={errorOf}
        onChange={(next) => {
          form.setValue('institutions', next.institutions, { shouldDirty: true });
          form.setValue('authors', next.authors, { shouldDirty: true });
        }}
      />
      <AuthorsEditor
        authors={authors}
        institutions={institutions}
        errorOf={errorOf}
        speakers={speakerOptions}
        speakersLoading={speakersLoading}
        onChange={(authors) => form.setValue('authors', authors, { shouldDirty: true })}
      />
    </section>

  );
}
