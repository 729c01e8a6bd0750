import { useSyncExternalStore } from 'react';
import { scheduler, type SchedulerState } from './scheduler';

/** The shared scheduler's state: queue length, budget left, pause after a 429. */
export function useSchedulerState(): SchedulerState {
  return useSyncExternalStore(scheduler.subscribe, scheduler.getState, scheduler.getState);
}
