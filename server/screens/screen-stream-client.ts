/**
 * A screen's stream read as a screen would (tests, the two-process test and the bench): every byte kept, each
 * `view` parsed, and a wait for the first view that passes a check.
 */
import type { ScreenView } from '../../src/contract/screens';

export type StreamReader<V = ScreenView> = {
  status: number;
  /** Every byte received, as text. */
  bytes(): string;
  views: V[];
  /** Resolves with the first view (already received or to come) that passes `check`. */
  next(check: (view: V) => boolean, timeoutMs?: number): Promise<V>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  gone(): boolean;
  close(): void;
};

export function openScreenStream(url: string, headers: Record<string, string> = {}): Promise<StreamReader> {
  return openEventStream<ScreenView>(url, headers, 'view');
}

/** Any of the server's event streams: each `eventName` event's data parsed as JSON. */
export async function openEventStream<V>(url: string, headers: Record<string, string>, eventName: string): Promise<StreamReader<V>> {
  const abort = new AbortController();
  const res = await fetch(url, { signal: abort.signal, headers });
  let text = '';
  let buffer = '';
  let gone = false;
  const views: V[] = [];
  const waiters = new Set<{ check: (v: V) => boolean; resolve: (v: V) => void }>();
  let endedResolve!: () => void;
  const ended = new Promise<void>((r) => (endedResolve = r));
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          text += value;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === 'gone') gone = true;
            if (event === eventName && data) {
              const view = JSON.parse(data) as V;
              views.push(view);
              for (const w of [...waiters]) {
                if (w.check(view)) {
                  waiters.delete(w);
                  w.resolve(view);
                }
              }
            }
          }
        }
      } catch {
        // aborted
      }
      endedResolve();
    })();
  } else endedResolve();
  return {
    status: res.status,
    bytes: () => text,
    views,
    next(check, timeoutMs = 5000) {
      const found = views.find(check);
      if (found) return Promise.resolve(found);
      return new Promise<V>((resolve, reject) => {
        const w = { check, resolve: (v: V) => (clearTimeout(timer), resolve(v)) };
        const timer = setTimeout(() => {
          waiters.delete(w);
          reject(new Error(`no matching view within ${timeoutMs} ms; last: ${JSON.stringify(views.at(-1) ?? null).slice(0, 400)}`));
        }, timeoutMs);
        waiters.add(w);
      });
    },
    ended,
    gone: () => gone,
    close: () => abort.abort(),
  };
}
