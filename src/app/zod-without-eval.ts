/**
 * The console runs under a Content-Security-Policy without 'unsafe-eval' (docs/server.md). Zod compiles fast
 * object parsers with `new Function` and probes whether it may when the first object schema is built; under
 * the policy the probe alone is reported as a violation. Jitless mode skips both.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (created when zod loads, kept when present), so
 * setting it here, first thing in `main.tsx`, covers every schema of every lazily loaded chunk without
 * pulling zod into the login route. `zod-without-eval.test.ts` pins that zod honours it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
