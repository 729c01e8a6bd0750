import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { paths } from '../src/paths';
import { moveTo } from './move-in-console';

/**
 * One save model: every editor (session, speaker, sponsor, abstract, event
 * settings, poll) has the same save bar. Save is disabled while nothing
 * changed; a change counts as unsaved and Discard takes it back; after a
 * save, the service's warnings are listed in the bar, and each opens the
 * field it is about. The console is loaded once per test: the user moves with the side navigation, and to a
 * record's editor by its address inside the running console (as its list's link does; the lists themselves,
 * and finding a record in them, are proven by their own specs), so no list is drawn only to be passed through.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Areas' }).first();

async function expectClean(bar: Locator, save: string) {
  await expect(bar.getByRole('button', { name: save })).toBeDisabled();
  await expect(bar.getByTestId('save-state')).not.toContainText('unsaved');
}

async function expectOneChange(bar: Locator, save: string) {
  await expect(bar.getByRole('button', { name: save })).toBeEnabled();
  await expect(bar.getByTestId('save-state')).toHaveText('1 unsaved change');
}

test('every editor keeps Save disabled while nothing changed, counts a change, and Discard takes it back', async ({ connectedPage: page, api }) => {
  test.setTimeout(180_000); // six editors, one after the other
  const [session] = await api.get<{ documentId: string; title: string }[]>('/getSessions');
  const [speaker] = await api.get<{ documentId: string; name: string }[]>('/getSpeakers');
  const [sponsor] = await api.get<{ documentId: string; name: string }[]>('/getSponsors');
  const [abstract] = await api.get<{ documentId: string; title: string }[]>('/getAbstracts');
  const bar = page.getByRole('region', { name: 'Save bar' });

  const editors: { area: string; address: string; open: string; save: string; field: string; typed: string }[] = [
    { area: 'Sessions', address: paths.session.link(session.documentId), open: session.title, save: 'Save session', field: 'Location', typed: 'Room 7' },
    { area: 'Speakers', address: paths.speaker.link(speaker.documentId), open: speaker.name, save: 'Save speaker', field: 'Role', typed: 'Chair' },
    { area: 'Sponsors', address: paths.sponsor.link(sponsor.documentId), open: sponsor.name, save: 'Save sponsor', field: 'Website', typed: 'https://example.org/' },
    { area: 'Abstracts', address: paths.abstract.link(abstract.documentId), open: abstract.title, save: 'Save changes', field: 'Number', typed: 'P-999' },
  ];
  for (const e of editors) {
    await test.step(e.area, async () => {
      await moveTo(page, e.address);
      await expect(page.getByRole('heading', { level: 1, name: e.open })).toBeVisible();
      const field = page.getByLabel(e.field, { exact: true });
      await expect(field).toBeVisible();
      const before = await field.inputValue();
      await expectClean(bar, e.save);
      await field.fill(e.typed);
      await expectOneChange(bar, e.save);
      await bar.getByRole('button', { name: 'Discard changes' }).click();
      await expect(field).toHaveValue(before);
      await expectClean(bar, e.save);
    });
  }

  await test.step('Event settings', async () => {
    await nav(page).getByRole('link', { name: 'Event settings', exact: true }).click();
    const venue = page.getByLabel('Venue', { exact: true });
    await expect(venue).not.toHaveValue('');
    await expectClean(bar, 'Save settings');
    await venue.fill('Harbour Hall');
    await expectOneChange(bar, 'Save settings');
    await bar.getByRole('button', { name: 'Discard changes' }).click();
    await expectClean(bar, 'Save settings');
  });

  await test.step('Poll', async () => {
    await nav(page).getByRole('link', { name: 'Polls', exact: true }).click();
    await page.getByRole('button', { name: /^More actions for “/ }).first().click();
    await page.getByRole('menuitem', { name: /^Edit “/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit poll' });
    const save = dialog.getByRole('region', { name: 'Save bar' });
    await expectClean(save, 'Save poll');
    await dialog.getByLabel('Question').fill('Which room next year?');
    await expectOneChange(save, 'Save poll');
    await save.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('a new record: Create stays disabled until something is typed', async () => {
    await nav(page).getByRole('link', { name: 'Speakers', exact: true }).click();
    await page.getByRole('link', { name: 'New speaker' }).click();
    await expect(bar.getByRole('button', { name: 'Add speaker' })).toBeDisabled();
    await page.getByLabel('Name').fill('Dr. Ines Duarte');
    await expect(bar.getByRole('button', { name: 'Add speaker' })).toBeEnabled();
  });
});

test('a warning after saving is listed in the save bar and opens the field it is about; Ctrl+S saves', async ({ connectedPage: page, api }) => {
  const [abstract] = await api.get<{ documentId: string; title: string }[]>('/getAbstracts');
  const category = `Rare diseases ${Date.now()}`;
  await moveTo(page, paths.abstract.link(abstract.documentId));
  await expect(page.getByRole('heading', { level: 1, name: abstract.title })).toBeVisible();
  const input = page.getByLabel('Category', { exact: true });
  await input.fill(category);
  // Saved with the keyboard from the field, as the bar's Save button says.
  await input.press('ControlOrMeta+s');

  const bar = page.getByRole('region', { name: 'Save bar' });
  await expect(bar).toContainText('Saved with 1 warning');
  await expect(bar.getByTestId('save-state')).toHaveText('All changes saved');
  const warning = bar.getByRole('button', { name: new RegExp(`^Category "${category}" is new`) });
  await expect(warning).toBeVisible();

  await page.getByLabel('Number', { exact: true }).focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await warning.click();
  await expect(input).toBeFocused();
  await expect(input).toBeInViewport();

  await bar.getByRole('button', { name: 'Dismiss the warnings' }).click();
  await expect(bar).not.toContainText('Saved with');
});

test('a warning about a content section opens that section when clicked in the save bar', async ({ connectedPage: page, api }) => {
  const title = `Long programme ${Date.now()}`;
  const headings = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((content) => ({ type: 'title', data: { content } }));
  const { documentId } = await api.post<{ documentId: string }>('/upsertSession', {
    title,
    contentData: [...headings, { type: 'subSession', data: { content: 'Coffee', startTime: '10:00', endTime: '10:30' } }],
  });

  await moveTo(page, paths.session.link(documentId));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const card = page.locator('li[aria-label="Section 7 of 7: Timed block"]');
  const toggle = card.locator('button[data-toggle]');
  await toggle.click();
  await card.getByLabel('Start time (section 7)').fill('');

  const bar = page.getByRole('region', { name: 'Save bar' });
  await bar.getByRole('button', { name: 'Save session' }).click();
  const warning = bar.getByRole('button', { name: /^Section 7, Timed block: End time without a start time: stored as the start time/ });
  await expect(warning).toBeVisible();

  // The section was opened for its warning; the user closes it and goes back to the top.
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => window.scrollTo(0, 0));
  await warning.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(card).toBeInViewport();
  await expect(card.getByLabel('Start time (section 7)')).toHaveValue('10:30');
});
