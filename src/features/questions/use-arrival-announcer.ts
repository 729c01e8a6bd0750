import { useEffect, useRef, useState } from 'react';
import type { Question } from '../../contract/question';
import { laneLabel } from './question-lanes';

export function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** New questions from attendees: announced for screen readers and highlighted for 10 s as they slide in. */
export function useArrivalAnnouncer(list: Question[] | undefined, ownIds: ReadonlySet<string>) {
  const seen = useRef<Set<string> | null>(null);
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!list) return;
    if (!seen.current) {
      seen.current = new Set(list.map((q) => q.documentId));
      return;
    }
    const arrived = list.filter((q) => !seen.current!.has(q.documentId) && !ownIds.has(q.documentId));
    for (const q of list) seen.current.add(q.documentId);
    if (arrived.length === 0) return;
    const where = [...new Set(arrived.map((q) => laneLabel(q.status)))].join(', ');
    setAnnouncement(`${plural(arrived.length, 'new question')} in ${where}`);
    setFreshIds(new Set(arrived.map((q) => q.documentId)));
    clearTimeout(announceTimer.current);
    announceTimer.current = setTimeout(() => {
      setAnnouncement('');
      setFreshIds(new Set());
    }, 10_000);
  }, [list, ownIds]);
  useEffect(() => () => clearTimeout(announceTimer.current), []);
  return { freshIds, announcement };
}
