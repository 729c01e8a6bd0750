import { optionsFromEnv, startServer } from './server';

/** `npm run server`: the local event server without building the console. */
const running = await startServer(optionsFromEnv(process.env, { demo: 'off', simulator: false }));
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
