/**
 * A Playwright reporter: prints how many tests needed a retry, each by name, and fails the run when any of them
 * passed only on its retry (flaky). CI runs the browser suite with one retry so that a flake is caught by name and
 * its trace kept ('on-first-retry'), never so that it passes: a flaky test is a defect to fix at its cause.
 */
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class RetryGate implements Reporter {
  private retried = new Map<string, TestCase>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry > 0) this.retried.set(test.id, test);
  }

  printsToStdio(): boolean {
    return false;
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const retried = [...this.retried.values()];
    const flaky = retried.filter((t) => t.outcome() === 'flaky');
    const name = (t: TestCase) => `${relative(process.cwd(), t.location.file)}:${t.location.line} › ${t.titlePath().filter(Boolean).slice(1).join(' › ')}`;
    const lines = [`retries: ${retried.length} test${retried.length === 1 ? '' : 's'} needed a retry (${flaky.length} passed only on it)`];
    for (const t of retried) lines.push(`  ${t.outcome() === 'flaky' ? 'flaky ' : 'failed'} ${name(t)}`);
    if (flaky.length > 0) lines.push('retries: a test that passes only on a retry fails the run; fix it at its cause (wait for what a user waits for)');
    process.stdout.write(`${lines.join('\n')}\n`);
    return flaky.length > 0 && result.status === 'passed' ? { status: 'failed' } : undefined;
  }
}
