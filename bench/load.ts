/**
 * What the server benches share to measure a server against the limit: the CPU
 * time of a process (all its threads, GC helpers included) read from /proc, a
 * closed-loop load generator over kept-alive connections that reports its own
 * CPU apart from the server's, and a bare `node:http` server in its own process
 * that answers recorded responses byte for byte (`bench/bare-server.mjs`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './shared';

/** CPU milliseconds a process has used, every thread: the sum of /proc/<pid>/task/<tid>/schedstat (ns), else /proc/<pid>/stat (ticks). */
export function processCpuMs(pid: number): number {
  if (pid === process.pid) {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  }
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a thread that ended meanwhile
      }
    }
    if (ns > 0) return ns / 1e6;
  } catch {
    // no /proc/<pid>/task: fall back below
  }
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Resident memory of a process in MB (/proc/<pid>/status VmRSS). */
export function processRssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : NaN;
  } catch {
    return NaN;
  }
}

export const load1 = () => Math.round(loadavg()[0] * 10) / 10;

export type Request = { path: string; method?: string; headers: Record<string, string>; body?: string };

export type Driven = {
  requests: number;
  wallMs: number;
  /** CPU of the measured server process per request (µs). */
  serverUs: number;
  /** CPU of this process, the load generator, per request (µs). */
  generatorUs: number;
  /** Share of one core the generator was busy (0–1); ≥ 0.85 means the generator, not the server, set the pace. */
  generatorBusy: number;
  /** Share of one core the server was busy. */
  serverBusy: number;
  statuses: Map<number, number>;
  bytes: number;
  load1: number;
};

/** Whether the generator, not the server, was the limit of a run. */
export const GENERATOR_SATURATED = 0.85;

/**
 * Sends `count` requests (`make(i)` builds the i-th) over `connections`
 * kept-alive connections, each connection one request at a time, as fast as
 * answers come. The answer's bytes are counted, not kept.
 */
export async function drive(baseUrl: string, serverPid: number, count: number, connections: number, make: (i: number) => Request): Promise<Driven> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses = new Map<number, number>();
  let bytes = 0;
  let next = 0;
  const one = (req: Request) =>
    new Promise<void>((done, fail) => {
      const r = http.request(`${baseUrl}${req.path}`, { method: req.method ?? 'GET', headers: req.headers, agent }, (res) => {
        res.on('data', (c: Buffer) => (bytes += c.byteLength));
        res.on('end', () => {
          statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
          done();
        });
        res.on('error', fail);
      });
      r.on('error', fail);
      r.end(req.body);
    });
  try {
    const serverBefore = processCpuMs(serverPid);
    const generatorBefore = processCpuMs(process.pid);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < count) await one(make(next++));
      }),
    );
    const wallMs = performance.now() - started;
    const serverMs = processCpuMs(serverPid) - serverBefore;
    const generatorMs = processCpuMs(process.pid) - generatorBefore;
    return {
      requests: count,
      wallMs,
      serverUs: (serverMs * 1000) / count,
      generatorUs: (generatorMs * 1000) / count,
      generatorBusy: generatorMs / wallMs,
      serverBusy: serverMs / wallMs,
      statuses,
      bytes,
      load1: load1(),
    };
  } finally {
    agent.destroy();
  }
}

/** One recorded answer: what the bare server sends for a path. */
export type Recorded = { status: number; headers: Record<string, string>; body: Buffer };

const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** Fetches one answer from the server as sent (no decompression), to be answered again by the bare server. */
export function record(baseUrl: string, req: Request): Promise<Recorded> {
  return new Promise((done, fail) => {
    const r = http.request(`${baseUrl}${req.path}`, { method: req.method ?? 'GET', headers: req.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (!HOP_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
        done({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', fail);
    });
    r.on('error', fail);
    r.end(req.body);
  });
}

export type BareServer = { url: string; pid: number; stop(): Promise<void> };

/** Starts `bench/bare-server.mjs` in its own process, answering each path of `routes` with its recorded bytes. */
export async function startBareServer(routes: Record<string, Recorded>): Promise<BareServer> {
  const file = join(tmpdir(), `bare-routes-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(Object.fromEntries(Object.entries(routes).map(([path, r]) => [path, { ...r, body: r.body.toString('base64') }]))));
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'bench', 'bare-server.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) done(m[1]);
    });
    child.once('exit', (code) => fail(new Error(`bare server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
