import { consoleServer } from './console-server';
import type { Page } from '@playwright/test';
import { test, expect, connectTab, type ApiHelper, type Credentials, type LocalServer } from './fixtures';
import { watchPage, type PageWatch } from './security-watch';
import { moveTo } from './move-in-console';

/**
 * Cross-site scripting: script tags, event-handler attributes, javascript: and data: addresses in every text,
 * rich-text, address and content-section field, saved through the console or (where the console itself
 * refuses them) through the API, then rendered by every page, the content preview, the author preview and the
 * projector views. A payload that runs reports itself (`window.__xss = n`, `__xssHit(n)`, or an alert);
 * none may, and no javascript: or data: address may end up as a link or frame.
 *
 * Each test loads the console once and moves inside it as its links do (a payload that ran on an earlier page
 * stays reported); the one reload left proves what a fresh load renders from storage.
 * Every spelling of a script-capable address is refused by the form's own check
 * (src/components/content-sections/check-sections.test.ts); the browser shows that refusal for one of them.
 */

const P = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=2">',
  svg: '"><svg onload="__xssHit(3)">',
  iframe: '<iframe src="javascript:window.__xss=4"></iframe>',
  js: 'javascript:window.__xss=5',
  jsSpaced: ' JaVaScRiPt:window.__xss=6',
  data: 'data:text/html,<script>parent.__xssHit(7)</script>',
};
/** One string carrying every markup payload: what a text field receives. */
const TEXT = `${P.script} ${P.img} ${P.svg} ${P.iframe}`;
/** What every page that shows the text must show literally (it is text, not markup). */
const VISIBLE = 'onerror="window.__xss=2"';

/** A Delta rich-text value with the payloads as text, as link targets and as embeds Quill could build. */
const RICH = JSON.stringify([
  { insert: TEXT },
  { insert: ' js link', attributes: { link: P.js } },
  { insert: ' data link', attributes: { link: P.data } },
  { insert: ' spaced link', attributes: { link: P.jsSpaced } },
  { insert: { image: 'x" onerror="window.__xss=8' } },
  { insert: { video: P.js } },
  { insert: { formula: '<img src=x onerror="window.__xss=9">' } },
  { insert: '\n', attributes: { header: '<img src=x onerror="window.__xss=10">' } },
]);

type Event = Credentials & { baseUrl: string };

/** A fresh event of its own, so that its names and settings carry payloads without touching other tests' demo event. */
async function xssEvent(api: ApiHelper, server: LocalServer, mintKey: (o: { clientId: string; eventId: string }) => Promise<string>): Promise<Event> {
  const ids = await api.operator<{ clientId: string; eventId: string }>('/events', { name: 'XSS proving ground' });
  return { ...ids, apiKey: await mintKey(ids), baseUrl: server.apiBaseUrl };
}

/** What the DOM holds that could run script: javascript:/data: links and frames, on* attributes, foreign scripts. */
async function dangerousDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"); so does this check.
    const bad = (v: string | null) => !!v && /^(javascript|data|vbscript):/i.test(Array.from(v).filter((ch) => ch.charCodeAt(0) > 32).join(''));
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`<${el.tagName.toLowerCase()} ${attr.name}="${attr.value}">`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'].includes(attr.name.toLowerCase())) {
          const img = el.tagName === 'IMG' && attr.name === 'src' && /^data:image\/(png|jpeg|gif|webp);/i.test(attr.value);
          if (!img && bad(attr.value)) found.push(`<${el.tagName.toLowerCase()} ${attr.name}="${attr.value}">`);
          if (attr.name.toLowerCase() === 'srcdoc') found.push(`<${el.tagName.toLowerCase()} srcdoc>`);
        }
      }
      if (el.tagName === 'SCRIPT' && !(el as HTMLScriptElement).src.startsWith(`${location.origin}/assets/`)) found.push(`<script>${el.textContent?.slice(0, 60)}`);
      if (['OBJECT', 'EMBED'].includes(el.tagName)) found.push(`<${el.tagName.toLowerCase()}>`);
    }
    return found;
  });
}

async function expectInert(page: Page, watch: PageWatch, where: string) {
  expect(watch.xssHits, `payloads that ran (${where})`).toEqual([]);
  expect(await dangerousDom(page), `script-capable markup in the DOM (${where})`).toEqual([]);
}

