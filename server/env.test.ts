import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, readEnv } from './env';

const defaults = { demo: 'off' as const, simulator: false };

describe('readEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const result = readEnv({}, defaults);
    expect(result).toEqual({
      ok: true,
      value: {
        logLevel: 'info',
        options: { port: 8787, host: '127.0.0.1', dataDir: '.data', databaseUrl: undefined, operatorToken: undefined, demo: 'off', attendeeApi: false, simulator: false, distDir: 'dist', upstreamUrl: undefined, addressLimitPerMinute: undefined, trustProxy: false, consoleSecret: undefined },
      },
    });
    expect(readEnv({ PORT: '', DEMO: ' ' }, { demo: 'normal', simulator: true })).toMatchObject({ ok: true, value: { options: { port: 8787, demo: 'normal', attendeeApi: true, simulator: true } } });
  });

  it('reads every variable', () => {
    const result = readEnv(
      {
        PORT: '0', HOST: '0.0.0.0', DATA_DIR: '/var/lib/console', DATABASE_URL: 'postgres://u:p@db:5432/events', OPERATOR_TOKEN: 'a-long-operator-secret',
        DEMO: 'large', ATTENDEE_API: 'off', SIMULATOR: 'yes', UPSTREAM_URL: 'https://api.example.org/v1', DIST_DIR: 'build', LOG_LEVEL: 'WARN', RATE_LIMIT_PER_ADDRESS: '600', TRUST_PROXY: '1',
        CONSOLE_SECRET: 'a-console-secret-of-32-characters-at-least',
      },
      defaults,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        logLevel: 'warn',
        options: {
          port: 0, host: '0.0.0.0', dataDir: '/var/lib/console', databaseUrl: 'postgres://u:p@db:5432/events', operatorToken: 'a-long-operator-secret',
          demo: 'large', attendeeApi: false, simulator: true, upstreamUrl: 'https://api.example.org/v1', distDir: 'build', addressLimitPerMinute: 600, trustProxy: true,
          consoleSecret: 'a-console-secret-of-32-characters-at-least',
        },
      },
    });
    expect(ENV_VARIABLES).toEqual(['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'OPERATOR_TOKEN', 'DEMO', 'ATTENDEE_API', 'SIMULATOR', 'UPSTREAM_URL', 'DIST_DIR', 'RATE_LIMIT_PER_ADDRESS', 'TRUST_PROXY', 'CONSOLE_SECRET', 'LOG_LEVEL']);
  });

  it('refuses a short CONSOLE_SECRET in a plain sentence', () => {
    const result = readEnv({ CONSOLE_SECRET: 'short' }, defaults);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual([expect.stringMatching(/^CONSOLE_SECRET must be at least 32 characters long/)]);
  });

  it('names each mistake in a plain sentence, one per variable', () => {
    const result = readEnv(
      { PORT: '80a', DATABASE_URL: 'mysql://db/events', OPERATOR_TOKEN: 'short', DEMO: 'lrage', ATTENDEE_API: 'maybe', UPSTREAM_URL: 'api.example.org', LOG_LEVEL: 'verbose', HOST: 'http://localhost' },
      defaults,
    );
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toEqual([
      'PORT must be a whole number from 0 to 65535 (0 picks a free port), not "80a"',
      'HOST must be an address to listen on such as 127.0.0.1 or 0.0.0.0, not "http://localhost"',
      'DATABASE_URL must be a PostgreSQL connection string such as postgres://user:password@host:5432/database, not "mysql://db/events"',
      'OPERATOR_TOKEN must be at least 16 characters long (a short token can be guessed); leave it unset to have one generated',
      'DEMO must be 1 (seed the demo event), large (the large demo) or 0 (none), not "lrage"',
      'ATTENDEE_API must be 1 or 0 (also true/false, on/off, yes/no), not "maybe"',
      'UPSTREAM_URL must be an http:// or https:// base URL of the service to forward /api to, not "api.example.org"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"',
    ]);
    expect(readEnv({ PORT: '70000' }, defaults)).toMatchObject({ ok: false, errors: [expect.stringContaining('PORT must be')] });
  });
});
