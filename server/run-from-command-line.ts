import { optionsFromEnv, startServer, type RunningServer } from './server';

/**
 * Starts the server from the environment for a command (`npm run server`, `npm start`): prints the one
 * start-up JSON line that scripts and tests read, then `describe`'s lines for people, and closes cleanly
 * on SIGINT or SIGTERM.
 */
export async function runFromCommandLine(
  defaults: Parameters<typeof optionsFromEnv>[1],
  describe?: (running: RunningServer) => string[],
): Promise<RunningServer> {
  const running = await startServer(optionsFromEnv(process.env, defaults));
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

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  return running;
}
