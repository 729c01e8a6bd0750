/**
 * The grid's moves: each is shown at once (an override of the moved fields
 * while it saves), saved through `saveSessionMove` (read again, merge, send
 * only the moved fields), announced to screen readers, and can be undone
 * (the undo is a move back, saved the same way, so it too never overwrites a
 * later edit made elsewhere).
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sessionQueries, upsertSession } from '../../api/session-queries';
import { describeError, isApiError } from '../../api/errors';
import type { FieldConflict } from '../../api/three-way-merge';
import type { Session } from '../../contract/session';
import { formatDay, timeRange } from '../../components/ui/dates';
import { isScheduled, moveFieldsOf, type MoveFields } from './grid-layout';
import { saveSessionMove, type MoveChoices } from './save-session-move';

export type MoveConflict = { session: Session; to: MoveFields; conflicts: FieldConflict[]; undo: boolean };

/** "Hall B, Thu, Nov 26, 10:15–11:15"; "the Unscheduled tray" for a session without its day, time and room. */
export function placeWords(f: MoveFields): string {
  if (!isScheduled({ documentId: '', ...f })) return 'the Unscheduled tray';
  return [f.location, formatDay(f.date), timeRange(f.startTime, f.endTime)].filter(Boolean).join(', ');
}

export function useSessionMoves() {
  const qc = useQueryClient();
  const [overrides, setOverrides] = useState<ReadonlyMap<string, MoveFields>>(() => new Map());
  const [last, setLast] = useState<{ id: string; title: string; before: MoveFields; after: MoveFields } | null>(null);
  const [conflict, setConflict] = useState<MoveConflict | null>(null);
  const [message, setMessage] = useState('');

  const run = useCallback(
    async (session: Session, to: MoveFields, o: { choices?: MoveChoices; undo?: boolean } = {}) => {
      const id = session.documentId;
      const title = session.title || 'Untitled session';
      const base = moveFieldsOf(session);
      setOverrides((m) => new Map(m).set(id, to));
      setConflict(null);
      try {
        const r = await saveSessionMove({
          id,
          base,
          to,
          choices: o.choices,
          read: async (sid) => {
            const now = await qc.fetchQuery({ ...sessionQueries.detail(sid), staleTime: 0 });
            return now ? moveFieldsOf(now) : null;
          },
          write: (body) => upsertSession(body),
        });
        if (r.status === 'saved') {
          setMessage(`${o.undo ? 'Moved back' : 'Moved'} “${title}” to ${placeWords(to)}. Saved.`);
          setLast(o.undo ? null : { id, title, before: base, after: to });
        } else if (r.status === 'unchanged') {
          setMessage(`“${title}” is already at ${placeWords(to)}.`);
        } else if (r.status === 'conflict') {
          setConflict({ session, to, conflicts: r.conflicts, undo: !!o.undo });
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
        await qc.invalidateQueries({ queryKey: sessionQueries.all() });
        setOverrides((m) => {
          const next = new Map(m);
          next.delete(id);
          return next;
        });
      }
    },
    [qc],
  );

  return {
    overrides,
    message,
    announce: setMessage,
    move: (session: Session, to: MoveFields) => void run(session, to),
    /** The last move, to undo (a move back of the fields it changed). */
    last,
    undo: (current: Session | undefined) => {
      if (!last || !current) return;
      setLast(null);
      void run(current, last.before, { undo: true });
    },
    conflict,
    resolve: (choice: 'mine' | 'theirs') => {
      if (!conflict) return;
      const choices = Object.fromEntries(conflict.conflicts.map((c) => [c.field, choice]));
      void run(conflict.session, conflict.to, { choices, undo: conflict.undo });
    },
    dismissConflict: () => setConflict(null),
  };
}
