import { readEnv } from './env';
import { createLogger } from './request-log';
import { PortInUseError, startServer, type RunningServer } from './server';

/**
 * Starts the server from the environment for a command (`npm run server`, `npm start`): checks the
 * environment (a plain sentence per mistake, exit 1), prints the one start-up JSON line that scripts and
 * tests read, then `describe`'s lines for people; request logs follow as JSON lines. On SIGINT or SIGTERM
 * it stops accepting, lets requests in flight finish, closes the database and exits. A port already in use
 * gets one plain line naming `PORT` and the `command` to run again with another port.
 */
export async function runFromCommandLine(
  defaults: Parameters<typeof readEnv>[1],
  describe?: (running: RunningServer) => string[],
  command = 'npm run server',
): Promise<RunningServer> {
  const env = readEnv(process.env, defaults);
  if (!env.ok) {
    process.stderr.write(`The server cannot start; fix these settings:\n${env.errors.map((e) => `  - ${e}`).join('\n')}\n`);
    process.exit(1);
  }
  const logger = createLogger(env.value.logLevel);
  let running: RunningServer;
  try {
    running = await startServer({ ...env.value.options, logger });
  } catch (error) {
    if (error instanceof PortInUseError) {
      process.stderr.write(`${portInUseMessage(error.port, command)}\n`);
      process.exit(1);
    }
    process.stderr.write(`The server cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `${JSON.stringify({
      ready: true,
      url: running.url,
      apiBaseUrl: running.apiBaseUrl,
      mediaBaseUrl: running.mediaBaseUrl,
      ...(running.operatorTokenGenerated ? { operatorToken: running.operatorToken } : {}),
      ...(running.demo ? { demo: running.demo } : {}),
    })}\n`,
  );
  const lines = describe?.(running);
  if (lines) process.stdout.write(`${lines.join('\n')}\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      logger.info({ signal }, 'shutting down: finishing requests in flight');
      running.close().then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  return running;
}

/** What a person reads when the port is taken: the port, and the command again with another one. */
export function portInUseMessage(port: number, command: string): string {
  const next = port >= 65535 ? 0 : port + 1;
  return `Port ${port} is already in use. Start with another port: PORT=${next} ${command}`;
}
