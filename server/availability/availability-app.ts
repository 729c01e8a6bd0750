/**
 * Speakers' availability over HTTP (docs/server.md, "Speaker availability"), under `/console-api/availability`:
 *
 * - `GET`: every speaker's entry of the organiser's event (needs event:read);
 * - `POST` one speaker's entry (`availabilityWriteSchema`; an empty list of times removes it; needs event:write).
 *
 * Authorised like the room screens' console calls (server/screens/console-auth.ts: the organiser's key headers,
 * checked against the API the console is connected to), answered in the service's error shape; bad input is a
 * 400 naming the field. On the local API a speaker must be of the organiser's event (404 otherwise).
 */
import { Hono, type Context } from 'hono';
import { availabilityWriteSchema } from '../../src/contract/availability';
import { issuesToDetails } from '../../src/contract/write-body';
import { ApiError, validationError } from '../api-error';
import type { KeyCache } from '../key-cache';
import { readJsonBody } from '../request-body';
import type { Db } from '../store/db';
import { consoleAuth } from '../screens/console-auth';
import { listAvailability, saveAvailability } from './availability-store';

export type AvailabilityOptions = { db: Db; keys: KeyCache; upstreamUrl?: string; now?: () => number };

export function availabilityApp(options: AvailabilityOptions): Hono {
  const { db } = options;
  const now = options.now ?? (() => Date.now());
  const organiser = consoleAuth({ db, keys: options.keys, upstreamUrl: options.upstreamUrl, now });
  const local = !options.upstreamUrl;
  const app = new Hono();

  app.get('/', async (c) => {
    const who = await organiser(c, ['event:read']);
    return c.json({ speakers: await listAvailability(db, who.eventId) }, 200, { 'Cache-Control': 'no-store' });
  });

  app.post('/', async (c: Context) => {
    const who = await organiser(c, ['event:write']);
    const parsed = availabilityWriteSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw validationError(issuesToDetails(parsed.error));
    const body = parsed.data;
    if (local && (await db.query('SELECT 1 FROM speakers WHERE id = $1 AND event_id = $2 AND NOT deleted', [body.speakerId, who.eventId])).length === 0) {
      throw new ApiError(404, 'not_found', `No speaker ${body.speakerId} in this event`);
    }
    const saved = await saveAvailability(db, who.eventId, body, now());
    return c.json({ speakerId: body.speakerId, entry: saved });
  });

  app.all('*', (c) => c.json({ error: `No availability call ${c.req.method} ${c.req.path}`, code: 'unknown_endpoint' }, 404));
  return app;
}
