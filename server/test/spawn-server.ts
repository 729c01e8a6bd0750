import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface SpawnedServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything the process wrote to stderr so far (for a failure message). */
  stderr(): string;
  /** CPU seconds (user + system) the process has used so far, from /proc; NaN where /proc is missing. */
  cpuSeconds(): number;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL: the process dies at once, mid-request. */
  kill(): Promise<void>;
}

/**
 * Starts `server/main.ts` as its own Node process (no tsx wrapper process, so
 * a signal reaches the server itself) and waits for its start-up JSON line.
 */
export async function spawnServer(env: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<SpawnedServer> {
  // SERVER_NODE_ARGS: extra Node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under a bench.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO: '0', ATTENDEE_API: '1', SIMULATOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server did not start within ${options.timeoutMs ?? 60_000} ms: ${err}`)), options.timeoutMs ?? 60_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      // The start line is all that is needed: later output (a request log line per request) is read and dropped, so
      // the pipe never fills and the reading costs no more than a log collector would.
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      done((JSON.parse(line) as { url: string }).url);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code} before it was ready: ${err}`));
    });
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    pid: child.pid!,
    child,
    stderr: () => err,
    cpuSeconds() {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        // utime and stime (fields 14 and 15 of the whole line) in clock ticks, 100 a second on Linux.
        return (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        return NaN;
      }
    },
    async stop(graceMs = 5000) {
      if (gone()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (gone()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
