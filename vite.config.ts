import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';

const serverPort = process.env.CONSOLE_API_PORT ?? '8787';

/*
 * react-router 7's package exports name only its development build (upstream issue
 * remix-run/react-router#14102): its warnings ship in the first load and print in
 * production. Builds use the production build the package also ships (0.5 KB gzip less in
 * the entry chunk); `npm run dev` and the unit tests keep the development build and its warnings.
 */
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    // The entry chunk would carry, for every lazy route, the list of the JS chunks it imports (about 1.9 KB
    // gzip), which pushes /login past its 100 KB budget. Routes imported from the entry find their JS imports
    // as the browser reads them instead (their style sheets stay listed, so they still load); imports from
    // any other chunk keep their whole preload lists.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)index-[\w-]+\.js$/.test(hostId) ? deps.filter((d) => d.endsWith('.css')) : deps,
    },
    manifest: true,
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    // `npm run dev` talks to a local server started with `npm run server`.
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/media': `http://127.0.0.1:${serverPort}`,
      '/operator': `http://127.0.0.1:${serverPort}`,
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores, which is one on a two-core machine; most test files
    // wait on servers, child processes and databases more than they compute, so every core gets a worker.
    maxWorkers: availableParallelism(),
    projects: [
      // The console's rules are plain functions: its test files share one module cache per worker (no state
      // is kept at module level between files) instead of loading zod, the contract and React Query again for each.
      { extends: true, test: { name: 'console', include: ['src/**/*.test.{ts,tsx}'], isolate: false } },
      // The server's tests start from one database created and migrated once per run (server/test/pglite-template.ts).
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts', 'bench/**/*.test.ts'], globalSetup: ['server/test/pglite-template.ts'] } },
    ],
  },
}));
