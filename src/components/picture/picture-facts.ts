/**
 * A picture's size and type as its own address tells them: one HEAD request to
 * the picture's server (not the API: it costs nothing of the request budget),
 * a few at a time, remembered for the page's life. When the HEAD answer gives
 * no length, the picture is read (from the browser's cache when the page has
 * already shown it) and measured. Null when the server does
 * not answer or does not let the browser read the answer (another origin
 * without CORS): the page then says the facts are unknown.
 */
import { useEffect, useState } from 'react';

export type PictureFacts = { bytes: number | null; contentType: string | null };

const MAX_AT_ONCE = 4;
const cache = new Map<string, Promise<PictureFacts | null>>();
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Reads size and type from a HEAD answer's headers; null when neither is given. */
export function factsFromHeaders(headers: { get(name: string): string | null }): PictureFacts | null {
  const length = headers.get('content-length');
  const bytes = length !== null && /^\d+$/.test(length.trim()) ? Number(length) : null;
  const contentType = headers.get('content-type')?.split(';')[0].trim() || null;
  return bytes === null && contentType === null ? null : { bytes, contentType };
}

export function headPictureFacts(url: string, fetchFn: typeof fetch = (i, init) => fetch(i, init)): Promise<PictureFacts | null> {
  let hit = cache.get(url);
  if (!hit) {
    hit = slot(async () => {
      try {
        if (!/^https?:\/\//i.test(url)) return null;
        const head = await fetchFn(url, { method: 'HEAD', credentials: 'omit', referrerPolicy: 'no-referrer' });
        const facts = head.ok ? factsFromHeaders(head.headers) : null;
        if (facts?.bytes != null || !head.ok) return facts;
        // No length in the HEAD answer: the picture itself (usually already in the browser's cache, as the page shows it).
        const res = await fetchFn(url, { credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'force-cache' });
        if (!res.ok) return facts;
        const bytes = (await res.arrayBuffer()).byteLength;
        return { bytes, contentType: facts?.contentType ?? res.headers.get('content-type')?.split(';')[0].trim() ?? null };
      } catch {
        return null;
      }
    });
    cache.set(url, hit);
  }
  return hit;
}

/** The facts of a picture: those already known (an upload's own record), else what its address answers. */
export function usePictureFacts(url: string, known?: PictureFacts | null): { facts: PictureFacts | null; checking: boolean } {
  const [found, setFound] = useState<{ url: string; facts: PictureFacts | null } | null>(null);
  useEffect(() => {
    if (known) return;
    let live = true;
    void headPictureFacts(url).then((facts) => {
      if (live) setFound({ url, facts });
    });
    return () => {
      live = false;
    };
  }, [url, known]);
  if (known) return { facts: known, checking: false };
  return found?.url === url ? { facts: found.facts, checking: false } : { facts: null, checking: true };
}
