import { runFromCommandLine } from './run-from-command-line';

/** `npm run server`: the local event server without building the console. */
await runFromCommandLine({ demo: 'off', simulator: false });
