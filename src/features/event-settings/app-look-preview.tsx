import { useState } from 'react';
import { toCss } from '../../contract/colour';
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
 * A small phone showing the attendee app with the eight colours applied:
 * header, banner, session cards with track colours, accent buttons and the
 * bottom bar. It is a picture of the app (inert: nothing in it can be used).
 */
export function AppLookPreview({ colours, eventName, bannerUrl, tracks }: AppLookPreviewProps) {
  const [brokenBanner, setBrokenBanner] = useState<string | null>(null);
  const c = (f: EventColourField) => toCss(colours[f], DEFAULTS[f]);
  const sample = tracks.length > 0 ? tracks.slice(0, 3) : [{ name: 'Track', color: '' as const }];
  const sessions = ['Opening keynote', 'Panel discussion', 'Poster walk'];
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
            {sessions.map((title, i) => {
              const track = sample[i % sample.length];
              return (
                <div key={title} className="flex overflow-hidden rounded-lg shadow-sm" style={{ background: c('cardBackgroundColor') }}>
                  <div className="w-1.5 shrink-0" style={{ background: toCss(track.color, '#FFFFFF') }} />
                  <div className="min-w-0 p-2">
                    <p className="truncate text-xs font-semibold" style={{ color: c('primaryFontColor') }}>
                      {title}
                    </p>
                    <p className="truncate text-[10px]" style={{ color: c('secondaryFontColor') }}>
                      {`${9 + i}:00 · ${track.name || 'Track'}`}
                    </p>
                  </div>
                </div>
              );
            })}
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
