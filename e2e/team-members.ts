/**
 * The team in a browser test: the organiser (signed in with the key, on the Team page) shares the event and
 * creates invitation links; each member joins in a browser context of its own. Shared by the team's specs.
 */
import { expect as baseExpect, type Browser, type BrowserContext, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 20_000 });

/** The console's navigation (the sidebar's copy on wide screens). */
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Areas' }).first();

/**
 * On the Team page: shares the event with the team unless an earlier test of the worker already did (the event
 * is the worker's demo event, shared once for every test that follows, in whatever order they run).
 */
export async function shareWithTeam(organiser: Page): Promise<void> {
  const shared = organiser.getByRole('heading', { name: 'Shared with the team' });
  const share = organiser.getByRole('button', { name: 'Share this event with my team' });
  await expect(shared.or(share)).toBeVisible();
  if (await share.isVisible()) await share.click();
  await expect(shared).toBeVisible();
}

/** On the Team page: a new invitation link for `role` (for a moderator, `rooms` as typed: "Hall A, Hall B"). */
export async function invite(organiser: Page, role: string, rooms = ''): Promise<string> {
  await organiser.getByLabel('Role', { exact: true }).selectOption({ label: role });
  if (role === 'Moderator') await organiser.getByLabel('Rooms', { exact: true }).fill(rooms);
  const field = organiser.getByLabel('Invitation link');
  // The field still shows the link made before until the new one is answered: wait for a new link, not any link.
  const before = (await field.count()) > 0 ? await field.inputValue() : '';
  await organiser.getByRole('button', { name: 'Create invitation link' }).click();
  await expect(field).toHaveValue(/\/join#/);
  await expect(field).not.toHaveValue(before);
  return field.inputValue();
}

/** Everything a member's browser receives (bodies and headers, streams aside) and sends, as text. */
export function recordBytes(page: Page, into: string[]): void {
  page.on('request', (r) => into.push(`${r.url()} ${JSON.stringify(r.headers())} ${r.postData() ?? ''}`));
  page.on('response', async (r) => {
    const headers = JSON.stringify(await r.allHeaders().catch(() => ({})));
    into.push(`${r.url()} ${headers}`);
    if ((r.headers()['content-type'] ?? '').includes('event-stream')) return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    into.push(body.toString('latin1'));
  });
}

export type MemberContext = { context: BrowserContext; page: Page; bytes: string[] };

/** A browser context of the member's own at `origin`, recording every byte its page sends and receives. */
export async function memberContext(browser: Browser, origin: string, options: { viewport?: { width: number; height: number } } = {}): Promise<MemberContext> {
  const context = await browser.newContext({ baseURL: origin, ...options });
  const page = await context.newPage();
  const bytes: string[] = [];
  recordBytes(page, bytes);
  return { context, page, bytes };
}

/** The member opens the invitation link and joins with a name, an e-mail address and a password; the console opens. */
export async function joinWithPassword(page: Page, link: string, who: { name: string; email: string; role: string; password?: string }): Promise<void> {
  await page.goto(link);
  await expect(page.getByText('You are invited to')).toContainText(who.role);
  await page.getByLabel('Your name').fill(who.name);
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Password').fill(who.password ?? 'a long enough password');
  await page.getByRole('button', { name: 'Join with this password' }).click();
  await expect(page.getByTestId('member-badge')).toHaveText(`${who.name} · ${who.role}`);
}
