/**
 * The programme's time on a screen: the time the view was built at (the server's programme clock), plus what
 * passed since it arrived, redrawn every second. A screen whose own clock is wrong still counts right.
 */
import { useEffect, useState } from 'react';
import type { ScreenView } from '../../contract/screens';

/** The programme's time now: the view's time plus what passed since it arrived, redrawn every second. */
export function useProgrammeTime(view: ScreenView): number {
  const roomAt = view.room?.at;
  const [now, setNow] = useState<{ from: number | undefined; at: number } | null>(null);
  useEffect(() => {
    const local = Date.now();
    const from = roomAt ?? local;
    const t = setInterval(() => setNow({ from: roomAt, at: from + Date.now() - local }), 1000);
    return () => clearInterval(t);
  }, [roomAt]);
  return now && now.from === roomAt ? now.at : (roomAt ?? 0);
}

