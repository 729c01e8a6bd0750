import { useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { LIMITS } from '../../contract/common';
import { Button } from '../../components/ui/button';
import { controlClasses } from '../../components/ui/field-shell';
import { moveItem } from './sort-order';

export type OptionsEditorProps = {
  value: string[];
  onChange: (next: string[]) => void;
  /** Problem with the list as a whole (count, duplicates). */
  error?: string;
  /** Problems per entry, by position. */
  itemErrors?: (string | undefined)[];
  /** Votes per wording, to say which entries carry ballots. */
  voteCounts?: Readonly<Record<string, number>>;
  idPrefix: string;
};

let seq = 0;
const newKey = () => `opt-${++seq}`;

/** The poll's answers as a real list: add, remove, reorder; each entry may hold commas. */
export function OptionsEditor({ value, onChange, error, itemErrors = [], voteCounts = {}, idPrefix }: OptionsEditorProps) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== value.length) keys.current = value.map(() => newKey());
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [announcement, setAnnouncement] = useState('');
  const focusLater = (key: string, selector?: 'up' | 'down') =>
    requestAnimationFrame(() => {
      const el = inputs.current.get(key);
      if (!selector) el?.focus();
      else el?.closest('li')?.querySelector<HTMLButtonElement>(`[data-move="${selector}"]:not(:disabled)`)?.focus();
    });

  const set = (i: number, text: string) => onChange(value.map((v, j) => (j === i ? text : v)));
  const add = () => {
    const key = newKey();
    keys.current = [...keys.current, key];
    onChange([...value, '']);
    setAnnouncement(`Option ${value.length + 1} added`);
    focusLater(key);
  };
  const remove = (i: number) => {
    keys.current = keys.current.filter((_, j) => j !== i);
    onChange(value.filter((_, j) => j !== i));
    setAnnouncement(`Option ${i + 1}${value[i] ? ` “${value[i]}”` : ''} removed`);
    const next = keys.current[Math.min(i, keys.current.length - 1)];
    if (next) focusLater(next);
  };
  const move = (i: number, to: number) => {
    keys.current = moveItem(keys.current, i, to);
    onChange(moveItem(value, i, to));
    setAnnouncement(`“${value[i] || `Option ${i + 1}`}” moved to position ${to + 1} of ${value.length}`);
    focusLater(keys.current[to], to < i ? 'up' : 'down');
  };

  const full = value.length >= LIMITS.pollOptionsMax;
  const groupId = `${idPrefix}-options`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${groupId}-hint${error ? ` ${groupId}-error` : ''}`}>
      <legend className="text-sm font-medium text-slate-800">
        Options <span className="font-normal text-slate-600">({value.length} of {LIMITS.pollOptionsMin} to {LIMITS.pollOptionsMax})</span>
      </legend>
      <p id={`${groupId}-hint`} className="text-xs text-slate-600">
        Each option is one entry and may contain commas. Ballots record the wording: renaming an option that has votes strands them.
      </p>
      <ol className="flex flex-col gap-2">
        {value.map((text, i) => {
          const key = keys.current[i];
          const inputId = `${groupId}-${i}`;
          const itemError = itemErrors[i];
          const votes = voteCounts[text] ?? 0;
          return (
            <li key={key} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-center gap-1.5 sm:flex-nowrap">
                {/* On a phone: the label with the move and remove buttons, then the field across the whole width. */}
                <label htmlFor={inputId} className="min-w-0 flex-1 text-xs text-slate-700 sm:w-16 sm:flex-none sm:shrink-0">
                  Option {i + 1}
                </label>
                <div className="order-last min-w-0 basis-full sm:order-none sm:basis-auto sm:flex-1">
                  <input
                    id={inputId}
                    ref={(el) => {
                      if (el) inputs.current.set(key, el);
                      else inputs.current.delete(key);
                    }}
                    value={text}
                    onChange={(e) => set(i, e.target.value)}
                    className={controlClasses(!!itemError)}
                    aria-invalid={itemError ? true : undefined}
                    aria-describedby={itemError ? `${inputId}-error` : undefined}
                  />
                </div>
                <Button variant="ghost" size="sm" className="px-2" data-move="up" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move option ${i + 1} up`}>
                  <ArrowUp aria-hidden className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  data-move="down"
                  disabled={i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move option ${i + 1} down`}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  disabled={value.length <= LIMITS.pollOptionsMin}
                  onClick={() => remove(i)}
                  aria-label={`Remove option ${i + 1}`}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
              {itemError ? (
                <p id={`${inputId}-error`} className="text-xs font-medium text-red-700 sm:pl-[4.375rem]">
                  {itemError}
                </p>
              ) : votes > 0 ? (
                <p className="text-xs text-slate-600 sm:pl-[4.375rem]">{votes === 1 ? '1 vote' : `${votes} votes`} on this wording</p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {error ? (
        <p id={`${groupId}-error`} className="text-xs font-medium text-red-700">
          Options: {error}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={add} disabled={full}>
          Add option
        </Button>
        {full ? <span className="ml-2 text-xs text-slate-600">A poll holds at most {LIMITS.pollOptionsMax} options.</span> : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
