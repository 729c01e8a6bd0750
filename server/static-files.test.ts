import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../build/precompress';
import { chooseEncoding, etagMatches } from './static-files';
import { rawRequest } from './test/raw-http';
import { startTestServer, type TestServer } from './test/test-server';

/** The built console over real HTTP: the build step's brotli and gzip copies, ETags, caching, security headers. */
let t: TestServer;
let dist: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word number ${i}`))};\n`;
const page = (title: string) => `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/app-1234.js"></script></head><body><div id="root"></div>${' '.repeat(300)}</body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'console-static-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page('Console'));
  writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
  writeFileSync(join(dist, 'assets', 'logo-99.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  await precompressFolder(dist);
  t = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const asset = () => `${t.url}/assets/app-1234.js`;

describe('compressed copies chosen by Accept-Encoding', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the file itself otherwise', async () => {
    const br = await rawRequest(asset(), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 3);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gz = await rawRequest(asset(), { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await rawRequest(asset());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const refused = await rawRequest(asset(), { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    for (const res of [br, gz, plain]) expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('compresses index.html for console routes too, and serves files without a copy as they are', async () => {
    const route = await rawRequest(`${t.url}/guests/abc`, { 'accept-encoding': 'br' });
    expect(route.status).toBe(200);
    expect(route.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(route.body).toString()).toBe(page('Console'));
    const png = await rawRequest(`${t.url}/assets/logo-99.png`, { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.length).toBe(7);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await rawRequest(asset(), { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });
});

describe('caching', () => {
  it('marks hashed assets immutable for a year and the page no-cache, with the security headers', async () => {
    const js = await rawRequest(asset(), { 'accept-encoding': 'br' });
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/login', '/sessions/s1/questions', '/index.html']) {
      const res = await rawRequest(`${t.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('no-referrer');
    }
  });

  it('gives each copy its own strong ETag and answers 304 to a matching If-None-Match', async () => {
    const br = await rawRequest(asset(), { 'accept-encoding': 'br' });
    const gz = await rawRequest(asset(), { 'accept-encoding': 'gzip' });
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(gz.headers.etag).not.toBe(etag);

    const again = await rawRequest(asset(), { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toContain('immutable');
    // The brotli copy's tag does not validate the gzip copy.
    expect((await rawRequest(asset(), { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);

    const index = await rawRequest(`${t.url}/`, { 'accept-encoding': 'br' });
    expect((await rawRequest(`${t.url}/dashboard`, { 'accept-encoding': 'br', 'if-none-match': `"other", ${String(index.headers.etag)}` })).status).toBe(304);
  });

  it('serves a new build once index.html changes, without a restart', async () => {
    const before = await rawRequest(`${t.url}/`);
    writeFileSync(join(dist, 'index.html'), page('Console, rebuilt'));
    await precompressFolder(dist);
    const after = await rawRequest(`${t.url}/`, { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('Console, rebuilt');
  });
});

describe('paths', () => {
  it('404s a missing file with an extension, and never serves a file outside the build folder or a dot-folder', async () => {
    expect((await rawRequest(`${t.url}/assets/missing.js`)).status).toBe(404);
    const escape = await rawRequest(`${t.url}/%2e%2e/%2e%2e/%2e%2e/etc/passwd`);
    expect(escape.body.toString()).not.toContain('root:');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    expect((await rawRequest(`${t.url}/.vite/manifest.json`)).status).toBe(404);
  });
});

describe('chooseEncoding and etagMatches', () => {
  it('follows q-values, prefers brotli on a tie, honours * and refusals', () => {
    const both = ['identity', 'br', 'gzip'] as const;
    expect(chooseEncoding(undefined, both)).toBe('identity');
    expect(chooseEncoding('gzip, br', both)).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0.5, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('BR', both)).toBe('br');
    expect(chooseEncoding('br', ['identity', 'gzip'])).toBe('identity');
    expect(chooseEncoding('deflate, zstd', both)).toBe('identity');
    expect(etagMatches('W/"a", "b"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"ab"', '"a"')).toBe(false);
  });
});
