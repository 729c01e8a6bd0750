/**
 * Pairing a screen by its code: a machine with no key opens `/s` and shows a code; a moderator types it in the
 * console with a room; the machine becomes that room's screen, and opening `/s` again on it goes back to its screen.
 * A wrong code is said at the field.
 */
import { test, expect as baseExpect } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';
import { consoleServer } from './console-server';

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
  // It says where the machine goes, and the code's field has the focus: the moderator types at once.
  await expect(dialog).toContainText(`${new URL(server.url).host}/s`);
  await expect(field).toBeFocused();

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

test('a screen whose link is renewed says so in large words and shows a new code; paired again by it from the console, it shows its room', async ({ browser, credentials, server }) => {
  const consoleApi = <T,>(path: string, body: unknown) => consoleServer<T>(server.url, credentials, path, body);
  const hall = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 720 } });
  const machine = await hall.newPage();
  await machine.goto('/s');
  const shown = machine.getByTestId('pairing-code');
  await expect(shown).toHaveText(/^[34679ACDEFGHJKMNPQRTUVWXY]{6}$/);
  const { screen } = await consoleApi<{ screen: { id: string } }>('/screens/pair', { code: (await shown.textContent()) ?? '', room: '', name: 'Foyer wall' });
  await expect(machine).toHaveURL(/\/screen\/[\w-]{20,}$/);
  await expect(machine.getByTestId('room-screen')).toBeVisible();
  const first = machine.url();

  // The desk renews its link while it is connected: the machine says so, large, and shows a fresh code by itself.
  await consoleApi(`/screens/${screen.id}/renew`, {});
  const reason = machine.getByTestId('pairing-reason');
  await expect(reason).toHaveText('This screen no longer shows “Foyer wall”: its link was renewed or it was unpaired.');
  await expect(machine.getByTestId('room-screen')).toHaveCount(0);
  expect(await reason.evaluate((e) => parseFloat(getComputedStyle(e).fontSize) / innerHeight)).toBeGreaterThanOrEqual(0.05);
  await expect(machine.getByRole('heading', { level: 1, name: 'Pair it again' })).toBeVisible();
  await expect(shown).toHaveText(/^[34679ACDEFGHJKMNPQRTUVWXY]{6}$/);
  await expectNoAxeViolations(machine);
  if (process.env.QA_SHOTS) {
    await machine.screenshot({ path: '/tmp/repair-1280.png' });
    await machine.setViewportSize({ width: 1920, height: 1080 });
    await machine.screenshot({ path: '/tmp/repair-1920.png' });
    await machine.setViewportSize({ width: 1280, height: 720 });
  }

  // Any moderator pairs it again by that code, with no one at the machine: it shows the room on a new link.
  await consoleApi('/screens/pair', { code: (await shown.textContent()) ?? '', room: '', name: 'Foyer wall' });
  await expect(machine.getByTestId('room-screen')).toBeVisible();
  await expect(machine).toHaveURL(/\/screen\/[\w-]{20,}$/);
  expect(machine.url()).not.toBe(first);
  await expect(machine.getByTestId('pairing-code')).toHaveCount(0);
  // And `/s` on it goes back to the new screen.
  const second = machine.url();
  await machine.goto('/s');
  await expect(machine).toHaveURL(second);
  await hall.close();
});
