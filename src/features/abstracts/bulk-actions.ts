/**
 * Publishing, unpublishing or deleting several abstracts, one request after
 * another at bulk priority, with progress and a way to stop. Pure control
 * flow over a per-item action, so it can be tested without a server.
 */
export type BulkKind = 'publish' | 'unpublish' | 'delete';

export type BulkProgress = {
  kind: BulkKind;
  total: number;
  done: number;
  failed: { id: string; reason: string }[];
  running: boolean;
  stopped: boolean;
};

export async function runInTurn(
  ids: readonly string[],
  kind: BulkKind,
  act: (id: string) => Promise<unknown>,
  onProgress: (p: BulkProgress) => void,
  shouldStop: () => boolean,
  describeError: (e: unknown) => string = (e) => (e instanceof Error ? e.message : String(e)),
): Promise<BulkProgress> {
  let p: BulkProgress = { kind, total: ids.length, done: 0, failed: [], running: true, stopped: false };
  onProgress(p);
  for (const id of ids) {
    if (shouldStop()) {
      p = { ...p, stopped: true };
      break;
    }
    try {
      await act(id);
      p = { ...p, done: p.done + 1 };
    } catch (e) {
      p = { ...p, done: p.done + 1, failed: [...p.failed, { id, reason: describeError(e) }] };
    }
    onProgress(p);
  }
  p = { ...p, running: false };
  onProgress(p);
  return p;
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
