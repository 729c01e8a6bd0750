import {
  EVENT_ECHO_FIELDS,
  EVENT_REFUSED_FIELDS,
  eventConsistencyIssues,
  eventListWarnings,
  eventUpdateSchema,
  eventWriteRules,
} from '../../src/contract/event';
import { isPlainObject } from '../../src/contract/write-body';
import { ApiError } from '../api-error';
import { json, withExtras, type ApiRoutes } from '../api-router';
import { getEvent, getEventForUpdate, saveEventSettings } from '../store/events-store';
import { countGuests } from '../store/guests-store';
import { EVENT_FIELDS, eventView } from './event-read';
import { changesOf, parseOrThrow, prepareBody, throwIfAny } from './write-helpers';

export const eventRoutes: ApiRoutes = {
  '/getEvent': {
    async handler(ctx) {
      return ctx.cachedJson('event', async () => {
        const event = (await getEvent(ctx.db, ctx.eventId)) ?? ctx.auth.event;
        return JSON.stringify(await eventView(ctx.db, event));
      }, { reads: ['event', 'guests'] });
    },
  },
  '/updateEvent': {
    async handler(ctx) {
      const raw = await ctx.json();
      const prepared = prepareBody(raw, EVENT_FIELDS, eventWriteRules);
      const result = await ctx.write(async (tx) => {
        const event = await getEventForUpdate(tx, ctx.eventId);
        if (!event) throw new ApiError(404, 'unknown_event', 'The event no longer exists');
        // guestCount / guestCapacity come back from /getEvent: posted back unchanged they are ignored, changed they are refused.
        const echoed = EVENT_ECHO_FIELDS.filter((f) => isPlainObject(raw) && f in raw);
        const current: Record<string, unknown> = {
          guestCount: echoed.includes('guestCount') ? await countGuests(tx, ctx.eventId) : undefined,
          guestCapacity: Number(event.settings.guestCapacity ?? 0),
        };
        const refused = echoed.filter((f) => isPlainObject(raw) && raw[f] !== current[f]).map((f) => ({ field: f, message: EVENT_REFUSED_FIELDS[f].message }));
        throwIfAny(refused);
        const fields = parseOrThrow(eventUpdateSchema, prepared.fields) as Record<string, unknown>;
        const before = event.settings;
        const after = { ...before, ...fields };
        throwIfAny(eventConsistencyIssues(after as { dateStart?: string; dateEnd?: string }));
        const warnings =
          'trackArray' in fields || 'tierArray' in fields || 'trackColorArray' in fields
            ? eventListWarnings(before as { trackArray?: string[]; tierArray?: string[] }, after as { trackArray?: string[]; tierArray?: string[]; trackColorArray?: unknown[] })
            : [];
        const changes = changesOf(before, after, Object.keys(fields));
        if (Object.keys(changes).length > 0) await saveEventSettings(tx, ctx.eventId, after);
        return { changes, warnings };
      }, ['event']);
      return json(withExtras({ status: ctx.dryRun ? 'dry run: valid, nothing saved' : 'updated', changes: result.changes }, { warnings: result.warnings, ignoredFields: prepared.ignoredFields, dryRun: ctx.dryRun }));
    },
  },
};
