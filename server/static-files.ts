/**
 * The built console served like a CDN: every file of the build folder is read once (asynchronously) into
 * memory with the brotli and gzip copies the build wrote beside it (build/precompress.ts); each request picks
 * the copy `Accept-Encoding` allows (`Vary: Accept-Encoding`), carries a strong `ETag` per copy and gets 304
 * on a matching `If-None-Match`. Hashed files under /assets are cached for a year (`immutable`);
 * index.html and every console route are `no-cache` (revalidated with the ETag). A page request notices a new
 * build (index.html changed on disk) and reloads the folder; nothing reads the disk synchronously.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

export type Encoding = 'br' | 'gzip' | 'identity';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Event console</title></head><body><main><h1>The console is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) and reload this page. The API is served at <code>/api</code>.</p></main></body></html>';

interface Variant {
  bytes: Uint8Array;
  etag: string;
}

interface StaticFile {
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

interface Folder {
  files: Map<string, StaticFile>;
  /** index.html's modification time when read; another value on disk means a new build. */
  indexMtimeMs: number;
}

/**
 * The encoding to send: the highest `q` among the copies there are, brotli before gzip on a tie; identity when
 * the header is absent or allows neither.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: Iterable<Encoding>): Encoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const has = new Set(available);
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!has.has(encoding)) continue;
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (value > bestQ) {
      best = encoding;
      bestQ = value;
    }
  }
  return best;
}

/** Weak comparison (RFC 9110 13.1.2): `W/` is ignored, `*` matches any. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

function etagOf(bytes: Uint8Array, suffix: string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}${suffix}"`;
}

async function readOptional(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

async function loadFolder(root: string): Promise<Folder | undefined> {
  let indexMtimeMs: number;
  try {
    indexMtimeMs = (await stat(join(root, 'index.html'))).mtimeMs;
  } catch {
    return undefined;
  }
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const files = new Map<string, StaticFile>();
  await Promise.all(
    entries
      .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
      .map(async (e) => {
        const path = join(e.parentPath, e.name);
        const urlPath = `/${relative(root, path).split(sep).join('/')}`;
        if (urlPath.split('/').some((segment) => segment.startsWith('.'))) return;
        const identity = await readFile(path);
        const hash = etagOf(identity, '').slice(1, -1);
        const variants: StaticFile['variants'] = { identity: { bytes: identity, etag: `"${hash}"` } };
        const [br, gz] = await Promise.all([readOptional(`${path}.br`), readOptional(`${path}.gz`)]);
        if (br) variants.br = { bytes: br, etag: `"${hash}-br"` };
        if (gz) variants.gzip = { bytes: gz, etag: `"${hash}-gz"` };
        files.set(urlPath, {
          type: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
          cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
          variants,
        });
      }),
  );
  return { files, indexMtimeMs };
}

/**
 * A handler for GET and HEAD of console paths. `headers` go on every answer (the console's security headers).
 * Without a build folder (or without index.html in it) it answers a short page saying how to build.
 */
export function staticFiles(distDir: string | undefined, headers: Record<string, string>): (request: Request) => Promise<Response> {
  let loading: Promise<Folder | undefined> | undefined;
  const load = () => (loading ??= distDir ? loadFolder(distDir) : Promise.resolve(undefined));

  /** A page request re-checks index.html (one async stat) so a new build or a first build is picked up. */
  async function current(isPage: boolean): Promise<Folder | undefined> {
    let folder = await load();
    if (!isPage || !distDir) return folder;
    const mtime = await stat(join(distDir, 'index.html')).then((s) => s.mtimeMs, () => undefined);
    if (mtime !== folder?.indexMtimeMs) {
      loading = undefined;
      folder = await load();
    }
    return folder;
  }

  return async (request) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url).pathname);
    } catch {
      path = '/';
    }
    const ext = extname(path);
    const isPage = ext === '' || ext === '.html';
    const folder = await current(isPage);
    if (!folder) return new Response(NOT_BUILT, { status: 200, headers: { ...headers, 'content-type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' } });
    const file = folder.files.get(path) ?? (isPage ? folder.files.get('/index.html') : undefined);
    if (!file) return new Response('Not found', { status: 404, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });

    const encodings = Object.keys(file.variants) as Encoding[];
    const encoding = chooseEncoding(request.headers.get('accept-encoding') ?? undefined, encodings);
    const variant = file.variants[encoding] ?? file.variants.identity;
    const out: Record<string, string> = { ...headers, 'content-type': file.type, 'Cache-Control': file.cacheControl, ETag: variant.etag };
    if (encodings.length > 1) out.Vary = 'Accept-Encoding';
    if (encoding !== 'identity') out['Content-Encoding'] = encoding;
    if (etagMatches(request.headers.get('if-none-match') ?? undefined, variant.etag)) {
      delete out['content-type'];
      delete out['Content-Encoding'];
      return new Response(null, { status: 304, headers: out });
    }
    out['Content-Length'] = String(variant.bytes.length);
    return new Response(request.method === 'HEAD' ? null : (variant.bytes as unknown as BodyInit), { status: 200, headers: out });
  };
}
