import { test, expect } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';

type SessionRead = { documentId: string; title: string; date: string; startTime: string; track: number; tintColor?: unknown; hasPoll: boolean; hasLiveQA: boolean; contentData: unknown[] };
type EventRead = { trackArray: string[]; tierArray: string[] };

test.describe('sessions', () => {
  test('creates a session through the form with its track chosen by name, lists and filters it, and keeps it after reload; axe clean', async ({ page, api, credentials }) => {
    test.setTimeout(120_000);
    const event = await api.get<EventRead>('/getEvent');
    expect(event.trackArray.length, 'the demo event has at least two tracks').toBeGreaterThanOrEqual(2);
    const secondTrack = event.trackArray[1];

    await openConnected(page, credentials, '/sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'New session' }).click();
    await expect(page).toHaveURL(/\/sessions\/new$/);

    await page.getByLabel('Title').fill('Ocean data workshop');
    await page.getByLabel('Date').fill('2031-05-02');
    await page.getByLabel('Start time').fill('10:30');
    await page.getByLabel('End time').fill('11:15');
    await page.getByLabel('Location').fill('Room 4');
    await page.getByRole('radio', { name: secondTrack }).check();
    const colour = page.getByRole('group', { name: 'Colour in the app' });
    await colour.getByRole('radio', { name: 'A colour of its own' }).check();
    await expect(colour.getByLabel("The session's own colour")).not.toHaveValue('');
    await colour.getByRole('radio', { name: 'Track colour' }).check();
    await expect(colour.getByRole('radio', { name: 'Track colour' })).toHaveAccessibleDescription(new RegExp(`the colour of ${secondTrack}$`));
    await page.getByRole('switch', { name: 'Polls' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create session' }).first().click();

    await expect(page).toHaveURL(/\/sessions\/(?!new)[^/]+$/);
    const id = decodeURIComponent(page.url().split('/').pop()!);
    const stored = (await api.get<SessionRead[]>('/getSessions')).find((s) => s.documentId === id)!;
    expect(stored).toMatchObject({ title: 'Ocean data workshop', date: '2031-05-02', startTime: '10:30', track: 1, hasPoll: true, hasLiveQA: false });

    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue('Ocean data workshop');
    await expect(page.getByRole('radio', { name: secondTrack })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Polls' })).toHaveAttribute('aria-checked', 'true');

    await page.goto(`/sessions?track=1&q=ocean`);
    // In the list's tables (the clash list above them names every session dated outside the event's days).
    await expect(page.getByRole('table').getByRole('link', { name: 'Ocean data workshop' })).toBeVisible();
    await expect(page.getByLabel('Track')).toHaveValue('1');
    await page.getByLabel('Track').selectOption('none');
    await expect(page).toHaveURL(/track=none/);
    await expect(page.getByRole('table').getByRole('link', { name: 'Ocean data workshop' })).toHaveCount(0);
  });

  test("deleting a session shows the dry run's account of its polls and questions first", async ({ page, api, credentials }) => {
    const created = await api.post<{ documentId: string }>('/upsertSession', { title: 'Doomed session', hasPoll: true, hasLiveQA: true });
    const sessionId = created.documentId;
    await api.post('/upsertPoll', { sessionId, question: 'Coffee or tea?', options: ['Coffee', 'Tea'] });
    await api.post('/upsertQuestion', { sessionId, question: 'Will there be slides?' });

    await openConnected(page, credentials, `/sessions/${sessionId}`);
    await expect(page.getByLabel('Title')).toHaveValue('Doomed session');
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(/1 poll/);
    await expect(dialog).toContainText(/1 question/);
    await expect((await api.get<SessionRead[]>('/getSessions')).some((s) => s.documentId === sessionId)).toBe(true);
    await dialog.getByRole('button', { name: 'Delete session' }).click();
    await expect(page).toHaveURL(/\/sessions$/);
    await expect.poll(async () => (await api.get<SessionRead[]>('/getSessions')).some((s) => s.documentId === sessionId)).toBe(false);
  });

  test('a failed save (fault injected: 500) keeps everything typed, and the guard asks before leaving', async ({ page, credentials }) => {
    await openConnected(page, credentials, '/sessions/new');
    await page.getByLabel('Title').fill('Kept through a failure');
    await page.getByLabel('Location').fill('Annex');
    await page.route('**/api/upsertSession**', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'database unavailable' }));
    await page.getByRole('button', { name: 'Create session' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Kept through a failure');
    await expect(page.getByLabel('Location')).toHaveValue('Annex');

    await page.getByRole('link', { name: 'Sessions' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Kept through a failure');
  });

  test('unsaved changes survive a reload as a draft of this tab and can be discarded', async ({ page, api, credentials }) => {
    const created = await api.post<{ documentId: string }>('/upsertSession', { title: 'Drafted', location: 'Hall B' });
    await openConnected(page, credentials, `/sessions/${created.documentId}`);
    await expect(page.getByLabel('Location')).toHaveValue('Hall B');
    await page.getByLabel('Location').fill('Hall C');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('dialog', { name: 'Add a section' }).getByRole('button', { name: /^Title / }).click();
    await page.getByLabel('Heading (section 1)').fill('Kept heading');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    page.on('dialog', (d) => void d.accept());
    await page.reload();
    await expect(page.getByText('Unsaved changes from earlier in this tab were restored.')).toBeVisible();
    await expect(page.getByLabel('Location')).toHaveValue('Hall C');
    await page.getByRole('button', { name: /^1\. Title Kept heading/ }).click();
    await expect(page.getByLabel('Heading (section 1)')).toHaveValue('Kept heading');
    await page.getByRole('button', { name: 'Discard them' }).click();
    await expect(page.getByLabel('Location')).toHaveValue('Hall B');
    await expect(page.getByLabel('Heading (section 1)')).toHaveCount(0);
    await expect(page.getByTestId('save-state')).toHaveText('No changes yet');
  });
});
