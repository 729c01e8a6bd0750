import { useEffect, useState } from 'react';
import { serverClock } from './clock';

export type KeyCountdown = { secondsLeft: number | null; expired: boolean; expiringSoon: boolean };

/** Ten minutes before expiry the shell warns. */
export const EXPIRY_WARNING_SECONDS = 10 * 60;

/** Seconds until the key expires, ticking every second (server-corrected clock). */
export function useKeyCountdown(expiresAt: string | undefined): KeyCountdown {
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    if (!expiresAt) return;
    const id = setInterval(() => setNow(serverClock.now()), 1000);
    return () => clearInterval(id);
  }, [expiresAt]);
  if (!expiresAt) return { secondsLeft: null, expired: false, expiringSoon: false };
  const at = Date.parse(expiresAt);
  const secondsLeft = Number.isNaN(at) ? null : Math.max(0, Math.floor((at - now) / 1000));
  return {
    secondsLeft,
    expired: secondsLeft === 0,
    expiringSoon: secondsLeft !== null && secondsLeft > 0 && secondsLeft <= EXPIRY_WARNING_SECONDS,
  };
}

/** "5 h 12 min" ("5 h 12 min 09 s" with seconds), "9 min 05 s", "42 s". */
export function formatTimeLeft(seconds: number, options: { withSeconds?: boolean } = {}): string {
  if (seconds <= 0) return 'expired';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min${options.withSeconds ? ` ${String(s).padStart(2, '0')} s` : ''}`;
  if (m > 0) return `${m} min ${String(s).padStart(2, '0')} s`;
  return `${s} s`;
}
