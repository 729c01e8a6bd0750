import { z } from 'zod';
import { abstractSchema, abstractWriteRules } from '../../src/contract/abstract';
import { COLOUR_CLEARS, EVENT_REFUSED_FIELDS, eventSchema, eventWriteRules } from '../../src/contract/event';
import { IMAGE_POSITIONS, SECTION_TYPE_NAMES, SPEAKER_TYPES, sectionDataSchemas } from '../../src/contract/content-sections';
import { endpoints, type EndpointDef } from '../../src/contract/endpoints';
import { guestSchema, guestWriteRules } from '../../src/contract/guest';
import { PAGE_LINK_PAGES, SESSION_PAGES, SPEAKER_PAGES, SPONSOR_PAGES, WHOLE_PAGES } from '../../src/contract/page-links';
import { pollSchema, pollWriteRules } from '../../src/contract/poll';
import { questionSchema, questionWriteRules } from '../../src/contract/question';
import { sessionSchema, sessionWriteRules } from '../../src/contract/session';
import { speakerSchema, speakerWriteRules } from '../../src/contract/speaker';
import { sponsorSchema, sponsorWriteRules } from '../../src/contract/sponsor';
import { ticketSchema, ticketWriteRules } from '../../src/contract/ticket';
import type { WriteRules } from '../../src/contract/write-body';
import { json, type ApiRoutes } from '../api-router';
import { getEvent } from '../store/events-store';

export const API_SCHEMA_VERSION = '1.0.0';

/** A contract schema as JSON Schema (draft 2020-12); a schema JSON Schema cannot express becomes `{}`. */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

function readOnlyOf(rules: WriteRules): Record<string, string> {
  const out: Record<string, string> = { ...rules.readOnly };
  for (const [field, refusal] of Object.entries(rules.refused ?? {})) out[field] = refusal.use ? `${refusal.message}; use ${refusal.use}` : refusal.message;
  return out;
}

let staticPart: Record<string, unknown> | undefined;

/** The part of /apiSchema that depends only on the contract, generated once. */
function buildStatic(): Record<string, unknown> {
  const endpointEntries = Object.entries(endpoints as Record<string, EndpointDef>).map(([path, def]) => [
    path,
    {
      method: def.method,
      scope: def.scope,
      summary: def.summary,
      ...(def.body ? { body: toJsonSchema(def.body, 'input') } : {}),
      ...(def.query ? { query: toJsonSchema(def.query, 'input') } : {}),
      response: toJsonSchema(def.response, 'output'),
    },
  ]);
  return {
    version: API_SCHEMA_VERSION,
    endpoints: Object.fromEntries(endpointEntries),
    resources: {
      Ticket: toJsonSchema(ticketSchema, 'output'),
      Guest: toJsonSchema(guestSchema, 'output'),
      Poll: toJsonSchema(pollSchema, 'output'),
      Question: toJsonSchema(questionSchema, 'output'),
      Abstract: toJsonSchema(abstractSchema, 'output'),
      Event: toJsonSchema(eventSchema, 'output'),
      Session: toJsonSchema(sessionSchema, 'output'),
      Speaker: toJsonSchema(speakerSchema, 'output'),
      Sponsor: toJsonSchema(sponsorSchema, 'output'),
    },
    readOnlyFields: {
      Ticket: readOnlyOf(ticketWriteRules),
      Guest: readOnlyOf(guestWriteRules),
      Poll: readOnlyOf(pollWriteRules),
      Question: readOnlyOf(questionWriteRules),
      Abstract: readOnlyOf(abstractWriteRules),
      Event: { ...readOnlyOf(eventWriteRules), ...Object.fromEntries(Object.entries(EVENT_REFUSED_FIELDS).map(([k, v]) => [k, v.message])) },
      Session: readOnlyOf(sessionWriteRules),
      Speaker: readOnlyOf(speakerWriteRules),
      Sponsor: readOnlyOf(sponsorWriteRules),
    },
    formats: {
      richText: {
        description: 'Plain text, or a Delta JSON string such as {"ops":[{"insert":"Hello\\n"}]}. Never HTML.',
        example: JSON.stringify({ ops: [{ insert: 'Hello\n' }] }),
      },
      contentSections: {
        types: Object.fromEntries(SECTION_TYPE_NAMES.map((t) => [t, toJsonSchema(sectionDataSchemas[t], 'input')])),
        speakerTypes: [...SPEAKER_TYPES],
        imagePositions: [...IMAGE_POSITIONS],
        pageLinkPages: {
          all: [...PAGE_LINK_PAGES],
          wholePage: [...WHOLE_PAGES],
          sessionPage: [...SESSION_PAGES],
          sponsorPage: [...SPONSOR_PAGES],
          speakerPage: [...SPEAKER_PAGES],
        },
      },
      colors: Object.fromEntries(Object.entries(COLOUR_CLEARS).map(([field, clearsTo]) => [field, { clearsTo }])),
    },
  };
}

export const schemaRoutes: ApiRoutes = {
  '/apiSchema': {
    async handler(ctx) {
      staticPart ??= buildStatic();
      const event = (await getEvent(ctx.db, ctx.eventId)) ?? ctx.auth.event;
      const tracks = ((event.settings.trackArray as string[] | undefined) ?? []).map((name, index) => ({
        index,
        name,
        color: ((event.settings.trackColorArray as (string | number)[] | undefined) ?? [])[index] ?? '#FFFFFFFF',
      }));
      const tiers = ((event.settings.tierArray as string[] | undefined) ?? []).map((name, index) => ({ index, name }));
      return json({ ...staticPart, event: { tracks, tiers } });
    },
  },
};
