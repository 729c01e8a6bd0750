/**
 * A stage that carries intent: what a moderator clicks is what the room gets, or a refusal in words. Moderators
 * with their own keys in their own browsers; what the room's screens show is read from the console's server.
 */
import { randomBytes } from 'node:crypto';
import type { StageContent } from '../src/contract/screens';
import { test, expect as baseExpect, type Credentials } from './fixtures';
import { openConnected } from './open-connected';

const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => randomBytes(4).toString('hex');

/** The stage of a session as the console's server holds it (what every screen of the session shows). */
async function stageOf(url: string, who: Credentials, sessionId: string): Promise<StageContent | undefined> {
  const res = await fetch(`${url}/console-api/screens`, {
    headers: { 'x-api-key': who.apiKey, 'x-client-id': who.clientId, 'x-event-id': who.eventId, 'x-timestamp': String(Date.now()) },
  });
  const list = (await res.json()) as { stages: { sessionId: string | null; content: StageContent }[] };
  return list.stages.find((s) => s.sessionId === sessionId)?.content;
}

test.describe('a stage that carries intent', () => {
  test('Reveal followed at once by Show never clears the screen', async ({ page, credentials, api, server }) => {
    const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: `Keynote ${unique()}`, hasPoll: true });
    const question = `Coffee now ${unique()}?`;
    const { pollId } = await api.post<{ pollId: string }>('/upsertPoll', { sessionId: sid, question, options: ['Yes', 'No'], visible: true, locked: true });
    await openConnected(page, credentials, `/sessions/${sid}/polls`);
    const card = page.getByRole('article', { name: question });
    const show = card.getByRole('button', { name: `Show on screen: “${question}”` });

    // Twice: with the poll off screen, then on screen (where Clear used to take Show's place).
    for (const onScreenFirst of [false, true]) {
      if (onScreenFirst) {
        await api.post('/upsertPoll', { documentId: pollId, showVotes: false });
        await page.reload();
        await show.click();
        await expect(show).toHaveAttribute('aria-pressed', 'true');
      }
      await card.getByRole('button', { name: `Reveal results: “${question}”` }).click();
      await show.click();
      await expect(show).toHaveAttribute('aria-pressed', 'true');
      await expect(show).toHaveText('On screen');
      await expect.poll(() => stageOf(server.url, credentials, sid)).toMatchObject({ kind: 'poll', pollId });
      await expect(card.getByRole('button', { name: /^Clear screen/ })).toBeEnabled();
      await expect(card).toContainText('On screen now');
    }
  });

  test('a stale Clear is refused in words', async ({ page: a, credentials, api, server, browser, mintKey }) => {
    const { documentId: sid } = await api.post<{ documentId: string }>('/upsertSession', { title: `Panel ${unique()}`, hasPoll: true, hasLiveQA: true });
    const pollQuestion = `Lunch or talks ${unique()}?`;
    await api.post('/upsertPoll', { sessionId: sid, question: pollQuestion, options: ['Lunch', 'Talks'], visible: true });
    const asked = `Are the slides online ${unique()}?`;
    await api.post('/upsertQuestion', { sessionId: sid, question: asked, status: 'approved' });

    // Moderator A puts the poll on screen.
    await openConnected(a, credentials, `/sessions/${sid}/polls`);
    const cardA = a.getByRole('article', { name: pollQuestion });
    await cardA.getByRole('button', { name: `Show on screen: “${pollQuestion}”` }).click();
    await expect(cardA.getByRole('button', { name: `Show on screen: “${pollQuestion}”` })).toHaveAttribute('aria-pressed', 'true');

    // Moderator B, own key, own browser. Fault injected: B's live updates stop after the first read (a dropped
    // stream that does not come back), so B keeps seeing the poll on screen after A moves on.
    const contextB = await browser.newContext({ baseURL: server.url });
    const b = await contextB.newPage();
    let streams = 0;
    await b.route('**/console-api/screens/events', async (route) => {
      streams += 1;
      if (streams === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Fault injected', code: 'unavailable' }) });
      // Later attempts hang: the stream never comes back.
    });
    await openConnected(b, { ...credentials, apiKey: await mintKey() }, `/sessions/${sid}/polls`);
    const cardB = b.getByRole('article', { name: pollQuestion });
    const clearB = cardB.getByRole('button', { name: `Clear screen: take “${pollQuestion}” off it` });
    await expect(clearB).toBeEnabled();

    // A spotlights a question from the board.
    await a.goto(`/sessions/${sid}/questions`);
    await a.getByRole('tab', { name: /^Approved/ }).click();
    await a.getByRole('article', { name: asked }).getByRole('button', { name: 'Show on screen' }).click();
    await expect.poll(() => stageOf(server.url, credentials, sid)).toMatchObject({ kind: 'question' });

    // B clears the poll it still sees: refused in words, nothing changed, and B's card now tells the truth.
    await clearB.click();
    await expect(b.getByText(`The screen changed since you looked: it now shows the question “${asked}”. Nothing was changed; look again and choose.`)).toBeVisible();
    expect(await stageOf(server.url, credentials, sid)).toMatchObject({ kind: 'question' });
    await expect(cardB.getByRole('button', { name: `Show on screen: “${pollQuestion}”` })).toHaveAttribute('aria-pressed', 'false');
    await expect(clearB).toHaveCount(0);
    await contextB.close();
  });
});
