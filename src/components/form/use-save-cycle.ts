/**
 * The save cycle (`api/save-cycle.ts`) in a component: one cycle per open
 * editor, its report re-rendered as the save goes through its phases.
 */
import { useState, useSyncExternalStore } from 'react';
import { SaveCycle, type SaveReport } from '../../api/save-cycle';

export function useSaveCycle<R, D>(): { cycle: SaveCycle<R, D>; state: SaveReport<R, D>; busy: boolean } {
  const [cycle] = useState(() => new SaveCycle<R, D>());
  const state = useSyncExternalStore(cycle.subscribe, cycle.getState, cycle.getState);
  return { cycle, state, busy: state.phase === 're-reading' || state.phase === 'merging' || state.phase === 'sending' };
}
