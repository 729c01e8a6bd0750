import { expect, type Page } from '@playwright/test';
import type { Credentials } from './fixtures';
import { openConnected } from './open-connected';

/** A lane of the Q&A board, its tab, and a question's card, as a moderator finds them. */
export const lane = (page: Page, name: string) => page.getByRole('list', { name: `${name} questions` });
export const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
export const card = (page: Page, text: string) => page.getByRole('article', { name: text });

/** Opens the session's board, already connected with `credentials` (one load of the console). */
export async function openBoard(page: Page, credentials: Credentials, sessionId: string, query = '') {
  await openConnected(page, credentials, `/sessions/${sessionId}/questions${query}`);
  await expect(page.getByRole('tablist', { name: 'Question lanes' })).toBeVisible();
}
