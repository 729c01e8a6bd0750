/**
 * The speaker's time, beside the talk timer: a talk started late, or the chair gave the speaker five more
 * minutes. +1 min, +5 min, −1 min, back to the programme's end, or an end of the desk's choosing ("Ends at 11:50",
 * 24-hour on the event's clock). The programme is not touched (attendees and the room's screen keep its times);
 * the stage monitor and every control room of the room count to the new end (src/contract/speaker-time.ts). The
 * words say the change as it stands on the console's server; a button shows it is pending until the server answers.
 */
import { useId, useState, type FormEvent } from 'react';
import { ApiError, describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { eventClock, type Slot } from '../../contract/rooms';
import type { SpeakerTimeChange } from '../../contract/room-desk';
import { minutesToEndAt, speakerTimeWords } from '../../contract/speaker-time';
import { changeSpeakerTimeOnServer, useScreensState } from '../../components/screen/screen-service';
import { Button } from '../../components/ui/button';
import { controlClasses } from '../../components/ui/field-shell';
import { cn } from '../../components/ui/cn';

const STEPS: { label: string; change: SpeakerTimeChange }[] = [
  { label: '+1 min', change: { kind: 'add', minutes: 1 } },
  { label: '+5 min', change: { kind: 'add', minutes: 5 } },
  { label: '−1 min', change: { kind: 'add', minutes: -1 } },
];
const BACK = 'Back to the programme’s end';
const SET = 'Set the end';

export function SpeakerTimeControl({ room, slot, minutes, offset }: { room: string; slot: Slot; minutes: number; offset: number }) {
  const connection = useConnection();
  const screens = useScreensState(connection);
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [endsAt, setEndsAt] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  if (screens.available !== 'server') return null;

  const change = async (label: string, what: SpeakerTimeChange) => {
    if (!connection) return;
    setBusy(label);
    setProblem(null);
    setFieldError(null);
    try {
      await changeSpeakerTimeOnServer(connection, room, slot.id, what);
      if (label === SET) setEndsAt('');
    } catch (error) {
      const refused = error instanceof ApiError ? error.details.find((d) => d.field === 'change.minutes') : undefined;
      if (refused && label === SET) setFieldError(`Ends at: ${refused.message}.`);
      else setProblem(`Not changed: ${refused ? `that ${refused.message}` : describeError(error)}.`);
    } finally {
      setBusy(null);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wanted = minutesToEndAt(endsAt, slot.endsAt, offset);
    if (wanted === null) return setFieldError('Ends at: type a time of day on the event’s clock, 24-hour, such as 11:50.');
    void change(SET, { kind: 'set', minutes: wanted });
  };
  const pending = (label: string) => busy !== null && busy !== label;

  return (
    <div data-testid="speaker-time" role="group" aria-labelledby={`${id}-heading`} className="space-y-2 border-t border-slate-100 pt-3">
      <p className="text-sm text-slate-700">
        <span id={`${id}-heading`} className="font-medium text-slate-900">
          Speaker’s time:{' '}
        </span>
        <span data-testid="speaker-time-words" className={cn(minutes !== 0 && 'font-medium text-indigo-900')}>
          {speakerTimeWords(minutes, slot.endsAt, offset)}
        </span>
        <span className="text-slate-600"> (the stage monitor counts to it; the programme keeps {eventClock(slot.endsAt, offset)})</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {STEPS.map((s) => (
          <Button key={s.label} size="sm" variant="secondary" className="tabular-nums" busy={busy === s.label} disabled={pending(s.label)} onClick={() => void change(s.label, s.change)}>
            {s.label}
          </Button>
        ))}
        <Button size="sm" variant="secondary" busy={busy === BACK} disabled={minutes === 0 || pending(BACK)} onClick={() => void change(BACK, { kind: 'set', minutes: 0 })}>
          {BACK}
        </Button>
        <form noValidate onSubmit={submit} className="flex items-center gap-2" aria-label="Set the speaker’s end">
          <label htmlFor={`${id}-ends`} className="whitespace-nowrap text-sm font-medium text-slate-800">
            Ends at
          </label>
          <span className="w-24 shrink-0">
            <input
              id={`${id}-ends`}
              className={cn(controlClasses(fieldError !== null), 'tabular-nums')}
              value={endsAt}
              onChange={(e) => (setEndsAt(e.target.value), setFieldError(null))}
              placeholder="HH:MM"
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-ends-error` : undefined}
            />
          </span>
          <Button type="submit" size="sm" busy={busy === SET} disabled={pending(SET)}>
            {SET}
          </Button>
        </form>
      </div>
      {fieldError ? (
        <p id={`${id}-ends-error`} className="text-sm font-medium text-red-700">
          {fieldError}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
