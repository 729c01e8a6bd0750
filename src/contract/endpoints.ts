import { z } from 'zod';
import type { Scope } from './common';
import { idText, oneIdRule, statusResponseSchema, textOrWarningsSchema } from './common';
import {
  abstractCreateSchema,
  abstractSchema,
  bulkUpsertBodySchema,
  bulkUpsertResponseSchema,
  deleteAbstractBodySchema,
  upsertAbstractResponseSchema,
} from './abstract';
import { apiSchemaSchema, whoamiSchema } from './auth';
import { eventSchema, eventUpdateSchema, updateEventResponseSchema } from './event';
import { addGuestBodySchema, guestCountSchema, guestSchema, removeGuestBodySchema } from './guest';
import { uploadImageJsonBodySchema, uploadImageResponseSchema } from './media';
import {
  deletePollBodySchema,
  pollEditSchema,
  pollResultsQuerySchema,
  pollResultsSchema,
  pollSchema,
  pollsQuerySchema,
  upsertPollResponseSchema,
} from './poll';
import {
  deleteQuestionBodySchema,
  questionEditSchema,
  questionSchema,
  questionsQuerySchema,
  upsertQuestionResponseSchema,
} from './question';
import {
  deleteRecordResponseSchema,
  deleteSessionBodySchema,
  sessionEditSchema,
  sessionSchema,
  upsertRecordResponseSchema,
} from './session';
import { deleteSpeakerBodySchema, speakerEditSchema, speakerSchema } from './speaker';
import { deleteSponsorBodySchema, sponsorEditSchema, sponsorSchema } from './sponsor';
import {
  addTicketBodySchema,
  guestTicketsQuerySchema,
  removeTicketBodySchema,
  ticketSchema,
  ticketsByTypeQuerySchema,
} from './ticket';

export interface EndpointDef {
  method: 'GET' | 'POST';
  /** null: any valid key (whoami, apiSchema). */
  scope: Scope | null;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Ticket and guest writes answer plain text unless there are warnings or ignored fields. */
  textResponse?: boolean;
  /** Deletes report what they would destroy on a dry run. */
  destructive?: boolean;
  /** When the call answers 404 `not_found` (besides `unknown_client` / `unknown_event`, which every call can answer). */
  notFound?: string;
  /** When the call answers 409. */
  conflict?: string;
}

/** The record's own id, accepted on every upsert (documentId plus the older per-type spelling). */
const ids = <L extends string>(legacy: L) =>
  ({ documentId: idText("the record's id").optional(), [legacy]: idText("the record's id").optional() }) as { documentId: z.ZodOptional<z.ZodString> } & {
    [K in L]: z.ZodOptional<z.ZodString>;
  };

const upsertBody = <S extends z.ZodRawShape, L extends string>(fields: z.ZodObject<S>, legacy: L) =>
  z.object({ ...fields.shape, ...ids(legacy) }).meta(oneIdRule(legacy, false));

