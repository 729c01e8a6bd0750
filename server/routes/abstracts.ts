import {
  abstractConsistencyIssues,
  abstractCreateSchema,
  abstractEditSchema,
  abstractFieldsSchema,
  abstractWriteRules,
  bulkUpsertBodySchema,
  deleteAbstractBodySchema,
  type Author,
} from '../../src/contract/abstract';
import { parseWith, prepareWrite } from '../../src/contract/write-body';
import { ApiError, type ErrorDetail } from '../api-error';
import { json, withExtras, type ApiRoutes } from '../api-router';
import { ALL_BUT_GUESTS } from '../list-cache';
import type { Queryable } from '../store/db';
import { getEventForUpdate, saveEventSettings } from '../store/events-store';
import { newId } from '../store/ids';
import { findRecords, insertRecords, listRecordsJson, markDeleted, updateRecord, type StoredRecord } from '../store/records-store';
import { abstractDoc } from './record-docs';
import { changesOf, parseCommandBody, throwIfAny } from './write-helpers';

const WRITABLE = Object.keys(abstractFieldsSchema.shape);

type Outcome =
  | { ok: true; abstractId: string; created: boolean; changes?: Record<string, { before: unknown; after: unknown }>; warnings: string[]; ignoredFields: string[] }
  | { ok: false; status: number; error: string; details?: ErrorDetail[] };

type Prepared =
  | { ok: false; outcome: Outcome }
  | { ok: true; existing?: StoredRecord; fields: Record<string, unknown>; doc: Record<string, unknown>; ignoredFields: string[]; warnings: string[] };

/**
 * Creates or edits abstracts inside the caller's transaction, in the order
 * given. Validation failures come back as an outcome per item (so a bulk
 * import goes on with the next item); nothing is written for a failed item.
 *
 * The database is asked a fixed number of times whatever the number of
 * items: the edited abstracts, the referenced sessions and speakers and the
 * event's categories are read once, new categories saved once, and every new
 * abstract inserted by one statement; only edits that change something are
 * written one by one.
 */
async function upsertMany(q: Queryable, eventId: string, clientId: string, bodies: unknown[], options: { checkSpeakers: boolean }): Promise<Outcome[]> {
  const preparedWrites = bodies.map((body) => prepareWrite(body, WRITABLE, abstractWriteRules));
  const editIds = [...new Set(preparedWrites.flatMap((p) => (p.ok && p.id ? [p.id] : [])))];
  const stored = await findRecords(q, 'abstracts', eventId, editIds);

  // Validation, in order (a second edit of the same abstract sees the first).
  const items: Prepared[] = preparedWrites.map((prepared) => {
    if (!prepared.ok) return { ok: false, outcome: { ok: false, status: 400, error: 'Invalid abstract', details: prepared.details } };
    const existing = prepared.id ? stored.get(prepared.id) : undefined;
    if (prepared.id && (!existing || existing.deleted)) return { ok: false, outcome: { ok: false, status: 404, error: `No abstract ${prepared.id}` } };
    const parsed = parseWith(existing ? abstractEditSchema : abstractCreateSchema, prepared.fields);
    if (!parsed.ok) return { ok: false, outcome: { ok: false, status: 400, error: 'Invalid abstract', details: parsed.details } };
    const fields = parsed.data as Record<string, unknown>;
    const doc = existing ? { ...existing.doc, ...fields } : abstractDoc({ ...fields, apiImported: true }, clientId);
    const issues = abstractConsistencyIssues(doc as { institutions?: string[]; authors?: Author[] });
    if (issues.length > 0) return { ok: false, outcome: { ok: false, status: 400, error: 'Invalid abstract', details: issues } };
    doc.hidden = doc.unListed === true;
    if (existing) stored.set(existing.id, { ...existing, doc });
    return { ok: true, existing, fields, doc, ignoredFields: prepared.ignoredFields, warnings: [] };
  });
  const valid = items.filter((item): item is Extract<Prepared, { ok: true }> => item.ok);

  const sessionIds = [...new Set(valid.map((item) => (typeof item.fields.sessionId === 'string' ? item.fields.sessionId : '')).filter((id) => id !== ''))];
  const sessions = await findRecords(q, 'sessions', eventId, sessionIds);
  const speakerIds = options.checkSpeakers
    ? [...new Set(valid.flatMap((item) => (Array.isArray(item.fields.authors) ? (item.fields.authors as Author[]).map((a) => a.speakerId ?? '') : [])).filter((id) => id !== ''))]
    : [];
  const speakers = await findRecords(q, 'speakers', eventId, speakerIds);
  const event = valid.some((item) => typeof item.fields.category === 'string' && item.fields.category !== '') ? await getEventForUpdate(q, eventId) : undefined;
  const categories = (event?.settings.categories as string[] | undefined) ?? [];
  const known = new Set(categories);
  const added: string[] = [];

  for (const item of valid) {
    const sessionId = typeof item.fields.sessionId === 'string' ? item.fields.sessionId : '';
    if (sessionId !== '') {
      const session = sessions.get(sessionId);
      if (!session || session.deleted) item.warnings.push(`sessionId ${sessionId} matches no session of this event yet; stored as sent`);
    }
    if (options.checkSpeakers && Array.isArray(item.fields.authors)) {
      (item.fields.authors as Author[]).forEach((a, i) => {
        if (a.speakerId && (!speakers.has(a.speakerId) || speakers.get(a.speakerId)!.deleted)) {
          item.warnings.push(`authors[${i}].speakerId ${a.speakerId} matches no speaker yet; the link renders once it does`);
        }
      });
    }
    const category = typeof item.fields.category === 'string' ? item.fields.category : '';
    if (event && category !== '' && !known.has(category)) {
      known.add(category);
      added.push(category);
      item.warnings.push(`category "${category}" is new: it was added to the event's category list (its own page in the app)`);
    }
  }
  if (event && added.length > 0) await saveEventSettings(q, eventId, { ...event.settings, categories: [...categories, ...added] });

  const updated = new Date().toISOString();
  const created: { id: string; doc: Record<string, unknown> }[] = [];
  const outcomes: Outcome[] = [];
  for (const item of items) {
    if (!item.ok) {
      outcomes.push(item.outcome);
      continue;
    }
    const { existing, fields, doc, warnings, ignoredFields } = item;
    if (existing) {
      const changes = changesOf(existing.doc, doc, Object.keys(fields));
      if (Object.keys(changes).length > 0) await updateRecord(q, 'abstracts', eventId, existing.id, { ...doc, updated });
      outcomes.push({ ok: true, abstractId: existing.id, created: false, changes, warnings, ignoredFields });
    } else {
      const id = newId();
      created.push({ id, doc: { ...doc, updated } });
      outcomes.push({ ok: true, abstractId: id, created: true, warnings, ignoredFields });
    }
  }
  await insertRecords(q, 'abstracts', eventId, created);
  return outcomes;
}

