/**
 * Uploads one picture to `POST /uploadImage` (raw form: the file's bytes with
 * its own Content-Type) and reports upload progress.
 *
 * The shared API client sends with `fetch`, which cannot report how much of a
 * request body has gone out; this helper uses XMLHttpRequest for that one
 * purpose and otherwise follows the client's conventions: the same headers
 * (key, client, event, a fresh x-timestamp from the server-corrected clock),
 * the shared scheduler (budget, priorities, 429 pauses), one clock correction
 * on a 408, and the same `ApiError` for every failure. The key is only ever a
 * request header; it is redacted from every error text.
 */
import { errorFromAnswer, networkError, ApiError } from '../../api/errors';
import { serverClock, type ServerClock } from '../../api/clock';
import { keyStore, type Connection } from '../../api/key-store';
import { scheduler as sharedScheduler, type Priority, type RequestScheduler } from '../../api/scheduler';
import { pictureProblem, uploadImageResponseSchema, type UploadImageResponse } from '../../contract/media';

export type UploadProgress = { loaded: number; total: number };

export type UploadPictureOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Check type and size on the service without storing (`?dryRun=1`). */
  dryRun?: boolean;
  priority?: Priority;
  connection?: Connection | null;
  scheduler?: Pick<RequestScheduler, 'schedule'>;
  clock?: ServerClock;
  /** For tests: builds the request object. */
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

type Answer = {
  status: number;
  text: string;
  headers: { get(name: string): string | null };
};

function abortError(): Error {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function send(
  url: string,
  headers: Record<string, string>,
  body: Blob,
  options: UploadPictureOptions,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = options.createRequest ? options.createRequest() : new XMLHttpRequest();
    xhr.open('POST', url, true);
    xhr.withCredentials = false;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    if (options.onProgress && xhr.upload) {
      xhr.upload.onprogress = (e) => {
        options.onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : body.size });
      };
    }
    xhr.onload = () => {
      done();
      resolve({
        status: xhr.status,
        text: typeof xhr.responseText === 'string' ? xhr.responseText : '',
        headers: { get: (name: string) => xhr.getResponseHeader(name) },
      });
    };
    xhr.onerror = () => {
      done();
      reject(new Error('the connection failed'));
    };
    xhr.ontimeout = () => {
      done();
      reject(new Error('the upload timed out'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(body);
  });
}

/** Uploads a picture; resolves with its address or rejects with an ApiError / PictureRefusedError. */
export async function uploadPicture(file: Blob & { name?: string }, options: UploadPictureOptions = {}): Promise<UploadPictureResult> {
  const problem = pictureProblem({ type: file.type, size: file.size, name: file.name });
  if (problem) throw new PictureRefusedError(problem);

  const connection = options.connection === undefined ? keyStore.get() : options.connection;
  if (!connection) {
    throw new ApiError({ status: 0, code: 'not_connected', message: 'Not connected: connect with an API key first.', path: '/uploadImage' });
  }
  const scheduler = options.scheduler ?? sharedScheduler;
  const clock = options.clock ?? serverClock;
  const path = '/uploadImage';
  const url = `${connection.baseUrl.replace(/\/+$/, '')}${path}${options.dryRun ? '?dryRun=1' : ''}`;
  const secrets = [connection.apiKey];

  const attempt = () =>
    send(
      url,
      {
        accept: 'application/json',
        'content-type': file.type,
        'x-api-key': connection.apiKey,
        'x-client-id': connection.clientId,
        'x-event-id': connection.eventId,
        'x-timestamp': String(Math.round(clock.now())),
      },
      file,
      options,
    );

  const scheduled = async (): Promise<Answer> => {
    try {
      return await scheduler.schedule(attempt, { priority: options.priority ?? 'interactive', kind: 'write', signal: options.signal });
    } catch (err) {
      if (err && typeof err === 'object' && (err as { name?: string }).name === 'AbortError') throw err;
      throw networkError(err, path, secrets);
    }
  };

  let answer = await scheduled();
  if (answer.status === 408) {
    let serverTime: unknown;
    try {
      serverTime = (JSON.parse(answer.text) as { serverTime?: unknown }).serverTime;
    } catch {
      serverTime = undefined;
    }
    if (typeof serverTime === 'number') {
      // The timestamp was refused, so nothing was stored: correct the clock once and resend.
      clock.correct(serverTime);
      answer = await scheduled();
    }
  }

  const contentType = answer.headers.get('content-type') ?? '';
  if (answer.status < 200 || answer.status >= 300) {
    throw errorFromAnswer({
      status: answer.status,
      contentType,
      text: answer.text,
      retryAfterHeader: answer.headers.get('retry-after'),
      path,
      secrets,
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw errorFromAnswer({ status: answer.status, contentType: contentType || 'text/html', text: answer.text, path, secrets });
  }
  const parsed = uploadImageResponseSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({
      status: answer.status,
      code: 'invalid_response',
      message: 'The answer of /uploadImage did not match the contract.',
      details: parsed.error.issues.slice(0, 10).map((i) => ({ field: i.path.map(String).join('.'), message: i.message })),
      path,
    });
  }
  const obj = body as { warnings?: unknown; ignoredFields?: unknown };
  const strings = (v: unknown) => (Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))) : []);
  return { data: parsed.data, warnings: strings(obj.warnings), ignoredFields: strings(obj.ignoredFields) };
}
