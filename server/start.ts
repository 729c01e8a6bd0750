import { optionsFromEnv, startServer } from './server';

/** `npm start` (after `vite build`): console, API, demo event and attendee simulator in one process. */
const running = await startServer(optionsFromEnv(process.env, { demo: 'normal', simulator: true }));
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
const lines = [
  '',
  `  Event console: ${running.url}`,
  `  API base URL:  ${running.apiBaseUrl}`,
];
if (running.demo) {
  lines.push(
    '',
    '  Sign in to the demo event with:',
    `    API key:   ${running.demo.apiKey}`,
    `    Client id: ${running.demo.clientId}`,
    `    Event id:  ${running.demo.eventId}`,
  );
}
if (running.operatorTokenGenerated) lines.push('', `  Operator token (for /operator): ${running.operatorToken}`);
lines.push('', '  Press Ctrl+C to stop.', '');
process.stdout.write(`${lines.join('\n')}\n`);

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
