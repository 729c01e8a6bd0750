/**
 * The team (issue 37): the organiser shares the event and invites; a moderator joins with a password and an AV
 * technician with a passkey (Chromium's virtual authenticator); each sees only its pages; the organiser sees
 * where they are; the key is replaced while they work and no one is signed out; the audit log names each one;
 * and no byte a member's browser receives or keeps carries the key. Three browser contexts.
 */
import { expect as baseExpect, test } from './fixtures';
import { openConnected } from './open-connected';
import { moveTo } from './move-in-console';
import { onNowTimes } from './on-now-times';
import { invite, joinWithPassword, memberContext, nav, shareWithTeam } from './team-members';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('a team signs in without the key: roles, presence, a new key while they work, and the audit log', async ({ page, browser, server, credentials, mintKey, api }) => {
  // A session on now in a room of its own (on the event's clock, never across midnight), in the programme before the
  // team starts work.
  const room = `Studio ${Date.now().toString(36)}`;
  const { documentId: onNow } = await api.post<{ documentId: string }>('/upsertSession', { title: 'Live desk check', location: room, ...(await onNowTimes(api, 10, 40)) });
  // The organiser, signed in with the key, shares the event and invites a moderator and an AV technician.
  await openConnected(page, credentials, '/team');
  await shareWithTeam(page);
  const moderatorLink = await invite(page, 'Moderator');
  const avLink = await invite(page, 'AV');

  // The moderator joins with a password.
  const mod = await memberContext(browser, server.url);
  await joinWithPassword(mod.page, moderatorLink, { name: 'Ana', email: 'ana@team.example', role: 'Moderator' });
  await expect(nav(mod.page).getByRole('link', { name: 'Q&A', exact: true })).toBeVisible();
  for (const hidden of ['Guests', 'Tickets', 'Team', 'Audit log']) await expect(nav(mod.page).getByRole('link', { name: hidden, exact: true })).toHaveCount(0);

  // The AV technician joins with a passkey (a virtual authenticator; passkeys need a host name, not an address).
  const av = await memberContext(browser, server.url.replace('127.0.0.1', 'localhost'));
  const cdp = await av.context.newCDPSession(av.page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', { options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true } });
  await av.page.goto(avLink.replace('127.0.0.1', 'localhost'));
  await av.page.getByLabel('Your name').fill('Ben');
  await av.page.getByLabel('E-mail address').fill('ben@team.example');
  await av.page.getByRole('button', { name: 'Join with a passkey' }).click();
  await expect(av.page.getByTestId('member-badge')).toHaveText('Ben · AV');
  for (const hidden of ['Guests', 'Team', 'Audit log']) await expect(nav(av.page).getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  // Signed out, the passkey signs in again.
  await nav(av.page).getByRole('link', { name: 'Account', exact: true }).click();
  await av.page.getByRole('button', { name: 'Sign out' }).click();
  await av.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(av.page.getByTestId('member-badge')).toHaveText('Ben · AV');

  // The organiser sees where the moderator is.
  await nav(mod.page).getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(page.getByTestId('presence')).toContainText('Ana · Sessions');

  // The moderator's console writes through the server: a question is saved, a session is refused.
  const writes = await mod.page.evaluate(async () => {
    const post = (path: string, body: unknown) => fetch(`/team-api/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status);
    const sessions = (await fetch('/team-api/api/getSessions').then((r) => r.json())) as { documentId: string }[];
    return { question: await post('/upsertQuestion', { sessionId: sessions[0].documentId, question: 'Asked by the team?' }), session: await post('/upsertSession', { title: 'Not mine to add' }) };
  });
  expect(writes).toEqual({ question: 200, session: 403 });
  // The moderator's board has what the console's server keeps for Q&A (the queue and its archive), through the cookie.
  const boardSession = await mod.page.evaluate(async () => ((await fetch('/team-api/api/getSessions').then((r) => r.json())) as { documentId: string }[])[0].documentId);
  await moveTo(mod.page, `/sessions/${boardSession}/questions`);
  await expect(mod.page.getByRole('tab', { name: /^Archived/ })).toBeVisible();

  // A new key replaces the old one while both work: nobody is signed out.
  const newKey = await mintKey();
  await page.getByLabel('New key for the team').fill(newKey);
  await page.getByRole('button', { name: 'Replace the key' }).click();
  await expect(page.getByLabel('New key for the team')).toHaveValue('');
  await nav(mod.page).getByRole('link', { name: 'Polls', exact: true }).click();
  await expect(mod.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(mod.page.getByTestId('member-badge')).toHaveText('Ana · Moderator');
  await nav(av.page).getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(av.page.getByTestId('member-badge')).toHaveText('Ben · AV');

  // The audit log names each member's actions.
  await nav(page).getByRole('link', { name: 'Audit log', exact: true }).click();
  const rows = page.getByTestId('audit-row');
  await expect(rows.filter({ hasText: 'Ana' }).filter({ hasText: 'Save a question' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Ana' }).filter({ hasText: 'Save a session' }).filter({ hasText: 'Refused' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Ben' }).filter({ hasText: 'Join' })).toHaveCount(1);

  // By whom: the organiser's save names the moderator's change it kept.
  const { pollId } = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: boardSession, question: 'Coffee or tea?', options: ['Coffee', 'Tea', 'Water'], maxChoices: 1 });
  await moveTo(page, `/sessions/${boardSession}/polls`);
  await page.getByRole('button', { name: 'More actions for “Coffee or tea?”' }).click();
  await page.getByRole('menuitem', { name: 'Edit “Coffee or tea?”' }).click();
  const pollDialog = page.getByRole('dialog', { name: 'Edit poll' });
  await expect(pollDialog.getByLabel('Question')).toHaveValue('Coffee or tea?');
  const renamed = await mod.page.evaluate(
    (id) => fetch('/team-api/api/upsertPoll', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ documentId: id, question: 'Coffee, tea or water?' }) }).then((r) => r.status),
    pollId,
  );
  expect(renamed).toBe(200);
  await pollDialog.getByLabel('Picks per person').fill('2');
  await pollDialog.getByRole('button', { name: 'Save poll' }).click();
  await expect(page.getByText(/^Kept the change Ana made \d+ s ago to Question\.$/)).toBeVisible();

  // By whom, on the board: the moderator approves a question the organiser's board shows as pending; the organiser's
  // board moves it and names her.
  await moveTo(page, `/sessions/${boardSession}/questions`);
  await expect(page.getByText('Asked by the team?')).toBeVisible();
  const approved = await mod.page.evaluate(async (sessionId) => {
    const questions = (await fetch(`/team-api/api/getQuestions?sessionId=${sessionId}`).then((r) => r.json())) as { questionId: string; question: string }[];
    const asked = questions.find((q) => q.question === 'Asked by the team?');
    return fetch('/team-api/api/upsertQuestion', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId, questionId: asked?.questionId, status: 'approved' }) }).then((r) => r.status);
  }, boardSession);
  expect(approved).toBe(200);
  await expect(page.getByTestId('team-move')).toHaveText(/^Ana approved “Asked by the team\?” · \d+ s ago$/);

  // By whom, in the control room: the AV technician changes the stage of the session on now; the organiser's
  // control room names him.
  await moveTo(page, `/rooms/${encodeURIComponent(room)}`);
  await expect(page.getByRole('heading', { name: 'The stage of “Live desk check”' })).toBeVisible();
  const commanded = await av.page.evaluate(
    (sessionId) =>
      fetch('/console-api/screens/stage/command', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId, basedOn: 0, command: { do: 'show-welcome' } }) }).then((r) => r.status),
    onNow,
  );
  expect(commanded).toBe(200);
  await expect(page.getByTestId('stage-author')).toHaveText(/^Last changed by Ben · \d+ s ago$/);

  // No byte a member's browser received, sent or kept carries either key.
  for (const member of [mod, av]) {
    const kept = await member.page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie + location.href);
    const cookies = JSON.stringify(await member.context.cookies());
    const everything = [...member.bytes, kept, cookies].join('\n');
    expect(member.bytes.length).toBeGreaterThan(20);
    expect(everything.includes(credentials.apiKey)).toBe(false);
    expect(everything.includes(newKey)).toBe(false);
    await member.context.close();
  }
});
