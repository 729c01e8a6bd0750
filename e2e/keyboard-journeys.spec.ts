/**
 * The console's main journeys with the keyboard alone: no mouse clicks, only
 * Tab / Shift+Tab / Enter / Space / arrows and the board's shortcuts (page.goto
 * stands for typing an address). Every outcome is checked through the API.
 * Also: dialogs trap focus and give it back to their opener, live regions
 * announce new questions and finished imports, and states are never told by
 * colour alone.
 */
import { randomBytes } from 'node:crypto';
import type { FileChooser, Locator, Page } from '@playwright/test';
import { test, expect, type ApiHelper } from './fixtures';
import { openConnected } from './open-connected';
import { TINY_PNG_BASE64 } from './picture-files';

const unique = () => randomBytes(4).toString('hex');

/** True when `target` holds the keyboard focus. */
const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus: proves it is
 * reachable by keyboard. Fails after `max` presses. The stops on the way are
 * counted first in the page (focusable, shown, enabled, in document order: the
 * order Tab follows when no tabindex is positive), and all but the last two
 * are pressed without looking; from there each press is checked. An
 * undercount only means more checked presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const between = await target.evaluate((el, back) => {
    const stops = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]')).filter(
      (n) => n.tabIndex >= 0 && !(n as HTMLButtonElement).disabled && !n.closest('[inert]') && n.checkVisibility({ visibilityProperty: true }) && !(n instanceof HTMLInputElement && n.type === 'hidden'),
    );
    if (stops.some((n) => n.tabIndex > 0)) return 0;
    const from = stops.indexOf(document.activeElement as HTMLElement);
    const to = stops.indexOf(el as HTMLElement);
    if (from < 0 || to < 0) return 0;
    return back ? from - to : to - from;
  }, back);
  let pressed = 0;
  for (; pressed < between - 2 && pressed < max; pressed++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  for (; pressed <= max; pressed++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}: ${String(target)}`);
}

/**
 * The file choosers the page opens, from now on. Playwright asks the browser to hand it file choosers only
 * when the first listener comes, in a message it does not wait for; a listener made together with the key
 * press that opens the chooser (`Promise.all([page.waitForEvent('filechooser'), press])`) races that
 * message, and when the press wins the chooser opens unseen and the wait times out. Listening from the
 * test's start, the browser has long been told when the key comes.
 */
function fileChoosers(page: Page): FileChooser[] {
  const seen: FileChooser[] = [];
  page.on('filechooser', (chooser) => seen.push(chooser));
  return seen;
}

/** Replaces a text field's content by typing. */
async function typeInto(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/**
 * Tabs forwards and backwards through an open dialog: the focus never leaves
 * it (it wraps from last to first and first to last).
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  const stops = await dialog.evaluate((el) => el.querySelectorAll('button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select, textarea, a[href], [tabindex="0"]').length);
  expect(stops).toBeGreaterThan(0);
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `focus left the dialog after ${i + 1} Tab presses`).toBe(true);
  }
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `focus left the dialog after ${i + 1} Shift+Tab presses`).toBe(true);
  }
}

/**
 * The focused control shows a focus indicator: its outline or shadow (or, for a
 * visually hidden control such as a file input, its label's) differs from
 * when it is not focused.
 */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const changes = await target.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const hidden = rect.width <= 2 || rect.height <= 2;
    const shown = hidden ? [...((el as HTMLInputElement).labels ?? [])] : [el];
    const look = () => shown.map((n) => { const s = getComputedStyle(n); return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`; }).join(' / ');
    const focused = look();
    (el as HTMLElement).blur();
    const resting = look();
    (el as HTMLElement).focus();
    return shown.length > 0 && focused !== resting;
  });
  expect(changes, 'the focused control shows no focus indicator').toBe(true);
}

type Q = { documentId: string; question: string; status: string; answer: string };
const questionsOf = (api: ApiHelper, sessionId: string) => api.get<Q[]>('/getQuestions', { sessionId });
const statusOf = async (api: ApiHelper, sessionId: string, id: string) => (await questionsOf(api, sessionId)).find((q) => q.documentId === id)?.status;

