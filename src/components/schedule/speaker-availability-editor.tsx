/**
 * A speaker's availability, given by the organiser: the times they can speak
 * (only those) or the times they cannot, on the event's days. Kept by the
 * console's server (the API has no such field) and saved on its own, apart
 * from the speaker's record. The schedule grid shades the other times while
 * one of their sessions is moved, and the programme's clashes list a session
 * at a time they cannot speak.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { availabilityQueries, useSaveAvailability } from '../../api/availability-queries';
import { describeError } from '../../api/errors';
import { eventQueries } from '../../api/event-queries';
import { availabilityWriteSchema, type AvailabilityMode, type AvailabilitySlot, type SpeakerAvailability } from '../../contract/availability';
import { Button } from '../ui/button';
import { controlClasses } from '../ui/field-shell';

type Draft = { mode: AvailabilityMode; slots: AvailabilitySlot[] };

const fromEntry = (e: SpeakerAvailability | undefined): Draft => ({ mode: e?.mode ?? 'unavailable', slots: e ? e.slots.map((s) => ({ ...s })) : [] });

export function SpeakerAvailabilityEditor({ speakerId }: { speakerId: string }) {
  const all = useQuery(availabilityQueries.bySpeaker());
  if (all.isPending) return null;
  const entry = all.data?.get(speakerId);
  // Filled once from the server's entry; after a save the form already holds what was saved.
  return <AvailabilityForm key={speakerId} speakerId={speakerId} entry={entry} />;
}

function AvailabilityForm({ speakerId, entry }: { speakerId: string; entry: SpeakerAvailability | undefined }) {
  const id = useId();
  const event = useQuery(eventQueries.settings()).data;
  const save = useSaveAvailability();
  const [draft, setDraft] = useState<Draft>(() => fromEntry(entry));
  const [said, setSaid] = useState('');
  const checked = availabilityWriteSchema.safeParse({ speakerId, ...draft });
  const problems = new Map<string, string>();
  if (!checked.success) for (const i of checked.error.issues) problems.set(i.path.join('.'), i.message);
  const setSlot = (n: number, patch: Partial<AvailabilitySlot>) => setDraft((d) => ({ ...d, slots: d.slots.map((s, i) => (i === n ? { ...s, ...patch } : s)) }));
  const add = () =>
    setDraft((d) => ({ ...d, slots: [...d.slots, { date: d.slots[d.slots.length - 1]?.date ?? event?.dateStart ?? '', from: '09:00', to: '10:00' }] }));

  async function submit() {
    if (!checked.success) return;
    setSaid('');
    try {
      await save.mutateAsync(checked.data);
      setSaid(draft.slots.length === 0 ? 'Saved: they can speak at any time.' : 'Saved.');
    } catch (e) {
      setSaid(`Not saved: ${describeError(e)}`);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
      data-testid="speaker-availability"
      // Inside the speaker's form: Enter in a time saves nothing of the speaker's record.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      <h2 id={`${id}-h`} className="text-base font-semibold text-slate-900">
        When they can speak
      </h2>
      <p className="mt-1 text-xs text-slate-600">No times: they can speak at any time. The schedule grid shades the other times while one of their sessions is moved.</p>
      <fieldset className="mt-3">
        <legend className="sr-only">What the times are</legend>
        <div className="flex flex-col gap-1">
          {(
            [
              ['unavailable', 'Times they cannot speak'],
              ['available', 'The only times they can speak'],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className="inline-flex items-center gap-2">
              <input type="radio" name={`${id}-mode`} checked={draft.mode === mode} onChange={() => setDraft((d) => ({ ...d, mode }))} className="size-4 accent-indigo-600" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="mt-3 space-y-2">
        {draft.slots.map((s, n) => {
          const problem = problems.get(`slots.${n}.date`) ?? problems.get(`slots.${n}.from`) ?? problems.get(`slots.${n}.to`);
          return (
            <li key={n} className="rounded-md bg-slate-50 p-2">
              <div className="flex flex-wrap items-end gap-2">
                <label className="flex flex-col text-xs text-slate-700">
                  Day
                  <input type="date" className={`${controlClasses(!!problems.get(`slots.${n}.date`))} w-40`} value={s.date} onChange={(e) => setSlot(n, { date: e.target.value })} />
                </label>
                <label className="flex flex-col text-xs text-slate-700">
                  From
                  <input type="time" className={`${controlClasses(!!problems.get(`slots.${n}.from`))} w-28`} value={s.from} onChange={(e) => setSlot(n, { from: e.target.value })} />
                </label>
                <label className="flex flex-col text-xs text-slate-700">
                  To
                  <input type="time" className={`${controlClasses(!!problems.get(`slots.${n}.to`))} w-28`} value={s.to} onChange={(e) => setSlot(n, { to: e.target.value })} />
                </label>
                <Button variant="ghost" size="sm" aria-label={`Remove time ${n + 1}`} onClick={() => setDraft((d) => ({ ...d, slots: d.slots.filter((_, i) => i !== n) }))}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
              {problem ? <p className="mt-1 text-xs text-red-700">Time {n + 1}: {problem}</p> : null}
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={add}>
          <Plus aria-hidden className="size-4" /> Add a time
        </Button>
        <Button size="sm" busy={save.isPending} disabled={!checked.success} onClick={() => void submit()}>
          Save times
        </Button>
        <p role="status" className="text-xs text-slate-700">
          {said}
        </p>
      </div>
    </section>
  );
}
