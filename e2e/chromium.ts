/**
 * Finds a Chromium to run the browser tests with: CHROMIUM_PATH, then the
 * system's headless shell (Debian's `chromium-headless-shell`), then the
 * system's chromium / chromium-browser / google-chrome, else Playwright's own
 * browser when it is installed (`npx playwright install chromium`, which
 * brings Playwright's headless shell too).
 *
 * The tests prefer the headless shell: the same Blink and V8 without the
 * browser's user interface, which costs about a fifth less CPU for the same
 * tests (docs/bench.md). The bench measures time to pixels in the full
 * browser, as an organiser has it.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/headless_shell'];
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];

function onPath(name: string): string | undefined {
  try {
    const out = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

export type ChromiumKind = 'headless-shell' | 'browser';

/** Path of a system Chromium (the headless shell first when `kind` asks for it), or undefined to use Playwright's own. */
export function findChromium(kind: ChromiumKind = 'browser'): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const candidates = kind === 'headless-shell' ? [...HEADLESS_SHELLS, ...BROWSERS] : BROWSERS;
  for (const c of candidates) if (existsSync(c)) return c;
  for (const n of kind === 'headless-shell' ? ['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome'] : ['chromium', 'chromium-browser', 'google-chrome']) {
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

/** Launch options for Playwright's chromium: the tests ask for the headless shell, the bench for the browser. */
export function chromiumLaunchOptions(kind: ChromiumKind = 'browser') {
  const executablePath = findChromium(kind);
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS };
}
