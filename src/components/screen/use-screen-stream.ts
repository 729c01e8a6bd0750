/**
 * A room's screen listens to the console's server (Server-Sent Events, `/screen-api/<token>/events`). When the
 * stream drops it reconnects by itself and keeps the last picture, remembering since when it is not live; a
 * renewed or deleted link says so; a screen moved to another room opens its stream again at once.
 */
import { useEffect, useState } from 'react';
import type { ScreenView } from '../../contract/screens';

export type ScreenLink = 'connecting' | 'live' | 'reconnecting' | 'gone';

export function useScreenStream(token: string): { view: ScreenView | null; link: ScreenLink; since: number } {
  const [view, setView] = useState<ScreenView | null>(null);
  const [link, setLink] = useState<ScreenLink>('connecting');
  const [since, setSince] = useState(() => Date.now());
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const url = `/screen-api/${encodeURIComponent(token)}`;
    const open = () => {
      source = new EventSource(`${url}/events`);
      source.addEventListener('view', (e) => {
        setView(JSON.parse((e as MessageEvent<string>).data) as ScreenView);
        setLink('live');
      });
      // Moved to another room: the same link follows the new room, at once (not after the stream's retry).
      source.addEventListener('moved', () => {
        source?.close();
        open();
      });
      source.addEventListener('gone', () => {
        source?.close();
        setLink('gone');
      });
      source.onerror = () => {
        setLink((l) => {
          if (l === 'live') setSince(Date.now());
          return l === 'gone' ? l : 'reconnecting';
        });
        // The browser retries by itself after a dropped stream; after a refused one (404, a proxy's 502) it stops: ask why, then try again.
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source = null;
          void fetch(url, { cache: 'no-store' })
            .then((r) => {
              if (r.status === 404) setLink('gone');
              else retry = setTimeout(open, 2000);
            })
            .catch(() => {
              retry = setTimeout(open, 2000);
            });
        }
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [token]);
  return { view, link, since };
}
