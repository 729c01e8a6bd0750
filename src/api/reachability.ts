/**
 * Whether the server answered the console's last request: every answer, of
 * any status, proves it reachable; a request that got no answer while the
 * browser says it is online proves it unreachable (stopped, restarting, or
 * the network between is down). The shell shows this and keeps probing until
 * the server answers again.
 */
import { useSyncExternalStore } from 'react';

export type ReachabilityState = {
  reachable: boolean;
  /** Unix ms of the first failed request of the current outage, or null. */
  unreachableSince: number | null;
};

export class Reachability {
  private state: ReachabilityState = { reachable: true, unreachableSince: null };
  private readonly listeners = new Set<() => void>();

  getState = (): ReachabilityState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** An answer arrived (whatever its status). */
  answered(): void {
    if (this.state.reachable) return;
    this.set({ reachable: true, unreachableSince: null });
  }

  /** A request got no answer while the browser was online. */
  noAnswer(now = Date.now()): void {
    if (!this.state.reachable) return;
    this.set({ reachable: false, unreachableSince: now });
  }

  private set(next: ReachabilityState): void {
    this.state = next;
    for (const l of [...this.listeners]) l();
  }
}

/** The reachability of the server every request of the console goes to. */
export const reachability = new Reachability();

export function useReachability(): ReachabilityState {
  return useSyncExternalStore(reachability.subscribe, reachability.getState, reachability.getState);
}