/** The console's server's own calls (room screens), with the event's key as a console sends them. */
const consoleApi = <T,>(server: LocalServer, ev: Event, path: string, body: unknown) => consoleServer<T>(server.url, ev, path, body);

/** Puts `content` on the session's stage and opens the room's screen (no key) showing it. */
async function visitScreen(page: Page, watch: PageWatch, server: LocalServer, ev: Event, sessionId: string, content: unknown, shows: string) {
  const { token } = await consoleApi<{ token: string }>(server, ev, '/screens', { sessionId, name: 'XSS hall' });
  await consoleApi(server, ev, '/screens/stage', { sessionId, content });
  await page.goto(`/screen/${token}`);
  await expect(page.getByText(shows).first()).toBeVisible();
  await expectInert(page, watch, `room screen (${JSON.stringify(content)})`);
}

/** Moves to `path`, waits for its own heading (`h1`, so the page left behind is never the one checked), then checks it. */
async function visit(page: Page, watch: PageWatch, path: string, h1: string, shows: string | RegExp | undefined = VISIBLE) {
  await moveTo(page, path);
  await expect(page.locator('h1').first()).toContainText(h1);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  // A visible match: the same words may also be an option of a closed list (a tier filter), which is never visible.
  if (shows) await expect(page.getByText(shows).filter({ visible: true }).first()).toBeVisible();
  await expectInert(page, watch, path);
}

