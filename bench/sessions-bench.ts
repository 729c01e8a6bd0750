/**
 * Sessions, speakers, sponsors and the content-section editor, in a real Chromium against the local
 * server: what the login route loads (Quill and drag and drop must not be in it), the size of the chunks
 * that carry them, the time to open a session page with one section of every type and then every section's editor, and the time from a
 * keystroke in a rich-text section to the live preview showing it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { median, type BenchRow } from './bench-row';
import { closeSharedBench, sharedBench } from './shared';
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function gzipKb(file: string): number {
  return kb(gzipSync(readFileSync(file)).length);
}

export async function run(): Promise<BenchRow[]> {
  const ctx = await sharedBench();
  const dist = ctx.distDir;
  const assets = readdirSync(join(dist, 'assets'));
  const chunk = (prefix: string) => assets.find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  const rows: BenchRow[] = [];
  const quillChunk = chunk('rich-text-editor-');
  if (quillChunk) rows.push({ name: 'Quill editor chunk (gzip)', value: gzipKb(join(dist, 'assets', quillChunk)), unit: 'KB', goal: 'loaded only where rich text is edited' });
  const sessionChunk = chunk('session-page-');
  if (sessionChunk) rows.push({ name: 'session page chunk (gzip)', value: gzipKb(join(dist, 'assets', sessionChunk)), unit: 'KB' });
  const dndChunk = assets.find((f) => f.endsWith('.js') && readFileSync(join(dist, 'assets', f), 'utf8').includes('DndLiveRegion'));
  if (dndChunk) rows.push({ name: `section editor chunk incl. @dnd-kit (${dndChunk.replace(/-[\w-]{8}\.js$/, '')}, gzip)`, value: gzipKb(join(dist, 'assets', dndChunk)), unit: 'KB' });

  const { server, browser } = ctx;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const demo = server.demo!;
    const apiKey = await ctx.mintKey();
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) loaded.push(r.url().split('/').pop()!);
    });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('API key').waitFor();
    const loginJs = [...loaded];
    const loginKb = loginJs.reduce((sum, f) => sum + gzipKb(join(dist, 'assets', f)), 0);
    rows.push({ name: 'login route JS (gzip)', value: Math.round(loginKb * 10) / 10, unit: 'KB' });
    const heavyOnLogin = loginJs.filter((f) => f === quillChunk || f === dndChunk || f === sessionChunk).length;
    rows.push({ name: 'Quill / dnd-kit chunks loaded by /login', value: heavyOnLogin, unit: 'n', goal: '= 0', ok: heavyOnLogin === 0 });

    await page.getByLabel('API base URL').fill(server.apiBaseUrl);
    await page.getByLabel('API key').fill(apiKey);
    await page.getByLabel('Client id').fill(demo.clientId);
    await page.getByLabel('Event id').fill(demo.eventId);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const headers = { 'content-type': 'application/json', 'x-api-key': apiKey, 'x-client-id': demo.clientId, 'x-event-id': demo.eventId };
    const call = async (path: string, body?: unknown) => {
      const res = await fetch(`${server.apiBaseUrl}${path}`, { method: body ? 'POST' : 'GET', headers: { ...headers, 'x-timestamp': String(Date.now()) }, body: body ? JSON.stringify(body) : undefined });
      return res.json() as Promise<Record<string, unknown> & { documentId?: string }>;
    };
    const sponsors = (await call('/getSponsors')) as unknown as { documentId: string; hideFromList: boolean }[];
    const speakers = (await call('/getSpeakers')) as unknown as { documentId: string; hideFromList: boolean }[];
    const delta = (t: string) => JSON.stringify([{ insert: `${t}\n` }]);
    const contentData = [
      { type: 'title', data: { content: 'Bench' } },
      { type: 'subSession', data: { content: 'Part', startTime: '9:00', endTime: '9:30' } },
      { type: 'paragraph', data: { content: delta('Paragraph') } },
      { type: 'image', data: { content: `${server.url}/favicon.ico` } },
      { type: 'imageText', data: { content: delta('Beside'), imageUrl: '', imageWidth: 40, imagePosition: 'left' } },
      { type: 'webEmbed', data: { content: 'https://www.youtube.com/embed/dQw4w9WgXcQ', embedHeight: 400, embedTitle: 'Video' } },
      { type: 'button', data: { content: { buttonText: 'Go', buttonUrl: 'https://example.com' } } },
      { type: 'sponsor', data: { content: sponsors.find((s) => !s.hideFromList)!.documentId } },
      { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: speakers.filter((s) => !s.hideFromList).slice(0, 3).map((s) => s.documentId) } },
      { type: 'menuShortcuts', data: {} },
      { type: 'pageLink', data: { page: 'SCHEDULE', refId: '', label: '' } },
    ];
    const session = await call('/upsertSession', { title: 'Bench session', contentData });

    // Sections open closed (one line each) with the live preview beside them; "Open all" mounts every
    // section's editor, the two rich-text ones included.
    const openMs: number[] = [];
    const openAllMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`${server.url}/sessions`);
      await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
      const t0 = Date.now();
      await page.goto(`${server.url}/sessions/${session.documentId}`);
      await page.getByRole('listitem', { name: `Section ${contentData.length} of ${contentData.length}: Page link` }).waitFor();
      await page.getByTestId('section-preview').getByText('Paragraph').first().waitFor();
      openMs.push(Date.now() - t0);
      const t1 = Date.now();
      await page.getByRole('button', { name: 'Open all' }).click();
      await page.locator('.ql-editor').nth(1).waitFor();
      openAllMs.push(Date.now() - t1);
    }
    rows.push({ name: `open a session page with ${contentData.length} sections (cards and preview shown)`, value: Math.round(median(openMs)), unit: 'ms', goal: '≤ 2000', ok: median(openMs) <= 2000 });
    rows.push({ name: `"Open all" to every section's editor ready (${contentData.length} sections, 2 rich-text)`, value: Math.round(median(openAllMs)), unit: 'ms' });

    const editor = page.getByRole('textbox', { name: 'Text (section 3)' });
    await editor.click();
    await page.keyboard.press('End');
    const preview = page.getByTestId('section-preview');
    const typeMs: number[] = [];
    for (let i = 0; i < 10; i++) {
      const word = `w${i}x`;
      const t0 = Date.now();
      await page.keyboard.type(word);
      await preview.getByText(new RegExp(word)).first().waitFor();
      typeMs.push(Date.now() - t0);
    }
    rows.push({ name: 'keystrokes to live preview (3 chars)', value: Math.round(median(typeMs)), unit: 'ms', goal: '≤ 200', ok: median(typeMs) <= 200 });
  } finally {
    await context.close();
  }
  return rows;
}

export default run;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run()
    .finally(() => closeSharedBench())
    .then((rows) => console.table(rows));
}
