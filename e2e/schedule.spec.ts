/**
 * The schedule grid in a real browser against the real local server: moves
 * with the mouse and the keyboard (checked in what the API stores), a
 * resize, back to the Unscheduled tray, clashes shown on both blocks and in the list, a second
 * organiser's edit surviving a move, and the phone list.
 */
import type { Locator, Page } from '@playwright/test';
import { connectThroughLogin, expect, test, type ApiHelper } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';

type SessionRead = { documentId: string; title: string; date: string; startTime: string; endTime: string; location: string; contentData: { type: string; data: Record<string, unknown> }[] };
type SpeakerRead = { documentId: string; name: string; hideFromList: boolean; unListed: boolean };

const PX_PER_MIN = 1.6;
let dayNo = 0;
/** A day of its own for each test (far from the demo's days), so tests never meet. */
function freshDay(): string {
  dayNo += 1;
  const d = new Date(Date.UTC(2031, 2, 1 + dayNo + Math.floor(Math.random() * 200)));
  return d.toISOString().slice(0, 10);
}

async function create(api: ApiHelper, body: Record<string, unknown>): Promise<string> {
  const r = await api.post<{ documentId: string }>('/upsertSession', body);
  return r.documentId;
}
const stored = async (api: ApiHelper, id: string) => (await api.get<SessionRead[]>('/getSessions')).find((s) => s.documentId === id)!;
const gridAddress = (date: string) => `/sessions?view=grid&date=${date}`;
const block = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}\\b`) });

async function dragBy(page: Page, target: Locator, dx: number, dy: number, from: 'middle' | 'bottom' = 'middle') {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = from === 'middle' ? box.y + Math.min(12, box.height / 2) : box.y + box.height - 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 5, y + 5, { steps: 2 });
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

/** A move inside the running console to an address with its query (as the day tabs and links make it): no page load. */
async function goInside(page: Page, address: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === address);
}

/** The horizontal distance between two rooms' column headers. */
async function columnGap(page: Page, from: string, to: string): Promise<number> {
  const a = (await page.getByRole('heading', { level: 3, name: from, exact: true }).boundingBox())!;
  const b = (await page.getByRole('heading', { level: 3, name: to, exact: true }).boundingBox())!;
  return b.x + b.width / 2 - (a.x + a.width / 2);
}

test.describe('schedule grid', () => {
  test('drags a session to another room and time with the mouse, and resizes it by its lower edge', async ({ connectedPage: page, api }) => {
    const date = freshDay();
    const id = await create(api, { title: 'Mouse move', date, startTime: '09:00', endTime: '10:00', location: 'Grid Room 1' });
    await create(api, { title: 'Other room', date, startTime: '13:00', endTime: '14:00', location: 'Grid Room 2' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(gridAddress(date));
    const talk = block(page, 'Mouse move');
    await expect(talk).toBeVisible();
    // The grid at the top of the window, so that the drag stays clear of the edges (where the grid scrolls by itself).
    await page.getByTestId('schedule-grid').evaluate((el) => el.scrollIntoView({ block: 'start' }));

    await dragBy(page, talk, await columnGap(page, 'Grid Room 1', 'Grid Room 2'), 90 * PX_PER_MIN);
    await expect(page.getByTestId('grid-status')).toContainText('Saved');
    await expect.poll(async () => stored(api, id)).toMatchObject({ location: 'Grid Room 2', startTime: '10:30', endTime: '11:30', date });

    await dragBy(page, block(page, 'Mouse move').getByTestId('resize-handle'), 0, 30 * PX_PER_MIN, 'middle');
    await expect.poll(async () => (await stored(api, id)).endTime).toBe('12:00');
    expect((await stored(api, id)).startTime).toBe('10:30');

    // Undo puts the last change back.
    await page.getByRole('button', { name: /^Undo move of/ }).click();
    await expect.poll(async () => (await stored(api, id)).endTime).toBe('11:30');
  });

  test('moves a session with the keyboard, announced as it goes', async ({ page, api, credentials }) => {
    const date = freshDay();
    const id = await create(api, { title: 'Key move', date, startTime: '09:00', endTime: '09:45', location: 'Grid Room 1' });
    await create(api, { title: 'Anchor', date, startTime: '15:00', endTime: '16:00', location: 'Grid Room 2' });
    await openConnected(page, credentials, gridAddress(date));
    const talk = block(page, 'Key move');
    await talk.focus();
    await page.keyboard.press('Space');
    const status = page.getByTestId('grid-status');
    await expect(status).toContainText('Picked up “Key move”');
    await page.keyboard.press('ArrowRight');
    await expect(status).toContainText('Grid Room 2');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(status).toContainText('09:15–10:05');
    await page.keyboard.press('Space');
    await expect(status).toContainText('Saved');
    await expect(talk).toBeFocused();
    await expect.poll(async () => stored(api, id)).toMatchObject({ location: 'Grid Room 2', startTime: '09:15', endTime: '10:05' });

    // Escape puts a picked-up block back without saving.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(status).toContainText('Nothing was changed');
    expect((await stored(api, id)).startTime).toBe('09:15');
  });

  test('a session dropped on the Unscheduled tray leaves the grid, with the mouse and with the keyboard, and Undo puts it back', async ({ connectedPage: page, api }) => {
    const date = freshDay();
    // The day's last hour, just above the tray: the drag goes down a short way.
    const mouse = await create(api, { title: 'Tray by mouse', date, startTime: '17:00', endTime: '18:00', location: 'Grid Room 1' });
    const keys = await create(api, { title: 'Tray by keys', date, startTime: '11:00', endTime: '11:30', location: 'Grid Room 2' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(gridAddress(date));
    const talk = block(page, 'Tray by mouse');
    await expect(talk).toBeVisible();
    const status = page.getByTestId('grid-status');
    const tray = page.getByTestId('unscheduled-tray');
    // While a block is dragged near an edge of something that scrolls, dnd-kit scrolls it, moving the tray (or the
    // grid) under a pointer that stays put. With the grid and the page both scrolled to their ends, a drag downwards
    // has nothing left to scroll; and the boxes are measured once the layout has settled (the clash list above
    // the grid comes with its own reads and pushes everything down), read twice alike in a row.
    let last = '';
    await expect
      .poll(async () => {
        const now = await page.evaluate((id) => {
          const grid = document.querySelector<HTMLElement>('[data-testid="schedule-grid"]')!;
          grid.scrollTop = grid.scrollHeight;
          window.scrollTo(0, document.scrollingElement!.scrollHeight);
          const atEnds = grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1 && scrollY + innerHeight >= document.scrollingElement!.scrollHeight - 1;
          const boxes = [document.querySelector('[data-testid="unscheduled-tray"]')!, document.querySelector(`[data-block-id="${CSS.escape(id)}"]`)!].map((el) => {
            const r = el.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height].map(Math.round).join(',');
          });
          return atEnds ? boxes.join(' ') : 'scrolling';
        }, mouse);
        const settled = now !== 'scrolling' && now === last;
        last = now;
        return settled;
      })
      .toBe(true);

    const from = (await talk.boundingBox())!;
    const to = (await tray.boundingBox())!;
    const x = from.x + from.width / 2;
    const y = from.y + Math.min(12, from.height / 2);
    await page.mouse.move(x, y);
    await page.mouse.down();
    // Past the pointer sensor's activation distance (4 px) in small steps, then onto the tray in steps, as a hand moves.
    await page.mouse.move(x + 5, y + 5, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await expect(tray.getByText('Release to take it off the grid')).toBeVisible();
    await page.mouse.up();
    await expect(status).toContainText('Moved “Tray by mouse” to the Unscheduled tray. Saved.');
    await expect(tray.getByRole('button', { name: /^Tray by mouse\b/ })).toBeVisible();
    await expect.poll(async () => stored(api, mouse)).toMatchObject({ date, startTime: '', endTime: '', location: '' });

    await page.getByRole('button', { name: /^Undo move of/ }).click();
    await expect.poll(async () => stored(api, mouse)).toMatchObject({ date, startTime: '17:00', endTime: '18:00', location: 'Grid Room 1' });
    await expect(page.getByTestId('schedule-grid').getByRole('button', { name: /^Tray by mouse\b/ })).toBeVisible();

    // From the keyboard: pick the block up, U puts it in the tray; the focus follows it there.
    await block(page, 'Tray by keys').focus();
    await page.keyboard.press('Space');
    await expect(status).toContainText('U puts it in the Unscheduled tray');
    await page.keyboard.press('u');
    await expect(status).toContainText('Moved “Tray by keys” to the Unscheduled tray. Saved.');
    await expect(tray.getByRole('button', { name: /^Tray by keys\b/ })).toBeFocused();
    await expect.poll(async () => stored(api, keys)).toMatchObject({ date, startTime: '', endTime: '', location: '' });
  });

  test('a move that makes a room clash and a speaker clash shows both on both blocks and in the list', async ({ page, api, credentials }) => {
    const date = freshDay();
    const speaker = (await api.get<SpeakerRead[]>('/getSpeakers')).find((s) => !s.hideFromList && !s.unListed)!;
    const speakers = [{ type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [speaker.documentId] } }];
    await create(api, { title: 'First talk', date, startTime: '09:00', endTime: '10:00', location: 'Clash Room 1', contentData: speakers });
    await create(api, { title: 'Second talk', date, startTime: '14:00', endTime: '15:00', location: 'Clash Room 2', contentData: speakers });
    await openConnected(page, credentials, gridAddress(date));
    const second = block(page, 'Second talk');
    await expect(second).toBeVisible();
    // The sessions are dated outside the event's days (a clash of their own): no room or speaker clash yet.
    await expect(second).not.toHaveAccessibleName(/also booked|is also in/);
    await second.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 54; i += 1) await page.keyboard.press('ArrowUp'); // 14:00 → 09:30
    await page.keyboard.press('Space');
    // More than 2 hours: asked first.
    const question = page.getByRole('dialog', { name: 'Move “Second talk”?' });
    await expect(question).toContainText('This moves it by 4 h 30 min.');
    await question.getByRole('button', { name: 'Move it' }).click();
    await expect(page.getByTestId('grid-status')).toContainText('Saved');

    for (const title of ['First talk', 'Second talk']) {
      await expect(block(page, title).getByTestId('block-clash')).toBeVisible();
      await expect(block(page, title)).toHaveAccessibleName(/clash: .*Clash Room 1 is also booked for/);
      await expect(block(page, title)).toHaveAccessibleName(new RegExp(`${speaker.name} is also in`));
    }
    const clashList = page.getByTestId('clash-list');
    await expect(clashList).toContainText('Room clash in Clash Room 1');
    await expect(clashList.getByText(/Speaker clash/).filter({ hasText: 'First talk' }).filter({ hasText: 'Second talk' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Sessions view' }).getByRole('link', { name: 'List' }).click();
    await page.getByRole('combobox', { name: 'Date' }).selectOption(date);
    for (const title of ['First talk', 'Second talk']) {
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await expect(row.getByTestId('row-clashes')).toContainText('Clash Room 1 is also booked for');
      await expect(row.getByTestId('row-clashes')).toContainText(`${speaker.name} is also in`);
      await expect(row).toContainText(speaker.name);
    }
  });

  test('a second organiser’s title edit survives a move made on the grid', async ({ page, api, browser, credentials, server }) => {
    const date = freshDay();
    const id = await create(api, { title: 'Before the edit', date, startTime: '11:00', endTime: '12:00', location: 'Team Room 1' });
    await create(api, { title: 'Neighbour', date, startTime: '11:00', endTime: '12:00', location: 'Team Room 2' });
    await openConnected(page, credentials, gridAddress(date));
    await expect(block(page, 'Before the edit')).toBeVisible();

    const other = await browser.newContext();
    const second = await other.newPage();
    await connectThroughLogin(second, { ...credentials, baseUrl: server.apiBaseUrl });
    await second.goto(`/sessions/${encodeURIComponent(id)}`);
    await second.getByLabel('Title').fill('Edited elsewhere');
    await second.getByRole('button', { name: 'Save session' }).first().click();
    await expect.poll(async () => (await stored(api, id)).title).toBe('Edited elsewhere');
    await other.close();

    // The first organiser's grid may or may not have read the new title yet: the move sends only the moved fields either way.
    const talk = page.getByRole('button', { name: /^(Before the edit|Edited elsewhere)\b/ });
    await talk.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect.poll(async () => stored(api, id)).toMatchObject({ title: 'Edited elsewhere', location: 'Team Room 2', startTime: '11:00' });
    await expect(block(page, 'Edited elsewhere')).toBeVisible();
  });

  test('a move of a time changed elsewhere meanwhile stops with a choice, and saves nothing until then', async ({ page, api, credentials }) => {
    const date = freshDay();
    const id = await create(api, { title: 'Contested', date, startTime: '09:00', endTime: '10:00', location: 'Choice Room' });
    await openConnected(page, credentials, gridAddress(date));
    await expect(block(page, 'Contested')).toBeVisible();
    await api.post('/upsertSession', { documentId: id, startTime: '09:30', endTime: '10:30' });
    const talk = block(page, 'Contested');
    await talk.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Changed elsewhere meanwhile' });
    const start = dialog.getByRole('group', { name: 'Start time' });
    await expect(start).toContainText('Theirs09:30');
    await expect(start).toContainText('Mine09:05');
    expect((await stored(api, id)).startTime).toBe('09:30');
    await start.getByRole('radio', { name: 'Keep mine' }).check();
    await dialog.getByRole('group', { name: 'End time' }).getByRole('radio', { name: 'Keep mine' }).check();
    await dialog.getByRole('button', { name: 'Save with these choices' }).click();
    await expect.poll(async () => (await stored(api, id)).startTime).toBe('09:05');
  });

  test('phones get the day’s list instead of the grid; the grid passes axe at 1440 and 390', async ({ connectedPage: page, api }) => {
    const date = freshDay();
    await create(api, { title: 'Phone talk', date, startTime: '09:00', endTime: '10:00', location: 'Phone Room' });
    await create(api, { title: 'No room yet', date, startTime: '10:00', endTime: '11:00' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(gridAddress(date));
    await expect(block(page, 'Phone talk')).toBeVisible();
    await expect(page.getByRole('region', { name: /Unscheduled/ }).getByTestId('tray-item').filter({ hasText: 'No room yet' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('grid-1440.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('schedule-grid')).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Phone talk', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('grid-390.png'), fullPage: true });

    // The keyboard: the day tabs go from day to day with the arrows; Enter on a tray item opens it.
    const tab = page.getByRole('tab', { selected: true });
    const name = await tab.textContent();
    await tab.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { selected: true })).toHaveText(name!);
    await expect(page.getByRole('tab', { selected: true })).toBeFocused();
    await page.getByTestId('tray-item').filter({ hasText: 'No room yet' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Title')).toHaveValue('No room yet');
    // The mouse (a finger): back to the day's list, a tap on a session opens it.
    await page.goBack();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Phone talk', exact: true }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Phone talk');
  });

  test('a resize held at the window’s bottom edge for 3 s stops at the day’s end, and the API stores what the ghost showed', async ({ connectedPage: page, api }) => {
    const date = freshDay();
    const id = await create(api, { title: 'Runaway panel', date, startTime: '12:00', endTime: '13:00', location: 'Edge Room 1' });
    await create(api, { title: 'Edge anchor', date, startTime: '09:00', endTime: '10:00', location: 'Edge Room 2' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(gridAddress(date));
    const handle = block(page, 'Runaway panel').getByTestId('resize-handle');
    await expect(handle).toBeVisible();
    await page.getByTestId('schedule-grid').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const box = (await handle.boundingBox())!;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, box.y + 10, { steps: 3 });
    const ghost = page.getByTestId('drop-ghost');
    await expect(ghost).toBeVisible();
    const edge = 900 - 1;
    await page.mouse.move(x, edge, { steps: 10 });
    // Held at the edge for 3 s (the hand trembles by a pixel): the grid scrolls, the ghost never passes the day's end (18:00).
    const ends = new Set<string>();
    const from = Date.now();
    for (let i = 0; Date.now() - from < 3000; i += 1) {
      await page.mouse.move(x, edge - (i % 2));
      const text = (await ghost.textContent()) ?? '';
      const end = /–(\d{2}:\d{2})/.exec(text)?.[1] ?? '';
      expect(end <= '18:00', `the ghost shows ${text}`).toBe(true);
      ends.add(end);
    }
    const shown = /–(\d{2}:\d{2})/.exec((await ghost.textContent()) ?? '')?.[1];
    expect(shown).toBe('18:00');
    await page.mouse.up();
    // Six hours instead of one: asked first, naming it; nothing is stored until then.
    const question = page.getByRole('dialog', { name: 'Move “Runaway panel”?' });
    await expect(question).toContainText('12:00–18:00');
    await expect(question.getByTestId('move-reasons')).toContainText('This moves it by 5 h.');
    expect((await stored(api, id)).endTime).toBe('13:00');
    await question.getByRole('button', { name: 'Move it' }).click();
    await expect(page.getByTestId('grid-status')).toContainText('Saved');
    await expect.poll(async () => stored(api, id)).toMatchObject({ startTime: '12:00', endTime: shown, location: 'Edge Room 1' });
    await expect(page.getByTestId('schedule-grid')).toBeVisible();
    await expect(block(page, 'Runaway panel')).toBeVisible();
  });

  test('a move of a running session asks first, naming it; nothing is saved until the organiser says yes', async ({ connectedPage: page, api }) => {
    const { timeZoneOffset = 0 } = await api.get<{ timeZoneOffset?: number }>('/getEvent');
    const now = new Date(Date.now() + timeZoneOffset * 3_600_000);
    const date = now.toISOString().slice(0, 10);
    const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
    const at = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const start = Math.max(0, Math.min(Math.floor((minutes - 20) / 5) * 5, 23 * 60));
    const id = await create(api, { title: 'Running talk', date, startTime: at(start), endTime: at(Math.min(start + 55, 23 * 60 + 55)), location: 'Live Room' });
    await page.goto(gridAddress(date));
    const talk = block(page, 'Running talk');
    await talk.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Space');
    const question = page.getByRole('dialog', { name: 'Move “Running talk”?' });
    await expect(question.getByTestId('move-reasons')).toContainText('“Running talk” is running now.');
    await question.getByRole('button', { name: 'Leave it where it is' }).click();
    await expect(page.getByTestId('grid-status')).toContainText('Nothing was changed');
    expect((await stored(api, id)).endTime).toBe(at(Math.min(start + 55, 23 * 60 + 55)));

    await talk.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Space');
    await question.getByRole('button', { name: 'Move it' }).click();
    await expect.poll(async () => (await stored(api, id)).endTime).toBe(at(Math.min(start + 60, 23 * 60 + 55)));
  });

  test('after a move the editor shows the stored values with no "changed elsewhere", and Undo and Redo work after leaving the grid and coming back', async ({ connectedPage: page, api }) => {
    const date = freshDay();
    const id = await create(api, { title: 'Truth talk', date, startTime: '10:00', endTime: '11:00', location: 'Truth Room 1' });
    await create(api, { title: 'Truth anchor', date, startTime: '10:00', endTime: '11:00', location: 'Truth Room 2' });
    // The editor was read once before the move: its copy must not outlive the move.
    await page.goto(`/sessions/${encodeURIComponent(id)}`);
    await expect(page.getByLabel('End time')).toHaveValue('11:00');
    await goInside(page, gridAddress(date));
    const talk = block(page, 'Truth talk');
    await talk.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('grid-status')).toContainText('Moved “Truth talk” to Truth Room 1');
    await expect.poll(async () => (await stored(api, id)).endTime).toBe('11:10');

    await talk.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('End time')).toHaveValue('11:10');
    await expect(page.getByText(/Changed elsewhere/)).toHaveCount(0);

    // Back on the grid (inside the console): the move can still be undone, and redone.
    await goInside(page, gridAddress(date));
    await page.getByRole('button', { name: 'Undo move of “Truth talk”' }).click();
    await expect.poll(async () => (await stored(api, id)).endTime).toBe('11:00');
    await page.getByRole('button', { name: 'Redo move of “Truth talk”' }).click();
    await expect.poll(async () => (await stored(api, id)).endTime).toBe('11:10');
  });

  test('a speaker’s unavailable times, given on their page, are shaded while their session is moved and make a clash', async ({ connectedPage: page, api }) => {
    const date = freshDay();
    const speaker = (await api.get<SpeakerRead[]>('/getSpeakers')).find((s) => !s.hideFromList && !s.unListed)!;
    const contentData = [{ type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [speaker.documentId] } }];
    await create(api, { title: 'Busy speaker talk', date, startTime: '09:00', endTime: '10:00', location: 'Busy Room', contentData });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/speakers/${encodeURIComponent(speaker.documentId)}`);
    const times = page.getByRole('region', { name: 'When they can speak' });
    await times.getByRole('radio', { name: 'Times they cannot speak' }).check();
    await times.getByRole('button', { name: 'Add a time' }).click();
    await times.getByLabel('Day').last().fill(date);
    await times.getByLabel('From').last().fill('10:00');
    await times.getByLabel('To').last().fill('12:00');
    await times.getByRole('button', { name: 'Save times' }).click();
    await expect(times.getByRole('status')).toHaveText('Saved.');
    await expectNoAxeViolations(page);

    await goInside(page, gridAddress(date));
    const talk = block(page, 'Busy speaker talk');
    await talk.focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('unavailable-shade')).toHaveCount(1);
    await expect(page.getByTestId('unavailable-note')).toHaveText(`Shaded: when ${speaker.name} cannot speak.`);
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('ArrowDown'); // 09:00 → 10:00
    await page.keyboard.press('Space');
    await expect(page.getByTestId('grid-status')).toContainText('Saved');
    await expect(talk).toHaveAccessibleName(new RegExp(`${speaker.name} cannot speak at this time`));
    await expect(page.getByTestId('clash-list')).toContainText(`Speaker unavailable: ${speaker.name} cannot speak at the time of Busy speaker talk`);
    await expect(page.getByTestId('unavailable-shade')).toHaveCount(0);
  });
});
