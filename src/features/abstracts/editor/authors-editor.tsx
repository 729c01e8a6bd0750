import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field-shell';
import { newKey, type AuthorValue, type InstitutionValue } from './abstract-form-model';
import { IdPickerField } from './id-picker-field';
import { DragHandle, SortableList } from '../../../components/sortable/sortable-list';
import { moveItem } from '../../../components/sortable/sortable-words';

export type AuthorsEditorProps = {
  authors: AuthorValue[];
  institutions: InstitutionValue[];
  onChange: (authors: AuthorValue[]) => void;
  errorOf: (path: string) => string | undefined;
  speakers: { value: string; label: string }[];
  speakersLoading: boolean;
};

/** The ordered author list: name, institutions, presenting author, link to a speaker. */
export function AuthorsEditor({ authors, institutions, onChange, errorOf, speakers, speakersLoading }: AuthorsEditorProps) {
  const update = (key: string, patch: Partial<AuthorValue>) => onChange(authors.map((a) => (a.key === key ? { ...a, ...patch } : a)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">Authors</legend>
      {authors.length === 0 ? <p className="text-sm text-slate-600">No authors yet.</p> : null}
      <SortableList
        items={authors}
        getKey={(a) => a.key}
        itemName={(a) => a.name}
        noun="author"
        onMove={(from, to) => onChange(moveItem(authors, from, to))}
        className="space-y-2"
        renderItem={(author, index) => {
          const nameId = `author-name-${author.key}`;
          const nameError = errorOf(`authors.${index}.name`);
          const linkError = errorOf(`authors.${index}.institutionIndexes`);
          return (
            <div className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-3">
              <DragHandle label={`Move author ${index + 1}${author.name.trim() ? `, ${author.name.trim()}` : ''}`} className="mt-1" />
              <div className="min-w-0 flex-1 space-y-3">
                <div className="flex flex-wrap items-end gap-3">
                  <div className="min-w-48 flex-1">
                    <label htmlFor={nameId} className="text-sm font-medium text-slate-800">
                      Author {index + 1} name
                    </label>
                    <input
                      id={nameId}
                      value={author.name}
                      onChange={(e) => update(author.key, { name: e.target.value })}
                      className={`mt-1.5 ${controlClasses(!!nameError)}`}
                      aria-invalid={nameError ? true : undefined}
                      aria-describedby={nameError ? `${nameId}-error` : undefined}
                    />
                    {nameError ? (
                      <p id={`${nameId}-error`} className="mt-1 text-xs font-medium text-red-700">
                        {nameError}
                      </p>
                    ) : null}
                  </div>
                  <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" className="size-4 accent-indigo-600" checked={author.isPresenter} onChange={(e) => update(author.key, { isPresenter: e.target.checked })} />
                    Presenting author
                  </label>
                </div>
                {institutions.length ? (
                  <fieldset>
                    <legend className="text-sm font-medium text-slate-800">Institutions of author {index + 1}</legend>
                    <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                      {institutions.map((inst, i) => (
                        <label key={inst.key} className="flex items-center gap-2 text-sm text-slate-800">
                          <input
                            type="checkbox"
                            className="size-4 accent-indigo-600"
                            checked={author.institutionIndexes.includes(i)}
                            onChange={(e) =>
                              update(author.key, {
                                institutionIndexes: e.target.checked ? [...author.institutionIndexes, i].sort((x, y) => x - y) : author.institutionIndexes.filter((n) => n !== i),
                              })
                            }
                          />
                          {i + 1}. {inst.name || '(no name)'}
                        </label>
                      ))}
                    </div>
                    {linkError ? <p className="mt-1 text-xs font-medium text-red-700">{linkError}</p> : null}
                  </fieldset>
                ) : null}
                <IdPickerField
                  label={`Speaker linked to author ${index + 1}`}
                  value={author.speakerId}
                  onChange={(speakerId) => update(author.key, { speakerId })}
                  options={speakers}
                  loading={speakersLoading}
                  noneLabel="Not linked"
                  unknownNote="No speaker has this id yet: it is saved, and the link shows in the app once a speaker with this id exists."
                  error={errorOf(`authors.${index}.speakerId`)}
                />
              </div>
              <Button variant="ghost" size="sm" onClick={() => onChange(authors.filter((a) => a.key !== author.key))} icon={<Trash2 aria-hidden className="size-4" />}>
                <span className="sr-only">Remove author {index + 1}</span>
              </Button>
            </div>
          );
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus aria-hidden className="size-4" />}
        onClick={() => onChange([...authors, { key: newKey(), name: '', institutionIndexes: [], isPresenter: false, speakerId: '' }])}
      >
        Add author
      </Button>
    </fieldset>
  );
}
