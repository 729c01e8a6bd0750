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

type AxeWindow = { axe?: typeof axe };

/** The WCAG 2.1 A/AA violations on the page, one readable entry each (rule id first). */
export async function axeViolations(page: Page, options: Pick<AxeOptions, 'include' | 'exclude'> = {}): Promise<string[]> {
  // Only violations are collected: the same checks run, without building the long lists of passes.
  const rules = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]));
  const runOptions: axe.RunOptions = { resultTypes: ['violations'], rules, runOnly: { type: 'tag', values: WCAG_21_AA_TAGS } };
  // A toast or dialog fading in is read by axe at its passing opacity (a contrast of 1.7 for a frame or two):
  // the scan waits for the finite animations and transitions running now to end (spinners repeat for ever and
  // are left alone; at most 3 s).
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 3000))]);
  });
  let violations: axe.Result[];
  if (page.frames().length === 1) {
    // A page without frames (every page of the console unless an embed is loaded): axe goes into the document
    // once and runs there, scan after scan, with the same rules and options as AxeBuilder's run. AxeBuilder would
    // inject its 500 KB twice and open a blank page to assemble the result, on every scan.
    if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function'))) await page.evaluate(axe.source);
    const context = { ...(options.include ? { include: [options.include] } : {}), exclude: options.exclude ?? [] };
    violations = await page.evaluate(
      ({ context, runOptions }) => (window as AxeWindow).axe!.run(context as axe.ElementContext, runOptions).then((r) => r.violations),
      { context, runOptions },
    );
  } else {
    // With frames, AxeBuilder reaches into each (of any origin).
    let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules }).withTags(WCAG_21_AA_TAGS);
    if (options.include) builder = builder.include(options.include);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    violations = (await builder.analyze()).violations;
  }
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`);
}

/** Fails with a readable list when the page has WCAG 2.1 A/AA violations. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const summary = await axeViolations(page, options);
  const where = `axe found violations on ${options.label ? `${options.label} (${page.url()})` : page.url()}`;
  if (options.soft) expect.soft(summary, where).toEqual([]);
  else expect(summary, where).toEqual([]);
}
