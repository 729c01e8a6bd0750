import { test, expect } from './fixtures';
import { openConnected } from './open-connected';
import { expectNoAxeViolations } from './axe';

type SpeakerRead = { documentId: string; name: string; company: string; bio: string; hideFromList: boolean };
type SponsorRead = { documentId: string; name: string; tier: number; url: string; hasOwnPage: boolean };
type EventRead = { tierArray: string[] };

test.describe('speakers and sponsors', () => {
  test('adds a speaker with a rich-text biography, finds it with the hidden filter after hiding it; axe clean', async ({ page, api, credentials }) => {
    await openConnected(page, credentials, '/speakers');
    await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'New speaker' }).click();
    await page.getByLabel('Name').fill('Dr Ada Marsh');
    await page.getByLabel('Company').fill('Tidal Labs');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Add speaker' }).click();
    await expect(page.getByText('must be a valid e-mail address')).toBeVisible();
    await page.getByLabel('E-mail').fill('Ada@Example.com');
    const bio = page.getByRole('textbox', { name: 'Biography' });
    await bio.click();
    await page.keyboard.type('Studies ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('tides');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add speaker' }).click();
    await expect(page).toHaveURL(/\/speakers\/(?!new)[^/]+$/);
    const id = decodeURIComponent(page.url().split('/').pop()!);
    const stored = (await api.get<SpeakerRead[]>('/getSpeakers')).find((s) => s.documentId === id)!;
    expect(stored.company).toBe('Tidal Labs');
    expect(JSON.parse(stored.bio)).toEqual([{ insert: 'Studies ' }, { insert: 'tides', attributes: { bold: true } }, { insert: '\n' }]);

    await page.getByRole('switch', { name: 'Hidden from the speakers list' }).click();
    await page.getByRole('button', { name: 'Save speaker' }).click();
    await expect.poll(async () => (await api.get<SpeakerRead[]>('/getSpeakers')).find((s) => s.documentId === id)?.hideFromList).toBe(true);
    await page.goto('/speakers?show=hidden');
    await expect(page.getByRole('link', { name: 'Dr Ada Marsh' })).toBeVisible();
    await page.getByLabel('Show').selectOption('published');
    await expect(page).toHaveURL(/show=published/);
    await expect(page.getByRole('link', { name: 'Dr Ada Marsh' })).toHaveCount(0);
  });

  test('adds a sponsor with its tier chosen by name and filters the list by tier; axe clean', async ({ page, api, credentials }) => {
    const event = await api.get<EventRead>('/getEvent');
    expect(event.tierArray.length, 'the demo event has at least two tiers').toBeGreaterThanOrEqual(2);
    await openConnected(page, credentials, '/sponsors');
    await expect(page.getByRole('heading', { level: 1, name: 'Sponsors' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'New sponsor' }).click();
    await page.getByLabel('Name').fill('Harbour Instruments');
    await page.getByRole('radio', { name: event.tierArray[1] }).check();
    await page.getByLabel('Website').fill('https://harbour.example');
    await page.getByRole('switch', { name: 'Own page' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add sponsor' }).first().click();
    await expect(page).toHaveURL(/\/sponsors\/(?!new)[^/]+$/);
    const id = decodeURIComponent(page.url().split('/').pop()!);
    const stored = (await api.get<SponsorRead[]>('/getSponsors')).find((s) => s.documentId === id)!;
    expect(stored).toMatchObject({ name: 'Harbour Instruments', tier: 1, url: 'https://harbour.example', hasOwnPage: true });

    // The sponsor's own page: a content section, saved with the sponsor.
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('dialog', { name: 'Add a section' }).getByRole('button', { name: /^Button / }).click();
    await page.getByLabel('Button text (section 1)').fill('Visit the booth');
    await page.getByLabel('Button address (section 1)').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save sponsor' }).first().click();
    await expect(page.getByText('must be a web address (https://…), a mailto: or a tel: link')).toBeVisible();
    await page.getByLabel('Button address (section 1)').fill('https://harbour.example/booth');
    await expect(page.getByTestId('section-preview').getByRole('link', { name: 'Visit the booth' })).toHaveAttribute('href', 'https://harbour.example/booth');
    // The success toast of the shell's Toaster (richColors) is not this page's: its contrast is reported apart.
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save sponsor' }).first().click();
    await expect
      .poll(async () => (await api.get<(SponsorRead & { contentData: unknown[] })[]>('/getSponsors')).find((s) => s.documentId === id)?.contentData)
      .toEqual([{ type: 'button', data: { content: { buttonText: 'Visit the booth', buttonUrl: 'https://harbour.example/booth' } } }]);

    await page.goto('/sponsors?tier=1');
    await expect(page.getByRole('link', { name: 'Harbour Instruments' })).toBeVisible();
    await page.getByLabel('Tier').selectOption('0');
    await expect(page).toHaveURL(/tier=0/);
    await expect(page.getByRole('link', { name: 'Harbour Instruments' })).toHaveCount(0);
  });
});