test.describe('XSS', () => {
  test('payloads stored through the API in every field render as inert text on every page, the previews and the room’s screens; javascript: and data: addresses are refused by the contract', async ({
    page,
    api,
    server,
    mintKey,
  }) => {
    test.setTimeout(180_000);
    const ev = await xssEvent(api, server, mintKey);
    const post = <T,>(path: string, body: unknown) => api.post<T>(path, body, ev);

    // Addresses that could run script are refused wherever the contract takes an address: a rule of the
    // server, proven without a browser (server/security.test.ts, "addresses that could run script").

    // Every text and rich-text field the console renders carries the payloads.
    await post('/updateEvent', { timeZoneOffset: 0, name: `Event ${TEXT}`, welcomeText: RICH, location: TEXT, city: TEXT, trackArray: [TEXT, 'Plain track'], tierArray: [TEXT] });
    const guestEmail = 'xss.guest@example.org';
    await post('/addGuest', { userEmail: guestEmail, name: TEXT, role: TEXT, company: TEXT, url: P.js, country: TEXT, phone: TEXT });
    await post('/addTicket', { userEmail: guestEmail, ticketType: TEXT, externalQrValue: P.js });
    const speaker = await post<{ documentId: string }>('/upsertSpeaker', { name: `Speaker ${TEXT}`, role: TEXT, company: TEXT, bio: RICH });
    const sponsor = await post<{ documentId: string }>('/upsertSponsor', {
      name: `Sponsor ${TEXT}`,
      tier: 0,
      hasOwnPage: true,
      contentData: [{ type: 'paragraph', data: { content: RICH } }, { type: 'button', data: { content: { buttonText: TEXT, buttonUrl: 'https://example.org/ok' } } }],
    });
    const abstract = await post<{ abstractId: string }>('/upsertAbstract', {
      title: `Abstract ${TEXT}`,
      category: TEXT,
      institutions: [`Univ ${TEXT}`, 'Plain University'],
      authors: [
        { name: `Author ${TEXT}`, institutionIndexes: [0, 1], isPresenter: true },
        { name: 'Plain Author', institutionIndexes: [1] },
      ],
      abstractText: RICH,
      downloadLabel: TEXT,
      keywords: TEXT,
    });
    const session = await post<{ documentId: string }>('/upsertSession', {
      title: `Session ${TEXT}`,
      location: TEXT,
      // On all day today (event time is UTC here), so its room's screen shows its stage rather than "next".
      date: new Date().toISOString().slice(0, 10),
      startTime: '00:00',
      endTime: '23:59',
      hasPoll: true,
      hasLiveQA: true,
      track: 0,
      contentData: [
        { type: 'title', data: { content: TEXT } },
        { type: 'subSession', data: { content: TEXT, startTime: '09:00', endTime: '10:00' } },
        { type: 'paragraph', data: { content: RICH } },
        { type: 'paragraph', data: { content: `plain text ${TEXT}` } },
        { type: 'paragraph', data: { content: JSON.stringify({ ops: JSON.parse(RICH) }) } },
        { type: 'imageText', data: { content: RICH, imageUrl: '', imageWidth: 40, imagePosition: 'left' } },
        { type: 'webEmbed', data: { content: 'https://example.org/embed?x="><script>window.__xss=11</script>', embedHeight: 300, embedTitle: TEXT } },
        { type: 'button', data: { content: { buttonText: TEXT, buttonUrl: 'https://example.org/"><img src=x onerror=window.__xss=12>' } } },
        { type: 'speaker', data: { speakerType: TEXT, speakerIds: [speaker.documentId] } },
        { type: 'sponsor', data: { content: sponsor.documentId } },
        { type: 'abstract', data: { content: abstract.abstractId, label: TEXT } },
        { type: 'pageLink', data: { page: 'SCHEDULE', label: TEXT } },
      ],
    });
    const poll = await post<{ pollId: string }>('/upsertPoll', { sessionId: session.documentId, question: `Poll ${TEXT}`, options: [P.script, P.img, P.svg, P.js], visible: true });
    const q = await post<{ questionId: string }>('/upsertQuestion', { sessionId: session.documentId, question: `Question ${TEXT}`, status: 'approved' });
    await post('/upsertQuestion', { sessionId: session.documentId, questionId: q.questionId, answer: `Answer ${TEXT}`, status: 'answered' });
    await post('/upsertQuestion', { sessionId: session.documentId, question: `Pending ${TEXT}` });
    await api.operator('/whitelists', { pollId: poll.pollId, emails: [guestEmail] }).catch(() => undefined);

    const watch = await watchPage(page);
    await connectTab(page, ev);
    // Control: the trap hears a payload that runs, and the DOM check sees an event-handler attribute.
    await page.evaluate(() => {
      window.__xss = 'control';
      document.body.insertAdjacentHTML('beforeend', '<i id="xss-control" onclick="void 0"></i>');
    });
    expect(watch.xssHits).toEqual(['window.__xss = control on /']);
    expect(await dangerousDom(page)).toEqual(['<i onclick="void 0">']);
    watch.xssHits.length = 0;
    await page.evaluate(() => document.getElementById('xss-control')?.remove());
    await expectInert(page, watch, 'dashboard');

    await visit(page, watch, '/guests', 'Guests');
    await page.getByRole('link', { name: new RegExp(VISIBLE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectInert(page, watch, 'guest detail');
    await page.keyboard.press('Escape');
    await visit(page, watch, '/tickets', 'Tickets');
    await visit(page, watch, '/sessions', 'Sessions');
    await visit(page, watch, '/speakers', 'Speakers');
    await visit(page, watch, `/speakers/${speaker.documentId}`, `Speaker ${P.script}`);
    await visit(page, watch, '/sponsors', 'Sponsors');
    await visit(page, watch, `/sponsors/${sponsor.documentId}`, `Sponsor ${P.script}`);
    await expect(page.getByTestId('section-preview')).toContainText(VISIBLE);
    await visit(page, watch, '/abstracts', 'Abstracts');
    await visit(page, watch, `/abstracts/${abstract.abstractId}`, `Abstract ${P.script}`);
    await visit(page, watch, '/settings', 'Event settings');
    await visit(page, watch, `/sessions/${session.documentId}/polls`, `Polls: Session ${P.script}`);
    await visit(page, watch, '/polls', 'Polls');
    await visit(page, watch, `/sessions/${session.documentId}/questions`, `Q&A: Session ${P.script}`);
    await visit(page, watch, '/questions', 'Questions');
    await visitScreen(page, watch, server, ev, session.documentId, { kind: 'questions' }, `Session ${P.script}`);
    await visitScreen(page, watch, server, ev, session.documentId, { kind: 'poll', pollId: poll.pollId }, `Poll ${P.script}`);

    // The session editor: Quill loads every rich-text value, the preview renders every section; embeds on request.
    await visit(page, watch, `/sessions/${session.documentId}`, `Session ${P.script}`);
    const preview = page.getByTestId('section-preview');
    await expect(preview).toContainText(VISIBLE);
    await expect(preview.getByRole('link', { name: 'js link' })).toHaveCount(0);
    for (const load of await preview.getByRole('button', { name: 'Load the embed' }).all()) await load.click();
    await expect(preview.locator('iframe')).toHaveCount(1);
    await page.getByRole('group', { name: 'Preview width' }).getByRole('button', { name: 'Desktop' }).click();
    await expectInert(page, watch, 'session editor and preview');
    await page.getByRole('button', { name: 'Open all' }).click();
    await expect(page.locator('.ql-editor').first()).toBeVisible();
    await expect(page.locator('.ql-editor img, .ql-editor iframe, .ql-editor .ql-formula')).toHaveCount(0);
    await expectInert(page, watch, 'session editor after everything');
  });

  test('payloads typed and pasted through the console are saved as text and render inert; javascript: and data: button and embed addresses are refused by the form', async ({
    page,
    api,
    server,
    mintKey,
  }) => {
    test.setTimeout(150_000);
    const ev = await xssEvent(api, server, mintKey);
    const post = <T,>(path: string, body: unknown) => api.post<T>(path, body, ev);
    const session = await post<{ documentId: string }>('/upsertSession', { title: 'Typed here', hasPoll: true, hasLiveQA: true });
    const watch = await watchPage(page);
    await connectTab(page, ev);

    // A guest named with the payloads.
    await moveTo(page, '/guests');
    await page.getByRole('button', { name: 'Add guest' }).click();
    const add = page.getByRole('dialog', { name: 'Add a guest' });
    await add.getByLabel('E-mail').fill('typed.xss@example.org');
    await add.getByLabel('Name').fill(TEXT);
    await add.getByLabel('Company').fill(P.img);
    await add.getByRole('button', { name: 'Add guest' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('link', { name: TEXT })).toBeVisible();
    await expectInert(page, watch, 'guests after adding');

    // The session: title, a button whose address is refused until it is a web address, rich text typed and pasted.
    await moveTo(page, `/sessions/${session.documentId}`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Typed ${TEXT}`);
    const addSection = async (label: string) => {
      await page.getByRole('button', { name: 'Add section' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a section' });
      await dialog.getByRole('button', { name: new RegExp(`^${label} `) }).click();
      await expect(dialog).toBeHidden();
    };
    const field = (label: string, n: number) => page.getByLabel(`${label} (section ${n})`, { exact: true });
    await addSection('Button');
    await field('Button text', 1).fill(TEXT);
    await addSection('Web embed');
    await addSection('Paragraph');
    await addSection('Page link');
    await field('Button label', 4).fill(TEXT);
    await addSection('Title');
    await field('Heading', 5).fill(TEXT);
    const save = page.getByRole('button', { name: 'Save session' }).first();
    // One spelling here (the form marks both fields); every spelling in check-sections.test.ts.
    await field('Button address', 1).fill(P.jsSpaced.trim());
    await field('Embed address', 2).fill(P.data);
    await save.click();
    // The empty paragraph (section 3) is asked about first; the addresses are refused when the save goes ahead.
    await page.getByRole('dialog', { name: 'Save a section that shows nothing?' }).getByRole('button', { name: 'Save anyway' }).click();
    await expect(field('Button address', 1)).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Embed address', 2)).toHaveAttribute('aria-invalid', 'true');
    await expectInert(page, watch, 'button and embed addresses refused');
    await field('Button address', 1).fill('https://example.org/ok');
    await field('Embed address', 2).fill('https://example.org/embed');
    const editor = page.getByRole('textbox', { name: 'Text (section 3)' });
    await editor.click();
    await page.keyboard.type(P.img);
    await page.keyboard.press('Enter');
    await editor.evaluate(
      (el, html) => {
        const dt = new DataTransfer();
        dt.setData('text/html', html);
        dt.setData('text/plain', 'pasted');
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
      },
      '<p>pasted <a href="javascript:window.__xss=20">js link</a> <a href="data:text/html,<script>parent.__xssHit(21)</script>">data link</a>' +
        '<img src=x onerror="window.__xss=22"><svg onload="__xssHit(23)"></svg><iframe src="javascript:window.__xss=24"></iframe>' +
        '<a href="https://example.org/fine">fine link</a></p><script>window.__xss=25</script><style>body{display:none}</style>',
    );
    const preview = page.getByTestId('section-preview');
    await expect(preview).toContainText(P.img);
    await expect(preview.getByRole('link', { name: 'fine link' })).toHaveAttribute('href', 'https://example.org/fine');
    await expectInert(page, watch, 'after paste');
    await save.click();
    await expect(page.getByText('Session saved')).toBeVisible();

    type Section = { type: string; data: Record<string, unknown> };
    const stored = (await api.get<{ documentId: string; title: string; contentData: Section[] }[]>('/getSessions', undefined, ev)).find((s) => s.documentId === session.documentId)!;
    expect(stored.title).toBe(`Typed ${TEXT}`);
    expect((stored.contentData[0].data.content as { buttonUrl: string }).buttonUrl).toBe('https://example.org/ok');
    expect(stored.contentData[1].data.content).toBe('https://example.org/embed');
    const ops = JSON.parse(String(stored.contentData[2].data.content)) as { insert: unknown; attributes?: { link?: string } }[];
    expect(ops.every((op) => typeof op.insert === 'string')).toBe(true);
    const links = ops.map((op) => op.attributes?.link).filter(Boolean);
    expect(links).toContain('https://example.org/fine');
    expect(links.filter((l) => /^\s*(javascript|data):/i.test(String(l)))).toEqual([]);

    await page.reload();
    await expect(preview).toContainText(P.img);
    await expect(preview.getByText(TEXT).first()).toBeVisible();
    await expectInert(page, watch, 'session after reload');
    await moveTo(page, '/sessions');
    await expect(page.locator('h1').first()).toHaveText('Sessions');
    await expect(page.getByText(`Typed ${TEXT}`).first()).toBeVisible();
    await expectInert(page, watch, 'sessions list');

    // A poll whose question and options are payloads, shown on its card and on the projector.
    await moveTo(page, `/sessions/${session.documentId}/polls`);
    await page.getByRole('button', { name: /Create the first poll|New poll/ }).first().click();
    const pollDialog = page.getByRole('dialog', { name: 'New poll' });
    await pollDialog.getByLabel('Question').fill(`Poll ${P.svg}`);
    await pollDialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill(P.script);
    await pollDialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill(P.img);
    await pollDialog.getByRole('button', { name: 'Create poll' }).click();
    await expect(pollDialog).toBeHidden();
    await expect(page.getByRole('article', { name: `Poll ${P.svg}` })).toBeVisible();
    await expectInert(page, watch, 'polls');
    const polls = await api.get<{ pollId: string; options: string[] }[]>('/getPolls', { sessionId: session.documentId }, ev);
    expect(polls[0].options).toEqual([P.script, P.img]);
    await visitScreen(page, watch, server, ev, session.documentId, { kind: 'poll', pollId: polls[0].pollId }, `Poll ${P.svg}`);

    // A question answered through the board's answer dialog.
    await post('/upsertQuestion', { sessionId: session.documentId, question: `Asked ${P.iframe}`, status: 'approved' });
    await moveTo(page, `/sessions/${session.documentId}/questions`);
    await page.getByRole('tab', { name: /^Approved/ }).click();
    await expect(page.getByText(`Asked ${P.iframe}`).first()).toBeVisible();
    await page.getByRole('button', { name: 'Answer', exact: true }).first().click();
    const answer = page.getByRole('dialog', { name: 'Answer the question' });
    await expect(answer).toContainText(`Asked ${P.iframe}`);
    await expectInert(page, watch, 'answer dialog');
    await answer.getByLabel('Answer').fill(`Answer ${TEXT}`);
    await answer.getByRole('button', { name: 'Mark answered' }).click();
    await expect(answer).toBeHidden();
    await expect.poll(async () => (await api.get<{ answer: string }[]>('/getQuestions', { sessionId: session.documentId }, ev))[0]?.answer).toBe(`Answer ${TEXT}`);
    await expectInert(page, watch, 'question board');
    await visitScreen(page, watch, server, ev, session.documentId, { kind: 'questions' }, `Asked ${P.iframe}`);
    await expect(page.getByText(`Typed ${TEXT}`).first()).toBeVisible();
  });
});
