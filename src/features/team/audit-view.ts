import { z } from 'zod';
import type { AuditFilters } from '../../api/team-queries';
import { AUDIT_OUTCOMES } from '../../contract/team';

/** The audit page's filters in the URL (`?member=&outcome=&day=`), read with `useUrlState`. */
export const auditState = z.object({
  member: z.string().default(''),
  outcome: z.enum(['', ...AUDIT_OUTCOMES]).catch(''),
  /** One day, `YYYY-MM-DD` in the browser's time zone. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .or(z.literal(''))
    .catch(''),
});
export type AuditParams = z.output<typeof auditState>;

/** The server's filters for the page's state: a day is from its first to its last millisecond, local time. */
export function auditFilters(p: AuditParams): AuditFilters {
  const filters: AuditFilters = {};
  if (p.member) filters.member = p.member;
  if (p.outcome) filters.outcome = p.outcome;
  if (p.day) {
    const [y, m, d] = p.day.split('-').map(Number);
    const from = new Date(y, m - 1, d).getTime();
    filters.from = from;
    filters.to = new Date(y, m - 1, d + 1).getTime() - 1;
  }
  return filters;
}

/** An action as organisers read it: "/upsertQuestion" → "Save a question". */
const ACTIONS: Record<string, string> = {
  '/upsertQuestion': 'Save a question',
  '/deleteQuestion': 'Delete a question',
  '/upsertPoll': 'Save a poll',
  '/deletePoll': 'Delete a poll',
  '/upsertSession': 'Save a session',
  '/deleteSession': 'Delete a session',
  '/upsertSpeaker': 'Save a speaker',
  '/deleteSpeaker': 'Delete a speaker',
  '/upsertSponsor': 'Save a sponsor',
  '/deleteSponsor': 'Delete a sponsor',
  '/updateEvent': 'Change the event settings',
  '/addGuest': 'Register a guest',
  '/removeGuest': 'Remove a guest',
  '/addTicket': 'Add a ticket',
  '/removeTicket': 'Remove a ticket',
  '/upsertAbstract': 'Save an abstract',
  '/deleteAbstract': 'Delete an abstract',
  '/bulkUpsert': 'Import abstracts',
  '/uploadImage': 'Upload a picture',
};

export function actionWords(action: string): string {
  if (ACTIONS[action]) return ACTIONS[action];
  if (action.startsWith('screens ')) return 'Room screens';
  if (action.startsWith('qa ')) return 'Q&A queue, archive or word filter';
  if (action.startsWith('availability ')) return 'Speaker availability';
  if (action.startsWith('programme ')) return 'Programme release or feed';
  return action.charAt(0).toUpperCase() + action.slice(1);
}