export const abstractRoutes: ApiRoutes = {
  '/getAbstracts': {
    async handler(ctx) {
      return ctx.cachedJson('abstracts', () => listRecordsJson(ctx.db, 'abstracts', ctx.eventId), { reads: ALL_BUT_GUESTS });
    },
  },
  '/upsertAbstract': {
    async handler(ctx) {
      const body = await ctx.json();
      const outcome = await ctx.write(async (tx) => {
        const [result] = await upsertMany(tx, ctx.eventId, ctx.auth.clientId, [body], { checkSpeakers: true });
        if (!result.ok) throw new ApiError(result.status, result.status === 404 ? 'not_found' : 'validation_failed', result.error, { details: result.details });
        return result;
      }, ['records']);
      if (!outcome.ok) throw new Error('unreachable');
      const status = ctx.dryRun ? 'dry run: valid, nothing saved' : outcome.created ? 'created' : 'updated';
      return json(
        withExtras(
          { status, abstractId: ctx.dryRun && outcome.created ? '' : outcome.abstractId, created: outcome.created, ...(outcome.created ? {} : { changes: outcome.changes ?? {} }) },
          { warnings: outcome.warnings, ignoredFields: outcome.ignoredFields, dryRun: ctx.dryRun },
        ),
      );
    },
  },
  '/deleteAbstract': {
    async handler(ctx) {
      const { data: body, ignoredFields } = parseCommandBody(deleteAbstractBodySchema, await ctx.json());
      const ids = [body.abstractId, body.documentId].filter((v): v is string => typeof v === 'string' && v !== '');
      if (ids.length === 0) throwIfAny([{ field: 'abstractId', message: 'is required' }]);
      if (new Set(ids).size > 1) throwIfAny([{ field: 'abstractId, documentId', message: 'name different abstracts; send one id' }]);
      await ctx.write(async (tx) => {
        if (!(await markDeleted(tx, 'abstracts', ctx.eventId, ids[0]))) throw new ApiError(404, 'not_found', `No abstract ${ids[0]}`);
      }, ['records']);
      if (ctx.dryRun) return json(withExtras({ status: 'dry run: nothing deleted', dryRun: true, wouldDelete: { abstracts: 1 } }, { ignoredFields }));
      return json(withExtras({ status: 'deleted' }, { ignoredFields }));
    },
  },
  '/bulkUpsert': {
    async handler(ctx) {
      const { data: body, ignoredFields } = parseCommandBody(bulkUpsertBodySchema, await ctx.json());
      if (body.type !== 'abstract') throwIfAny([{ field: 'type', message: `unknown record type "${body.type}": the only bulk type is "abstract"` }]);
      const results = await ctx.write(async (tx) => {
        const out: Record<string, unknown>[] = [];
        const outcomes = await upsertMany(tx, ctx.eventId, ctx.auth.clientId, body.items, { checkSpeakers: false });
        for (const [index, r] of outcomes.entries()) {
          if (r.ok) {
            out.push({ index, ok: true, abstractId: ctx.dryRun && r.created ? '' : r.abstractId, created: r.created, ...(r.warnings.length ? { warnings: r.warnings } : {}), ...(r.ignoredFields.length ? { ignoredFields: r.ignoredFields } : {}), ...(r.created ? {} : { changes: r.changes }) });
          } else {
            out.push({ index, ok: false, error: r.error, ...(r.details ? { details: r.details } : {}) });
          }
        }
        return out;
      }, ['records']);
      const created = results.filter((r) => r.ok && r.created).length;
      const updated = results.filter((r) => r.ok && !r.created).length;
      const failed = results.filter((r) => !r.ok).length;
      return json({ status: ctx.dryRun ? 'dry run: nothing saved' : failed === 0 ? 'done' : 'done with failures', created, updated, failed, results, ...(ignoredFields.length > 0 ? { ignoredFields } : {}), ...(ctx.dryRun ? { dryRun: true } : {}) });
    },
  },
};