export const endpoints = {
  '/addTicket': {
    method: 'POST', scope: 'tickets:write', textResponse: true,
    summary: 'Create a ticket for a guest; a ticket of the same type for that guest is overwritten.',
    body: addTicketBodySchema, response: textOrWarningsSchema,
  },
  '/removeTicket': {
    notFound: 'the guest has no ticket of that type',
    method: 'POST', scope: 'tickets:write', textResponse: true, destructive: true,
    summary: "Remove a guest's ticket of one type.",
    body: removeTicketBodySchema, response: textOrWarningsSchema,
  },
  '/getGuestTickets': {
    method: 'GET', scope: 'tickets:read', summary: "A guest's tickets.",
    query: guestTicketsQuerySchema, response: z.array(ticketSchema),
  },
  '/getTicketsByType': {
    method: 'GET', scope: 'tickets:read', summary: 'Tickets of one type.',
    query: ticketsByTypeQuerySchema, response: z.array(ticketSchema),
  },
  '/getAllTickets': {
    method: 'GET', scope: 'tickets:read', summary: 'Every ticket of the event.', response: z.array(ticketSchema),
  },
  '/addGuest': {
    conflict: 'the e-mail address is already registered',
    method: 'POST', scope: 'attendees:write', textResponse: true,
    summary: 'Register a guest (409 when the e-mail is already registered).',
    body: addGuestBodySchema, response: textOrWarningsSchema,
  },
  '/removeGuest': {
    notFound: 'the e-mail address is not registered',
    method: 'POST', scope: 'attendees:write', textResponse: true, destructive: true,
    summary: 'Unregister a guest.', body: removeGuestBodySchema, response: textOrWarningsSchema,
  },
  '/getGuestCount': {
    method: 'GET', scope: 'attendees:read', summary: 'Guests registered against capacity.', response: guestCountSchema,
  },
  '/getGuests': {
    method: 'GET', scope: 'attendees:read', summary: 'Every guest, speakers with an e-mail marked eventRole SPEAKER.',
    response: z.array(guestSchema),
  },
  '/getPolls': {
    method: 'GET', scope: 'polls:read', summary: 'Polls ordered by sortNr, with results.',
    query: pollsQuerySchema, response: z.array(pollSchema),
  },
  '/getPollResults': {
    notFound: '`pollId` names no poll of the event',
    method: 'GET', scope: 'polls:read', summary: 'Tallies: one poll (pollId), a session (sessionId), or every poll.',
    query: pollResultsQuerySchema, response: z.union([pollResultsSchema, z.array(pollResultsSchema)]),
  },
  '/upsertPoll': {
    notFound: '`pollId` / `documentId` names no poll of the event',
    method: 'POST', scope: 'polls:write', summary: 'Create (no pollId) or edit a poll.',
    body: upsertBody(pollEditSchema, 'pollId'), response: upsertPollResponseSchema,
  },
  '/deletePoll': {
    notFound: '`pollId` names no poll of the event',
    method: 'POST', scope: 'polls:write', destructive: true, summary: 'Delete a poll with its ballots and own whitelist.',
    body: deletePollBodySchema, response: statusResponseSchema,
  },
  '/getQuestions': {
    method: 'GET', scope: 'qa:read', summary: "A session's questions, most upvoted first.",
    query: questionsQuerySchema, response: z.array(questionSchema),
  },
  '/upsertQuestion': {
    notFound: '`questionId` / `documentId` names no question of the event',
    method: 'POST', scope: 'qa:write', summary: 'Create (no questionId) or edit a question, its status and answer.',
    body: upsertBody(questionEditSchema, 'questionId'), response: upsertQuestionResponseSchema,
  },
  '/deleteQuestion': {
    notFound: '`questionId` names no question of that session',
    method: 'POST', scope: 'qa:write', destructive: true, summary: 'Delete a question permanently.',
    body: deleteQuestionBodySchema, response: statusResponseSchema,
  },
  '/uploadImage': {
    method: 'POST', scope: 'media:write', summary: 'Store a picture (raw bytes or JSON base64); answers its address.',
    body: uploadImageJsonBodySchema, response: uploadImageResponseSchema,
  },
  '/getEvent': {
    method: 'GET', scope: 'event:read', summary: "The event's settings.", response: eventSchema,
  },
  '/updateEvent': {
    method: 'POST', scope: 'event:write', summary: "Update the event's settings; answers the changes.",
    body: eventUpdateSchema, response: updateEventResponseSchema,
  },
  '/getAbstracts': {
    method: 'GET', scope: 'abstracts:read', summary: 'Every abstract of the event.', response: z.array(abstractSchema),
  },
  '/upsertAbstract': {
    notFound: '`abstractId` / `documentId` names no abstract of the event',
    method: 'POST', scope: 'abstracts:write', summary: 'Create (no id) or edit an abstract; edits answer their changes.',
    body: upsertBody(abstractCreateSchema.partial(), 'abstractId'), response: upsertAbstractResponseSchema,
  },
  '/deleteAbstract': {
    notFound: '`abstractId` / `documentId` names no abstract of the event',
    method: 'POST', scope: 'abstracts:write', destructive: true, summary: 'Delete an abstract.',
    body: deleteAbstractBodySchema, response: statusResponseSchema,
  },
  '/bulkUpsert': {
    method: 'POST', scope: 'abstracts:write', summary: 'Create or edit up to 200 abstracts; a result per item.',
    body: bulkUpsertBodySchema, response: bulkUpsertResponseSchema,
  },
  '/getSessions': {
    method: 'GET', scope: 'event:read', summary: 'Every session of the event.', response: z.array(sessionSchema),
  },
  '/upsertSession': {
    notFound: '`sessionId` / `documentId` names no session of the event',
    method: 'POST', scope: 'event:write', summary: 'Create (no documentId) or edit a session, its content sections included.',
    body: upsertBody(sessionEditSchema, 'sessionId'), response: upsertRecordResponseSchema,
  },
  '/deleteSession': {
    notFound: '`sessionId` / `documentId` names no session of the event',
    method: 'POST', scope: 'event:write', destructive: true, summary: 'Delete a session with its polls and questions.',
    body: deleteSessionBodySchema, response: deleteRecordResponseSchema,
  },
  '/getSpeakers': {
    method: 'GET', scope: 'event:read', summary: 'Every speaker of the event.', response: z.array(speakerSchema),
  },
  '/upsertSpeaker': {
    notFound: '`speakerId` / `documentId` names no speaker of the event',
    method: 'POST', scope: 'event:write', summary: 'Create (no documentId) or edit a speaker.',
    body: upsertBody(speakerEditSchema, 'speakerId'), response: upsertRecordResponseSchema,
  },
  '/deleteSpeaker': {
    notFound: '`speakerId` / `documentId` names no speaker of the event',
    method: 'POST', scope: 'event:write', destructive: true, summary: 'Delete a speaker (kept as deleted).',
    body: deleteSpeakerBodySchema, response: deleteRecordResponseSchema,
  },
  '/getSponsors': {
    method: 'GET', scope: 'event:read', summary: 'Every sponsor of the event.', response: z.array(sponsorSchema),
  },
  '/upsertSponsor': {
    notFound: '`sponsorId` / `documentId` names no sponsor of the event',
    method: 'POST', scope: 'event:write', summary: 'Create (no documentId) or edit a sponsor, its content sections included.',
    body: upsertBody(sponsorEditSchema, 'sponsorId'), response: upsertRecordResponseSchema,
  },
  '/deleteSponsor': {
    notFound: '`sponsorId` / `documentId` names no sponsor of the event',
    method: 'POST', scope: 'event:write', destructive: true, summary: 'Delete a sponsor (kept as deleted).',
    body: deleteSponsorBodySchema, response: deleteRecordResponseSchema,
  },
  '/whoami': {
    method: 'GET', scope: null, summary: "The key's permissions and expiry.", response: whoamiSchema,
  },
  '/apiSchema': {
    method: 'GET', scope: null, summary: 'The field reference, generated from the validation rules.', response: apiSchemaSchema,
  },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointPath = keyof Endpoints;
type Def<P extends EndpointPath> = Endpoints[P];
export type EndpointBody<P extends EndpointPath> = Def<P> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type EndpointQuery<P extends EndpointPath> = Def<P> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type EndpointResponse<P extends EndpointPath> = z.output<Def<P>['response']>;
export type ReadPath = { [P in EndpointPath]: Def<P>['method'] extends 'GET' ? P : never }[EndpointPath];
export type WritePath = { [P in EndpointPath]: Def<P>['method'] extends 'POST' ? P : never }[EndpointPath];

export function endpointOf(path: string): EndpointDef | undefined {
  return (endpoints as Record<string, EndpointDef>)[path];
}
