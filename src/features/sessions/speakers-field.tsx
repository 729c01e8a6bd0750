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

  const set = (next: string[], words: string) => {
    onChange(withSpeakers(sections, next, (data) => ({ key: newKey(), type: 'speaker', data })));
    setSaid(words);
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
      <label className="relative block">
        <span className="sr-only">Add a speaker</span>
        <Search aria-hidden className="pointer-events-none absolute left-3 top-3 size-4 text-slate-500" />
        <input type="search" className={`${controlClasses(false)} pl-9`} placeholder="Add a speaker: type a name" value={q} onChange={(e) => setQ(e.target.value)} aria-controls={`${id}-matches`} />
      </label>
      <ul id={`${id}-matches`} aria-label="Matching speakers" className="space-y-1">
        {matches.map((s) => (
          <li key={s.documentId}>
            <button
              type="button"
              className="w-full rounded-md px-3 py-1.5 text-left text-sm text-indigo-800 ring-1 ring-slate-200 hover:bg-indigo-50"
              onClick={() => {
                set([...ids, s.documentId], `${s.name} added.`);
                setQ('');
              }}
            >
              Add {s.name}
              {s.company || s.role ? <span className="text-slate-600"> · {[s.role, s.company].filter(Boolean).join(', ')}</span> : null}
            </button>
          </li>
        ))}
        {needle && matches.length === 0 ? <li className="text-sm text-slate-600">No speaker matches “{q.trim()}” (hidden speakers cannot be added).</li> : null}
      </ul>
      {others.length ? (
        <p className="text-xs text-slate-600">
          Also in other speaker sections: {others.map((s) => `${String(s.data.speakerType || 'Speakers')} (${idsOfSection(s.data).map(nameOf).join(', ') || 'none'})`).join('; ')}.
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}
