import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES, readEnv } from './env';
import { startTestServer, type TestServer } from './test/test-server';

/**
 * Without a Docker engine, the deployment files are checked against what the server reads: the image's start
 * command is a package.json script, its health check really answers, and every variable compose and
 * .env.example set is one the server's environment schema knows (or one compose itself uses).
 */
const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const run = promisify(execFile);

/** Dockerfile instructions of the final stage, continuation lines joined. */
function finalStage(): { instruction: string; args: string }[] {
  const lines = read('Dockerfile').replace(/\\\n\s*/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const stages: string[][] = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) stages.push([]);
    stages.at(-1)?.push(line);
  }
  return stages.at(-1)!.map((line) => {
    const [, instruction, args] = /^(\w+)\s+(.*)$/.exec(line)!;
    return { instruction: instruction.toUpperCase(), args };
  });
}

type Compose = { services: Record<string, { build?: unknown; image?: string; environment?: Record<string, string | number>; volumes?: string[] }> };
const compose = () => parse(read('docker-compose.yml'), { merge: true }) as Compose;
const envExample = () =>
  Object.fromEntries(
    read('.env.example')
      .split('\n')
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
const known = new Set<string>(ENV_VARIABLES);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('Dockerfile', () => {
  it('runs as a non-root user on the current Node LTS (24) slim, starting a package.json script', () => {
    const stage = finalStage();
    const from = read('Dockerfile').match(/^FROM\s+(\S+)/gim)!;
    expect(from.every((f) => /node:24[\w.-]*-slim/.test(f))).toBe(true);
    const user = stage.find((s) => s.instruction === 'USER');
    expect(user?.args).toBeDefined();
    expect(user!.args).not.toMatch(/^(root|0)$/);
    const cmd = JSON.parse(stage.find((s) => s.instruction === 'CMD')!.args) as string[];
    expect(cmd.slice(0, 2)).toEqual(['npm', 'run']);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(Object.keys(scripts)).toContain(cmd[2]);
    expect(scripts[cmd[2]]).not.toMatch(/vite|build/);
    expect(read('Dockerfile')).toMatch(/RUN npm ci/);
  });

  it('sets only variables the server reads (and NODE_ENV), with values it accepts', () => {
    const env = finalStage()
      .filter((s) => s.instruction === 'ENV')
      .flatMap((s) => [...s.args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]] as const));
    expect(env.length).toBeGreaterThan(0);
    for (const [name] of env) if (name !== 'NODE_ENV') expect(known.has(name), name).toBe(true);
    expect(readEnv(Object.fromEntries(env), { demo: 'off', simulator: false }).ok).toBe(true);
  });

  it("has a health check whose own command succeeds against a running server's /healthz", async () => {
    const health = finalStage().find((s) => s.instruction === 'HEALTHCHECK')!.args;
    const command = JSON.parse(health.slice(health.indexOf('CMD') + 3).trim()) as string[];
    expect(command[0]).toBe('node');
    expect(command.join(' ')).toContain('/healthz');
    const port = new URL(t.url).port;
    await expect(run(process.execPath, command.slice(1), { env: { PORT: port } })).resolves.toBeDefined();
    // And it fails when nothing answers.
    await expect(run(process.execPath, command.slice(1), { env: { PORT: '1' } })).rejects.toThrow();
  });
});

describe('docker-compose.yml and .env.example', () => {
  it('runs PostgreSQL 17, two or more server processes from the image, and a reverse proxy with its committed config', () => {
    const { services } = compose();
    expect(services.db.image).toMatch(/^postgres:17/);
    const servers = Object.entries(services).filter(([, s]) => s.build);
    expect(servers.length).toBeGreaterThanOrEqual(2);
    const proxy = Object.values(services).find((s) => /^(nginx|caddy)/.test(s.image ?? ''))!;
    expect(proxy).toBeDefined();
    const config = proxy.volumes!.map((v) => v.split(':')[0]).find((p) => p.startsWith('./'))!;
    expect(existsSync(join(ROOT, config))).toBe(true);
    const text = read(config);
    for (const [name, service] of servers) expect(text, name).toContain(`${name}:${service.environment!.PORT}`);
  });

  it('sets only variables the server knows on the server processes, with values it accepts, on PostgreSQL', () => {
    const servers = Object.values(compose().services).filter((s) => s.build);
    const example = envExample();
    for (const service of servers) {
      const env = Object.fromEntries(
        Object.entries(service.environment!).map(([k, v]) => [k, String(v).replace(/\$\{(\w+)(?::?[-?][^}]*)?\}/g, (_, name: string) => example[name] ?? '')]),
      );
      for (const name of Object.keys(env)) expect(known.has(name), name).toBe(true);
      const result = readEnv(env, { demo: 'off', simulator: false });
      expect(result.ok ? [] : result.errors).toEqual([]);
      expect(result.ok && result.value.options.databaseUrl).toMatch(/^postgres:\/\/[^@]+@db:5432\//);
      expect(result.ok && result.value.options.host).toBe('0.0.0.0');
    }
  });

  it('.env.example holds every variable compose reads, and nothing else', () => {
    const used = new Set([...read('docker-compose.yml').matchAll(/\$\{(\w+)/g)].map((m) => m[1]));
    const example = Object.keys(envExample());
    expect(example.sort()).toEqual([...used].sort());
    for (const name of example) expect(known.has(name) || ['POSTGRES_PASSWORD', 'PUBLIC_PORT'].includes(name), name).toBe(true);
  });
});
