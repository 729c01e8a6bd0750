/**
 * The shell in the event's own colour: the event's primary accent colour
 * (`primaryAccentColor`, else `primaryBackgroundColor`) read through the
 * event query becomes the console's accent (see accent-theme.ts for the
 * contrast guard). The properties go on the shell and on the document root,
 * so that dialogs and toasts, which render outside the shell, match it; they
 * are taken off again when the shell goes (the login page keeps the
 * console's own colour). Without `event:read`, or while the event loads, the
 * console's own indigo stays.
 */
import { useLayoutEffect, useMemo, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../api/event-queries';
import { accentTheme, usableAccent } from '../components/colour/accent-theme';

export function useEventTheme(canReadEvent: boolean): CSSProperties | undefined {
  const event = useQuery({ ...eventQueries.settings(), enabled: canReadEvent });
  const primary = event.data?.primaryAccentColor;
  const fallback = event.data?.primaryBackgroundColor;
  const theme = useMemo(() => accentTheme(usableAccent(primary) ? primary : fallback), [primary, fallback]);

  useLayoutEffect(() => {
    if (!theme) return;
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(theme)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(theme)) root.removeProperty(name);
    };
  }, [theme]);

  return theme ? (theme as CSSProperties) : undefined;
}
