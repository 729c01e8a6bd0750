import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field-shell';
import { newKey, type AuthorValue, type InstitutionValue } from './abstract-form-model';
import { moveInstitution, removeInstitution } from './institution-order';
import { DragHandle, SortableList } from '../../../components/sortable/sortable-list';

export type InstitutionsEditorProps = {
  institutions: InstitutionValue[];
  authors: AuthorValue[];
  /** Institutions and authors change together: moving or removing one renumbers the authors' links. */
  onChange: (next: { institutions: InstitutionValue[]; authors: AuthorValue[] }) => void;
  errorOf: (path: string) => string | undefined;
};

/** The ordered institution list: the first is superscript 1. Drag (or use the keyboard) to reorder. */
export function InstitutionsEditor({ institutions, authors, onChange, errorOf }: InstitutionsEditorProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">Institutions</legend>
      <p className="text-sm text-slate-600">The order gives the numbers: the first is 1. Moving one keeps every author linked to the same institution.</p>
      {institutions.length === 0 ? <p className="text-sm text-slate-600">No institutions yet.</p> : null}
      <SortableList
        items={institutions}
        getKey={(i) => i.key}
        itemName={(i) => i.name}
        noun="institution"
        onMove={(from, to) => onChange(moveInstitution({ institutions, authors }, from, to))}
        className="space-y-2"
        renderItem={(inst, index) => {
          const error = errorOf(`institutions.${index}.name`);
          const inputId = `institution-${inst.key}`;
          return (
            <div className="flex items-start gap-2 rounded-md bg-white">
              <DragHandle label={`Move institution ${index + 1}${inst.name.trim() ? `, ${inst.name.trim()}` : ''}`} className="mt-1" />
              <span className="mt-2 w-6 shrink-0 text-right text-sm font-medium tabular-nums text-slate-700" aria-hidden>
                {index + 1}.
              </span>
              <div className="min-w-0 flex-1">
                <label htmlFor={inputId} className="sr-only">
                  Institution {index + 1}
                </label>
                <input
                  id={inputId}
                  value={inst.name}
                  onChange={(e) => onChange({ institutions: institutions.map((x) => (x.key === inst.key ? { ...x, name: e.target.value } : x)), authors })}
                  className={controlClasses(!!error)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                />
                {error ? (
                  <p id={`${inputId}-error`} className="mt-1 text-xs font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
              <Button variant="ghost" size="sm" className="mt-1" onClick={() => onChange(removeInstitution({ institutions, authors }, index))} icon={<Trash2 aria-hidden className="size-4" />}>
                <span className="sr-only">Remove institution {index + 1}</span>
              </Button>
            </div>
          );
        }}
      />
      <Button variant="secondary" size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={() => onChange({ institutions: [...institutions, { key: newKey(), name: '' }], authors })}>
        Add institution
      </Button>
    </fieldset>
  );
}
