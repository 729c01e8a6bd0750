import { useEffect, useState } from 'react';
import { serverClock } from './clock';

export type KeyCountdown = { secondsLeft: number | null; expired: boolean; expiringSoon: boolean };

/** Ten minutes before expiry the shell warns. */
export const EXPIRY_WARNING_SECONDS = 10 * 60;

/** From an hour before expiry the time left is written with its seconds (`formatTimeLeft`). */
const SECONDS_SHOWN_BELOW = 60 * 60;

/**
 * Milliseconds until the countdown's words can next change: a second while the seconds are shown (or `everySecond`),
 * else until the minute left turns over (the shell writes "5 h 12 min" then), so a page left open all day does not
 * draw the whole shell again every second for a figure that changes once a minute.
 */
export function nextTickMs(msLeft: number, everySecond: boolean): number {
  if (everySecond || msLeft <= SECONDS_SHOWN_BELOW * 1000 + 1000) return 1000;
  return Math.max(1000, Math.min(msLeft - SECONDS_SHOWN_BELOW * 1000, (msLeft % 60_000) + 1));
}

/**
 * Seconds until the key expires (server-corrected clock): redrawn every second from an hour before expiry
 * (or always, with `everySecond`, for a page that writes the seconds), else once a minute.
 */
export function useKeyCountdown(expiresAt: string | undefined, options: { everySecond?: boolean } = {}): KeyCountdown {
  const everySecond = options.everySecond ?? false;
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    if (!expiresAt) return;
    const at = Date.parse(expiresAt);
    if (Number.isNaN(at)) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setNow(serverClock.now());
        schedule();
      }, nextTickMs(at - serverClock.now(), everySecond));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [expiresAt, everySecond]);
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
