/**
 * Build step: next to every compressible file of the built console, a brotli (`.br`, quality 11) and a gzip
 * (`.gz`, level 9) copy, so the server sends compressed bytes without compressing per request
 * (server/static-files.ts picks one by Accept-Encoding). A copy is written only when it is smaller.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.ico', '.webmanifest', '.xml']);
const MIN_BYTES = 256;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes `.br` and `.gz` beside each compressible file of `dir`; answers how many files were compressed. */
export async function precompressFolder(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.has(extname(f).toLowerCase()) && !f.startsWith(join(dir, '.vite')));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gz(bytes, { level: 9 }),
      ]);
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
      count++;
    }),
  );
  return count;
}

/** Vite plugin: precompresses the output folder once the bundle is written (`vite build` only). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'event-console:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
