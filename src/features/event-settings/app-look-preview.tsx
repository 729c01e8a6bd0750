import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toCss } from '../../contract/colour';
import type { Session } from '../../contract/session';
import { sessionQueries } from '../../api/session-queries';
import { formatDay } from '../../components/ui/dates';
import type { EventColourField } from '../../contract/event';
import type { Colour } from '../../contract/colour';

export type AppLookPreviewProps = {
  colours: Record<EventColourField, Colour | ''>;
  eventName: string;
  bannerUrl: string;
  tracks: { name: string; color: Colour | '' }[];
};

/** The look of the attendee app, defaults where a colour is not set. */
const DEFAULTS: Record<EventColourField, string> = {
  primaryBackgroundColor: '#F1F5F9',
  secondaryBackgroundColor: '#1E293B',
  tertiaryBackgroundColor: '#FFFFFF',
  primaryAccentColor: '#4F46E5',
  secondaryAccentColor: '#0EA5E9',
  primaryFontColor: '#0F172A',
  secondaryFontColor: '#64748B',
  cardBackgroundColor: '#FFFFFF',
};

/**
 * The first sessions of the schedule as the app lists them (published ones, by day and start time): the
 * preview shows the event's own sessions, never made-up ones.
 */
export function previewSessions(sessions: readonly Session[], count = 3): Session[] {
  return sessions
    .filter((s) => !s.unListed)
    .map((s, i) => ({ s, i }))
    .sort((a, b) => `${a.s.date || '9999'} ${a.s.startTime || '99:99'}`.localeCompare(`${b.s.date || '9999'} ${b.s.startTime || '99:99'}`) || a.i - b.i)
    .slice(0, count)
    .map((x) => x.s);
}

/** "Thu, Nov 26 · 09:00 · Research": a session card's second line, the console's way of writing days and times. */
export function previewLine(s: Pick<Session, 'date' | 'startTime' | 'track'>, tracks: readonly { name: string }[]): string {
  return [formatDay(s.date), s.startTime, s.track >= 0 ? tracks[s.track]?.name : ''].filter(Boolean).join(' · ');
}

/**
 * A small phone showing the attendee app with the eight colours applied:
 * header, banner, the event's first sessions with their track colours, accent
 * buttons and the bottom bar. It is a picture of the app (inert: nothing in it
 * can be used).
 */
export function AppLookPreview({ colours, eventName, bannerUrl, tracks }: AppLookPreviewProps) {
  const [brokenBanner, setBrokenBanner] = useState<string | null>(null);
  const c = (f: EventColourField) => toCss(colours[f], DEFAULTS[f]);
  const list = useQuery(sessionQueries.list());
  const sessions = previewSessions(list.data ?? []);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div inert className="w-[232px] select-none rounded-[2rem] bg-slate-900 p-2 shadow-xl">
        <div className="flex h-[440px] flex-col overflow-hidden rounded-[1.5rem]" style={{ background: c('primaryBackgroundColor') }}>
          <div className="px-3 pb-2 pt-4" style={{ background: c('secondaryBackgroundColor') }}>
            <p className="truncate text-sm font-semibold" style={{ color: c('primaryFontColor') }}>
              {eventName || 'Your event'}
            </p>
          </div>
          {bannerUrl && brokenBanner !== bannerUrl ? (
            <img src={bannerUrl} alt="" className="h-20 w-full object-cover" onError={() => setBrokenBanner(bannerUrl)} />
          ) : (
            <div className="h-20 w-full" style={{ background: c('secondaryAccentColor') }} />
          )}
          <div className="flex-1 space-y-2 overflow-hidden p-2">
            <p className="px-1 text-[11px] font-semibold uppercase tracking-wide" style={{ color: c('secondaryFontColor') }}>
              Schedule
            </p>
            {sessions.map((session) => {
              const colour = session.track >= 0 ? (tracks[session.track]?.color ?? '') : '';
              return (
                <div key={session.documentId} className="flex overflow-hidden rounded-lg shadow-sm" style={{ background: c('cardBackgroundColor') }}>
                  <div className="w-1.5 shrink-0" style={{ background: toCss(colour, '#FFFFFF') }} />
                  <div className="min-w-0 p-2">
                    <p className="truncate text-xs font-semibold" style={{ color: c('primaryFontColor') }}>
                      {session.title || 'Untitled session'}
                    </p>
                    <p className="truncate text-[10px]" style={{ color: c('secondaryFontColor') }}>
                      {previewLine(session, tracks)}
                    </p>
                  </div>
                </div>
              );
            })}
            {list.isSuccess && sessions.length === 0 ? (
              <p className="px-1 text-[11px]" style={{ color: c('secondaryFontColor') }}>
                No published sessions yet.
              </p>
            ) : null}
            <div className="flex gap-2 pt-1">
              <span className="flex-1 rounded-md py-1.5 text-center text-[11px] font-semibold text-white" style={{ background: c('primaryAccentColor') }}>
                Ask a question
              </span>
              <span className="flex-1 rounded-md py-1.5 text-center text-[11px] font-semibold text-white" style={{ background: c('secondaryAccentColor') }}>
                Vote
              </span>
            </div>
          </div>
          <div className="flex justify-around border-t border-black/10 py-2" style={{ background: c('tertiaryBackgroundColor') }}>
            {['Home', 'Agenda', 'Map', 'Me'].map((t, i) => (
              <span key={t} className="text-[10px] font-medium" style={{ color: i === 0 ? c('primaryAccentColor') : c('secondaryFontColor') }}>
                {t}
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="max-w-[232px] text-center text-xs text-slate-600">
        A preview of the attendee app with these colours (unsaved changes included). Unset colours show the app&apos;s defaults.
      </figcaption>
    </figure>
  );
}
