import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { readLastWriter, type Writer } from '../../api/last-writer';
import { stageStore } from '../../components/screen/screen-service';

/** How close the logged write must be to the stage's version (both the server's clock) to be the one that made it. */
const SAME_WRITE_MS = 5_000;

/**
 * Who else put a session's stage where it is now: another member of the team (from the console's server's audit log,
 * record `stage:<session>`), named only when the logged write is the one that made the stage's current version. Null
 * when this window made it, when the programme did, or without a team.
 */
export function useStageAuthor(sessionId: string | null): Writer | null {
  const subscribe = useCallback((listener: () => void) => stageStore.subscribe(listener), []);
  const version = useSyncExternalStore(
    subscribe,
    () => stageStore.view(sessionId).confirmed?.version,
    () => stageStore.view(sessionId).confirmed?.version,
  );
  const [author, setAuthor] = useState<{ sessionId: string | null; version: number; writer: Writer } | null>(null);
  useEffect(() => {
    if (version === undefined || version === 0 || stageStore.madeHere(sessionId, version)) return;
    let current = true;
    void readLastWriter(`stage:${sessionId ?? 'lobby'}`).then((writer) => {
      if (current && writer && Math.abs(writer.at - version) < SAME_WRITE_MS) setAuthor({ sessionId, version, writer });
    });
    return () => {
      current = false;
    };
  }, [sessionId, version]);
  return author && author.sessionId === sessionId && author.version === version ? author.writer : null;
}
