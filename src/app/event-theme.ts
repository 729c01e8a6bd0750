/**
 * The shell in the event's own colour: the event's primary accent colour
 * (`primaryAccentColor`, else `primaryBackgroundColor`) read through the
 * event query becomes the console's accent (see accent-theme.ts for the
 * contrast guard). The properties go on the shell and on the document root,
 * so that dialogs and toasts, which render outside the shell, match it; they
 * are taken off again when the shell goes (the login page keeps the
 * console's own colour). Without `event:read` the console's own indigo stays.
 *
 * While the event loads, the colour it had last time in this tab is used
 * (kept in sessionStorage per event id, never anything secret), so a reload
 * does not flash the console's indigo before switching to the event's colour.
 */
import { useEffect, useLayoutEffect, useMemo, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../api/event-queries';
import { useConnection } from '../api/use-connection';
import { accentTheme, usableAccent } from '../components/colour/accent-theme';

const STORAGE_PREFIX = 'console.accent:';

function remembered(eventId: string | undefined): unknown {
  if (!eventId) return undefined;
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + eventId);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function remember(eventId: string, colour: unknown): void {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + eventId, JSON.stringify(colour ?? null));
  } catch {
    // Storage full or refused: the indigo shows while loading, nothing more.
  }
}

/** `canReadEvent`: whether the key may read the event; `undefined` while that is not known yet. */
export function useEventTheme(canReadEvent: boolean | undefined): CSSProperties | undefined {
  const eventId = useConnection()?.eventId;
  const event = useQuery({ ...eventQueries.settings(), enabled: canReadEvent === true });
  const primary = event.data?.primaryAccentColor;
  const fallback = event.data?.primaryBackgroundColor;
  const loaded = event.data !== undefined;
  const colour: unknown = loaded ? (usableAccent(primary) ? primary : fallback) : canReadEvent === false ? undefined : remembered(eventId);
  // By value: the remembered colour is parsed afresh on every render.
  const colourKey = JSON.stringify(colour ?? null);
  const theme = useMemo(() => accentTheme(JSON.parse(colourKey)), [colourKey]);

  useEffect(() => {
    if (loaded && eventId) remember(eventId, JSON.parse(colourKey));
  }, [loaded, eventId, colourKey]);

  useLayoutEffect(() => {
    if (!theme) return;
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(theme)) root.setProperty(name, value);
    // The colours change at once: a button's hover transition must not fade it through unreadable mixes of the
    // old accent and the new one (index.css `.theme-changing`), for the frames the change takes to paint.
    const html = document.documentElement;
    html.classList.add('theme-changing');
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => html.classList.remove('theme-changing'));
    });
    return () => {
      cancelAnimationFrame(frame);
      html.classList.remove('theme-changing');
      for (const name of Object.keys(theme)) root.removeProperty(name);
    };
  }, [theme]);

  return theme ? (theme as CSSProperties) : undefined;
}
