/**
 * Where a page opens: every page the user moves to opens at its top; back
 * and forward bring the page back where it was scrolled. Positions are kept
 * per history entry (react-router's location key and the address) in this
 * tab's sessionStorage, so a reload keeps them too; a page opened afresh (an
 * address typed or followed from outside) opens at its top. A page whose
 * content loads after it opens is scrolled again as it grows, for up to two
 * seconds, until the remembered place exists, and never after the user
 * scrolls, presses a key or a pointer.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORE_KEY = 'console.scroll';
const GIVE_UP_MS = 2_000;

function readAll(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function remember(key: string, y: number) {
  const all = readAll();
  all[key] = Math.round(y);
  const keys = Object.keys(all);
  // The last 100 entries are plenty for back and forward.
  for (const old of keys.slice(0, Math.max(0, keys.length - 100))) delete all[old];
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(all));
  } catch {
    /* storage full or refused: positions are a nicety */
  }
}

/** The entry's place in the store: the first entry of a tab has the same key ("default") at every address. */
const entryOf = (location: { key: string; pathname: string; search: string }) => `${location.key}|${location.pathname}${location.search}`;

/** How this document was opened: a reload or back/forward restores; a fresh open does not. */
function openedAfresh(): boolean {
  const entry = typeof performance !== 'undefined' ? (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined) : undefined;
  return entry?.type === 'navigate';
}

export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Remember the position of the entry on screen as the user scrolls (its key is set before any scroll of ours).
  const current = useRef(entryOf(location));
  const first = useRef(true);
  useLayoutEffect(() => {
    current.current = entryOf(location);
  }, [location]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => remember(current.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // Only a change of page moves the scroll (a filter written into the address keeps the place).
  useLayoutEffect(() => {
    if (location.hash) return;
    // The document's first page: restored after a reload or back/forward, at the top when opened afresh.
    const afresh = first.current && openedAfresh();
    first.current = false;
    const target = navigationType === 'POP' && !afresh ? (readAll()[entryOf(location)] ?? 0) : 0;
    window.scrollTo(0, target);
    if (target === 0) return;
    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    const started = performance.now();
    const retry = () => {
      if (stopped || performance.now() - started > GIVE_UP_MS) return;
      if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1) requestAnimationFrame(retry);
    };
    requestAnimationFrame(retry);
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    window.addEventListener('keydown', stop, { once: true });
    window.addEventListener('pointerdown', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
      window.removeEventListener('pointerdown', stop);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- per page (pathname), not per search change
  }, [location.pathname]);
}
