/**
 * The control room's line to the speaker: a message on the room's stage monitor ("5 minutes left", "Mic 2 is
 * dead"), one at a time, with the monitor's receipt ("Seen 10:42") as soon as it showed it, and a way to take it
 * down. Without a stage monitor in the room, it says so and offers to pair one.
 */
import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { eventClock } from '../../contract/rooms';
import { MONITOR_MESSAGE_MAX } from '../../contract/room-desk';
import { PairScreenDialog } from '../../components/screen/pair-screen-dialog';
import { screenPresence } from '../../components/screen/screen-presence';
import { sendMonitorMessageOnServer, useScreensState } from '../../components/screen/screen-service';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { roomName } from './room-words';

/** What a desk says to a speaker most often, one click each. */
const QUICK = ['5 minutes left', 'Please wrap up', 'Time for questions', 'Speak closer to the mic'];

export function StageMonitorPanel({ room, offset }: { room: string; offset: number }) {
  const connection = useConnection();
  const screens = useScreensState(connection);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pairing, setPairing] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  if (screens.available !== 'server') return null;
  const monitors = screens.list?.screens.filter((s) => s.room === room && s.kind === 'monitor') ?? [];
  const message = screens.list?.messages?.find((m) => m.room === room) ?? null;

  const send = async (words: string) => {
    if (!connection) return;
    setBusy(words);
    setProblem(null);
    try {
      await sendMonitorMessageOnServer(connection, room, words);
      if (words === text.trim()) setText('');
    } catch (error) {
      setProblem(`${words ? 'Not sent' : 'Not taken down'}: ${describeError(error)}`);
    } finally {
      setBusy(null);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const words = text.trim();
    if (!words) return setFieldError('Message: type what the speaker should read, or pick one above.');
    void send(words);
  };

  return (
    <section aria-labelledby="monitor-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="monitor-heading" className="text-sm font-semibold text-slate-900">
          Message to the speaker
        </h2>
        <p className="text-xs text-slate-600">
          {monitors.length === 0 ? 'No stage monitor in this room' : monitors.map((m) => `${m.name}: ${screenPresence(m.connected, screens, offset)}`).join(' · ')}
        </p>
      </div>
      {monitors.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          A stage monitor faces the speaker: the time left, the question on screen, the next one, and your messages.{' '}
          <Button size="sm" variant="secondary" onClick={() => setPairing(true)}>
            Pair a stage monitor
          </Button>
        </p>
      ) : null}
      {pairing ? <PairScreenDialog open onOpenChange={setPairing} rooms={[room]} room={room} kind="monitor" /> : null}
      {message ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-md bg-yellow-50 p-2 ring-1 ring-yellow-300" data-testid="monitor-message-state">
          <p className="min-w-0 text-sm text-slate-900">
            <span className="font-semibold">“{message.text}”</span> <span className="text-slate-700">sent {eventClock(message.sentAt, offset)}</span>{' '}
            {message.seenAt !== null ? (
              <span className="font-medium text-emerald-800">· Seen on the monitor at {eventClock(message.seenAt, offset)}</span>
            ) : (
              <span className="font-medium text-amber-800">· Not seen yet</span>
            )}
          </p>
          <Button size="sm" variant="secondary" busy={busy === ''} onClick={() => void send('')}>
            Take down
          </Button>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Quick messages">
        {QUICK.map((q) => (
          <Button key={q} size="sm" variant="secondary" busy={busy === q} disabled={busy !== null && busy !== q} onClick={() => void send(q)}>
            {q}
          </Button>
        ))}
      </div>
      <form noValidate onSubmit={submit} className="mt-3 flex items-end gap-2" aria-label={`Message to the speaker in ${roomName(room)}`}>
        <div className="min-w-0 flex-1">
          <TextField label="Your own message" value={text} onChange={(e) => (setText(e.target.value), setFieldError(undefined))} maxChars={MONITOR_MESSAGE_MAX} error={fieldError} autoComplete="off" />
        </div>
        <Button type="submit" className="mb-6" busy={busy !== null && busy === text.trim()}>
          Send
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
