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
import type { Queryable } from '../store/db';
import { getEventForUpdate, saveEventSettings } from '../store/events-store';
import { findRecords, getRecord, insertRecord, listRecordsJson, markDeleted, updateRecord } from '../store/records-store';
import { abstractDoc } from './record-docs';
import { changesOf, parseCommandBody, throwIfAny } from './write-helpers';

const WRITABLE = Object.keys(abstractFieldsSchema.shape);

type Outcome =
  | { ok: true; abstractId: string; created: boolean; changes?: Record<string, { before: unknown; after: unknown }>; warnings: string[]; ignoredFields: string[] }
  | { ok: false; status: number; error: string; details?: ErrorDetail[] };

/**
 * Creates or edits one abstract inside the caller's transaction. Validation
 * failures come back as an outcome (so a bulk import can go on with the next
 * item); nothing is written for a failed item.
 */
async function upsertOne(q: Queryable, eventId: string, clientId: string, body: unknown, options: { checkSpeakers: boolean }): Promise<Outcome> {
  const prepared = prepareWrite(body, WRITABLE, abstractWriteRules);
  if (!prepared.ok) return { ok: false, status: 400, error: 'Invalid abstract', details: prepared.details };
  const existing = prepared.id ? await getRecord(q, 'abstracts', eventId, prepared.id) : undefined;
  if (prepared.id && (!existing || existing.deleted)) return { ok: false, status: 404, error: `No abstract ${prepared.id}` };
  const parsed = parseWith(existing ? abstractEditSchema : abstractCreateSchema, prepared.fields);
  if (!parsed.ok) return { ok: false, status: 400, error: 'Invalid abstract', details: parsed.details };
  const fields = parsed.data as Record<string, unknown>;
  const doc = existing ? { ...existing.doc, ...fields } : abstractDoc({ ...fields, apiImported: true }, clientId);
  const issues = abstractConsistencyIssues(doc as { institutions?: string[]; authors?: Author[] });
  if (issues.length > 0) return { ok: false, status: 400, error: 'Invalid abstract', details: issues };
  const warnings: string[] = [];
  const sessionId = typeof fields.sessionId === 'string' ? fields.sessionId : '';
  if (sessionId !== '') {
    const session = await getRecord(q, 'sessions', eventId, sessionId);
    if (!session || session.deleted) warnings.push(`sessionId ${sessionId} matches no session of this event yet; stored as sent`);
  }
  if (options.checkSpeakers && Array.isArray(fields.authors)) {
    const ids = (fields.authors as Author[]).map((a) => a.speakerId ?? '').filter((id) => id !== '');
    const found = await findRecords(q, 'speakers', eventId, ids);
    (fields.authors as Author[]).forEach((a, i) => {
      if (a.speakerId && (!found.has(a.speakerId) || found.get(a.speakerId)!.deleted)) {
        warnings.push(`authors[${i}].speakerId ${a.speakerId} matches no speaker yet; the link renders once it does`);
      }
    });
  }
  const category = typeof fields.category === 'string' ? fields.category : '';
  if (category !== '') {
    const event = await getEventForUpdate(q, eventId);
    const categories = (event?.settings.categories as string[] | undefined) ?? [];
    if (event && !categories.includes(category)) {
      await saveEventSettings(q, eventId, { ...event.settings, categories: [...categories, category] });
      warnings.push(`category "${category}" is new: it was added to the event's category list (its own page in the app)`);
    }
  }
  doc.hidden = doc.unListed === true;
  if (existing) {
    const changes = changesOf(existing.doc, doc, Object.keys(fields));
    if (Object.keys(changes).length > 0) await updateRecord(q, 'abstracts', eventId, existing.id, { ...doc, updated: new Date().toISOString() });
    return { ok: true, abstractId: existing.id, created: false, changes, warnings, ignoredFields: prepared.ignoredFields };
  }
  const id = await insertRecord(q, 'abstracts', eventId, { ...doc, updated: new Date().toISOString() });
  return { ok: true, abstractId: id, created: true, warnings, ignoredFields: prepared.ignoredFields };
}

export const abstractRoutes: ApiRoutes = {
  '/getAbstracts': {
    async handler(ctx) {
      return ctx.cachedJson('abstracts', () => listRecordsJson(ctx.db, 'abstracts', ctx.eventId));
    },
  },
  '/upsertAbstract': {
    async handler(ctx) {
      const body = await ctx.json();
      const outcome = await ctx.write(async (tx) => {
        const result = await upsertOne(tx, ctx.eventId, ctx.auth.clientId, body, { checkSpeakers: true });
        if (!result.ok) throw new ApiError(result.status, result.status === 404 ? 'not_found' : 'validation_failed', result.error, { details: result.details });
        return result;
      });
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
      });
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
        for (const [index, item] of body.items.entries()) {
          const r = await upsertOne(tx, ctx.eventId, ctx.auth.clientId, item, { checkSpeakers: false });
          if (r.ok) {
            out.push({ index, ok: true, abstractId: ctx.dryRun && r.created ? '' : r.abstractId, created: r.created, ...(r.warnings.length ? { warnings: r.warnings } : {}), ...(r.ignoredFields.length ? { ignoredFields: r.ignoredFields } : {}), ...(r.created ? {} : { changes: r.changes }) });
          } else {
            out.push({ index, ok: false, error: r.error, ...(r.details ? { details: r.details } : {}) });
          }
        }
        return out;
      });
      const created = results.filter((r) => r.ok && r.created).length;
      const updated = results.filter((r) => r.ok && !r.created).length;
      const failed = results.filter((r) => !r.ok).length;
      return json({ status: ctx.dryRun ? 'dry run: nothing saved' : failed === 0 ? 'done' : 'done with failures', created, updated, failed, results, ...(ignoredFields.length > 0 ? { ignoredFields } : {}), ...(ctx.dryRun ? { dryRun: true } : {}) });
    },
  },
};
