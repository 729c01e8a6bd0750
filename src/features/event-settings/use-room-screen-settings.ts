import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { LIMITS } from '../../contract/common';
import { DEFAULT_ANSWER, JOIN_LINE_MAX } from '../../contract/screens';
import { saveScreenSettings, useScreensState } from '../../components/screen/screen-service';

export type RoomScreenErrors = { joinLine?: string; defaultAnswer?: string };

/** The room screens' settings as typed: checked in words naming the field (the same limits the server holds). */
export function roomScreenErrors(joinLine: string, answer: string): RoomScreenErrors {
  const errors: RoomScreenErrors = {};
  if ([...joinLine.trim()].length > JOIN_LINE_MAX) errors.joinLine = `Join line: must be at most ${JOIN_LINE_MAX} characters`;
  if (!answer.trim()) errors.defaultAnswer = 'Default answer: may not be empty (attendees see it as the answer)';
  else if ([...answer.trim()].length > LIMITS.answerText) errors.defaultAnswer = `Default answer: must be at most ${LIMITS.answerText} characters`;
  return errors;
}

/**
 * The room screens' settings on the Event settings page: the join line and the default answer, which the whole
 * team shares and the console's own server keeps (the API has no field for them). Part of the page's one save
 * bar: they count as its changes, are saved by its Save, and go back with its Discard; a refusal keeps them as
 * typed.
 */
export function useRoomScreenSettings() {
  const connection = useConnection();
  const state = useScreensState(connection);
  const stored = state.list?.settings;
  const [joinLine, setJoinLine] = useState('');
  const [answer, setAnswer] = useState(DEFAULT_ANSWER);
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<RoomScreenErrors>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (stored && !touched) {
      setJoinLine(stored.joinLine);
      setAnswer(stored.defaultAnswer);
    }
  }, [stored, touched]);

  const changedCount = touched && stored ? Number(joinLine.trim() !== stored.joinLine) + Number(answer.trim() !== stored.defaultAnswer) : 0;
  return {
    /** Whether the console's own server keeps them ('none': served by something else; 'unknown': not yet known). */
    available: connection ? state.available : ('unknown' as const),
    joinLine,
    answer,
    errors,
    busy,
    saved,
    dirty: changedCount > 0,
    changedCount,
    setJoinLine: (v: string) => {
      setTouched(true);
      setSaved(false);
      setJoinLine(v);
    },
    setAnswer: (v: string) => {
      setTouched(true);
      setSaved(false);
      setAnswer(v);
    },
    /** Checks and saves what changed; false (with the errors at the fields, or a toast) when it was not saved. */
    async save(): Promise<boolean> {
      const next = roomScreenErrors(joinLine, answer);
      setErrors(next);
      if (next.joinLine || next.defaultAnswer || !connection) return false;
      setBusy(true);
      try {
        await saveScreenSettings(connection, { joinLine: joinLine.trim(), defaultAnswer: answer.trim() });
        setTouched(false);
        setSaved(true);
        return true;
      } catch (error) {
        toast.error('Room screen settings not saved', { description: describeError(error) });
        return false;
      } finally {
        setBusy(false);
      }
    },
    discard() {
      setTouched(false);
      setErrors({});
      if (stored) {
        setJoinLine(stored.joinLine);
        setAnswer(stored.defaultAnswer);
      }
    },
  };
}

export type RoomScreenSettingsEditor = ReturnType<typeof useRoomScreenSettings>;
