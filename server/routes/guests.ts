import { addGuestBodySchema, guestWriteRules, removeGuestBodySchema } from '../../src/contract/guest';
import { ApiError } from '../api-error';
import { textOrJson, type ApiRoutes } from '../api-router';
import type { Topic } from '../list-cache';
import { getEvent } from '../store/events-store';
import { countGuests, deleteGuest, insertGuest, listGuestsJson } from '../store/guests-store';
import { parseOrThrow, prepareBody } from './write-helpers';

/** A guest write changes the guests only: the guest list, the guest count and the event (its `guestCount`). */
const GUEST_WRITE: readonly Topic[] = ['guests'];

export const guestRoutes: ApiRoutes = {
  '/addGuest': {
    async handler(ctx) {
      const prepared = prepareBody(await ctx.json(), Object.keys(addGuestBodySchema.shape), guestWriteRules);
      const { userEmail, ...fields } = parseOrThrow(addGuestBodySchema, prepared.fields);
      await ctx.write(async (tx) => {
        if (!(await insertGuest(tx, ctx.eventId, userEmail, fields))) {
          throw new ApiError(409, 'already_registered', `${userEmail} is already registered`, { text: true });
        }
      }, GUEST_WRITE);
      return textOrJson(ctx.dryRun ? `Would register ${userEmail}` : `Guest registered: ${userEmail}`, { ignoredFields: prepared.ignoredFields, dryRun: ctx.dryRun });
    },
  },
  '/removeGuest': {
    async handler(ctx) {
      const prepared = prepareBody(await ctx.json(), Object.keys(removeGuestBodySchema.shape), guestWriteRules);
      const { userEmail } = parseOrThrow(removeGuestBodySchema, prepared.fields);
      await ctx.write(async (tx) => {
        if (!(await deleteGuest(tx, ctx.eventId, userEmail))) throw new ApiError(404, 'not_found', `${userEmail} is not registered`, { text: true });
      }, GUEST_WRITE);
      return textOrJson(ctx.dryRun ? `Would unregister ${userEmail}` : `Guest removed: ${userEmail}`, { ignoredFields: prepared.ignoredFields, dryRun: ctx.dryRun });
    },
  },
  '/getGuestCount': {
    async handler(ctx) {
      return ctx.cachedJson('guest-count', async () => {
        const event = (await getEvent(ctx.db, ctx.eventId)) ?? ctx.auth.event;
        return JSON.stringify({
          guestCount: await countGuests(ctx.db, ctx.eventId),
          guestCapacity: Number(event.settings.guestCapacity ?? 0),
          maxAssignedUsers: Number(event.settings.maxAssignedUsers ?? 0),
        });
      }, { reads: ['event', 'guests'] });
    },
  },
  '/getGuests': {
    async handler(ctx) {
      // Guests and the speakers listed with them (listGuestsJson).
      return ctx.cachedJson('guests', () => listGuestsJson(ctx.db, ctx.eventId), { reads: ['guests', 'speakers'] });
    },
  },
};
