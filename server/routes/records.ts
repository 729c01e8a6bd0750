import type { z } from 'zod';
import type { WriteRules } from '../../src/contract/write-body';
import { ApiError } from '../api-error';
import { json, withExtras, type ApiRoute, type RouteContext } from '../api-router';
import { ALL_BUT_GUESTS, type Topic } from '../list-cache';
import type { Queryable } from '../store/db';
import { getEventForUpdate } from '../store/events-store';
import { getRecord, insertRecord, listRecords, markDeleted, updateRecord, type RecordTable } from '../store/records-store';
import { withLegacyId } from './record-docs';
import { checkContentData, liveContentData, parseCommandBody, parseOrThrow, prepareBody, throwIfAny } from './write-helpers';

export interface RecordKind {
  table: RecordTable;
  /** The older per-type spelling of the record's own id (`sessionId`…). */
  legacy: string;
  noun: string;
  fieldsSchema: z.ZodObject;
  createSchema: z.ZodType;
  editSchema: z.ZodType;
  deleteSchema: z.ZodObject;
  rules: WriteRules;
  defaults(fields: Record<string, unknown>): Record<string, unknown>;
  /** Checks against the event as it stands (track and tier positions). */
  check?(q: Queryable, eventId: string, doc: Record<string, unknown>, fields: Record<string, unknown>): Promise<void>;
  /** On delete, besides marking the record deleted: what else goes (counted on a dry run). */
  cascade?(q: Queryable, eventId: string, id: string, dryRun: boolean): Promise<Record<string, number>>;
}

/** Position fields must point into the event's lists (updateEvent rule 1). */
export async function checkPosition(q: Queryable, eventId: string, field: string, value: unknown, list: 'trackArray' | 'tierArray', allowNone: boolean): Promise<void> {
  if (typeof value !== 'number' || (allowNone && value === -1)) return;
  const event = await getEventForUpdate(q, eventId);
  const names = (event?.settings[list] as string[] | undefined) ?? [];
  if (value >= names.length) {
    throwIfAny([{ field, message: `${value} is out of range: the event has ${names.length} ${list === 'trackArray' ? 'tracks' : 'tiers'} (positions 0 to ${names.length - 1}); set the names first with /updateEvent` }]);
  }
}

export function recordRoutes(kind: RecordKind): { list: ApiRoute; upsert: ApiRoute; remove: ApiRoute } {
  const writable = Object.keys(kind.fieldsSchema.shape);
  // Speakers are listed with the guests too (listGuestsJson); sessions and sponsors are not.
  const changes: readonly Topic[] = kind.table === 'speakers' ? ['speakers'] : ['records'];
  return {
    list: {
      async handler(ctx) {
        return ctx.cachedJson(kind.table, async () => {
          const docs = (await listRecords(ctx.db, kind.table, ctx.eventId)).map((r) => withLegacyId(r.doc, kind.legacy));
          if ('contentData' in kind.fieldsSchema.shape) await liveContentData(ctx.db, ctx.eventId, docs);
          return JSON.stringify(docs);
        }, { reads: ALL_BUT_GUESTS });
      },
    },
    upsert: {
      async handler(ctx: RouteContext) {
        const prepared = prepareBody(await ctx.json(), writable, kind.rules);
        const result = await ctx.write(async (tx) => {
          const existing = prepared.id ? await getRecord(tx, kind.table, ctx.eventId, prepared.id) : undefined;
          if (prepared.id && (!existing || existing.deleted)) throw new ApiError(404, 'not_found', `No ${kind.noun} ${prepared.id}`);
          const fields = parseOrThrow(existing ? kind.editSchema : kind.createSchema, prepared.fields) as Record<string, unknown>;
          const warnings: string[] = [];
          const ignoredFields = [...prepared.ignoredFields];
          if (fields.contentData !== undefined) {
            const content = await checkContentData(tx, ctx.eventId, fields.contentData);
            fields.contentData = content.sections;
            warnings.push(...content.warnings);
            ignoredFields.push(...content.ignoredFields);
          }
          const doc = existing ? { ...existing.doc, ...fields } : kind.defaults(fields);
          await kind.check?.(tx, ctx.eventId, doc, fields);
          if (existing) {
            await updateRecord(tx, kind.table, ctx.eventId, existing.id, doc);
            return { id: existing.id, created: false, warnings, ignoredFields };
          }
          const id = await insertRecord(tx, kind.table, ctx.eventId, doc);
          return { id, created: true, warnings, ignoredFields };
        }, changes);
        const status = ctx.dryRun ? 'dry run: valid, nothing saved' : result.created ? 'created' : 'updated';
        const id = ctx.dryRun && result.created ? '' : result.id;
        return json(withExtras({ status, documentId: id, [kind.legacy]: id, created: result.created }, { warnings: result.warnings, ignoredFields: result.ignoredFields, dryRun: ctx.dryRun }));
      },
    },
    remove: {
      async handler(ctx) {
        const parsed = parseCommandBody(kind.deleteSchema, await ctx.json());
        const body = parsed.data as Record<string, string | undefined>;
        const ids = [body.documentId, body[kind.legacy]].filter((v): v is string => typeof v === 'string' && v !== '');
        if (ids.length === 0) throwIfAny([{ field: 'documentId', message: `is required (or ${kind.legacy})` }]);
        if (new Set(ids).size > 1) throwIfAny([{ field: `documentId, ${kind.legacy}`, message: 'name different records; send one id' }]);
        const id = ids[0];
        const counts = await ctx.write(async (tx) => {
          const existing = await getRecord(tx, kind.table, ctx.eventId, id);
          if (!existing || existing.deleted) throw new ApiError(404, 'not_found', `No ${kind.noun} ${id}`);
          const extra = (await kind.cascade?.(tx, ctx.eventId, id, ctx.dryRun)) ?? {};
          await markDeleted(tx, kind.table, ctx.eventId, id);
          return { [kind.table]: 1, ...extra };
        }, changes);
        if (ctx.dryRun) return json(withExtras({ status: 'dry run: nothing deleted', dryRun: true, wouldDelete: counts }, { ignoredFields: parsed.ignoredFields }));
        return json(withExtras({ status: 'deleted', deleted: counts }, { ignoredFields: parsed.ignoredFields }));
      },
    },
  };
}
