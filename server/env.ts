/**
 * Every environment variable the server reads, checked once at start with zod: a mistake stops the start
 * with one plain sentence per variable, naming it and what it takes (docs/server.md, "Environment").
 */
import { z } from 'zod';
import type { DemoSize } from './demo/seed';
import type { ServerOptions } from './server';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const ON = ['1', 'true', 'on', 'yes'];
const OFF = ['0', 'false', 'off', 'no'];

const quoted = (value: unknown) => JSON.stringify(String(value));

/** Unset and empty are the same: the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v), schema.optional());

const flag = (name: string) =>
  optional(
    z
      .string()
      .transform((v) => v.toLowerCase())
      .refine((v) => ON.includes(v) || OFF.includes(v), { error: (i) => `${name} must be 1 or 0 (also true/false, on/off, yes/no), not ${quoted(i.input)}` })
      .transform((v) => ON.includes(v)),
  );

const url = (name: string, protocols: string[], what: string) =>
  optional(
    z.string().refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: (i) => `${name} must be ${what}, not ${quoted(i.input)}` },
    ),
  );

export const envSchema = z.object({
  PORT: optional(
    z
      .string()
      .refine((v) => /^\d{1,5}$/.test(v) && Number(v) <= 65535, { error: (i) => `PORT must be a whole number from 0 to 65535 (0 picks a free port), not ${quoted(i.input)}` })
      .transform(Number),
  ),
  HOST: optional(z.string().refine((v) => !/\s|\/|^https?:/i.test(v), { error: (i) => `HOST must be an address to listen on such as 127.0.0.1 or 0.0.0.0, not ${quoted(i.input)}` })),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:'], 'a PostgreSQL connection string such as postgres://user:password@host:5432/database'),
  OPERATOR_TOKEN: optional(z.string().min(16, { error: 'OPERATOR_TOKEN must be at least 16 characters long (a short token can be guessed); leave it unset to have one generated' })),
  DEMO: optional(
    z
      .string()
      .transform((v) => v.toLowerCase())
      .refine((v) => v === 'large' || v === 'normal' || ON.includes(v) || OFF.includes(v), { error: (i) => `DEMO must be 1 (seed the demo event), large (the large demo) or 0 (none), not ${quoted(i.input)}` })
      .transform((v): DemoSize | 'off' => (v === 'large' ? 'large' : v === 'normal' || ON.includes(v) ? 'normal' : 'off')),
  ),
  ATTENDEE_API: flag('ATTENDEE_API'),
  SIMULATOR: flag('SIMULATOR'),
  UPSTREAM_URL: url('UPSTREAM_URL', ['http:', 'https:'], 'an http:// or https:// base URL of the service to forward /api to'),
  DIST_DIR: optional(z.string()),
  RATE_LIMIT_PER_ADDRESS: optional(
    z
      .string()
      .refine((v) => /^\d{1,9}$/.test(v), { error: (i) => `RATE_LIMIT_PER_ADDRESS must be a whole number of requests a minute per address (0 turns the limit off), not ${quoted(i.input)}` })
      .transform(Number),
  ),
  TRUST_PROXY: flag('TRUST_PROXY'),
  CONSOLE_SECRET: optional(
    z.string().refine((v) => v.length >= 32, {
      error: 'CONSOLE_SECRET must be at least 32 characters long (it seals the key an organiser shares with the team; a short secret can be guessed); leave it unset to turn sharing with a team off',
    }),
  ),
  LOG_LEVEL: optional(
    z
      .string()
      .transform((v) => v.toLowerCase())
      .refine((v): v is LogLevel => (LOG_LEVELS as readonly string[]).includes(v), { error: (i) => `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${quoted(i.input)}` }),
  ),
});

/** The names of every variable the server reads. */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export interface ServerEnv {
  options: ServerOptions;
  logLevel: LogLevel;
}

export type EnvResult = { ok: true; value: ServerEnv } | { ok: false; errors: string[] };

/** Reads the server's settings from the environment; `defaults` differ between `npm run server` and `npm start`. */
export function readEnv(env: NodeJS.ProcessEnv, defaults: { demo: DemoSize | 'off'; simulator: boolean }): EnvResult {
  const parsed = envSchema.safeParse(Object.fromEntries(ENV_VARIABLES.map((name) => [name, env[name]])));
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((issue) => issue.message) };
  const e = parsed.data;
  const demo = e.DEMO ?? defaults.demo;
  return {
    ok: true,
    value: {
      logLevel: (e.LOG_LEVEL as LogLevel | undefined) ?? 'info',
      options: {
        port: e.PORT ?? 8787,
        host: e.HOST ?? '127.0.0.1',
        dataDir: e.DATA_DIR ?? '.data',
        databaseUrl: e.DATABASE_URL,
        operatorToken: e.OPERATOR_TOKEN,
        demo,
        attendeeApi: e.ATTENDEE_API ?? demo !== 'off',
        simulator: e.SIMULATOR ?? defaults.simulator,
        distDir: e.DIST_DIR ?? 'dist',
        upstreamUrl: e.UPSTREAM_URL,
        addressLimitPerMinute: e.RATE_LIMIT_PER_ADDRESS,
        trustProxy: e.TRUST_PROXY ?? false,
        consoleSecret: e.CONSOLE_SECRET,
      },
    },
  };
}
