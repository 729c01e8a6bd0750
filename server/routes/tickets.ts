import { addTicketBodySchema, guestTicketsQuerySchema, removeTicketBodySchema, ticketWriteRules, ticketsByTypeQuerySchema } from '../../src/contract/ticket';
import { ApiError } from '../api-error';
import { jsonText, textOrJson, type ApiRoutes } from '../api-router';
import { ALL_BUT_GUESTS } from '../list-cache';
import { getRecord } from '../store/records-store';
import { deleteTicket, listTicketsJson, upsertTicket } from '../store/tickets-store';
import { parseOrThrow, prepareBody } from './write-helpers';

const queryObject = (q: URLSearchParams) => Object.fromEntries(q.entries());

export const ticketRoutes: ApiRoutes = {
  '/addTicket': {
    async handler(ctx) {
      const prepared = prepareBody(await ctx.json(), Object.keys(addTicketBodySchema.shape), ticketWriteRules);
      const body = parseOrThrow(addTicketBodySchema, prepared.fields);
      const sessionId = body.sessionId ?? '';
      const created = await ctx.write(async (tx) => {
        if (sessionId !== '') {
          const session = await getRecord(tx, 'sessions', ctx.eventId, sessionId);
          if (!session || session.deleted) {
            throw new ApiError(400, 'validation_failed', `sessionId ${sessionId} matches no session of this event`, {
              details: [{ field: 'sessionId', message: `matches no session of this event (omit it or send "" for general admission)` }],
            });
          }
        }
        return upsertTicket(tx, ctx.eventId, { email: body.userEmail, ticketType: body.ticketType, sessionId, externalQrValue: body.externalQrValue ?? '' });
      }, ['records']);
      const status = `${created ? 'Ticket created' : 'Ticket updated'}: ${body.ticketType} for ${body.userEmail}`;
      return textOrJson(status, { ignoredFields: prepared.ignoredFields, dryRun: ctx.dryRun });
    },
  },
  '/removeTicket': {
    async handler(ctx) {
      const prepared = prepareBody(await ctx.json(), Object.keys(removeTicketBodySchema.shape), ticketWriteRules);
      const body = parseOrThrow(removeTicketBodySchema, prepared.fields);
      await ctx.write(async (tx) => {
        if (!(await deleteTicket(tx, ctx.eventId, body.userEmail, body.ticketType))) {
          throw new ApiError(404, 'not_found', `No ticket of type ${body.ticketType} for ${body.userEmail}`, { text: true });
        }
      }, ['records']);
      const status = ctx.dryRun ? `Would remove ticket ${body.ticketType} of ${body.userEmail}` : `Ticket removed: ${body.ticketType} for ${body.userEmail}`;
      return textOrJson(status, { ignoredFields: prepared.ignoredFields, dryRun: ctx.dryRun });
    },
  },
  '/getGuestTickets': {
    async handler(ctx) {
      const query = parseOrThrow(guestTicketsQuerySchema, queryObject(ctx.query));
      return jsonText(await listTicketsJson(ctx.db, ctx.eventId, { email: query.userEmail }));
    },
  },
  '/getTicketsByType': {
    async handler(ctx) {
      const query = parseOrThrow(ticketsByTypeQuerySchema, queryObject(ctx.query));
      return ctx.cachedJson(`tickets-type:${query.ticketType}`, () => listTicketsJson(ctx.db, ctx.eventId, { ticketType: query.ticketType }), { reads: ALL_BUT_GUESTS });
    },
  },
  '/getAllTickets': {
    async handler(ctx) {
      return ctx.cachedJson('tickets', () => listTicketsJson(ctx.db, ctx.eventId), { reads: ALL_BUT_GUESTS });
    },
  },
};
