import { json, type ApiRoutes } from '../api-router';
import { getEvent } from '../store/events-store';
import { eventView } from './event-read';

export const eventRoutes: ApiRoutes = {
  '/getEvent': {
    async handler(ctx) {
      const event = (await getEvent(ctx.db, ctx.eventId)) ?? ctx.auth.event;
      return json(await eventView(ctx.db, event));
    },
  },
};
