import { useId, useMemo, useState } from 'react';
import { ArrowDown, ArrowUp, Search, X } from 'lucide-react';
import type { Speaker } from '../../contract/speaker';
import { isReferenceable } from '../../components/content-sections/section-references';
import { newKey, type EditorSection } from '../../components/content-sections/section-model';
import { idsOfSection, withSpeakers } from '../../components/schedule/session-speakers';
import { controlClasses } from '../../components/ui/field-shell';

/**
 * The session's speakers, picked by name and put in order. It reads and
 * writes the session's first speaker content section (one truth: what the
 * app shows), adding a "Speakers" section when there is none; speakers of
 * other speaker sections (Moderators, Panelists…) are named below.
 * Speakers are added through a combobox (the ARIA pattern with a list box):
 * arrows move through the matches, Enter adds the highlighted one, Escape
 * closes the list (and a second Escape clears the text); how many match and
 * who was added is announced.
 */
export function SpeakersField({ sections, onChange, speakers }: { sections: readonly EditorSection[]; onChange: (next: EditorSection[]) => void; speakers: readonly Speaker[] }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [said, setSaid] = useState('');
  const first = sections.find((s) => s.type === 'speaker');
  const ids = first ? idsOfSection(first.data) : [];
  const others = sections.filter((s) => s.type === 'speaker' && s !== first);
  const byId = useMemo(() => new Map(speakers.map((s) => [s.documentId, s])), [speakers]);
  const nameOf = (sid: string) => byId.get(sid)?.name ?? (first?.data.speakerList as Record<string, string> | undefined)?.[sid] ?? 'A speaker not on this event';
  const needle = q.trim().toLowerCase();
  const matches = needle ? speakers.filter((s) => isReferenceable(s) && !ids.includes(s.documentId) && `${s.name} ${s.company} ${s.role}`.toLowerCase().includes(needle)).slice(0, 8) : [];

  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const open = !closed && matches.length > 0;
  // What a screen reader hears while choosing: how many match, then the highlighted one.
  const heard = !needle || closed ? '' : matches.length === 0 ? 'No speaker matches.' : `${matches.length} ${matches.length === 1 ? 'speaker matches' : 'speakers match'}.`;

  const set = (next: string[], words: string) => {
    onChange(withSpeakers(sections, next, (data) => ({ key: newKey(), type: 'speaker', data })));
    setSaid(words);
  };
  const add = (s: Speaker) => {
    set([...ids, s.documentId], `${s.name} added.`);
    setQ('');
    setActive(0);
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...ids];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    set(next, `${nameOf(ids[i])} is now number ${i + by + 1} of ${ids.length}.`);
  };

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">Speakers</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Kept in the session's {first ? `“${String(first.data.speakerType || 'Speakers')}”` : 'Speakers'} content section, as the app shows them.
      </p>
      {ids.length ? (
        <ol className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Chosen speakers, in order">
          {ids.map((sid, i) => (
            <li key={sid} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
              <span className="min-w-0 truncate text-slate-900">
                {nameOf(sid)}
                {byId.get(sid)?.company ? <span className="text-slate-600"> · {byId.get(sid)?.company}</span> : null}
              </span>
              <span className="flex shrink-0 items-center gap-0.5">
                <button type="button" className="rounded p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-30" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${nameOf(sid)} up`}>
                  <ArrowUp aria-hidden className="size-4" />
                </button>
                <button type="button" className="rounded p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-30" disabled={i === ids.length - 1} onClick={() => move(i, 1)} aria-label={`Move ${nameOf(sid)} down`}>
                  <ArrowDown aria-hidden className="size-4" />
                </button>
                <button type="button" className="rounded p-1 text-slate-600 hover:bg-red-50 hover:text-red-700" onClick={() => set(ids.filter((x) => x !== sid), `${nameOf(sid)} removed.`)} aria-label={`Remove ${nameOf(sid)}`}>
                  <X aria-hidden className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No speakers yet.</p>
      )}
      <div className="relative">
        <label htmlFor={`${id}-input`} className="sr-only">
          Add a speaker
        </label>
        <Search aria-hidden className="pointer-events-none absolute left-3 top-3 size-4 text-slate-500" />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-matches`}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-keys`}
          className={`${controlClasses(false)} pl-9`}
          placeholder="Add a speaker: type a name"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setSaid('');
            setActive(0);
            setClosed(false);
          }}
          onBlur={() => setClosed(true)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              if (!open) {
                setClosed(false);
                setActive(e.key === 'ArrowDown' ? 0 : matches.length - 1);
                return;
              }
              const by = e.key === 'ArrowDown' ? 1 : -1;
              setActive((a) => (matches.length ? (a + by + matches.length) % matches.length : -1));
            } else if (e.key === 'Enter') {
              // Enter picks the highlighted speaker and never submits the session's form.
              if (open && matches[active]) {
                e.preventDefault();
                add(matches[active]);
              } else if (needle) e.preventDefault();
            } else if (e.key === 'Escape') {
              if (open) {
                e.preventDefault();
                e.stopPropagation();
                setClosed(true);
              } else if (q) {
                e.preventDefault();
                setQ('');
              }
            }
          }}
        />
        <p id={`${id}-keys`} className="sr-only">
          Type a name, then use the up and down arrows to choose and Enter to add.
        </p>
        <ul
          id={`${id}-matches`}
          role="listbox"
          aria-label="Matching speakers"
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          {matches.map((s, i) => (
            <li
              key={s.documentId}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer rounded px-3 py-1.5 text-sm ${i === active ? 'bg-indigo-50 text-indigo-950' : 'text-slate-900'}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => add(s)}
            >
              {s.name}
              {s.company || s.role ? <span className="text-slate-600"> · {[s.role, s.company].filter(Boolean).join(', ')}</span> : null}
            </li>
          ))}
        </ul>
        {needle && matches.length === 0 ? <p className="mt-1 text-sm text-slate-600">No speaker matches “{q.trim()}” (hidden speakers cannot be added).</p> : null}
      </div>
      {others.length ? (
        <p className="text-xs text-slate-600">
          Also in other speaker sections: {others.map((s) => `${String(s.data.speakerType || 'Speakers')} (${idsOfSection(s.data).map(nameOf).join(', ') || 'none'})`).join('; ')}.
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {said || heard}
      </p>
    </fieldset>
  );
}
