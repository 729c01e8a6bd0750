import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: every axe-core rule that carries one of these tags runs. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core leaves rules it marks experimental out of a run by tags, even when
 * they carry the tags asked for (label-content-name-mismatch, WCAG 2.5.3 label
 * in name, is one). They are switched on by name, so the scan is every rule of
 * the WCAG 2.1 A/AA tags; deprecated rules stay off.
 */
export const EXPERIMENTAL_WCAG_RULES: string[] = axe
  .getRules(WCAG_21_AA_TAGS)
  .filter((rule) => rule.tags.includes('experimental'))
  .map((rule) => rule.ruleId);

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

/** The WCAG 2.1 A/AA violations on the page, one readable entry each (rule id first). */
export async function axeViolations(page: Page, options: Pick<AxeOptions, 'include' | 'exclude'> = {}): Promise<string[]> {
  // Only violations are collected: the same checks run, without building the long lists of passes.
  // (options() replaces every option, so it comes before withTags().)
  const rules = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]));
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules }).withTags(WCAG_21_AA_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`);
}

/** Fails with a readable list when the page has WCAG 2.1 A/AA violations. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const summary = await axeViolations(page, options);
  const where = `axe found violations on ${options.label ? `${options.label} (${page.url()})` : page.url()}`;
  if (options.soft) expect.soft(summary, where).toEqual([]);
  else expect(summary, where).toEqual([]);
}
