import { runFromCommandLine } from './run-from-command-line';

/** `npm start` (after `vite build`): console, API, demo event and attendee simulator in one process. */
await runFromCommandLine({ demo: 'normal', simulator: true }, (running) => {
  const lines = ['', `  Event console: ${running.url}`, `  API base URL:  ${running.apiBaseUrl}`];
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
  return lines;
}, 'npm start');
