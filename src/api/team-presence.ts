/**
 * Who else is on the event, and where: the console holds one stream of the console's server
 * (`/team-api/presence/events`, Server-Sent Events read with fetch, so a key holder's key goes in a header and
 * never in an address; a member's cookie goes by itself) and tells it where this console is when that changes.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PresenceEntry } from '../contract/team';
import { keyStore } from './key-store';
import { teamBase, teamCall, teamCredentials, teamHeaders } from './team-service';

/** The blocks of a Server-Sent Events text, and what is left after the last complete one. */
export function eventBlocks(buffer: string): { blocks: { event: string; data: string }[]; rest: string } {
  const parts = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = parts.pop() ?? '';
  const blocks = parts.flatMap((part) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of part.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    return data.length > 0 ? [{ event, data: data.join('\n') }] : [];
  });
  return { blocks, rest };
}

/** The event's consoles as the server last said, this one included (`self` is its id). */
export function usePresence(where: string): { entries: PresenceEntry[]; self: string | null } {
  const connection = useSyncExternalStore(keyStore.subscribe, keyStore.get, keyStore.get);
  const [entries, setEntries] = useState<PresenceEntry[]>([]);
  const [self, setSelf] = useState<string | null>(null);
  const whereRef = useRef(where);
  whereRef.current = where;
  const identity = connection ? `${connection.kind ?? 'key'}|${connection.eventId}|${connection.apiKey}` : '';

  useEffect(() => {
    const current = keyStore.get();
    if (!current) return;
    let stopped = false;
    let delay = 1000;
    let abort: AbortController | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      abort = new AbortController();
      try {
        const res = await fetch(`${teamBase()}/presence/events?where=${encodeURIComponent(whereRef.current)}`, {
          headers: teamHeaders(current, 'text/event-stream'),
          credentials: teamCredentials(current),
          signal: abort.signal,
          cache: 'no-store',
          referrerPolicy: 'no-referrer',
        });
        // No team on this server (or not allowed): no presence, and no retrying.
        if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) return;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done || stopped) break;
          const { blocks, rest } = eventBlocks(buffer + value);
          buffer = rest;
          for (const b of blocks) {
            if (b.event === 'hello') setSelf((JSON.parse(b.data) as { id: string }).id);
            if (b.event === 'presence') setEntries(JSON.parse(b.data) as PresenceEntry[]);
          }
          delay = 1000;
        }
      } catch {
        // dropped: tried again below
      }
      if (stopped) return;
      setSelf(null);
      retry = setTimeout(() => void run(), delay);
      delay = Math.min(delay * 2, 15_000);
    };
    void run();
    return () => {
      stopped = true;
      clearTimeout(retry);
      abort?.abort();
      setEntries([]);
      setSelf(null);
    };
  }, [identity]);

  useEffect(() => {
    if (!self) return;
    void teamCall('POST', `/presence/${encodeURIComponent(self)}`, { where }).catch(() => undefined);
  }, [self, where]);

  return { entries, self };
}
