/**
 * The public programme page of the last release: server-rendered HTML, readable without JavaScript (it has none),
 * phone-first (one column; rooms side by side from 60em), embeddable in another site's iframe.
 *
 * - "Now and next" on the event's clock: per room, the session running now and the one after it, while the
 *   event's day has sessions; before the first day, when it starts.
 * - Then day by day (links to each day at the top), room by room, in programme order: time, title, speakers,
 *   track. Sessions without a day or time are listed last as "Not yet scheduled".
 * - Links to the other feeds only when those are public (calendar per room included).
 * - Every text is escaped; no e-mail is shown. Its one style block is allowed by its hash in the page's CSP.
 */
import { createHash } from 'node:crypto';
import type { ProgrammeSnapshot, SnapshotSession } from '../../src/contract/programme';
import { stableUuid } from './feed-ids';
import { durationMinutes, eventClock, isScheduled, minutesOf } from './programme-times';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:90rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.25rem 0}h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
h3{font-size:1rem;margin:0 0 .5rem;color:#334155}.meta{color:#475569;font-size:.9rem;margin:0}
a{color:#3730a3}a:focus-visible{outline:3px solid #4f46e5;outline-offset:2px}
nav ul{list-style:none;padding:0;margin:.75rem 0;display:flex;flex-wrap:wrap;gap:.5rem}
nav a{display:inline-block;padding:.4rem .75rem;border:1px solid #cbd5e1;border-radius:999px;background:#fff;text-decoration:none}
.now{background:#eef2ff;border:1px solid #c7d2fe;border-radius:.75rem;padding:.75rem 1rem;margin:1rem 0}
.now h2{margin-top:0}.now ul{list-style:none;margin:0;padding:0}.now li{padding:.25rem 0}.label{font-weight:600}
.rooms{display:grid;gap:1rem}@media (min-width:60em){.rooms{grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))}}
.room{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:.75rem}
ol{list-style:none;margin:0;padding:0}li.s{padding:.5rem 0;border-top:1px solid #f1f5f9}li.s:first-child{border-top:0}
.time{font-variant-numeric:tabular-nums;color:#334155;font-size:.9rem;display:block}.title{font-weight:600}
.who,.track{display:block;font-size:.9rem;color:#475569}.feeds{font-size:.9rem}
`;

/** The page's CSP: no script at all, its own style by hash, pictures nowhere, framed by any site. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function longDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : `${DAY_NAMES[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]}`;
}

const esc = (v: string) => v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const span = (s: SnapshotSession) => (s.endTime && durationMinutes(s) > 0 ? `${s.startTime}–${s.endTime}` : s.startTime);
const roomOf = (s: SnapshotSession) => s.room || 'No room';

export type PageOptions = {
  eventId: string;
  releaseNumber: number;
  publishedAt: number;
  /** Now, Unix ms (the page's "now and next"). */
  now: number;
  /** Paths of the event's other public feeds. */
  feeds: { frab?: string; ical?: string };
  /** Room calendars' file names by room. */
  roomCalendar?: (room: string) => string;
  listed: boolean;
};

export function sessionAnchor(eventId: string, sessionId: string): string {
  return `s-${stableUuid(eventId, 'session', sessionId)}`;
}

export function programmePage(snapshot: ProgrammeSnapshot, o: PageOptions): string {
  const offset = snapshot.event.timeZoneOffset;
  const names = new Map(snapshot.speakers.map((p) => [p.id, p.name]));
  const scheduled = snapshot.sessions.filter(isScheduled);
  const unscheduled = snapshot.sessions.filter((s) => !isScheduled(s));
  const dates = [...new Set(scheduled.map((s) => s.date))].sort();
  const rooms = [...new Set(scheduled.map(roomOf))];
  const title = snapshot.event.name || 'Programme';
  const clock = eventClock(o.now, offset);
  const published = new Date(o.publishedAt + offset * 3_600_000).toISOString();

  const item = (s: SnapshotSession) => {
    const who = s.speakerIds.map((id) => names.get(id)).filter(Boolean).join(', ');
    return `<li class="s" id="${sessionAnchor(o.eventId, s.id)}"><span class="time">${esc(span(s))}</span><span class="title">${esc(s.title || 'Untitled session')}</span>${who ? `<span class="who">${esc(who)}</span>` : ''}${s.track ? `<span class="track">${esc(s.track)}</span>` : ''}</li>`;
  };

  const out: string[] = [];
  out.push('<!doctype html><html lang="en"><head><meta charset="utf-8">');
  out.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
  if (!o.listed) out.push('<meta name="robots" content="noindex, nofollow">');
  out.push(`<title>${esc(title)}: programme</title><style>${STYLE}</style></head><body><main>`);
  out.push(`<header><h1>${esc(title)}</h1><p class="meta">Programme version ${o.releaseNumber}, published ${published.slice(0, 10)} ${published.slice(11, 16)} (event time, UTC${offset >= 0 ? '+' : '−'}${Math.abs(offset)})</p>`);
  const feedLinks: string[] = [];
  if (o.feeds.ical) feedLinks.push(`<a href="${esc(o.feeds.ical)}/programme.ics">Whole programme in your calendar (iCal)</a>`);
  if (o.feeds.frab) feedLinks.push(`<a href="${esc(o.feeds.frab)}/schedule.xml">schedule.xml</a>`, `<a href="${esc(o.feeds.frab)}/schedule.json">schedule.json</a>`);
  if (feedLinks.length) out.push(`<p class="feeds">${feedLinks.join(' · ')}</p>`);
  out.push('</header>');

  // Now and next
  const today = scheduled.filter((s) => s.date === clock.date);
  if (today.length) {
    const lines: string[] = [];
    for (const room of rooms) {
      const mine = today.filter((s) => roomOf(s) === room);
      const start = (s: SnapshotSession) => minutesOf(s.startTime) ?? 0;
      const current = mine.find((s) => start(s) <= clock.minute && clock.minute < start(s) + Math.max(1, durationMinutes(s)));
      const next = mine.find((s) => start(s) > clock.minute);
      if (!current && !next) continue;
      const parts = [];
      if (current) parts.push(`<span class="label">Now:</span> ${esc(current.title || 'Untitled session')} (${esc(span(current))})`);
      if (next) parts.push(`<span class="label">Next:</span> ${esc(next.title || 'Untitled session')} (${esc(next.startTime)})`);
      lines.push(`<li><strong>${esc(room)}</strong>: ${parts.join('; ')}</li>`);
    }
    out.push(`<section class="now" aria-labelledby="now"><h2 id="now">Now and next</h2>${lines.length ? `<ul>${lines.join('')}</ul>` : '<p>Nothing more today.</p>'}</section>`);
  } else if (dates.length && clock.date < dates[0]) {
    out.push(`<section class="now" aria-labelledby="now"><h2 id="now">Now and next</h2><p>The programme starts on ${esc(longDay(dates[0]))} at ${esc(scheduled[0].startTime)}.</p></section>`);
  }

  if (dates.length > 1) out.push(`<nav aria-label="Days"><ul>${dates.map((d) => `<li><a href="#day-${d}">${esc(longDay(d))}</a></li>`).join('')}</ul></nav>`);
  if (!scheduled.length) out.push('<p>No sessions are scheduled yet.</p>');

  for (const date of dates) {
    out.push(`<section aria-labelledby="day-${date}"><h2 id="day-${date}">${esc(longDay(date))}</h2><div class="rooms">`);
    for (const room of rooms) {
      const mine = scheduled.filter((s) => s.date === date && roomOf(s) === room);
      if (!mine.length) continue;
      const cal = o.feeds.ical && o.roomCalendar ? ` <a class="feeds" href="${esc(o.feeds.ical)}/rooms/${esc(o.roomCalendar(room))}">Calendar</a>` : '';
      out.push(`<section class="room" aria-label="${esc(`${room}, ${longDay(date)}`)}"><h3>${esc(room)}${cal}</h3><ol>${mine.map(item).join('')}</ol></section>`);
    }
    out.push('</div></section>');
  }
  if (unscheduled.length) {
    out.push(`<section aria-labelledby="later"><h2 id="later">Not yet scheduled</h2><div class="room"><ol>${unscheduled.map(item).join('')}</ol></div></section>`);
  }
  out.push('</main></body></html>');
  return out.join('\n');
}
