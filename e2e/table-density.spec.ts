import { test, expect } from './fixtures';

/** Compact tables: one choice for every table, remembered in this browser. */
test('Compact makes the rows shorter on every table, and the choice stays across pages and reloads', async ({ connectedPage: page }) => {
  const nav = page.getByRole('navigation', { name: 'Areas' }).first();
  await nav.getByRole('link', { name: 'Guests', exact: true }).click();
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const comfortable = (await firstRow.boundingBox())?.height ?? 0;

  const density = page.getByRole('group', { name: 'Table density' });
  await expect(density.getByRole('button', { name: 'Comfortable' })).toHaveAttribute('aria-pressed', 'true');
  await density.getByRole('button', { name: 'Compact' }).click();
  await expect.poll(async () => (await firstRow.boundingBox())?.height ?? 0).toBeLessThan(comfortable - 8);

  await nav.getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Table density' }).getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Table density' }).getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
});
