/**
 * Pairing a screen by its code: a machine with no key opens `/s` and shows a code; a moderator types it in the
 * console with a room; the machine becomes that room's screen, and opening `/s` again on it goes back to its screen.
 * A wrong code is said at the field.
 */
import { test, expect as baseExpect } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';

const expect = baseExpect.configure({ timeout: 20_000 });

test('a machine shows a code, a moderator pairs it to a room, and the machine is that room’s screen; a wrong code is told at the field', async ({ page, browser, credentials, server }) => {
  const hall = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 720 } });
  const machine = await hall.newPage();
  await machine.goto('/s');
  const shown = machine.getByTestId('pairing-code');
  await expect(shown).toHaveText(/^[34679ACDEFGHJKMNPQRTUVWXY]{6}$/);
  const code = (await shown.textContent()) ?? '';
  await expect(machine.getByText(/this code works for \d+:\d\d more/)).toBeVisible();
  await expectNoAxeViolations(machine);
  if (process.env.QA_SHOTS) {
    await machine.screenshot({ path: '/tmp/pair-1280.png' });
    await machine.setViewportSize({ width: 1920, height: 1080 });
    await machine.screenshot({ path: '/tmp/pair-1920.png' });
  }

  // From anywhere: the command palette's "Pair a screen".
  await openConnected(page, credentials, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const palette = page.getByRole('dialog', { name: /Command palette|Search the event/ });
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('pair a screen');
  await expect(palette.getByRole('option', { name: 'Pair a screen' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rooms\?pair=1$/);
  const dialog = page.getByRole('dialog', { name: 'Pair a screen' });
  const field = dialog.getByLabel('Code on the screen');

  // A wrong code: said at the field, nothing paired, the typing kept.
  await field.fill('AAAAAA');
  await dialog.getByRole('button', { name: 'Pair this screen' }).click();
  await expect(dialog.getByText(/no screen shows this code/)).toBeVisible();
  await expect(field).toHaveValue('AAAAAA');

  // The code as read off the screen, typed loosely.
  await field.fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
  const room = dialog.getByLabel('Room');
  const roomName = (await room.locator('option').first().textContent()) ?? '';
  await room.selectOption({ label: roomName });
  await dialog.getByLabel('Name').fill('Pier screen');
  await dialog.getByRole('button', { name: 'Pair this screen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: `Screens of ${roomName}` })).toContainText('Pier screen');

  // The machine turned into the room's screen, and goes back to it from `/s`.
  await expect(machine).toHaveURL(/\/screen\/[\w-]{20,}$/);
  await expect(machine.getByTestId('pairing-code')).toHaveCount(0);
  const link = machine.url();
  await expect(page.getByRole('list', { name: `Screens of ${roomName}` })).toContainText('connected');
  await machine.goto('/s');
  await expect(machine).toHaveURL(link);
  await hall.close();
});
