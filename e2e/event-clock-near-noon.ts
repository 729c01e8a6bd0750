const hhmm = (d: Date) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;

/**
 * An event's clock a few hours from noon (so a session around now never crosses midnight, whatever the hour of the
 * run), and a date and time on it `minutes` from now.
 */
export function eventClockNearNoon() {
  const offset = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
  const at = (minutes: number) => {
    const d = new Date(Date.now() + minutes * 60_000 + offset * 3_600_000);
    return { date: d.toISOString().slice(0, 10), time: hhmm(d) };
  };
  return { offset, at };
}
