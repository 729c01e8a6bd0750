import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../api/client';
import { ServerClock } from '../../api/clock';
import { isApiError } from '../../api/errors';
import { RequestScheduler } from '../../api/scheduler';
import { PictureRefusedError, uploadPicture } from './upload-picture';

type Reply = { status: number; body: string; headers?: Record<string, string> };

/** A stand-in for the browser's XMLHttpRequest that answers from a script. */
function fakeRequests(replies: Reply[]) {
  const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  const create = () => {
    const headers: Record<string, string> = {};
    let url = '';
    let reply: Reply | undefined;
    const xhr = {
      upload: { onprogress: null as null | ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) },
      onload: null as null | (() => void),
      onerror: null as null | (() => void),
      onabort: null as null | (() => void),
      ontimeout: null as null | (() => void),
      withCredentials: false,
      status: 0,
      responseText: '',
      open: (_m: string, u: string) => void (url = u),
      setRequestHeader: (k: string, v: string) => void (headers[k] = v),
      getAllResponseHeaders: () => Object.entries(reply?.headers ?? {}).map(([k, v]) => `${k}: ${v}`).join('\r\n'),
      abort: () => xhr.onabort?.(),
      send: (body: Blob) => {
        sent.push({ url, headers: { ...headers }, body });
        reply = replies.shift();
        setTimeout(() => {
          if (!reply) return xhr.onerror?.();
          xhr.upload.onprogress?.({ loaded: body.size / 2, total: body.size, lengthComputable: true });
          xhr.upload.onprogress?.({ loaded: body.size, total: body.size, lengthComputable: true });
          xhr.status = reply.status;
          xhr.responseText = reply.body;
          xhr.onload?.();
        }, 1);
      },
    };
    return xhr as unknown as XMLHttpRequest;
  };
  return { sent, create };
}

const connection = { baseUrl: 'http://h/api/', clientId: 'c1', eventId: 'e1', apiKey: 'the-secret-key' };
const clientFor = (clock = new ServerClock()) =>
  new ApiClient({ getConnection: () => connection, scheduler: new RequestScheduler(), clock, schemaFor: async () => undefined });
const png = () => new File([new Uint8Array(1000)], 'logo.png', { type: 'image/png' });
const ok = { status: 200, body: JSON.stringify({ status: 'ok', imagePath: 'http://h/media/x.png', contentType: 'image/png', bytes: 1000, nextStep: 'save it' }), headers: { 'content-type': 'application/json' } };

describe('uploadPicture', () => {
  it('sends the bytes raw with the auth headers and reports progress and the address', async () => {
    const { sent, create } = fakeRequests([ok]);
    const progress: number[] = [];
    const r = await uploadPicture(png(), { client: clientFor(), createRequest: create, onProgress: (p) => progress.push(p.loaded / p.total) });
    expect(r.data.imagePath).toBe('http://h/media/x.png');
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('http://h/api/uploadImage');
    expect(sent[0].headers['content-type']).toBe('image/png');
    expect(sent[0].headers['x-api-key']).toBe('the-secret-key');
    expect(sent[0].headers['x-client-id']).toBe('c1');
    expect(sent[0].headers['x-event-id']).toBe('e1');
    expect(Number(sent[0].headers['x-timestamp'])).toBeGreaterThan(0);
  });

  it('refuses a PDF and a 9 MB picture without sending anything', async () => {
    const { sent, create } = fakeRequests([ok, ok]);
    const pdf = new File([new Uint8Array(10)], 'paper.pdf', { type: 'application/pdf' });
    const big = new File([new Uint8Array(9 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await expect(uploadPicture(pdf, { client: clientFor(), createRequest: create })).rejects.toThrow(PictureRefusedError);
    await expect(uploadPicture(big, { client: clientFor(), createRequest: create })).rejects.toThrow(/8 MB/);
    expect(sent).toHaveLength(0);
  });

  it('turns a refusal of the service into an ApiError without the key in it', async () => {
    const { create } = fakeRequests([{ status: 413, body: JSON.stringify({ error: 'too big for the-secret-key', code: 'too_large' }), headers: { 'content-type': 'application/json' } }]);
    const err = await uploadPicture(png(), { client: clientFor(), createRequest: create }).catch((e: unknown) => e);
    expect(isApiError(err)).toBe(true);
    expect(String((err as Error).message)).not.toContain('the-secret-key');
    expect((err as { status: number }).status).toBe(413);
  });

  it('corrects the clock once on a stale timestamp and sends again', async () => {
    const serverTime = Date.now() + 3_600_000;
    const { sent, create } = fakeRequests([{ status: 408, body: JSON.stringify({ error: 'stale', code: 'stale_timestamp', serverTime }), headers: { 'content-type': 'application/json' } }, ok]);
    const clock = new ServerClock();
    const r = await uploadPicture(png(), { client: clientFor(clock), createRequest: create });
    expect(r.data.bytes).toBe(1000);
    expect(sent).toHaveLength(2);
    expect(Number(sent[1].headers['x-timestamp'])).toBeGreaterThanOrEqual(serverTime - 1000);
  });

  it('reports a lost connection as a network error', async () => {
    const { create } = fakeRequests([]);
    const err = await uploadPicture(png(), { client: clientFor(), createRequest: create }).catch((e: unknown) => e);
    expect(isApiError(err) && err.code).toBe('network_error');
  });
});
