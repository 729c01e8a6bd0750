import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

/**
 * Browser tests: a real Chromium against the real local server. Each worker
 * starts its own server on a temporary data folder (see e2e/fixtures.ts), so
 * no global webServer is needed. The console must be built first
 * (`npm run test:e2e` runs `vite build` before Playwright).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // One data folder migrated and seeded with the demo for the whole run; each worker's server starts on a copy.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // CI retries a failed test once so that a flake is named (and its trace kept); the retry gate then fails the run
  // anyway: a test that passes only on its retry is a defect (e2e/retry-gate.ts prints how many needed one).
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  // Conditions are waited for, never slept on: a generous limit costs a passing run nothing and keeps a busy
  // machine (eight test runs on two cores) from failing a page that is only slow to appear.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }], ['./e2e/retry-gate.ts']] : [['list'], ['./e2e/retry-gate.ts']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions('headless-shell'),
    // Recording a trace costs every test about a fifth of its CPU (a snapshot and a screencast frame per action),
    // so CI records one only when a failed test runs again; a local run keeps the trace of any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
  },
});
