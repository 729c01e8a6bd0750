/**
 * The grid's moves: each is shown at once (an override of the moved fields
 * while it saves), saved through `saveSessionMove` (read again, merge, send
 * only the moved fields), announced to screen readers, and kept for undo and
 * redo (the last 20 of this tab, `move-history-store.ts`; an undo is a move
 * back from where the move put it, saved the same way, so it never
 * overwrites a later edit made elsewhere: that is a conflict to choose).
 *
 * A move that touches what attendees see now (running, starting within 30
 * minutes, over) or changes a time by more than 2 hours waits for the
 * organiser's yes (`move-questions.ts`).
 *
 * After a save every cached copy of the session is the stored one
 * (`refreshSessionCopies`), and the words name where the session really is
 * (a room or time changed elsewhere meanwhile is kept, and said).
 */
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { refreshSessionCopies, sessionQueries, upsertSession } from '../../api/session-queries';
import { describeError, isApiError } from '../../api/errors';
import { keptElsewhereText } from '../../api/save-cycle-words';
import type { FieldConflict } from '../../api/three-way-merge';
import type { Session } from '../../contract/session';
import { moveFieldsOf, type MoveFields } from './grid-layout';
import { recordMove, redone, toRedo, toUndo, undone } from './move-history';
import { useMoveHistory } from './move-history-store';
import { moveQuestions, type EventNow } from './move-questions';
import { MOVE_FIELD_LABELS, placeWords } from './move-words';
import { saveSessionMove, type MoveChoices } from './save-session-move';

export type MoveKind = 'move' | 'undo' | 'redo';

type MoveRequest = { session: Session; to: MoveFields; base: MoveFields; kind: MoveKind };

export type MoveConflict = MoveRequest & { conflicts: FieldConflict[] };
/** A move waiting for the organiser's yes, with the reasons in words. */
export type MoveQuestion = MoveRequest & { reasons: string[] };

const DONE_WORDS: Record<MoveKind, string> = { move: 'Moved', undo: 'Moved back', redo: 'Moved again' };

export function useSessionMoves(eventId: string, eventNow: () => EventNow) {
  const qc = useQueryClient();
  const [overrides, setOverrides] = useState<ReadonlyMap<string, MoveFields>>(() => new Map());
  const [history, updateHistory] = useMoveHistory(eventId);
  const [conflict, setConflict] = useState<MoveConflict | null>(null);
  const [question, setQuestion] = useState<MoveQuestion | null>(null);
  const [message, setMessage] = useState('');
  const clock = useRef(eventNow);
  clock.current = eventNow;

  const run = useCallback(
    async (r: MoveRequest, choices?: MoveChoices) => {
      const { session, to, base, kind } = r;
      const id = session.documentId;
      const title = session.title || 'Untitled session';
      setOverrides((m) => new Map(m).set(id, to));
      setConflict(null);
      let saved = false;
      try {
        const out = await saveSessionMove({
          id,
          base,
          to,
          choices,
          read: async (sid) => {
            const now = await qc.fetchQuery({ ...sessionQueries.detail(sid), staleTime: 0 });
            return now ? moveFieldsOf(now) : null;
          },
          write: (body) => upsertSession(body),
        });
        if (out.status === 'saved' || out.status === 'unchanged') {
          saved = true;
          const kept = out.status === 'saved' ? keptElsewhereText(out.keptElsewhere.map((f) => MOVE_FIELD_LABELS[f] ?? f)) : '';
          setMessage(out.status === 'saved' ? `${DONE_WORDS[kind]} “${title}” to ${placeWords(out.now)}. Saved.${kept ? ` ${kept}` : ''}` : `“${title}” is already at ${placeWords(out.now)}.`);
          if (kind === 'move' && out.status === 'saved') updateHistory((h) => recordMove(h, { id, title, before: base, after: out.now }));
          if (kind === 'undo') updateHistory(undone);
          if (kind === 'redo') updateHistory(redone);
        } else if (out.status === 'conflict') {
          setConflict({ ...r, conflicts: out.conflicts });
          setMessage(`“${title}” was changed elsewhere meanwhile: nothing was saved. Choose what to keep.`);
        } else {
          setMessage(`“${title}” was deleted elsewhere: nothing was saved.`);
          toast.error(`“${title}” was deleted elsewhere`);
        }
      } catch (e) {
        const why = isApiError(e) ? describeError(e) : 'The service could not be reached.';
        setMessage(`“${title}” could not be moved: ${why}`);
        toast.error(`“${title}” could not be moved`, { description: why });
      } finally {
        try {
          await refreshSessionCopies(qc, saved ? [id] : []);
        } catch {
          await qc.invalidateQueries({ queryKey: sessionQueries.all() });
        }
        setOverrides((m) => {
          const next = new Map(m);
          next.delete(id);
          return next;
        });
      }
    },
    [qc, updateHistory],
  );

  /** Saves at once, or first asks when the move touches what is live or is large. */
  const request = useCallback(
    (r: MoveRequest) => {
      const reasons = moveQuestions(r.session.title, r.base, r.to, clock.current());
      if (reasons.length > 0) setQuestion({ ...r, reasons });
      else void run(r);
    },
    [run],
  );

  const nextUndo = toUndo(history);
  const nextRedo = toRedo(history);

  return {
    overrides,
    message,
    announce: setMessage,
    move: (session: Session, to: MoveFields) => request({ session, to, base: moveFieldsOf(session), kind: 'move' }),
    /** The move an undo would put back, and the one a redo would make again. */
    nextUndo,
    nextRedo,
    undo: (current: Session | undefined) => {
      if (!nextUndo || !current) return;
      request({ session: current, to: nextUndo.before, base: nextUndo.after, kind: 'undo' });
    },
    redo: (current: Session | undefined) => {
      if (!nextRedo || !current) return;
      request({ session: current, to: nextRedo.after, base: nextRedo.before, kind: 'redo' });
    },
    question,
    confirmQuestion: () => {
      if (!question) return;
      setQuestion(null);
      const { reasons: _reasons, ...r } = question;
      void run(r);
    },
    cancelQuestion: () => {
      if (question) setMessage(`“${question.session.title || 'Untitled session'}” stays at ${placeWords(question.base)}. Nothing was changed.`);
      setQuestion(null);
    },
    conflict,
    /** The organiser's choice for each conflicting field: the move is saved again with them (read once more). */
    resolve: (choices: MoveChoices) => {
      if (!conflict) return;
      const { conflicts: _conflicts, ...r } = conflict;
      void run(r, choices);
    },
    dismissConflict: () => setConflict(null),
  };
}
