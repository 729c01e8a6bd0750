import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { splitKeywords } from '../../../contract/abstract';
import { controlClasses } from '../../../components/ui/field-shell';

export type KeywordChipsFieldProps = {
  label: string;
  /** Comma-separated, as stored. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** Keywords as chips: type one and press Enter or a comma; stored comma-separated. */
export function KeywordChipsField({ label, value, onChange, error }: KeywordChipsFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const chips = splitKeywords(value);
  const set = (next: string[]) => onChange(next.join(', '));
  function add(text: string) {
    const fresh = splitKeywords(text).filter((k) => !chips.some((c) => c.toLowerCase() === k.toLowerCase()));
    if (fresh.length) set([...chips, ...fresh]);
    setDraft('');
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add(draft);
    } else if (e.key === 'Backspace' && !draft && chips.length) {
      set(chips.slice(0, -1));
    }
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {chips.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`${label} added`}>
          {chips.map((k, i) => (
            <li key={`${k}-${i}`} className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-2.5 pr-1 text-sm text-indigo-900 ring-1 ring-indigo-200">
              {k}
              <button
                type="button"
                onClick={() => set(chips.filter((_, j) => j !== i))}
                className="rounded-full p-0.5 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X aria-hidden className="size-3.5" />
                <span className="sr-only">Remove keyword {k}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={draft}
        onChange={(e) => {
          const t = e.target.value;
          if (t.includes(',')) add(t);
          else setDraft(t);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add(draft)}
        placeholder="Type a keyword, then Enter"
        className={controlClasses(!!error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={error ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-600'}>
        {error ?? 'Shown as chips in the app and used by its search.'}
      </p>
    </div>
  );
}
