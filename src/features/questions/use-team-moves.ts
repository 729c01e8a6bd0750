import { useEffect, useRef, useState } from 'react';
import type { Question } from '../../contract/question';
import { readLastWriter } from '../../api/last-writer';
import type { ModerationStep } from './moderation-history';
import { movesBetween, type TeamMove } from './team-moves';

/** A change by someone else is named only when the console's server logged it this recently (else it is not theirs to name). */
const RECENT_MS = 60_000;

export type NamedTeamMove = TeamMove & { name: string; at: number };

/**
 * The latest change on the board made by another member of the team (or the key holder), named: each new read of
 * the list is compared with the one before (team-moves.ts), and for the newest change the console's server is asked
 * who last changed that question. Null until someone else acts, or without a team on the console's server.
 */
export function useTeamMoves(questions: readonly Question[] | undefined, ownSteps: readonly ModerationStep[]): NamedTeamMove | null {
  const [latest, setLatest] = useState<NamedTeamMove | null>(null);
  const previous = useRef<readonly Question[] | undefined>(undefined);
  const own = useRef(ownSteps);
  own.current = ownSteps;
  useEffect(() => {
    const before = previous.current;
    previous.current = questions;
    if (!before || !questions) return;
    const move = movesBetween(before, questions, own.current).at(-1);
    if (!move) return;
    let current = true;
    void readLastWriter(move.questionId).then((writer) => {
      if (current && writer && Date.now() - writer.at < RECENT_MS) setLatest({ ...move, name: writer.name, at: writer.at });
    });
    return () => {
      current = false;
    };
  }, [questions]);
  return latest;
}
