import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors';
import { pictureProblem, type UploadImageResponse } from '../../contract/media';
import { rememberPicture } from './picture-library';
import { PictureRefusedError, uploadPicture } from './upload-picture';

export type PictureUploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; loaded: number; total: number }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; name: string; bytes: number; warnings: string[] };

/** Words for any upload failure. */
export function uploadFailureText(error: unknown): string {
  if (error instanceof PictureRefusedError) return error.message;
  if (isApiError(error)) return error.explain();
  return error instanceof Error ? error.message : String(error);
}

/**
 * Checks and uploads one picture at a time, with progress; every uploaded
 * picture is remembered in the event's picture library.
 */
export function usePictureUpload() {
  const [state, setState] = useState<PictureUploadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(async (file: File): Promise<UploadImageResponse | undefined> => {
    const problem = pictureProblem({ type: file.type, size: file.size, name: file.name || undefined });
    if (problem) {
      setState({ kind: 'refused', message: problem });
      return undefined;
    }
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    const name = file.name || 'Pasted picture';
    setState({ kind: 'uploading', name, loaded: 0, total: file.size });
    try {
      const result = await uploadPicture(file, {
        signal: ac.signal,
        onProgress: (p) => setState((s) => (s.kind === 'uploading' ? { ...s, loaded: p.loaded, total: p.total || s.total } : s)),
      });
      rememberPicture({
        url: result.data.imagePath,
        name,
        bytes: result.data.bytes,
        contentType: result.data.contentType,
        uploadedAt: new Date().toISOString(),
      });
      setState({ kind: 'done', name, bytes: result.data.bytes, warnings: result.warnings });
      return result.data;
    } catch (e) {
      if (e && typeof e === 'object' && (e as { name?: string }).name === 'AbortError') {
        setState({ kind: 'idle' });
        return undefined;
      }
      setState({ kind: e instanceof PictureRefusedError ? 'refused' : 'failed', message: uploadFailureText(e) });
      return undefined;
    } finally {
      if (controller.current === ac) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  return { state, upload, cancel, reset };
}

/** `1.2 MB`, `340 KB`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
