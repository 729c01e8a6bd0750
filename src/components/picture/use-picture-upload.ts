import { useCallback, useEffect, useRef, useState } from 'react';
import { BulkRun, oneByOne } from '../../api/bulk-run';
import { pictureProblem, type UploadImageResponse } from '../../contract/media';
import { rememberPicture } from './picture-library';
import { uploadPicture, type UploadPictureResult } from './upload-picture';

export type PictureUploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; loaded: number; total: number }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; name: string; bytes: number; warnings: string[] };

/**
 * Checks and uploads one picture at a time, with progress, on the bulk-run
 * engine (a run of one); every uploaded picture is remembered in the event's
 * picture library.
 */
export function usePictureUpload() {
  const [state, setState] = useState<PictureUploadState>({ kind: 'idle' });
  const current = useRef<BulkRun<File, UploadPictureResult> | null>(null);

  useEffect(() => () => current.current?.cancel(), []);

  const upload = useCallback(async (file: File): Promise<UploadImageResponse | undefined> => {
    const problem = pictureProblem({ type: file.type, size: file.size, name: file.name || undefined });
    if (problem) {
      setState({ kind: 'refused', message: problem });
      return undefined;
    }
    current.current?.cancel();
    const name = file.name || 'Pasted picture';
    setState({ kind: 'uploading', name, loaded: 0, total: file.size });
    // One picture a person chose: a run of one row, at interactive priority.
    const run = new BulkRun(
      [file],
      oneByOne((f: File, { signal, priority }) =>
        uploadPicture(f, { signal, priority, onProgress: (p) => setState((s) => (s.kind === 'uploading' ? { ...s, loaded: p.loaded, total: p.total || s.total } : s)) }),
      ),
      { priority: 'interactive', abortOnCancel: true },
    );
    current.current = run;
    const final = await run.start();
    if (current.current === run) current.current = null;
    const outcome = final.outcomes[0];
    if (final.phase === 'cancelled') {
      setState({ kind: 'idle' });
      return undefined;
    }
    if (outcome?.kind !== 'ok') {
      setState({ kind: 'failed', message: outcome?.message ?? final.reason ?? 'The picture was not uploaded.' });
      return undefined;
    }
    const result = outcome.value;
    rememberPicture({ url: result.data.imagePath, name, bytes: result.data.bytes, contentType: result.data.contentType, uploadedAt: new Date().toISOString() });
    setState({ kind: 'done', name, bytes: result.data.bytes, warnings: result.warnings });
    return result.data;
  }, []);

  const cancel = useCallback(() => current.current?.cancel(), []);
  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  return { state, upload, cancel, reset };
}

/** `1.2 MB`, `340 KB`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
