import { useEffect, useState, useSyncExternalStore } from 'react';

const PHONE = '(max-width: 767px)';

/** Phones (< 768 px) get the day's list instead of the grid. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    (l) => {
      const m = window.matchMedia(PHONE);
      m.addEventListener('change', l);
      return () => m.removeEventListener('change', l);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** The clock, read again every 30 s (the now line and what is running). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}
