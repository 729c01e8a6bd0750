import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './test/test-server';

/**
 * Security of what the server sends and accepts: the console's Content-Security-Policy and companion headers,
 * headers on every other answer, picture uploads checked by their bytes, and /media serving only what was stored.
 */
let t: TestServer;
let c: TestClient;
let dist: string;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082', 'hex');
const JPEG_START = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const GIF = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
const HTML = '<!doctype html><html><body><script>alert(1)</script></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'export {};');
  t = await startTestServer({ distDir: dist });
  c = await t.newEvent();
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy as a map of directive to its sources. */
function policyOf(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

const raw = (body: Uint8Array | string, type: string) =>
  fetch(`${t.url}/api/uploadImage`, { method: 'POST', headers: c.headers({ 'content-type': type }), body: body as unknown as BodyInit });

describe('console responses', () => {
  it('carry a policy with no inline script and no eval, no plugins, no base, no framing', async () => {
    for (const path of ['/', '/login', '/sessions/abc', '/present/questions/s1', '/assets/app.js', '/assets/missing.js']) {
      const res = await fetch(`${t.url}${path}`);
      const csp = policyOf(res);
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('form-action'), path).toEqual(["'self'"]);
      // Styles: inline allowed (Quill, dialogs' scroll lock and toasts set styles); never script.
      expect(csp.get('style-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
      const everything = [...csp.values()].flat();
      expect(everything, path).not.toContain("'unsafe-eval'");
      expect(everything, path).not.toContain("'wasm-unsafe-eval'");
      expect(csp.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(csp.get('frame-src'), path).toEqual(["'self'", 'https:']);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('let a room screen page be framed by the console itself (the control room’s preview), by no other site', async () => {
    const res = await fetch(`${t.url}/screen/any-token`);
    const csp = policyOf(res);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(policyOf(await fetch(`${t.url}/rooms/Hall%20A`)).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('the page without a build has the same policy', async () => {
    const bare = await startTestServer();
    try {
      const res = await fetch(`${bare.url}/`);
      expect(await res.text()).toContain('not built');
      expect(policyOf(res).get('script-src')).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await bare.close();
    }
  });
});

describe('every other answer', () => {
  it('is data: nosniff, no referrer, and a policy that allows nothing to load or frame it', async () => {
    const answers: [string, Response][] = [
      ['whoami', await c.get('/whoami')],
      ['400', await c.post('/upsertSession', { title: '' })],
      ['401', await fetch(`${t.url}/api/whoami`)],
      ['unknown endpoint', await c.get('/nope')],
      ['405', await fetch(`${t.url}/api/whoami`, { method: 'POST', headers: c.headers() })],
      ['plain-text 404', await c.post('/removeTicket', { ticketId: 'missing' })],
      ['console config', await fetch(`${t.url}/console-config.json`)],
      ['operator', await t.operator('/health')],
      ['operator refused', await fetch(`${t.url}/operator/health`)],
      ['unknown POST', await fetch(`${t.url}/anything`, { method: 'POST' })],
      ['media 404', await fetch(`${t.url}/media/nothing.png`)],
    ];
    for (const [what, res] of answers) {
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), what).toBe('no-referrer');
      const csp = policyOf(res);
      expect(csp.get('default-src'), what).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
    }
  });

  it('keeps the CORS headers the console needs from another origin', async () => {
    const preflight = await fetch(`${t.url}/api/whoami`, {
      method: 'OPTIONS',
      headers: { origin: 'https://console.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-api-key');
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('picture uploads', () => {
  it('refuses bytes that are not the type they claim', async () => {
    const cases: [string, Uint8Array | string, string][] = [
      ['PNG said to be JPEG', PNG, 'image/jpeg'],
      ['GIF said to be PNG', GIF, 'image/png'],
      ['JPEG said to be WebP', JPEG_START, 'image/webp'],
      ['HTML said to be PNG', HTML, 'image/png'],
      ['SVG said to be GIF', SVG, 'image/gif'],
      ['PNG header cut short', PNG.subarray(0, 4), 'image/png'],
    ];
    for (const [what, bytes, type] of cases) {
      const res = await raw(bytes, type);
      expect(res.status, what).toBe(415);
      const body = (await res.json()) as { code: string; details: { field: string; message: string }[] };
      expect(body.code, what).toBe('unsupported_media_type');
      expect(body.details[0].field, what).toBe('contentType');
    }
    const lie = await c.postJson('/uploadImage', { contentType: 'image/png', data: Buffer.from(HTML).toString('base64') });
    expect(lie.status).toBe(415);
  });

  it('refuses SVG raw, as JSON base64, as a data URL, and whatever type it claims', async () => {
    const svg64 = Buffer.from(SVG).toString('base64');
    const statuses = [
      (await raw(SVG, 'image/svg+xml')).status,
      (await raw(SVG, 'image/svg+xml; charset=utf-8')).status,
      (await raw(SVG, 'IMAGE/SVG+XML')).status,
      (await raw(SVG, 'image/png')).status,
      (await c.postJson('/uploadImage', { contentType: 'image/svg+xml', data: svg64 })).status,
      (await c.postJson('/uploadImage', { contentType: 'image/png', data: svg64 })).status,
      (await c.postJson('/uploadImage', { contentType: 'image/png', data: `data:image/svg+xml;base64,${svg64}` })).status,
      (await raw(HTML, 'text/html')).status,
    ];
    expect(statuses).toEqual(Array(statuses.length).fill(415));
  });

  it('serves a stored picture with its real type, nosniff and a sandbox, even when trailing bytes look like HTML', async () => {
    const polyglot = Buffer.concat([PNG, Buffer.from(HTML)]);
    const res = await raw(polyglot, 'image/png');
    expect(res.status).toBe(200);
    const { imagePath, contentType } = (await res.json()) as { imagePath: string; contentType: string };
    expect(contentType).toBe('image/png');
    const served = await fetch(imagePath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = policyOf(served);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
    expect(Buffer.from(await served.arrayBuffer()).equals(polyglot)).toBe(true);

    const gif = (await (await raw(GIF, 'image/gif')).json()) as { imagePath: string };
    expect((await fetch(gif.imagePath)).headers.get('content-type')).toBe('image/gif');
  });

  it('serves nothing but stored pictures under /media: no path traversal', async () => {
    const stored = (await (await raw(PNG, 'image/png')).json()) as { imagePath: string };
    const id = stored.imagePath.split('/').pop()!;
    const attempts = [
      '/media/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/media/..%5C..%5Cpackage.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/..%252F..%252Fpackage.json',
      `/media/${id}%2F..%2F..%2Fpackage.json`,
      `/media/${id}%00.html`,
      "/media/x'%20OR%20'1'%3D'1",
    ];
    for (const path of attempts) {
      const res = await fetch(`${t.url}${path}`);
      const text = await res.text();
      expect(text, path).not.toContain('root:');
      expect(text, path).not.toContain('"name": "event-console"');
      expect(res.headers.get('content-type') ?? '', path).not.toContain('text/html');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.status, path).toBe(404);
    }
    expect((await fetch(`${t.url}/media/${id}`)).status).toBe(200);
    // Outside /media the console's own path check applies: no file outside the build folder.
    for (const path of ['/..%2Fpackage.json', '/assets/..%2F..%2Fpackage.json', '/%2e%2e/%2e%2e/package.json']) {
      const text = await (await fetch(`${t.url}${path}`)).text();
      expect(text, path).not.toContain('"name": "event-console"');
    }
  });
});

describe('addresses that could run script', () => {
  it('are refused with a 400 naming the field, wherever the contract takes an address', async () => {
    const RICH = JSON.stringify([{ insert: 'text\n' }]);
    for (const bad of ['javascript:window.__xss=5', ' JaVaScRiPt:window.__xss=6', 'data:text/html,<script>parent.__xssHit(7)</script>', 'vbscript:msgbox(1)']) {
      const writes: [string, unknown, RegExp][] = [
        ['/upsertSession', { title: 'x', imagePath: bad }, /imagePath/],
        ['/upsertSponsor', { name: 'x', url: bad }, /url/],
        ['/upsertSpeaker', { name: 'x', imagePath: bad }, /imagePath/],
        ['/upsertAbstract', { title: 'x', downloadLink: bad }, /downloadLink/],
        ['/updateEvent', { imagePath: bad }, /imagePath/],
        ['/upsertSession', { title: 'x', contentData: [{ type: 'button', data: { content: { buttonText: 'Go', buttonUrl: bad } } }] }, /buttonUrl/],
        ['/upsertSession', { title: 'x', contentData: [{ type: 'webEmbed', data: { content: bad } }] }, /contentData/],
        ['/upsertSession', { title: 'x', contentData: [{ type: 'image', data: { content: bad } }] }, /contentData/],
        ['/upsertSession', { title: 'x', contentData: [{ type: 'imageText', data: { content: RICH, imageUrl: bad } }] }, /imageUrl/],
      ];
      for (const [path, body, field] of writes) {
        const res = await c.post(path, body);
        const text = await res.text();
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 120)} → ${text.slice(0, 200)}`).toBe(400);
        expect(text, path).toMatch(field);
      }
    }
  });
});
