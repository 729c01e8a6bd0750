/** How long ago a question was asked, as a moderator glances at it: "just now", "4 min ago", "2 h ago", "3 days ago". */
export function askedAgo(createdAt: string | undefined, now: number): string {
  const t = createdAt ? Date.parse(createdAt) : NaN;
  if (Number.isNaN(t)) return '';
  const s = Math.max(0, Math.floor((now - t) / 1000));
  if (s < 60) return 'just now';
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} h ago`;
  const d = Math.floor(h / 24);
  return d === 1 ? '1 day ago' : `${d} days ago`;
}
