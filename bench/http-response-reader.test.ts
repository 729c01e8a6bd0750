import { describe, expect, it } from 'vitest';
import { HttpResponseReader, type HttpResponse } from './http-response-reader';

/** Reads `bytes` in the pieces given by `cuts` (byte offsets), bodies kept; `close` ends the connection after. */
function read(bytes: Buffer, cuts: number[] = [], options: { close?: boolean } = {}): HttpResponse[] {
  const out: HttpResponse[] = [];
  const reader = new HttpResponseReader((r) => out.push(r), { keepBody: true });
  let from = 0;
  for (const cut of [...cuts, bytes.byteLength]) {
    reader.push(bytes.subarray(from, cut));
    from = cut;
  }
  if (options.close) reader.end();
  return out;
}

const bytes = (text: string) => Buffer.from(text, 'latin1');

const LENGTH = bytes('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 13\r\nX-Link: http://a.example:8080/x?t=12:30\r\n\r\n{"ok":"yes!"}');
const CHUNKED = bytes(
  'HTTP/1.1 200 OK\r\nTRANSFER-ENCODING: chunked\r\nContent-Type: text/plain\r\n\r\n' +
    '5;name=value\r\nHello\r\n' +
    '7 ; another="a;b"\r\n, world\r\n' +
    'A\r\n, chunked!\r\n' +
    '0;last\r\nX-Checksum: abc:def\r\nServer-Timing: db;dur=53\r\n\r\n',
);
const NOT_MODIFIED = bytes('HTTP/1.1 304 Not Modified\r\nETag: "abc"\r\nContent-Length: 163000\r\n\r\n');

describe('HttpResponseReader', () => {
  it('reads a Content-Length body, header names in lower case, a value with colons whole', () => {
    const [r, ...rest] = read(LENGTH);
    expect(rest).toEqual([]);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers['x-link']).toBe('http://a.example:8080/x?t=12:30');
    expect(r.bodyBytes).toBe(13);
    expect(r.body?.toString()).toBe('{"ok":"yes!"}');
  });

  it('reads a chunked body with extensions and trailers', () => {
    const [r] = read(CHUNKED);
    expect(r.status).toBe(200);
    expect(r.headers['transfer-encoding']).toBe('chunked');
    expect(r.body?.toString()).toBe('Hello, world, chunked!');
    expect(r.bodyBytes).toBe(22);
    expect(r.trailers).toEqual({ 'x-checksum': 'abc:def', 'server-timing': 'db;dur=53' });
  });

  it('gives a 304 and a 204 no body, whatever their Content-Length says', () => {
    const both = Buffer.concat([NOT_MODIFIED, bytes('HTTP/1.1 204 No Content\r\n\r\n'), LENGTH]);
    const rs = read(both);
    expect(rs.map((r) => [r.status, r.bodyBytes])).toEqual([
      [304, 0],
      [204, 0],
      [200, 13],
    ]);
    expect(rs[0].headers.etag).toBe('"abc"');
  });

  it('reads two responses back to back in one buffer', () => {
    const rs = read(Buffer.concat([CHUNKED, LENGTH]));
    expect(rs.map((r) => r.body?.toString())).toEqual(['Hello, world, chunked!', '{"ok":"yes!"}']);
  });

  it('reads the same responses split at every byte boundary, and byte by byte', () => {
    const all = Buffer.concat([LENGTH, CHUNKED, NOT_MODIFIED, LENGTH]);
    const whole = read(all);
    expect(whole).toHaveLength(4);
    for (let cut = 1; cut < all.byteLength; cut += 1) expect(read(all, [cut])).toEqual(whole);
    for (let a = 1; a < all.byteLength; a += 13) for (let b = a + 1; b < all.byteLength; b += 17) expect(read(all, [a, b])).toEqual(whole);
    expect(read(all, Array.from({ length: all.byteLength - 1 }, (_, i) => i + 1))).toEqual(whole);
  });

  it('does not keep the bytes it was given: a reused buffer reads the same', () => {
    const all = Buffer.concat([LENGTH, CHUNKED, LENGTH]);
    const out: HttpResponse[] = [];
    const reader = new HttpResponseReader((r) => out.push(r), { keepBody: true });
    const scratch = Buffer.alloc(64);
    for (let from = 0; from < all.byteLength; from += 11) {
      const n = all.copy(scratch, 0, from, Math.min(all.byteLength, from + 11));
      reader.push(scratch, 0, n);
      scratch.fill(0x78);
    }
    expect(out).toEqual(read(all));
  });

  it('counts the body without keeping it unless asked', () => {
    const out: HttpResponse[] = [];
    new HttpResponseReader((r) => out.push(r)).push(Buffer.concat([LENGTH, CHUNKED]));
    expect(out.map((r) => [r.bodyBytes, r.body])).toEqual([
      [13, undefined],
      [22, undefined],
    ]);
  });

  it('skips an interim 100 Continue, and reads a body without length up to the end of the connection', () => {
    const rs = read(bytes('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nConnection: close\r\n\r\nall of it'), [30], { close: true });
    expect(rs).toHaveLength(1);
    expect(rs[0]).toMatchObject({ status: 200, bodyBytes: 9, headers: { connection: 'close' } });
  });

  it('gives the answer to a HEAD request no body', () => {
    const out: HttpResponse[] = [];
    const reader = new HttpResponseReader((r) => out.push(r));
    reader.nextIsHead = true;
    reader.push(Buffer.concat([bytes('HTTP/1.1 200 OK\r\nContent-Length: 13\r\n\r\n'), LENGTH]));
    expect(out.map((r) => r.bodyBytes)).toEqual([0, 13]);
  });

  it('joins a repeated header', () => {
    const [r] = read(bytes('HTTP/1.1 200 OK\r\nVary: Accept\r\nvary: Accept-Encoding\r\nContent-Length: 0\r\n\r\n'));
    expect(r.headers.vary).toBe('Accept, Accept-Encoding');
  });

  it('says when a response was cut short by the end of the connection', () => {
    const reader = new HttpResponseReader(() => undefined);
    expect(reader.pending).toBe(false);
    reader.push(LENGTH.subarray(0, LENGTH.byteLength - 3));
    expect(reader.pending).toBe(true);
    expect(() => reader.end()).toThrow(/closed in the middle/);
    const idle = new HttpResponseReader(() => undefined);
    idle.push(LENGTH);
    expect(idle.pending).toBe(false);
    expect(() => idle.end()).not.toThrow();
  });

  it('refuses a malformed answer', () => {
    expect(() => read(bytes('HTP/1.1 200 OK\r\n\r\n'))).toThrow(/status line/);
    expect(() => read(bytes('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'))).toThrow(/chunk size/);
    expect(() => read(bytes('HTTP/1.1 200 OK\r\nContent-Length: 1, 2\r\n\r\n'))).toThrow(/Content-Length/);
    expect(() => read(bytes('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n'))).toThrow(/longer than its size/);
  });
});
