import type { Page } from '@playwright/test';
import { test, expect, connectTab } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';
import { SECTION_TYPES, type SectionType } from '../src/contract/content-sections';
import { paths } from '../src/paths';
import { moveTo } from './move-in-console';

type Section = { type: string; data: Record<string, unknown> };
type SessionRead = { documentId: string; title: string; contentData: Section[] };

const LABELS: Record<SectionType, string> = {
  title: 'Title',
  subSession: 'Timed block',
  paragraph: 'Paragraph',
  image: 'Image',
  imageText: 'Image and text',
  webEmbed: 'Web embed',
  button: 'Button',
  sponsor: 'Sponsor',
  speaker: 'Speakers',
  menuShortcuts: 'Menu shortcuts',
  abstract: 'Abstract',
  pageLink: 'Page link',
};

async function addSection(page: Page, type: SectionType) {
  await page.getByRole('button', { name: 'Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a section' });
  await dialog.getByRole('button', { name: `${LABELS[type]} ${SECTION_TYPES[type]}`, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function sessionById(api: { get: <T>(p: string) => Promise<T> }, id: string): Promise<SessionRead> {
  return (await api.get<SessionRead[]>('/getSessions')).find((s) => s.documentId === id)!;
}

const field = (page: Page, label: string, n: number) => page.getByLabel(`${label} (section ${n})`, { exact: true });
/** The one-line header of section n, which opens and closes it. */
const header = (page: Page, n: number) => page.getByRole('region', { name: /Content sections/ }).getByRole('button', { name: new RegExp(`^${n}\\. `) });
async function openSection(page: Page, n: number) {
  const h = header(page, n);
  if ((await h.getAttribute('aria-expanded')) !== 'true') await h.click();
  await expect(h).toHaveAttribute('aria-expanded', 'true');
}

test.describe('content sections', () => {
  test('builds a session page with one section of every type, saves, reloads and sees the same; opened untouched, Save stays disabled', async ({ page, api, credentials, server }) => {
    test.setTimeout(120_000);
    const sponsor = await api.post<{ documentId: string }>('/upsertSponsor', { name: 'Reef Partners', tier: 0 });
    const speaker = await api.post<{ documentId: string }>('/upsertSpeaker', { name: 'Noor Haddad', company: 'Coral Institute' });
    const abstract = await api.post<{ abstractId: string }>('/upsertAbstract', { title: 'Kelp forests at night', abstractNumber: 'A-77' });
    const session = await api.post<{ documentId: string }>('/upsertSession', { title: 'Every section' });
    const id = session.documentId;

    // The console opened once the records exist (its lists are read fresh), then the session by its address
    // inside it: one page load fewer. The reload below stays: what a fresh load shows from storage is proven there.
    await connectTab(page, { ...credentials, baseUrl: server.apiBaseUrl });
    await moveTo(page, paths.session.link(id));
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Every section');

    await addSection(page, 'title');
    await field(page, 'Heading', 1).fill('Welcome aboard');
    await addSection(page, 'subSession');
    await field(page, 'Text', 2).fill('Opening talk');
    await field(page, 'Start time', 2).fill('9:00');
    await field(page, 'End time', 2).fill('9:30');
    await expect(page.getByText('Shown as: 9:00 - 9:30')).toBeVisible();
    await addSection(page, 'paragraph');
    // Text goes in as one input each (as a paste or a dictation does; typing key by key into Quill is proven by
    // e2e/xss.spec.ts), the italic by its shortcut.
    await page.getByRole('textbox', { name: 'Text (section 3)' }).click();
    await page.keyboard.insertText('Plain and ');
    await page.keyboard.press('Control+i');
    await page.keyboard.insertText('italic');
    await addSection(page, 'image');
    await field(page, 'Picture', 4).fill('https://pictures.example/reef.png');
    await addSection(page, 'imageText');
    await page.getByRole('textbox', { name: 'Text (section 5)' }).click();
    await page.keyboard.insertText('Beside the picture');
    await field(page, 'Picture', 5).fill('https://pictures.example/side.png');
    await field(page, 'Picture width', 5).selectOption('60');
    await page.getByRole('group', { name: 'Picture position (section 5)' }).getByLabel('Right').check();
    await addSection(page, 'webEmbed');
    await field(page, 'Embed address', 6).fill('https://maps.example.org/venue');
    await field(page, 'Height in pixels', 6).fill('600');
    await field(page, 'Embed title', 6).fill('Venue map');
    await addSection(page, 'button');
    await field(page, 'Button text', 7).fill('Register');
    await field(page, 'Button address', 7).fill('https://tickets.example/register');
    await addSection(page, 'sponsor');
    await field(page, 'Sponsor', 8).selectOption({ label: 'Reef Partners' });
    await addSection(page, 'speaker');
    await field(page, 'Heading', 9).fill('Panelists');
    await page.getByRole('group', { name: 'Speakers (section 9)' }).getByLabel(/Noor Haddad/).check();
    await addSection(page, 'menuShortcuts');
    await addSection(page, 'abstract');
    await field(page, 'Abstract', 11).selectOption({ label: 'A-77 · Kelp forests at night' });
    await field(page, 'Button label', 11).fill('Read the abstract');
    await addSection(page, 'pageLink');
    await field(page, 'App page', 12).selectOption('SPEAKER');
    await field(page, 'Speaker', 12).selectOption({ label: 'Noor Haddad' });
    await field(page, 'Button label', 12).fill('Meet Noor');

    const preview = page.getByTestId('section-preview');
    await expect(preview).toContainText('Welcome aboard');
    await expect(preview).toContainText('9:00 - 9:30');
    await expect(preview.locator('em', { hasText: 'italic' })).toBeVisible();
    await expect(preview).toContainText('Reef Partners');
    await expect(preview).toContainText('Noor Haddad');
    await expect(preview.getByText('Meet Noor')).toBeVisible();
    await expect(preview.getByText('Read the abstract')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    const stored = await sessionById(api, id);
    expect(stored.contentData.map((s) => s.type)).toEqual(Object.keys(SECTION_TYPES));
    expect(stored.contentData[0].data).toEqual({ content: 'Welcome aboard' });
    expect(stored.contentData[1].data).toEqual({ content: 'Opening talk', startTime: '9:00', endTime: '9:30' });
    expect(JSON.parse(String(stored.contentData[2].data.content))).toEqual([{ insert: 'Plain and ' }, { insert: 'italic', attributes: { italic: true } }, { insert: '\n' }]);
    expect(stored.contentData[4].data).toMatchObject({ imageUrl: 'https://pictures.example/side.png', imageWidth: 60, imagePosition: 'right' });
    expect(stored.contentData[5].data).toEqual({ content: 'https://maps.example.org/venue', embedHeight: 600, embedTitle: 'Venue map' });
    expect(stored.contentData[6].data).toEqual({ content: { buttonText: 'Register', buttonUrl: 'https://tickets.example/register' } });
    expect(stored.contentData[7].data).toEqual({ content: sponsor.documentId });
    expect(stored.contentData[8].data).toMatchObject({ speakerType: 'Panelists', speakerIds: [speaker.documentId] });
    expect(stored.contentData[9].data).toEqual({});
    expect(stored.contentData[10].data).toMatchObject({ content: abstract.abstractId, label: 'Read the abstract' });
    expect(stored.contentData[11].data).toEqual({ page: 'SPEAKER', refId: speaker.documentId, label: 'Meet Noor' });

    await page.reload();
    await expect(header(page, 1)).toHaveAttribute('aria-expanded', 'false');
    // The page as a user sees it loaded: the preview names the records the sections point to (they are read
    // after the session), so nothing moves under the pointer any more.
    await expect(preview).toContainText('Reef Partners');
    await expect(preview).toContainText('Noor Haddad');
    await page.getByRole('button', { name: 'Open all' }).click();
    await expect(page.getByRole('button', { name: 'Close all' })).toBeVisible();
    await expect(field(page, 'Heading', 1)).toHaveValue('Welcome aboard');
    await expect(field(page, 'End time', 2)).toHaveValue('9:30');
    await expect(page.getByRole('textbox', { name: 'Text (section 3)' })).toContainText('Plain and italic');
    await expect(field(page, 'Picture width', 5)).toHaveValue('60');
    await expect(field(page, 'Embed address', 6)).toHaveValue('https://maps.example.org/venue');
    await expect(field(page, 'Sponsor', 8)).toHaveValue(sponsor.documentId);
    await expect(page.getByRole('group', { name: 'Speakers (section 9)' }).getByLabel(/Noor Haddad/)).toBeChecked();
    await expect(field(page, 'Abstract', 11)).toHaveValue(abstract.abstractId);
    await expect(field(page, 'Speaker', 12)).toHaveValue(speaker.documentId);

    // Opening every section after a reload changes nothing: the save bar stays clean and Save cannot be pressed.
    await expect(page.getByText('No changes yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save session' }).first()).toBeDisabled();
  });

  test('reorders sections with the keyboard and saves the new order', async ({ page, api, credentials }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', {
      title: 'Order',
      contentData: ['First', 'Second', 'Third'].map((content) => ({ type: 'title', data: { content } })),
    });
    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    await expect(header(page, 1)).toHaveAccessibleName(/Title First/);
    // The editor has its record once the save bar says so: a drag started before that is undone when the form settles.
    await expect(page.getByText('No changes yet')).toBeVisible();
    await page.getByRole('button', { name: 'Move section 1, Title' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: /Section 1, “Title: First” is over position 1 of 3/ })).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('status').filter({ hasText: /is over position 2 of 3/ })).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('status').filter({ hasText: /is over position 3 of 3/ })).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: '“Title: First” dropped at position 3 of 3.' })).toBeAttached();
    await expect(header(page, 1)).toHaveAccessibleName(/Title Second/);
    await expect(header(page, 3)).toHaveAccessibleName(/Title First/);
    await expect(page.getByRole('button', { name: 'Move section 3, Title' })).toBeFocused();
    // the buttons do the same
    await page.getByRole('button', { name: 'Move section 3 up' }).click();
    await expect(header(page, 2)).toHaveAccessibleName(/Title First/);
    await expect(page.getByRole('button', { name: 'Move section 2 up' })).toBeFocused();
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect.poll(async () => (await sessionById(api, s.documentId)).contentData.map((c) => c.data.content)).toEqual(['Second', 'First', 'Third']);
  });

  test('an http:// embed is refused in the form and nothing is sent; a YouTube share link shows its converted address before saving', async ({ page, api, credentials }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', { title: 'Embeds' });
    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    await addSection(page, 'webEmbed');
    await field(page, 'Embed address', 1).fill('http://insecure.example/page');
    await expect(page.getByText('must be an https:// address: http is refused')).toBeVisible();
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/upsertSession')) sent += 1;
    });
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was sent' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Web embed.*Needs attention/ })).toBeVisible();
    expect(sent).toBe(0);

    await field(page, 'Embed address', 1).fill('https://youtu.be/dQw4w9WgXcQ?t=42');
    await expect(page.getByTestId('converted-embed-url')).toHaveText('https://www.youtube.com/embed/dQw4w9WgXcQ?start=42');
    await expect(page.getByTestId('section-preview')).toContainText('Video player (16:9)');
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect(page.getByRole('list', { name: 'Warnings for section 1' })).toContainText('Share link converted to https://www.youtube.com/embed/dQw4w9WgXcQ?start=42');
    expect((await sessionById(api, s.documentId)).contentData[0].data.content).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?start=42');
  });

  test('a section referencing a hidden sponsor is refused and nothing is saved', async ({ page, api, credentials }) => {
    const sponsor = await api.post<{ documentId: string }>('/upsertSponsor', { name: 'Fading Sponsor', tier: 0 });
    const s = await api.post<{ documentId: string }>('/upsertSession', {
      title: 'Sponsored',
      contentData: [{ type: 'sponsor', data: { content: sponsor.documentId } }],
    });
    await api.post('/upsertSponsor', { documentId: sponsor.documentId, hideFromList: true });
    const before = await sessionById(api, s.documentId);

    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    await expect(page.getByText(/"Fading Sponsor" is hidden \(hideFromList\) and cannot be referenced/)).toBeVisible();
    await field(page, 'Sponsor', 1).focus();
    await page.getByLabel('Location').fill('Changed room');
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was sent' })).toBeVisible();
    await expect(page.getByLabel('Location')).toHaveValue('Changed room');
    expect(await sessionById(api, s.documentId)).toEqual(before);
    await expectNoAxeViolations(page);
  });

  test('an XSS payload typed or pasted into rich text is stored as inert text and renders inert; pasted Word markup keeps only allowed formats', async ({ page, api, credentials }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', { title: 'Rich text' });
    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    await addSection(page, 'paragraph');
    const editor = page.getByRole('textbox', { name: 'Text (section 1)' });
    await editor.click();
    const typed = '<img src=x onerror="window.__xss=1">';
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await editor.evaluate((el) => {
      const dt = new DataTransfer();
      dt.setData(
        'text/html',
        '<h2>Agenda</h2><p><b>Bold</b> <span style="color:red;font-family:Comic Sans">plain</span><img src=x onerror="window.__xss=2"><script>window.__xss=3</script></p>' +
          '<ul><li>One</li></ul><p><a href="javascript:window.__xss=4">bad link</a> <a href="https://ok.example">good link</a></p>',
      );
      dt.setData('text/plain', 'Agenda');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    });
    const preview = page.getByTestId('section-preview');
    await expect(preview).toContainText(typed);
    await expect(preview.getByRole('heading', { name: 'Agenda' })).toBeVisible();
    await expect(preview.locator('img')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect(page.getByText('Session saved')).toBeVisible();

    const stored = await sessionById(api, s.documentId);
    const ops = JSON.parse(String(stored.contentData[0].data.content)) as { insert: unknown; attributes?: Record<string, unknown> }[];
    expect(ops.every((op) => typeof op.insert === 'string')).toBe(true);
    expect(ops.map((op) => op.insert).join('')).toContain(typed);
    const attrs = ops.flatMap((op) => Object.keys(op.attributes ?? {}));
    expect(new Set(attrs)).toEqual(new Set(['header', 'bold', 'list', 'link']));
    expect(ops.find((op) => op.insert === 'good link')?.attributes?.link).toBe('https://ok.example');
    expect(String(ops.find((op) => String(op.insert).includes('bad link'))?.attributes?.link ?? '')).not.toMatch(/javascript/i);

    await page.reload();
    await expect(preview).toContainText(typed);
    await expect(preview.locator('img, script, [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
  test('a 400 from the service points at the section and field, and nothing typed is lost', async ({ page, api, credentials }) => {
    const speaker = await api.post<{ documentId: string }>('/upsertSpeaker', { name: 'Leaving Speaker' });
    const s = await api.post<{ documentId: string }>('/upsertSession', {
      title: 'Refused',
      contentData: [
        { type: 'title', data: { content: 'Intro' } },
        { type: 'speaker', data: { speakerType: 'Hosts', speakerIds: [speaker.documentId] } },
      ],
    });
    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    await expect(header(page, 2)).toHaveAccessibleName(/Speakers Hosts: Leaving Speaker/);
    await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'false');
    // Deleted elsewhere after the page loaded: the service refuses the write ("Not saved"), unless the console's
    // speaker list was read again first, in which case its own check stops the save ("Nothing was sent"). Both
    // point at the section and keep what was typed.
    await api.post('/deleteSpeaker', { documentId: speaker.documentId });
    const before = await sessionById(api, s.documentId);
    await openSection(page, 1);
    await field(page, 'Heading', 1).fill('Intro, edited');
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: /Not saved|Nothing was sent/ })).toBeVisible();
    // The section with the error opened itself: the error is never hidden inside a closed card.
    await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Speakers (section 2)' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Section 2 of 2: Speakers' })).toContainText('Needs attention');
    await expect(page.getByRole('listitem', { name: 'Section 2 of 2: Speakers' })).toContainText(/speakerIds\[0\]|Leaving Speaker|speaker/i);
    await expect(field(page, 'Heading', 1)).toHaveValue('Intro, edited');
    expect(await sessionById(api, s.documentId)).toEqual(before);
  });

  test('reorders by mouse drag; duplicates, collapses and deletes sections', async ({ page, api, credentials }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', {
      title: 'Mouse',
      contentData: ['Alpha', 'Beta'].map((content) => ({ type: 'title', data: { content } })),
    });
    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    await expect(header(page, 2)).toHaveAccessibleName(/Title Beta/);
    const handle = page.getByRole('button', { name: 'Move section 2, Title' });
    const target = page.getByRole('listitem', { name: 'Section 1 of 2: Title' });
    await page.getByRole('heading', { name: /Content sections/ }).scrollIntoViewIfNeeded();
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + 20, to.y + 5, { steps: 10 });
    // While dragging, a picture of the collapsed card follows the pointer; the list itself stays in place.
    await expect(page.getByTestId('dragged-section')).toContainText('Beta');
    await expect(page.getByRole('list', { name: 'Content sections in order' }).getByRole('listitem')).toHaveCount(2);
    await page.mouse.up();
    await expect(page.getByTestId('dragged-section')).toHaveCount(0);
    await expect(header(page, 1)).toHaveAccessibleName(/Title Beta/);
    await expect(header(page, 2)).toHaveAccessibleName(/Title Alpha/);

    await page.getByRole('button', { name: 'Duplicate section 1' }).click();
    await expect(header(page, 2)).toHaveAccessibleName(/Title Beta/);
    await expect(page.getByRole('heading', { name: /Content sections \(3\)/ })).toBeVisible();
    await header(page, 1).click();
    await expect(field(page, 'Heading', 1)).toHaveValue('Beta');
    await header(page, 1).click();
    await expect(field(page, 'Heading', 1)).toBeHidden();
    await expect(header(page, 1)).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Delete section 3' }).click();
    await expect(page.getByRole('heading', { name: /Content sections \(2\)/ })).toBeVisible();
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect.poll(async () => (await sessionById(api, s.documentId)).contentData.map((c) => c.data.content)).toEqual(['Beta', 'Beta']);
  });
  test('on a phone each card folds move, duplicate and delete into one menu, with finger-sized targets; the menu works from the keyboard', async ({ connectedPage: page, api }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const s = await api.post<{ documentId: string }>('/upsertSession', {
      title: 'Phone',
      contentData: ['Alpha', 'Beta', 'A heading long enough to need more than fifteen characters'].map((content) => ({ type: 'title', data: { content } })),
    });
    await page.goto(`/sessions/${s.documentId}`);
    await expect(header(page, 3)).toHaveAccessibleName(/Title A heading long enough/);
    // One button per action only from sm up; on a phone: the handle, the header and one menu.
    await expect(page.getByRole('button', { name: 'Duplicate section 1' })).toBeHidden();
    const more = page.getByRole('button', { name: 'More actions for section 2, Title' });
    await more.scrollIntoViewIfNeeded();
    for (const target of [more, page.getByRole('button', { name: 'Move section 2, Title' }), page.getByRole('button', { name: 'Add a section after “Title: Alpha”' })]) {
      const box = (await target.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(32);
      expect(box.height).toBeGreaterThanOrEqual(32);
    }
    // The summary has the line under the type: more than ~15 characters show.
    const summary = header(page, 3).getByText(/^A heading long/);
    expect((await summary.boundingBox())!.width).toBeGreaterThan(200);

    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'More actions for section 2, Title' });
    await expect(menu.getByRole('menuitem', { name: 'Move up' })).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Title moved to position 1 of 3.' })).toBeAttached();
    await expect(header(page, 1)).toHaveAccessibleName(/Title Beta/);
    await expect(page.getByRole('button', { name: 'More actions for section 1, Title' })).toBeFocused();

    await page.getByRole('button', { name: 'More actions for section 3, Title' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: /Content sections \(2\)/ })).toBeVisible();
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect.poll(async () => (await sessionById(api, s.documentId)).contentData.map((c) => c.data.content)).toEqual(['Beta', 'Alpha']);
  });

  test('sections start closed to one line each: type and summary; one or all open', async ({ page, api, credentials }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', {
      title: 'Closed',
      contentData: [
        { type: 'title', data: { content: 'Welcome aboard' } },
        { type: 'subSession', data: { content: 'Opening talk', startTime: '9:00', endTime: '9:30' } },
        { type: 'button', data: { content: { buttonText: 'Register', buttonUrl: 'https://tickets.example' } } },
      ],
    });
    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    await expect(header(page, 1)).toHaveAccessibleName('1. Title Welcome aboard');
    await expect(header(page, 2)).toHaveAccessibleName('2. Timed block 9:00 - 9:30 · Opening talk');
    await expect(header(page, 3)).toHaveAccessibleName('3. Button Register');
    for (const n of [1, 2, 3]) await expect(header(page, n)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: /\(section \d\)/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Enter on the line opens it; one open section does not open the others.
    await header(page, 2).focus();
    await page.keyboard.press('Enter');
    await expect(field(page, 'Start time', 2)).toHaveValue('9:00');
    await expect(field(page, 'Heading', 1)).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(field(page, 'Start time', 2)).toHaveCount(0);

    await page.getByRole('button', { name: 'Open all' }).click();
    await expect(field(page, 'Heading', 1)).toHaveValue('Welcome aboard');
    await expect(field(page, 'Button text', 3)).toHaveValue('Register');
    await page.getByRole('button', { name: 'Close all' }).click();
    await expect(page.getByRole('textbox', { name: /\(section \d\)/ })).toHaveCount(0);
  });

  test('the + between sections adds a section at that place, open and focused, and it is saved there', async ({ page, api, credentials }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', {
      title: 'Inserted',
      contentData: ['First', 'Third'].map((content) => ({ type: 'title', data: { content } })),
    });
    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    await expect(page.getByRole('button', { name: 'Add a section at the start' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a section after “Title: Third”' })).toBeVisible();
    // by keyboard: focus the + after the first section and press Enter
    await page.getByRole('button', { name: 'Add a section after “Title: First”' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a section' });
    await expect(dialog).toContainText('It goes after “Title: First”.');
    await dialog.getByRole('button', { name: /^Timed block / }).click();
    await expect(dialog).toBeHidden();
    await expect(header(page, 2)).toHaveAccessibleName(/^2\. Timed block/);
    await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
    await expect(field(page, 'Text', 2)).toBeFocused();
    await page.keyboard.type('Second');
    await expect(header(page, 3)).toHaveAccessibleName(/Title Third/);

    await page.getByRole('button', { name: 'Add a section at the start' }).click();
    await dialog.getByRole('button', { name: /^Title / }).click();
    await expect(field(page, 'Heading', 1)).toBeFocused();
    await page.keyboard.type('Zeroth');
    await page.getByRole('button', { name: 'Save session' }).first().click();
    await expect(page.getByText('Session saved')).toBeVisible();
    expect((await sessionById(api, s.documentId)).contentData).toEqual([
      { type: 'title', data: { content: 'Zeroth' } },
      { type: 'title', data: { content: 'First' } },
      { type: 'subSession', data: { content: 'Second', startTime: '', endTime: '' } },
      { type: 'title', data: { content: 'Third' } },
    ]);
  });

  test('clicking a block in the preview opens its editor; editing a section outlines its block in the preview', async ({ page, api, credentials }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', {
      title: 'Preview links',
      contentData: [
        { type: 'title', data: { content: 'Welcome aboard' } },
        { type: 'subSession', data: { content: 'Opening talk', startTime: '9:00', endTime: '' } },
        { type: 'title', data: { content: 'Goodbye' } },
      ],
    });
    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    const preview = page.getByTestId('section-preview');
    await preview.getByText('Opening talk').click();
    await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page, 2)).toBeFocused();
    await expect(field(page, 'Text', 2)).toBeInViewport();
    await expect(header(page, 1)).toHaveAttribute('aria-expanded', 'false');

    // by keyboard: the block's Edit button
    await preview.getByRole('button', { name: 'Edit section 3, Title' }).focus();
    await page.keyboard.press('Enter');
    await expect(field(page, 'Heading', 3)).toBeVisible();
    await expect(header(page, 3)).toBeFocused();

    // typing in a section marks its block in the preview, and the preview shows the change
    const outline = (n: number) => page.getByTestId(`preview-section-${n}`).evaluate((el) => getComputedStyle(el).outlineStyle);
    await field(page, 'Text', 2).fill('Opening talk, longer');
    await expect.poll(() => outline(2)).toBe('solid');
    await expect.poll(() => outline(3)).toBe('none');
    await expect(preview).toContainText('Opening talk, longer');
    await expectNoAxeViolations(page);
  });

  test('an emptied paragraph is named in the save bar before saving, and the warning opens its section; an edit and a move count as two changes', async ({ page, api, credentials }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', {
      title: 'Checked before it goes out',
      contentData: [
        { type: 'title', data: { content: 'Welcome' } },
        { type: 'paragraph', data: { content: JSON.stringify({ ops: [{ insert: 'Some words\n' }] }) } },
        { type: 'title', data: { content: 'Afterwards' } },
      ],
    });
    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    const bar = page.getByRole('region', { name: 'Save bar' });
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Checked before it goes out');
    await expect(header(page, 2)).toHaveAccessibleName(/Paragraph Some words/);
    await expect(bar.getByTestId('save-checks')).toHaveCount(0);

    await openSection(page, 2);
    await page.getByRole('textbox', { name: 'Text (section 2)' }).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    const warning = bar.getByRole('button', { name: /^Section 2, Paragraph: has no text/ });
    await expect(warning).toBeVisible();
    await expect(bar.getByTestId('save-state')).toHaveText('1 unsaved change');

    // Closed, then opened again from the save bar, in view.
    await header(page, 2).click();
    await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'false');
    await warning.click();
    await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('textbox', { name: 'Text (section 2)' })).toBeInViewport();

    // A move is a change of its own.
    await page.getByRole('button', { name: 'Move section 3 up' }).click();
    await expect(bar.getByTestId('save-state')).toHaveText('2 unsaved changes');
    await expect(bar.getByRole('button', { name: /^Section 3, Paragraph: has no text/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // A warning, not a refusal: the save asks first, and the organiser may still save.
    await bar.getByRole('button', { name: 'Save session' }).click();
    const question = page.getByRole('dialog', { name: 'Save a section that shows nothing?' });
    await expect(question).toContainText('Section 3, Paragraph');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(bar.getByTestId('save-state')).toHaveText('2 unsaved changes');
    await bar.getByRole('button', { name: 'Save session' }).click();
    await question.getByRole('button', { name: 'Save anyway' }).click();
    await expect.poll(async () => (await sessionById(api, s.documentId)).contentData.map((c) => c.type)).toEqual(['title', 'title', 'paragraph']);
    await expect(bar.getByRole('button', { name: /^Section 3, Paragraph: has no text/ })).toBeVisible();
  });

  test('a link to the polls of a session whose polls are off warns, and the warning follows the switch', async ({ page, api, credentials }) => {
    const s = await api.post<{ documentId: string }>('/upsertSession', { title: 'Polls off here', hasPoll: false, hasLiveQA: true });
    await api.post('/upsertSession', {
      documentId: s.documentId,
      contentData: [
        { type: 'title', data: { content: 'Polls off here' } },
        { type: 'pageLink', data: { page: 'VOTING', refId: s.documentId, label: 'Vote in the opening poll' } },
      ],
    });
    await openConnected(page, credentials, `/sessions/${s.documentId}`);
    const bar = page.getByRole('region', { name: 'Save bar' });
    const warning = bar.getByRole('button', { name: /^Section 2, Page link: opens the polls of this session, but polls are switched off there/ });
    await expect(warning).toBeVisible();
    // The section's card says it too.
    await expect(page.getByRole('list', { name: 'Warnings for section 2' })).toContainText('polls are switched off there');

    // Switching polls on in the form answers it; off again, it is back.
    const polls = page.getByRole('switch', { name: 'Polls' });
    await polls.click();
    await expect(warning).toHaveCount(0);
    await polls.click();
    await expect(warning).toBeVisible();
  });
});
