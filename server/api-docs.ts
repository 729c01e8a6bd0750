/**
 * The interactive API reference at /api/docs: Swagger UI (swagger-ui-dist, served from the installed package,
 * nothing from another origin) reading /api/openapi.json, under the console's Content-Security-Policy: the
 * page has no inline script, its start-up code is the file /api/docs/init.js. Files are read and gzip-compressed
 * once, asynchronously, on first use.
 */
import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { CONSOLE_SECURITY_HEADERS } from './security-headers';
import { openApiDocument } from './openapi';
import { chooseEncoding, etagMatches } from './static-files';

const gz = promisify(gzip);

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Event Management API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

interface Asset {
  type: string;
  identity: Buffer;
  gzip: Buffer;
  etag: string;
}

async function asset(type: string, bytes: Buffer): Promise<Asset> {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return { type, identity: bytes, gzip: await gz(bytes, { level: 6 }), etag: hash };
}

async function loadAssets(): Promise<Map<string, Asset>> {
  const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const [bundle, css, icon] = await Promise.all(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png'].map((f) => readFile(join(dist, f))));
  const entries = await Promise.all([
    asset('text/html; charset=utf-8', Buffer.from(PAGE)).then((a) => ['/api/docs', a] as const),
    asset('text/javascript; charset=utf-8', Buffer.from(INIT)).then((a) => ['/api/docs/init.js', a] as const),
    asset('text/javascript; charset=utf-8', bundle).then((a) => ['/api/docs/swagger-ui-bundle.js', a] as const),
    asset('text/css; charset=utf-8', css).then((a) => ['/api/docs/swagger-ui.css', a] as const),
    asset('image/png', icon).then((a) => ['/api/docs/favicon-32x32.png', a] as const),
    asset('application/json; charset=utf-8', Buffer.from(JSON.stringify(openApiDocument()))).then((a) => ['/api/openapi.json', a] as const),
  ]);
  return new Map(entries);
}

/** Routes for /api/openapi.json and /api/docs (public: the document describes the API and holds no data). */
export function apiDocsApp(): Hono {
  let assets: Promise<Map<string, Asset>> | undefined;
  const app = new Hono();
  const serve = async (request: Request, path: string, headers: Record<string, string>) => {
    const found = (await (assets ??= loadAssets()))?.get(path);
    if (!found) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const encoding = chooseEncoding(request.headers.get('accept-encoding') ?? undefined, ['gzip']);
    const etag = `"${found.etag}${encoding === 'gzip' ? '-gz' : ''}"`;
    const out: Record<string, string> = { ...headers, 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding' };
    if (etagMatches(request.headers.get('if-none-match') ?? undefined, etag)) return new Response(null, { status: 304, headers: out });
    out['content-type'] = found.type;
    if (encoding === 'gzip') out['Content-Encoding'] = 'gzip';
    return new Response((encoding === 'gzip' ? found.gzip : found.identity) as unknown as BodyInit, { headers: out });
  };
  app.get('/openapi.json', (c) => serve(c.req.raw, '/api/openapi.json', { 'Access-Control-Allow-Origin': '*' }));
  for (const path of ['/docs', '/docs/init.js', '/docs/swagger-ui-bundle.js', '/docs/swagger-ui.css', '/docs/favicon-32x32.png']) {
    app.get(path, (c) => serve(c.req.raw, `/api${path}`, CONSOLE_SECURITY_HEADERS));
  }
  app.get('/docs/', (c) => c.redirect('/api/docs', 301));
  return app;
}
