import { useEffect, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { CloudOff, ServerCrash } from 'lucide-react';
import { api } from '../api/client';
import { reachability, useReachability } from '../api/reachability';

/** How often the console asks an unreachable server whether it is back. */
const PROBE_MS = 4000;

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Online as React Query and the browser both see it (the browser may have gone offline before React Query listened). */
function useOnline(): boolean {
  useEffect(() => {
    if (!browserOnline() && onlineManager.isOnline()) onlineManager.setOnline(false);
  }, []);
  return useSyncExternalStore(
    (listener) => {
      const off = onlineManager.subscribe(listener);
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        off();
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => onlineManager.isOnline() && browserOnline(),
    () => true,
  );
}

/**
 * Says when the browser is offline or the server does not answer, under the
 * top bar of every page. Live views pause meanwhile (React Query holds their
 * refreshes while offline) and carry on by themselves: while the server is
 * unreachable the console asks it every few seconds, and as soon as it answers
 * every query on screen that failed meanwhile is fetched again.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const { reachable } = useReachability();
  const qc = useQueryClient();

  useEffect(() => {
    if (!online || reachable) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      api.get('/whoami', { priority: 'background', networkRetries: 0, signal: controller.signal }).catch(() => undefined);
    }, PROBE_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [online, reachable]);

  useEffect(
    () =>
      reachability.subscribe(() => {
        if (reachability.getState().reachable) void qc.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
      }),
    [qc],
  );

  if (!online) {
    return (
      <div role="status" className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6">
        <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong>You are offline.</strong> Live views are paused and carry on by themselves when the connection is back. Nothing you typed is lost; saves wait until then.
        </p>
      </div>
    );
  }
  if (!reachable) {
    return (
      <div role="status" className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6">
        <ServerCrash aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong>The console cannot reach the server.</strong> It may be restarting. The console keeps trying by itself and carries on when it answers; what is on screen
          stays, and nothing you typed is lost.
        </p>
      </div>
    );
  }
  return null;
}
