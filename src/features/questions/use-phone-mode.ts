import { useEffect, useState, useSyncExternalStore } from 'react';

const PHONE = '(max-width: 639px)';

/** Phone width: the board shows one question at a time with big actions. */
export function usePhoneMode(): boolean {
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(PHONE);
      m.addEventListener('change', cb);
      return () => m.removeEventListener('change', cb);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** The time now, renewed every `everyMs` (for "4 min ago"). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
