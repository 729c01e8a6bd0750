/**
 * Finds a Chromium to run the browser tests with: CHROMIUM_PATH, then the
 * system's chromium / chromium-browser / google-chrome, else Playwright's own
 * browser when it is installed (`npx playwright install chromium`).
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];

function onPath(name: string): string | undefined {
  try {
    const out = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

/** Path of a system Chromium, or undefined to use Playwright's bundled browser. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const c of CANDIDATES) if (existsSync(c)) return c;
  for (const n of ['chromium', 'chromium-browser', 'google-chrome']) {
    const p = onPath(n);
    if (p) return p;
  }
  return undefined;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
  '--disable-dev-shm-usage',
];

/** Launch options for Playwright's chromium (tests and bench). */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS };
}
