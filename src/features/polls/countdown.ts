/** A poll's countdown (`closesAt`, ISO 8601 UTC; "" when none runs), in words. */
export type CountdownState = { kind: 'none' } | { kind: 'running'; msLeft: number; closesAt: Date } | { kind: 'ended'; closesAt: Date };

export function countdownState(closesAt: string | undefined, nowMs: number): CountdownState {
  if (!closesAt) return { kind: 'none' };
  const at = new Date(closesAt);
  if (Number.isNaN(at.getTime())) return { kind: 'none' };
  const msLeft = at.getTime() - nowMs;
  return msLeft > 0 ? { kind: 'running', msLeft, closesAt: at } : { kind: 'ended', closesAt: at };
}

/** 0:42, 12:05, 1:02:03 — rounded up so the last second shows as 0:01, not 0:00. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