test.describe('keyboard-only journeys', () => {
  test.use({ actionTimeout: 10_000 });

  test('connects through /login with the keyboard alone', async ({ page, credentials, server, api }) => {
    await page.goto('/login');
    const event = await api.get<{ name: string }>('/getEvent');
    await tabTo(page, page.getByLabel('API base URL'));
    await expectFocusVisible(page.getByLabel('API base URL'));
    await typeInto(page, server.apiBaseUrl);
    await tabTo(page, page.getByLabel('API key'));
    await typeInto(page, credentials.apiKey);
    await tabTo(page, page.getByLabel('Client id'));
    await typeInto(page, credentials.clientId);
    await tabTo(page, page.getByLabel('Event id'));
    await typeInto(page, credentials.eventId);
    await page.keyboard.press('Enter'); // submits the form
    const go = page.getByRole('button', { name: /^Continue/ });
    await expect(go).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  });

  test('moderates the Q&A board: a new question is announced; move, approve, answer with Enter, undo with z; the answer dialog traps and returns focus', async ({ page, api, credentials }) => {
    const session = await api.post<{ documentId: string }>('/upsertSession', { title: `Keyboard board ${unique()}`, hasLiveQA: true });
    const sid = session.documentId;
    const [t1, t2] = [`Is the venue step-free? ${unique()}`, `Are the slides shared? ${unique()}`];
    const id1 = (await api.post<{ questionId: string }>('/upsertQuestion', { sessionId: sid, question: t1, status: 'pending' })).questionId;
    const id2 = (await api.post<{ questionId: string }>('/upsertQuestion', { sessionId: sid, question: t2, status: 'pending' })).questionId;
    await openConnected(page, credentials, `/sessions/${sid}/questions`);
    const row = (text: string) => page.getByRole('article', { name: text });
    await expect(row(t2)).toBeVisible();

    // An attendee asks: the live region says so.
    const email = `kb-${unique()}@example.com`;
    await api.post('/addGuest', { userEmail: email, name: 'Keyboard Attendee' });
    const t3 = `Will there be a recording? ${unique()}`;
    await api.attendee('/ask', { sessionId: sid, email, question: t3 });
    await expect(page.getByRole('status').filter({ hasText: /new question/ })).toHaveText(/1 new question in Pending/, { timeout: 10_000 });

    // Move down the lane, approve.
    await page.keyboard.press('j');
    await expect(row(t1)).toBeFocused();
    await page.keyboard.press('j');
    await expect(row(t2)).toBeFocused();
    await page.keyboard.press('k');
    await expect(row(t1)).toBeFocused();
    await page.keyboard.press('a');
    await expect.poll(() => statusOf(api, sid, id1)).toBe('approved');
    await expect(row(t2)).toBeFocused();

    // Answer with Enter: the dialog holds the focus, Escape gives it back to the question.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Answer the question' });
    await expect(dialog.getByLabel('Answer')).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(row(t2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Answer')).toBeFocused();
    await page.keyboard.type('Yes: every room has a ramp.');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await questionsOf(api, sid)).find((q) => q.documentId === id2)).toMatchObject({ status: 'answered', answer: 'Yes: every room has a ramp.' });

    // Undo puts it back where it was.
    await page.keyboard.press('z');
    await expect.poll(() => statusOf(api, sid, id2)).toBe('pending');
    await expect(row(t2)).toBeVisible();

    // Move the approved one back to pending from its lane.
    await page.keyboard.press('2');
    await expect(page.getByRole('tab', { name: /^Approved/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('j');
    await expect(row(t1)).toBeFocused();
    await page.keyboard.press('p');
    await expect.poll(() => statusOf(api, sid, id1)).toBe('pending');

    // The shortcuts dialog (opened by a key) gives focus back to the board when closed.
    await page.keyboard.press('1');
    await page.keyboard.press('j');
    const focusedRow = page.locator('article:focus');
    await expect(focusedRow).toHaveCount(1);
    const before = await focusedRow.getAttribute('aria-labelledby');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expectFocusTrapped(page, help);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(page.locator(`article[aria-labelledby="${before}"]`)).toBeFocused();
  });

  test('edits, reorders and saves content sections and uploads the session picture with the keyboard alone', async ({ page, api, credentials }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', {
      title: `Keyboard sections ${unique()}`,
      contentData: ['First', 'Second', 'Third'].map((content) => ({ type: 'title', data: { content } })),
    });
    const choosers = fileChoosers(page);
    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    const heading = (n: number) => page.getByLabel(`Heading (section ${n})`, { exact: true });

    // Sections start closed to one line: open the first with Enter, then edit its heading.
    const line = page.getByRole('button', { name: /^1\. Title First/ });
    await tabTo(page, line);
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(heading(1)).toHaveValue('First');
    await tabTo(page, heading(1));
    await expectFocusVisible(heading(1));
    await typeInto(page, 'First, edited');

    // Pick it up with Space, move it down twice with the arrow key, drop it with Space.
    const handle = page.getByRole('button', { name: 'Move section 1, Title' });
    await tabTo(page, handle, { back: true });
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: /is over position 1 of 3/ })).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('status').filter({ hasText: /is over position 2 of 3/ })).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('status').filter({ hasText: /is over position 3 of 3/ })).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: 'dropped at position 3 of 3.' })).toBeAttached();
    await expect(heading(3)).toHaveValue('First, edited');

    // The picture field: its upload button opens the file chooser from the keyboard.
    const details = page.getByRole('region', { name: 'Details' });
    const upload = details.getByRole('button', { name: 'Upload a picture' });
    await tabTo(page, upload, { back: true, max: 120 });
    await expectFocusVisible(upload);
    await page.keyboard.press('Enter');
    await expect.poll(() => choosers.length, 'a file chooser opened by Enter').toBe(1);
    await choosers[0].setFiles({ name: 'keyboard.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG_BASE64, 'base64') });
    await expect(details.getByText(/Uploaded keyboard\.png/)).toBeVisible();
    const picture = await details.getByLabel('Picture', { exact: true }).inputValue();
    expect(picture).toMatch(/\/media\/.+\.png$/);

    // Save: back up to the page's save button and press Enter.
    await tabTo(page, page.getByRole('button', { name: 'Save session' }).first(), { back: true, max: 120 });
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => {
        const saved = (await api.get<{ documentId: string; imagePath: string; contentData: { data: { content: string } }[] }[]>('/getSessions')).find((x) => x.documentId === s.documentId)!;
        return { imagePath: saved.imagePath, order: saved.contentData.map((c) => c.data.content) };
      })
      .toEqual({ imagePath: picture, order: ['Second', 'Third', 'First, edited'] });
  });

  test('imports abstracts with the keyboard alone: file chosen from a focused control, a column mapped, sent, and the result announced', async ({ page, api, credentials }) => {
    const tag = `kb${unique()}`;
    // "Heading" is not a name the importer recognises: it is mapped by hand.
    const csv = ['Heading,Category,Authors,Affiliations', ...[1, 2, 3].map((i) => `${tag} abstract ${i},Keyboard,Ann Lee* (1),1. Univ A`)].join('\n');
    const choosers = fileChoosers(page);
    await openConnected(page, credentials, '/abstracts/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import abstracts' })).toBeVisible();

    const chooseFile = page.getByLabel('Choose a file');
    await tabTo(page, chooseFile);
    await expectFocusVisible(chooseFile);
    await page.keyboard.press('Space');
    await expect.poll(() => choosers.length, 'a file chooser opened by Space').toBe(1);
    await choosers[0].setFiles({ name: `${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText(`${tag}.csv: 3 rows, 4 columns`)).toBeVisible();

    const headingColumn = page.getByLabel('Heading', { exact: true });
    await tabTo(page, headingColumn);
    await page.keyboard.type('Title'); // a closed select picks the option its typed name starts
    await expect(headingColumn).toHaveValue('title');

    const send = page.getByRole('button', { name: 'Import 3 rows' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toHaveText(/^Import finished: 3 created, 0 updated, 0 failed/, { timeout: 30_000 });
    await expect
      .poll(async () => (await api.get<{ title: string }[]>('/getAbstracts')).filter((a) => a.title.startsWith(tag)).map((a) => a.title).sort())
      .toEqual([1, 2, 3].map((i) => `${tag} abstract ${i}`));
  });

  test('a form dialog and a confirmation dialog, opened by keyboard, trap focus and return it to their opener', async ({ page, api, credentials }) => {
    // A form dialog: add a guest.
    await openConnected(page, credentials, '/guests');
    const add = page.getByRole('button', { name: 'Add guest' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const addDialog = page.getByRole('dialog', { name: 'Add a guest' });
    await expect(addDialog).toBeVisible();
    await expect.poll(() => addDialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, addDialog);
    await page.keyboard.press('Escape');
    await expect(addDialog).toHaveCount(0);
    await expect(add).toBeFocused();

    // A confirmation dialog with its dry run: delete a poll, then cancel.
    const session = await api.post<{ documentId: string }>('/upsertSession', { title: `Keyboard polls ${unique()}`, hasPoll: true });
    const question = `Keyboard poll ${unique()}?`;
    await api.post('/upsertPoll', { sessionId: session.documentId, question, options: ['Yes', 'No'], maxChoices: 1 });
    await page.goto(`/sessions/${session.documentId}/polls`);
    // Delete is in the card's "More" menu: open it from the keyboard, the up arrow goes to its last action.
    const more = page.getByRole('button', { name: `More actions for “${question}”` });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: `Edit “${question}”` })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: `Delete “${question}”` })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete this poll?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText('Checking what this would change…')).toHaveCount(0);
    await expectFocusTrapped(page, confirm);
    await tabTo(page, confirm.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(more).toBeFocused();
    expect((await api.get<{ question: string }[]>('/getPolls', { sessionId: session.documentId })).map((p) => p.question)).toEqual([question]);
  });

  test('states are told in words or labelled icons, never by colour alone', async ({ page, api, credentials }) => {
    const session = await api.post<{ documentId: string }>('/upsertSession', { title: `Signals ${unique()}`, hasLiveQA: true, hasPoll: true });
    const sid = session.documentId;
    await api.post('/upsertQuestion', { sessionId: sid, question: `Pending one ${unique()}`, status: 'pending' });
    await api.post('/upsertQuestion', { sessionId: sid, question: `Approved one ${unique()}`, status: 'approved' });
    const [open, closed] = [`Open poll ${unique()}?`, `Closed poll ${unique()}?`];
    await api.post('/upsertPoll', { sessionId: sid, question: open, options: ['A', 'B'], maxChoices: 1, locked: false });
    await api.post('/upsertPoll', { sessionId: sid, question: closed, options: ['A', 'B'], maxChoices: 1, locked: true });

    // Lanes: each tab names its lane and its count; the chosen one is marked for assistive technology, not only tinted.
    await openConnected(page, credentials, `/sessions/${sid}/questions`);
    await expect(page.getByRole('tab', { name: /^Pending/ })).toContainText('1');
    await expect(page.getByRole('tab', { name: /^Approved/ })).toContainText('1');
    await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^Approved/ })).toHaveAttribute('aria-selected', 'false');

    // Lock state: words beside the icon.
    await page.goto(`/sessions/${sid}/polls`);
    await expect(page.getByRole('article', { name: open })).toContainText('Voting open');
    await expect(page.getByRole('article', { name: closed })).toContainText('Voting closed');

    // Published or not, in words, in the abstracts list.
    await page.goto('/abstracts');
    await expect(page.getByRole('table').getByText('Published', { exact: true }).filter({ visible: true }).first()).toBeVisible();

    // Every icon is either hidden from assistive technology (words stand beside it) or has a name.
    for (const path of [`/sessions/${sid}/questions`, `/sessions/${sid}/polls`, '/abstracts']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const unnamed = await page.evaluate(() =>
        [...document.querySelectorAll('svg')]
          .filter((svg) => !svg.closest('[aria-hidden="true"]') && svg.getAttribute('aria-hidden') !== 'true' && !svg.getAttribute('aria-label') && !svg.querySelector('title') && svg.getAttribute('role') !== 'img')
          .map((svg) => svg.outerHTML.slice(0, 120)),
      );
      expect(unnamed, `icons without a name or aria-hidden on ${path}`).toEqual([]);
    }
  });
});
