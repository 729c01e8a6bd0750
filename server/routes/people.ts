import { deleteSessionBodySchema, sessionCreateSchema, sessionEditSchema, sessionFieldsSchema, sessionWriteRules } from '../../src/contract/session';
import { deleteSpeakerBodySchema, speakerCreateSchema, speakerEditSchema, speakerFieldsSchema, speakerWriteRules } from '../../src/contract/speaker';
import { deleteSponsorBodySchema, sponsorCreateSchema, sponsorEditSchema, sponsorFieldsSchema, sponsorWriteRules } from '../../src/contract/sponsor';
import type { ApiRoutes } from '../api-router';
import { countSessionDependents, deleteSessionDependents } from '../store/questions-store';
import { sessionDoc, speakerDoc, sponsorDoc } from './record-docs';
import { checkPosition, recordRoutes } from './records';

const sessions = recordRoutes({
  table: 'sessions',
  legacy: 'sessionId',
  noun: 'session',
  fieldsSchema: sessionFieldsSchema,
  createSchema: sessionCreateSchema,
  editSchema: sessionEditSchema,
  deleteSchema: deleteSessionBodySchema,
  rules: sessionWriteRules,
  defaults: sessionDoc,
  async check(q, eventId, _doc, fields) {
    if ('track' in fields) await checkPosition(q, eventId, 'track', fields.track, 'trackArray', true);
  },
  async cascade(q, eventId, id, dryRun) {
    return dryRun ? countSessionDependents(q, eventId, id) : deleteSessionDependents(q, eventId, id);
  },
});

const speakers = recordRoutes({
  table: 'speakers',
  legacy: 'speakerId',
  noun: 'speaker',
  fieldsSchema: speakerFieldsSchema,
  createSchema: speakerCreateSchema,
  editSchema: speakerEditSchema,
  deleteSchema: deleteSpeakerBodySchema,
  rules: speakerWriteRules,
  defaults: speakerDoc,
});

const sponsors = recordRoutes({
  table: 'sponsors',
  legacy: 'sponsorId',
  noun: 'sponsor',
  fieldsSchema: sponsorFieldsSchema,
  createSchema: sponsorCreateSchema,
  editSchema: sponsorEditSchema,
  deleteSchema: deleteSponsorBodySchema,
  rules: sponsorWriteRules,
  defaults: sponsorDoc,
  async check(q, eventId, _doc, fields) {
    if ('tier' in fields) await checkPosition(q, eventId, 'tier', fields.tier, 'tierArray', false);
  },
});

/** Sessions, speakers and sponsors (decisions.md, "Record kinds the specification only names"). */
export const peopleRoutes: ApiRoutes = {
  '/getSessions': sessions.list,
  '/upsertSession': sessions.upsert,
  '/deleteSession': sessions.remove,
  '/getSpeakers': speakers.list,
  '/upsertSpeaker': speakers.upsert,
  '/deleteSpeaker': speakers.remove,
  '/getSponsors': sponsors.list,
  '/upsertSponsor': sponsors.upsert,
  '/deleteSponsor': sponsors.remove,
};
