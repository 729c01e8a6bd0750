/**
 * Uploads one picture to `POST /uploadImage` (raw form: the file's bytes with its own Content-Type)
 * through the console's one client, reporting upload progress: the client sends this request over
 * XMLHttpRequest (`xhrTransport`), and everything else (headers, scheduler, clock correction, errors,
 * the expired-key dialog) is the client's.
 */
import { api, type ApiClient } from '../../api/client';
import type { Priority } from '../../api/scheduler';
import { xhrTransport, type TransferProgress } from '../../api/xhr-transport';
import { pictureProblem, type UploadImageResponse } from '../../contract/media';

export type UploadProgress = TransferProgress;

export type UploadPictureOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Check type and size on the service without storing (`?dryRun=1`). */
  dryRun?: boolean;
  priority?: Priority;
  /** For tests: the client to send through, and how the request object is built. */
  client?: Pick<ApiClient, 'request'>;
  createRequest?: () => XMLHttpRequest;
};

export type UploadPictureResult = {
  data: UploadImageResponse;
  warnings: string[];
  ignoredFields: string[];
};

/** A picture refused in the browser before any request was made. */
export class PictureRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureRefusedError';
  }
}

/** Uploads a picture; resolves with its address or rejects with an ApiError / PictureRefusedError. */
export async function uploadPicture(file: Blob & { name?: string }, options: UploadPictureOptions = {}): Promise<UploadPictureResult> {
  const problem = pictureProblem({ type: file.type, size: file.size, name: file.name });
  if (problem) throw new PictureRefusedError(problem);
  const client = options.client ?? api;
  const result = await client.request('POST', '/uploadImage', file, {
    contentType: file.type,
    dryRun: options.dryRun,
    priority: options.priority ?? 'interactive',
    signal: options.signal,
    transport: xhrTransport({ onUploadProgress: options.onProgress, createRequest: options.createRequest }),
  });
  return { data: result.data as UploadImageResponse, warnings: result.warnings, ignoredFields: result.ignoredFields };
}
