/**
 * The room's screen on any machine: two moderators, each in their own browser with their own key, and the
 * room's screen in a third browser with no key at all, opened from a link. Everything the screen shows comes
 * from the console's server over Server-Sent Events.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openScreenStream } from '../server/screens/screen-stream-client';
import { expectNoAxeViolations } from './axe';
import { test, expect as baseExpect } from './fixtures';
import { openConnected } from './open-connected';

// Three browsers share the machine: conditions get more time to be met.
const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => randomBytes(4).toString('hex');
const row = (page: Page, text: string) => page.getByRole('article', { name: text });

test.describe('room screens', () => {
  test('a screen link with no key follows any moderator: show, spotlight, clear, reload, poll stages, renew', async ({ page: a, credentials, api, browser, server, mintKey }) => {
    test.slow();
    const title = `Hall A keynote ${unique()}`;
    const s = await api.post<{ documentId: string }>('/upsertSession', { title, hasLiveQA: true, hasPoll: true });
    const sid = s.documentId;
    const approved = `What comes after the keynote ${unique()}?`;
    const second = `Will the slides be shared ${unique()}?`;
    const secret = `PENDING-${unique()} do not show`;
    await api.post('/upsertQuestion', { sessionId: sid, question: approved, status: 'approved' });
    await api.post('/upsertQuestion', { sessionId: sid, question: second, status: 'approved' });
    await api.post('/upsertQuestion', { sessionId: sid, question: secret, status: 'pending' });
    const guest = `guest-${unique()}@example.org`;
    await api.post('/addGuest', { userEmail: guest, name: 'Guest' });

    // Moderator A adds a screen for the session (it has no room) from the board's screens line, and gets its link.
    const screenName = `${title} screen`;
    await openConnected(a, credentials, `/sessions/${sid}/questions`);
    const panelA = a.getByRole('region', { name: 'Screens' });
    await expect(panelA).toContainText('no screen follows this session');
    await panelA.getByRole('button', { name: 'Add a screen for this session' }).click();
    const linkDialog = a.getByRole('dialog', { name: `Link of ${screenName}` });
    const link = (await linkDialog.getByTestId('screen-link').textContent())?.trim() ?? '';
    expect(link).toMatch(/\/screen\/[A-Za-z0-9_-]{32}$/);
    await expect(linkDialog.getByTestId('join-qr')).toBeVisible();
    await linkDialog.getByRole('button', { name: 'Done' }).click();

    // The room's PC: another browser, no key, no sign-in.
    const screenContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 720 } });
    const screen = await screenContext.newPage();
    const apiCalls: string[] = [];
    screen.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    await screen.goto(link);
    const list = screen.getByRole('list', { name: 'Approved questions' });
    await expect(list).toContainText(approved);
    await expect(screen.getByRole('heading', { level: 1 })).toContainText('Hall A keynote');
    await expect(screen.getByText(secret)).toHaveCount(0);
    // The same stream, read byte for byte alongside.
    const bytes = await openScreenStream(`${server.url}/screen-api/${link.split('/').pop()}/events`);
    await expect(panelA).toContainText(`${screenName} (connected)`);

    // Moderator B, another browser with their own key, spotlights a question: it reaches A's screen, and A's board says so.
    const contextB = await browser.newContext({ baseURL: server.url });
    const b = await contextB.newPage();
    await openConnected(b, { ...credentials, apiKey: await mintKey() }, `/sessions/${sid}/questions`);
    await b.getByRole('tab', { name: /^Approved/ }).click();
    await row(b, second).getByRole('button', { name: 'Show on screen' }).click();
    const spotlight = screen.getByRole('region', { name: 'Question on screen' });
    await expect(spotlight).toContainText(second);
    await expect(list).toHaveCount(0);
    await expect(a.getByRole('status').filter({ hasText: 'On the room’s screen' })).toContainText(`the question “${second}”`);
    await expect(b.getByRole('region', { name: 'Screens' })).toContainText(`${screenName} (connected)`);

    // Reloaded, the screen shows what is on screen now at once.
    await screen.reload();
    await expect(spotlight).toContainText(second);

    // A clears: the list is back on the screen, and B's board says so too.
    await a.getByRole('button', { name: 'Clear screen' }).click();
    await expect(list).toContainText(approved);
    await expect(b.getByRole('status').filter({ hasText: 'On the room’s screen' })).toContainText('the approved questions');

    // A poll through its stages, driven from B's polls page; results after Reveal on this poll.
    const question = `Coffee now ${unique()}?`;
    const { pollId } = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: sid, question, options: ['Yes', 'No'], visible: true, locked: false });
    await b.goto(`/sessions/${sid}/polls`);
    const card = b.getByRole('article', { name: question });
    await card.getByLabel('Results on screen').selectOption('reveal');
    await card.getByRole('button', { name: `Show on screen: “${question}”` }).click();
    const poll = screen.getByRole('region', { name: 'Poll on screen' });
    await expect(poll).toContainText(question);
    const status = screen.getByTestId('poll-screen-status');
    await expect(status).toContainText('Voting open');
    await expect(status).toContainText('results revealed later');
    await expect(screen.getByTestId('vote-counter')).toHaveText('0');
    await api.attendee('/vote', { pollId, email: guest, options: ['Yes'] });
    await expect(screen.getByTestId('vote-counter')).toHaveText('1');
    await expect(poll.getByRole('row', { name: /^Yes/ })).toContainText('Hidden until revealed');
    await card.getByRole('button', { name: `Close voting: “${question}”` }).click();
    await expect(status).toContainText('Voting closed');
    await card.getByRole('button', { name: `Reveal results: “${question}”` }).click();
    await expect(poll.getByRole('row', { name: /^Yes/ })).toContainText('1 vote · 100.0%');
    await expect(card).toContainText('On screen now');
    await expect(a.getByRole('status').filter({ hasText: 'On the room’s screen' })).toContainText('with its results');

    // A renews the link on Rooms: the open screen says so, the old link is refused, the new one works.
    // The screen is connected: renewing asks first, saying what the room will see.
    await a.getByRole('navigation', { name: 'Areas' }).first().getByRole('link', { name: 'Rooms', exact: true }).click();
    const following = a.getByRole('list', { name: 'Screens following one session' });
    await expect(following).toContainText(`${screenName} (connected)`);
    await following.getByRole('button', { name: `Manage ${screenName}` }).click();
    await a.getByRole('menuitem', { name: `Renew link of ${screenName}` }).click();
    const ask = a.getByRole('alertdialog', { name: `Renew the link of ${screenName}?` }).or(a.getByRole('dialog', { name: `Renew the link of ${screenName}?` }));
    await expect(ask).toContainText('is connected now');
    await ask.getByRole('button', { name: 'Renew link' }).click();
    const renewed = a.getByRole('dialog', { name: `Link of ${screenName}` });
    const newLink = (await renewed.getByTestId('screen-link').textContent())?.trim() ?? '';
    expect(newLink).not.toBe(link);
    await expect(screen.getByTestId('pairing-reason')).toContainText('its link was renewed', { timeout: 5_000 });
    await expect(screen.getByTestId('pairing-code')).toBeVisible();
    expect((await screen.request.get(`${server.url}/screen-api/${link.split('/').pop()}`)).status()).toBe(404);
    await screen.goto(newLink);
    await expect(screen.getByRole('region', { name: 'Poll on screen' })).toContainText(question);

    // A's polls page pins the poll that B put on screen (the server's state, not this browser's windows).
    await a.goto(`/sessions/${sid}/polls`);
    const pinned = a.getByRole('region', { name: 'On the room’s screen now' });
    await expect(pinned).toContainText(question);
    await expect(pinned).toContainText('with its results');
    // The pinned poll's question is a heading of the pinned section, not a bold paragraph (axe: p-as-heading).
    await expect(pinned.getByRole('heading', { level: 3, name: question })).toBeVisible();
    await expectNoAxeViolations(a);

    // A lobby screen for the breaks, added by link and renamed by A on Rooms: B's Rooms lists it under its new name without a reload.
    await b.goto('/rooms');
    const lobbyOfB = b.getByRole('list', { name: 'Screens of Lobby' });
    await a.getByRole('link', { name: 'Rooms', exact: true }).first().click();
    await a.getByRole('button', { name: 'Add a screen by link to Lobby' }).click();
    const adding = a.getByRole('dialog', { name: 'Add a screen to Lobby' });
    await adding.getByLabel('New screen’s name').fill('Foyer TV');
    await adding.getByRole('button', { name: 'Add screen' }).click();
    const foyer = a.getByRole('dialog', { name: 'Link of Foyer TV' });
    const foyerLink = (await foyer.getByTestId('screen-link').textContent())?.trim() ?? '';
    await foyer.getByRole('button', { name: 'Done' }).click();
    await expect(lobbyOfB).toContainText('Foyer TV (not connected)');
    await a.getByRole('list', { name: 'Screens of Lobby' }).getByRole('button', { name: 'Manage Foyer TV' }).click();
    await a.getByRole('menuitem', { name: 'Rename Foyer TV' }).click();
    const renameDialog = a.getByRole('dialog', { name: 'Rename Foyer TV' });
    await expectNoAxeViolations(a);
    await renameDialog.getByLabel('Screen’s name').fill('Lobby TV');
    await renameDialog.getByRole('button', { name: 'Save name' }).click();
    await expect(renameDialog).toBeHidden();
    if (process.env.QA_SHOTS) {
      for (const width of [1440, 390]) {
        await a.setViewportSize({ width, height: 900 });
        await a.screenshot({ path: `/tmp/rooms-screens-${width}.png`, fullPage: true });
      }
      await a.setViewportSize({ width: 1280, height: 720 });
    }
    await screen.goto(foyerLink);
    await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(lobbyOfB).toContainText('Lobby TV (connected)');
    // B's console loses the server (fault injected: its browser goes offline): the screen is no longer said to be connected, only when it was last seen.
    await contextB.setOffline(true);
    await expect(lobbyOfB).toContainText(/Lobby TV \(last seen \d\d:\d\d\)/);
    await contextB.setOffline(false);
    await expect(lobbyOfB).toContainText('Lobby TV (connected)');

    // What went over the wire to the screen: never a pending question, an e-mail or a key; and the screen asked the API nothing.
    await bytes.ended;
    const wire = bytes.bytes();
    expect(wire).toContain(approved);
    expect(wire).not.toContain(secret);
    expect(wire).not.toContain(guest);
    expect(wire).not.toMatch(/@example\.org/);
    expect(wire).not.toContain(server.demo.apiKey);
    expect(apiCalls).toEqual([]);
    await screenContext.close();
    await contextB.close();
  });
});
