import { useCallback, useEffect, useRef, useState } from 'react';
import { pictureProblem } from '../../contract/media';
import { rememberPicture } from '../../components/picture/picture-library';
import { uploadFailureText } from '../../components/picture/use-picture-upload';
import { uploadPicture } from '../../components/picture/upload-picture';

export type QueueItem = {
  id: string;
  name: string;
  size: number;
  status: 'waiting' | 'uploading' | 'done' | 'refused' | 'failed';
  loaded: number;
  message?: string;
  url?: string;
};

let seq = 0;

/**
 * Uploads several pictures one after the other (never in parallel, so the
 * request budget is shared fairly), with progress for the one in flight.
 * Files refused by the browser check are marked at once and never sent.
 */
export function useUploadQueue() {
  const [items, setItems] = useState<QueueItem[]>([]);
  const files = useRef(new Map<string, File>());
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);

  const patch = useCallback((id: string, change: Partial<QueueItem>) => {
    setItems((list) => list.map((it) => (it.id === id ? { ...it, ...change } : it)));
  }, []);

  const runNext = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        const next = [...files.current.entries()][0];
        if (!next) break;
        const [id, file] = next;
        files.current.delete(id);
        const ac = new AbortController();
        controller.current = ac;
        patch(id, { status: 'uploading', loaded: 0 });
        try {
          const r = await uploadPicture(file, {
            signal: ac.signal,
            onProgress: (p) => patch(id, { loaded: p.loaded }),
          });
          rememberPicture({ url: r.data.imagePath, name: file.name, bytes: r.data.bytes, contentType: r.data.contentType, uploadedAt: new Date().toISOString() });
          patch(id, { status: 'done', loaded: file.size, url: r.data.imagePath, message: r.warnings.join(' ') || undefined });
        } catch (e) {
          const aborted = e && typeof e === 'object' && (e as { name?: string }).name === 'AbortError';
          patch(id, { status: 'failed', message: aborted ? 'Cancelled.' : uploadFailureText(e) });
        }
      }
    } finally {
      controller.current = null;
      running.current = false;
    }
  }, [patch]);

  useEffect(() => () => controller.current?.abort(), []);

  const add = useCallback(
    (list: FileList | File[]) => {
      const added: QueueItem[] = [];
      for (const file of Array.from(list)) {
        seq += 1;
        const id = `up-${seq}`;
        const problem = pictureProblem({ type: file.type, size: file.size, name: file.name });
        if (problem) {
          added.push({ id, name: file.name, size: file.size, status: 'refused', loaded: 0, message: problem });
        } else {
          files.current.set(id, file);
          added.push({ id, name: file.name, size: file.size, status: 'waiting', loaded: 0 });
        }
      }
      setItems((old) => [...added, ...old]);
      void runNext();
    },
    [runNext],
  );

  const cancelAll = useCallback(() => {
    for (const id of files.current.keys()) patch(id, { status: 'failed', message: 'Cancelled.' });
    files.current.clear();
    controller.current?.abort();
  }, [patch]);

  const clearFinished = useCallback(() => setItems((list) => list.filter((it) => it.status === 'waiting' || it.status === 'uploading')), []);

  return { items, add, cancelAll, clearFinished, busy: items.some((it) => it.status === 'waiting' || it.status === 'uploading') };
}
