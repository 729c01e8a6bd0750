/**
 * Publishing, unpublishing or deleting several abstracts on the bulk-run
 * engine (`src/api/bulk-run.ts`): one request after another at bulk priority,
 * with progress, a way to stop, and the engine's rule for what stops a run.
 * Here only the per-abstract action is adapted and the outcome is worded.
 */
import { BulkRun, oneByOne, type BulkRunState, type SendContext } from '../../../api/bulk-run';

export type BulkKind = 'publish' | 'unpublish' | 'delete';

/** What the bulk bar shows: how far the run is and which abstracts it could not change. */
export type BulkReport = {
  kind: BulkKind;
  total: number;
  /** Abstracts answered (changed or refused). */
  done: number;
  failed: { id: string; reason: string }[];
  /** Not sent: cancelled, or waiting while the run is paused or stopped. */
  notDone: string[];
  running: boolean;
  /** Paused or stopped by a failure: `resume` sends the rest. */
  halted: string | null;
  stopped: boolean;
};

export function bulkActionRun(ids: readonly string[], act: (id: string, context: SendContext) => Promise<unknown>): BulkRun<string, true> {
  return new BulkRun(
    ids,
    oneByOne(async (id: string, context) => {
      await act(id, context);
      return true as const;
    }),
  );
}

export function bulkReport(kind: BulkKind, ids: readonly string[], state: BulkRunState<true>): BulkReport {
  const failed: BulkReport['failed'] = [];
  const notDone: string[] = [];
  let done = 0;
  state.outcomes.forEach((o, i) => {
    if (!o || (o.kind === 'not-answered' && !o.sent)) notDone.push(ids[i]);
    else {
      done++;
      if (o.kind === 'refused') failed.push({ id: ids[i], reason: o.message });
      else if (o.kind === 'not-answered') failed.push({ id: ids[i], reason: `no answer came, so it may have been changed: ${o.message}` });
    }
  });
  const running = state.inFlight > 0 || state.phase === 'running' || (state.phase === 'paused' && !state.reason);
  const halted = !running && (state.phase === 'paused' || state.phase === 'stopped') ? state.reason : null;
  return { kind, total: state.total, done, failed, notDone, running, halted, stopped: state.phase === 'cancelled' };
}

export function bulkVerb(kind: BulkKind): { doing: string; done: string } {
  switch (kind) {
    case 'publish':
      return { doing: 'Publishing', done: 'published' };
    case 'unpublish':
      return { doing: 'Unpublishing', done: 'set to console only' };
    case 'delete':
      return { doing: 'Deleting', done: 'deleted' };
  }
}
