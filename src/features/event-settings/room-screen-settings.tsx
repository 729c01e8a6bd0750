/**
 * "Room screens" in Event settings: what the whole team shares for the live room and the API has no field for,
 * kept by the console's own server (`/console-api/screens/settings`): the room's join line (with a QR code on
 * every screen when it is a web address) and the default answer sent when a question is marked answered in
 * one click. Its own small form, saved on its own (it is not part of the event's API record).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { DEFAULT_ANSWER, JOIN_LINE_MAX } from '../../contract/screens';
import { LIMITS } from '../../contract/common';
import { saveScreenSettings, useScreensState } from '../../components/screen/screen-service';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { SettingsSection } from './settings-section';

export function RoomScreenSettings() {
  const connection = useConnection();
  const state = useScreensState(connection);
  const saved = state.list?.settings;
  const [joinLine, setJoinLine] = useState('');
  const [answer, setAnswer] = useState(DEFAULT_ANSWER);
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<{ joinLine?: string; defaultAnswer?: string }>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (saved && !touched) {
      setJoinLine(saved.joinLine);
      setAnswer(saved.defaultAnswer);
    }
  }, [saved, touched]);

  if (!connection || state.available === 'unknown') return null;
  if (state.available === 'none') {
    return (
      <SettingsSection id="room-screens" title="Room screens">
        <p className="text-sm text-slate-700">The room’s join line and the default answer are kept by the console’s own server (npm start or the Docker image); this console was served by something else.</p>
      </SettingsSection>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if ([...joinLine.trim()].length > JOIN_LINE_MAX) next.joinLine = `Join line: must be at most ${JOIN_LINE_MAX} characters`;
    if (!answer.trim()) next.defaultAnswer = 'Default answer: may not be empty (attendees see it as the answer)';
    else if ([...answer.trim()].length > LIMITS.answerText) next.defaultAnswer = `Default answer: must be at most ${LIMITS.answerText} characters`;
    setErrors(next);
    if (next.joinLine || next.defaultAnswer) return;
    setBusy(true);
    try {
      await saveScreenSettings(connection, { joinLine: joinLine.trim(), defaultAnswer: answer.trim() });
      setTouched(false);
      toast.success('Room screen settings saved');
    } catch (error) {
      toast.error('Not saved', { description: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection id="room-screens" title="Room screens" description="Shared by the whole team and shown on every room screen of this event; kept by the console’s server (the API has no field for them).">
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        <TextField
          label="Join line"
          hint="Where the audience asks and votes, as “Join at …” on every screen (a web address also gets a QR code), e.g. summit.example/live"
          value={joinLine}
          onChange={(e) => {
            setTouched(true);
            setJoinLine(e.target.value);
          }}
          error={errors.joinLine}
          maxChars={JOIN_LINE_MAX}
        />
        <TextField
          label="Default answer"
          hint="Sent as the answer when a question is marked answered in one click; still editable per question."
          value={answer}
          onChange={(e) => {
            setTouched(true);
            setAnswer(e.target.value);
          }}
          error={errors.defaultAnswer}
          maxChars={LIMITS.answerText}
        />
        <Button type="submit" variant="secondary" busy={busy} disabled={!touched}>
          Save room screen settings
        </Button>
      </form>
    </SettingsSection>
  );
}
