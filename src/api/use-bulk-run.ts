/** A bulk run's state in a component, re-rendered as rows are answered (null before any run). */
import { useSyncExternalStore } from 'react';
import type { BulkRun, BulkRunState } from './bulk-run';

const noSubscribe = () => () => {};
const nothing = () => null;

export function useBulkRunState<T, R>(run: BulkRun<T, R> | null): BulkRunState<R> | null {
  return useSyncExternalStore(run ? run.subscribe : noSubscribe, run ? run.getState : nothing, run ? run.getState : nothing);
}
