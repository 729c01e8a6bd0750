import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type AxeOptions = {
  /** Selectors left out of the scan. Prefer fixing the source to excluding it. */
  exclude?: string[];
  /** Scan only what is inside this selector (e.g. an open dialog). */
  include?: string;
  /** Records the violations and lets the test go on (every page of a walk is then reported at once). */
  soft?: boolean;
  /** Named in the failure message, e.g. "guests at 390 px, add guest dialog". */
  label?: string;
};

/** Fails with a readable list when the page has WCAG 2.1 A/AA violations. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // Only violations are collected: the same checks run, without building the long lists of passes.
  // (options() replaces every option, so it comes before withTags().)
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`);
  const where = `axe found violations on ${options.label ? `${options.label} (${page.url()})` : page.url()}`;
  if (options.soft) expect.soft(summary, where).toEqual([]);
  else expect(summary, where).toEqual([]);
}
