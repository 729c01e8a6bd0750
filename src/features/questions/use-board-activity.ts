import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after the last key press, pointer move or scroll the moderator counts as mid-action (new questions wait). */
const IDLE_MS = 3_000;

/** Whether the moderator is mid-action, so new questions are held back until they pause (or ask for them). */
export function useBoardActivity() {
  const [recentlyActive, setRecentlyActive] = useState(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const markActivity = useCallback(() => {
    setRecentlyActive(true);
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setRecentlyActive(false), IDLE_MS);
  }, []);
  useEffect(() => () => clearTimeout(idleTimer.current), []);
  const showNewNow = useCallback(() => {
    clearTimeout(idleTimer.current);
    setRecentlyActive(false);
  }, []);
  return { recentlyActive, markActivity, showNewNow };
}
