import type { FetchLike } from './client';

export type TransferProgress = { loaded: number; total: number };

export type XhrTransportOptions = {
  /** Called as the request body goes out. */
  onUploadProgress?: (progress: TransferProgress) => void;
  /** For tests: builds the request object. */
  createRequest?: () => XMLHttpRequest;
};

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A fetch-shaped transport over XMLHttpRequest, for the one thing fetch cannot do: report how much of a
 * request body has gone out. The client uses it per request (`transport`), so headers, the scheduler,
 * clock correction and error mapping stay the client's.
 */
export function xhrTransport(options: XhrTransportOptions = {}): FetchLike {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = options.createRequest ? options.createRequest() : new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url, true);
      xhr.withCredentials = false;
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      const signal = init.signal;
      if (signal?.aborted) {
        reject(new DOMException('The request was cancelled.', 'AbortError'));
        return;
      }
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      const body = init.body as Blob | string | null | undefined;
      const size = typeof body === 'string' ? body.length : (body?.size ?? 0);
      if (options.onUploadProgress && xhr.upload) {
        xhr.upload.onprogress = (e) => options.onUploadProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : size });
      }
      xhr.onload = () => {
        done();
        const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
        resolve(new Response(text === '' && (xhr.status === 204 || xhr.status === 304) ? null : text, { status: xhr.status, headers: parseHeaders(xhr.getAllResponseHeaders?.() ?? '') }));
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError('the connection failed'));
      };
      xhr.ontimeout = () => {
        done();
        reject(new TypeError('the request timed out'));
      };
      xhr.onabort = () => {
        done();
        reject(new DOMException('The request was cancelled.', 'AbortError'));
      };
      xhr.send(body ?? null);
    });
}
