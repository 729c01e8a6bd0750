/**
 * What the server benches share to measure a server against the limit: the CPU
 * time of a process (all its threads, GC helpers included) read from /proc, a
 * closed-loop load generator over kept-alive connections (raw sockets and
 * bench/http-response-reader.ts) that reports its own CPU apart from the
 * server's, and a bare `node:http` server in its own process that answers
 * recorded responses byte for byte (`bench/bare-server.mjs`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpResponseReader, type HttpResponse } from './http-response-reader';
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

/** Methods Node's HTTP client sends without a length when they have no body (the others get `Content-Length: 0`). */
const BODYLESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT']);
/** Distinct requests kept encoded at most (server-bench's unseen keys make 6,000 in one run). */
const ENCODED_MAX = 20_000;
/** One read buffer for every connection of the generator: each read is taken whole before the next. */
let readBuffer: Buffer | undefined;

/** The bytes of one request as Node's HTTP client sends it over a kept-alive connection. */
function encodeRequest(hostHeader: string, req: Request): Buffer {
  const method = req.method ?? 'GET';
  let head = `${method} ${req.path} HTTP/1.1\r\n`;
  const given = new Set<string>();
  for (const [name, value] of Object.entries(req.headers)) {
    given.add(name.toLowerCase());
    head += `${name}: ${value}\r\n`;
  }
  if (!given.has('host')) head += `Host: ${hostHeader}\r\n`;
  if (!given.has('connection')) head += 'Connection: keep-alive\r\n';
  const body = req.body === undefined ? undefined : Buffer.from(req.body);
  if (!given.has('content-length') && !given.has('transfer-encoding') && (body || !BODYLESS.has(method))) head += `Content-Length: ${body?.byteLength ?? 0}\r\n`;
  const bytes = Buffer.from(`${head}\r\n`, 'latin1');
  return body ? Buffer.concat([bytes, body]) : bytes;
}

/**
 * Sends `count` requests (`make(i)` builds the i-th) over `connections`
 * kept-alive connections, each connection one request at a time, as fast as
 * answers come. The answer's bytes (its body, dechunked) are counted, not kept.
 *
 * Raw sockets (`node:net`) and bench/http-response-reader.ts rather than
 * `http.request`, so that the generator costs far less than the server it
 * measures: each distinct request is encoded once, and every connection reads
 * into one reused buffer. A connection the server closes is opened again; a
 * request that got no answer (or a malformed one) is an error, and the run
 * fails when it ends with any error, or at once when a connection cannot be made.
 */
export function drive(baseUrl: string, serverPid: number, count: number, connections: number, make: (i: number) => Request): Promise<Driven> {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:') return Promise.reject(new Error(`drive speaks plain HTTP only, not ${url.protocol}`));
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port || 80);
  const encoded = new Map<string, Buffer>();
  const encode = (req: Request): Buffer => {
    let key = `${req.method ?? 'GET'} ${req.path}\n`;
    for (const name in req.headers) key += `${name}: ${req.headers[name]}\n`;
    key += req.body === undefined ? '\u0000' : `\u0001${req.body}`;
    let bytes = encoded.get(key);
    if (!bytes) {
      if (encoded.size >= ENCODED_MAX) encoded.clear();
      bytes = encodeRequest(url.host, req);
      encoded.set(key, bytes);
    }
    return bytes;
  };
  readBuffer ??= Buffer.allocUnsafe(256 * 1024);
  const buffer = readBuffer;
  const statuses = new Map<number, number>();
  const sockets = new Set<net.Socket>();
  let bytes = 0;
  let next = 0;
  let errors = 0;
  let firstError = '';
  let lanesBusy = connections;
  let stopped = false;

  return new Promise<Driven>((resolve, reject) => {
    const serverBefore = processCpuMs(serverPid);
    const generatorBefore = processCpuMs(process.pid);
    const started = performance.now();
    const finish = (failure?: Error) => {
      if (stopped) return;
      stopped = true;
      const wallMs = performance.now() - started;
      const serverMs = processCpuMs(serverPid) - serverBefore;
      const generatorMs = processCpuMs(process.pid) - generatorBefore;
      for (const s of sockets) s.destroy();
      if (failure) return reject(failure);
      if (errors) return reject(new Error(`${errors} of ${count} requests to ${baseUrl} got no answer or a malformed one (first: ${firstError})`));
      resolve({
        requests: count,
        wallMs,
        serverUs: (serverMs * 1000) / count,
        generatorUs: (generatorMs * 1000) / count,
        generatorBusy: generatorMs / wallMs,
        serverBusy: serverMs / wallMs,
        statuses,
        bytes,
        load1: load1(),
      });
    };
    const error = (message: string) => {
      errors += 1;
      firstError ||= message;
    };

    /** One connection at a time, one request at a time on it. */
    const lane = () => {
      let socket: net.Socket | undefined;
      let reader: HttpResponseReader | undefined;
      /** The connection the request in flight was sent on. */
      let waitingOn: net.Socket | undefined;

      const answered = (s: net.Socket, res: HttpResponse) => {
        if (stopped) return;
        if (waitingOn !== s) {
          error(`an answer (${res.status}) no request asked for`);
          if (s === socket) socket = undefined;
          s.destroy();
          return;
        }
        waitingOn = undefined;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        bytes += res.bodyBytes;
        if (res.headers.connection !== undefined && /(^|,)\s*close\s*(,|$)/i.test(res.headers.connection)) {
          if (s === socket) socket = undefined;
          s.destroy();
        }
        sendNext();
      };

      const connect = (): net.Socket => {
        let connected = false;
        let lastError = '';
        const s: net.Socket = net.connect({
          host,
          port,
          onread: {
            buffer,
            callback: (n: number, buf: Uint8Array) => {
              try {
                r.push(buf, 0, n);
              } catch (e) {
                if (s === socket) socket = undefined;
                s.destroy();
                if (waitingOn === s) {
                  waitingOn = undefined;
                  error((e as Error).message);
                  sendNext();
                }
              }
              return true;
            },
          },
        });
        const r = new HttpResponseReader((res) => answered(s, res));
        s.setNoDelay(true);
        s.on('connect', () => (connected = true));
        s.on('error', (e) => (lastError = e.message));
        s.on('end', () => {
          // The server closed its side: an answer read up to the end is complete; the connection is not used again.
          if (s === socket) socket = undefined;
          try {
            r.end();
          } catch {
            // a cut answer: counted when the connection closes
          }
        });
        s.on('close', () => {
          sockets.delete(s);
          if (s === socket) socket = undefined;
          if (stopped) return;
          if (!connected) return finish(new Error(`could not connect to ${baseUrl}: ${lastError || 'closed'}`));
          if (waitingOn === s) {
            waitingOn = undefined;
            error(`the connection closed before the answer${lastError ? ` (${lastError})` : ''}`);
            sendNext();
          }
        });
        sockets.add(s);
        socket = s;
        reader = r;
        return s;
      };

      const sendNext = () => {
        if (stopped) return;
        if (next >= count) {
          lanesBusy -= 1;
          if (lanesBusy === 0) finish();
          return;
        }
        const req = make(next++);
        const s = socket ?? connect();
        reader!.nextIsHead = req.method === 'HEAD';
        waitingOn = s;
        s.write(encode(req));
      };

      sendNext();
    };

    if (count <= 0 || connections <= 0) {
      lanesBusy = 0;
      return finish();
    }
    for (let i = 0; i < connections; i += 1) lane();
  });
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
