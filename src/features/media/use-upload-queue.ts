/**
 * Uploads several pictures one after the other (never in parallel, so the
 * request budget is shared fairly) on the bulk-run engine, with progress for
 * the one in flight. Files refused by the browser check are marked at once
 * and never sent. Each drop is one run; runs go one after another. A run
 * halted by the engine's rule (no answer, an expired key) keeps its files
 * waiting until `resume()`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BulkRun, oneByOne, type BulkOutcome, type BulkRunState } from '../../api/bulk-run';
import { pictureProblem } from '../../contract/media';
import { rememberPicture } from '../../components/picture/picture-library';
import { uploadPicture, type UploadPictureResult } from '../../components/picture/upload-picture';

export type QueueItem = {
  id: string;
  name: string;
  size: number;
  status: 'waiting' | 'uploading' | 'done' | 'refused' | 'failed';
  loaded: number;
  message?: string;
  url?: string;
};

type Entry = { id: string; file: File };
type Run = BulkRun<Entry, UploadPictureResult>;

let seq = 0;

function itemPatch(outcome: BulkOutcome<UploadPictureResult> | undefined, state: BulkRunState<UploadPictureResult>, file: File): Partial<QueueItem> | null {
  if (!outcome) return state.reason && state.inFlight === 0 ? { status: 'waiting', message: state.reason } : { message: undefined };
  if (outcome.kind === 'ok') return { status: 'done', loaded: file.size, url: outcome.value.data.imagePath, message: outcome.value.warnings.join(' ') || undefined };
  if (outcome.kind === 'refused') return { status: 'failed', message: outcome.message };
  return { status: 'failed', message: outcome.sent ? outcome.message : 'Cancelled.' };
}

export function useUploadQueue() {
  const [items, setItems] = useState<QueueItem[]>([]);
  const [halted, setHalted] = useState<string | null>(null);
  const runs = useRef<Run[]>([]);
  const working = useRef(false);

  const patch = useCallback((id: string, change: Partial<QueueItem>) => {
    setItems((list) => list.map((it) => (it.id === id ? { ...it, ...change } : it)));
  }, []);

  /** Runs the waiting runs in turn; stops at one halted by a failure. */
  const work = useCallback(async () => {
    if (working.current) return;
    working.current = true;
    try {
      while (runs.current.length > 0) {
        const run = runs.current[0];
        const state = await (run.getState().phase === 'idle' ? run.start() : run.resume());
        if (state.phase === 'paused' || state.phase === 'stopped') {
          setHalted(state.reason);
          return;
        }
        runs.current.shift();
      }
      setHalted(null);
    } finally {
      working.current = false;
    }
  }, []);

  useEffect(() => () => runs.current.forEach((r) => r.cancel()), []);

  const add = useCallback(
    (list: FileList | File[]) => {
      const added: QueueItem[] = [];
      const entries: Entry[] = [];
      for (const file of Array.from(list)) {
        seq += 1;
        const id = `up-${seq}`;
        const problem = pictureProblem({ type: file.type, size: file.size, name: file.name });
        if (problem) added.push({ id, name: file.name, size: file.size, status: 'refused', loaded: 0, message: problem });
        else {
          entries.push({ id, file });
          added.push({ id, name: file.name, size: file.size, status: 'waiting', loaded: 0 });
        }
      }
      setItems((old) => [...added, ...old]);
      if (entries.length === 0) return;
      const run: Run = new BulkRun(
        entries,
        oneByOne(async ({ id, file }: Entry, { signal, priority }) => {
          patch(id, { status: 'uploading', loaded: 0, message: undefined });
          const r = await uploadPicture(file, { signal, priority, onProgress: (p) => patch(id, { loaded: p.loaded }) });
          rememberPicture({ url: r.data.imagePath, name: file.name, bytes: r.data.bytes, contentType: r.data.contentType, uploadedAt: new Date().toISOString() });
          return r;
        }),
        { abortOnCancel: true },
      );
      run.subscribe(() => {
        const state = run.getState();
        state.outcomes.forEach((o, i) => {
          const change = itemPatch(o, state, entries[i].file);
          if (change) patch(entries[i].id, change);
        });
      });
      runs.current.push(run);
      void work();
    },
    [patch, work],
  );

  const cancelAll = useCallback(() => {
    const all = runs.current;
    runs.current = [];
    all.forEach((r) => r.cancel());
    setHalted(null);
  }, []);

  const resume = useCallback(() => {
    setHalted(null);
    void work();
  }, [work]);

  const clearFinished = useCallback(() => setItems((list) => list.filter((it) => it.status === 'waiting' || it.status === 'uploading')), []);

  return { items, add, cancelAll, clearFinished, resume, halted, busy: items.some((it) => it.status === 'waiting' || it.status === 'uploading') };
}
