/**
 * The programme's releases and feeds over HTTP (docs/server.md "Programme releases and feeds"):
 *
 * - `/console-api/programme/…`: the console's calls, authorised by the organiser's key headers (as the screens'
 *   calls: console-auth.ts), in the service's error shape; bad input is a 400 naming the field.
 * - `/feeds/<token>…`: the feeds of the last release, no key (the address is the capability). An unknown or
 *   turned-off address answers 404; an address that keeps guessing is refused (429) for a while before any lookup.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { feedKindSchema, feedSettingsBodySchema, publishBodySchema, releaseNumberSchema, type FeedKind, type ProgrammeSnapshot, type SnapshotSession } from '../../src/contract/programme';
import { buildSnapshot, type SnapshotSessionInput, type SnapshotSpeakerInput } from '../../src/contract/programme-snapshot';
import { issuesToDetails } from '../../src/contract/write-body';
import { ApiError, validationError } from '../api-error';
import type { KeyCache } from '../key-cache';
import { AddressRateLimiter, clientAddress } from '../rate-limit';
import { readJsonBody } from '../request-body';
import { consoleAuth } from '../screens/console-auth';
import type { Db, Queryable } from '../store/db';
import { getEvent } from '../store/events-store';
import { listRecords } from '../store/records-store';
import { DATA_SECURITY_HEADERS } from '../security-headers';
import { matchesEtag, type FeedAnswers } from './feed-answers';
import { slugify } from './feed-ids';
import { feedPath, FEED_TOKEN, listFeeds, renewFeed, setFeed } from './feeds-store';
import { frabSchedule, frabXml } from './frab-schedule';
import { icalFeed } from './ical-feed';
import { PAGE_CSP, programmePage, sessionAnchor } from './programme-page';
import { getRelease, latestSnapshot, listReleases, publishRelease } from './releases-store';

export type ProgrammeOptions = {
  db: Db;
  keys: KeyCache;
  upstreamUrl?: string;
  now?: () => number;
  trustProxy?: boolean;
  /** Unknown feed addresses one address may try in a minute before it is refused (default 30; 0 turns it off). */
  guessesPerMinute?: number;
  /** Where the feeds' answers are kept ready for the HTTP server to send again (feed-answers.ts). */
  answers?: FeedAnswers;
};

async function parse<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readJsonBody(c));
  if (!parsed.success) throw validationError(issuesToDetails(parsed.error));
  return parsed.data;
}

function param<T extends z.ZodType>(c: Context, name: string, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.param(name));
  if (!parsed.success) throw validationError(parsed.error.issues.map((i) => ({ field: name, message: i.message })));
  return parsed.data;
}

/** The programme as this server holds it (the local API): the event's listed sessions and their speakers. */
async function localSnapshot(q: Queryable, eventId: string): Promise<ProgrammeSnapshot> {
  const [event, sessions, speakers] = await Promise.all([getEvent(q, eventId), listRecords(q, 'sessions', eventId), listRecords(q, 'speakers', eventId)]);
  const s = event?.settings ?? {};
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return buildSnapshot(
    {
      name: str(s.name),
      dateStart: str(s.dateStart),
      dateEnd: str(s.dateEnd),
      timeZoneOffset: typeof s.timeZoneOffset === 'number' ? s.timeZoneOffset : 0,
      trackArray: Array.isArray(s.trackArray) ? s.trackArray.map(str) : [],
    },
    sessions.map((r) => ({ ...(r.doc as Partial<SnapshotSessionInput>), documentId: r.id, title: str(r.doc.title) })),
    speakers.map((r): SnapshotSpeakerInput => ({ documentId: r.id, name: str(r.doc.name), email: str(r.doc.email) })),
  );
}

/** Room calendars' file names: the room's slug, numbered when two rooms give the same one. */
export function roomFiles(sessions: readonly SnapshotSession[]): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>();
  for (const room of [...new Set(sessions.map((s) => s.room || 'No room'))]) {
    const base = slugify(room, 'room');
    let name = base;
    for (let i = 2; used.has(name); i += 1) name = `${base}-${i}`;
    used.add(name);
    out.set(room, `${name}.ics`);
  }
  return out;
}

/** Told of every release and feed change (payload: the event's id), so every process forgets what it remembered. */
export const PROGRAMME_CHANNEL = 'programme';

type Target = { eventId: string; kind: FeedKind; listed: boolean; token: string; number: number | null; publicFeeds: Partial<Record<FeedKind, string>> };

type Body = { bytes: Uint8Array; etag: string; type: string };
const encoder = new TextEncoder();
const bodyOf = (text: string, type: string): Body => {
  const bytes = encoder.encode(text);
  return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`, type };
};


export function programmeApps(options: ProgrammeOptions): { consoleApi: Hono; feeds: Hono } {
  const { db } = options;
  const now = options.now ?? (() => Date.now());
  const organiser = consoleAuth({ db, keys: options.keys, upstreamUrl: options.upstreamUrl, now });
  const local = !options.upstreamUrl;

  /**
   * What a feed address opens, remembered per address: a feed request then costs no query. A release or a feed
   * change forgets the event's addresses here at once and, through `NOTIFY programme`, in every other process
   * (a dropped LISTEN connection forgets everything). Without LISTEN (a test's database) an entry lasts 1 s.
   */
  const targets = new Map<string, { target: Target; at: number }>();
  const answers = options.answers;
  let listening: Promise<boolean> | undefined;
  let heard = false;
  const forget = (eventId: string) => {
    for (const [token, entry] of targets) if (entry.target.eventId === eventId) targets.delete(token);
    answers?.forget(eventId);
  };
  const forgetAll = () => {
    heard = false;
    targets.clear();
    answers?.clear();
  };
  const listen = () =>
    (listening ??= db.listen
      ? db.listen(PROGRAMME_CHANNEL, forget, forgetAll).then(
          () => (heard = true),
          () => false,
        )
      : Promise.resolve(false));
  async function changed(eventId: string): Promise<void> {
    forget(eventId);
    await db.query('SELECT pg_notify($1, $2)', [PROGRAMME_CHANNEL, eventId]).catch(() => undefined);
  }

  const consoleApi = new Hono();
  const noStore = { 'Cache-Control': 'no-store' };

  consoleApi.get('/releases', async (c) => {
    const who = await organiser(c, ['event:read']);
    return c.json({ releases: await listReleases(db, who.eventId) }, 200, noStore);
  });
  consoleApi.get('/releases/latest', async (c) => {
    const who = await organiser(c, ['event:read']);
    return c.json({ release: (await getRelease(db, who.eventId, 'latest')) ?? null }, 200, noStore);
  });
  consoleApi.get('/releases/:number', async (c) => {
    const who = await organiser(c, ['event:read']);
    const number = param(c, 'number', releaseNumberSchema);
    const release = await getRelease(db, who.eventId, number);
    if (!release) throw new ApiError(404, 'not_found', `No release ${number} of this event`);
    return c.json(release, 200, noStore);
  });

  /**
   * Publishes the programme as the next release. On the local API the server reads its own records (a snapshot
   * sent along is checked and left aside); with UPSTREAM_URL it holds none, so the snapshot the console read is
   * required.
   */
  consoleApi.post('/releases', async (c) => {
    const who = await organiser(c, ['event:write']);
    const body = await parse(c, publishBodySchema);
    if (!local && !body.snapshot) throw validationError([{ field: 'snapshot', message: 'is required: this server stands in front of another API and publishes what the console read' }]);
    const snapshot = local ? await localSnapshot(db, who.eventId) : (body.snapshot as ProgrammeSnapshot);
    const release = await publishRelease(db, who.eventId, body.name, snapshot, now());
    await changed(who.eventId);
    return c.json({ ...release, basedOn: body.basedOn ?? null }, 201);
  });

  consoleApi.get('/feeds', async (c) => {
    const who = await organiser(c, ['event:read']);
    return c.json({ feeds: await listFeeds(db, who.eventId) }, 200, noStore);
  });
  consoleApi.post('/feeds/:kind/renew', async (c) => {
    const who = await organiser(c, ['event:write']);
    const kind = param(c, 'kind', feedKindSchema);
    const feed = await renewFeed(db, who.eventId, kind, now());
    await changed(who.eventId);
    return c.json(feed);
  });
  consoleApi.post('/feeds/:kind', async (c) => {
    const who = await organiser(c, ['event:write']);
    const kind = param(c, 'kind', feedKindSchema);
    const body = await parse(c, feedSettingsBodySchema);
    const feed = await setFeed(db, who.eventId, kind, body, now());
    await changed(who.eventId);
    return c.json(feed);
  });
  consoleApi.all('*', (c) => c.json({ error: `No programme call ${c.req.method} ${c.req.path}`, code: 'unknown_endpoint' }, 404));

  // Feeds: the address is the capability.
  const guesses = new AddressRateLimiter(options.guessesPerMinute ?? 30);
  const blockedUntil = new Map<string, number>();
  answers?.attach({ live: () => heard, blocked: (address) => (blockedUntil.get(address) ?? 0) > now() });
  const cache = new Map<string, Body>();

  /** The feed of an address, with its event's last release number and public feeds, in one query. */
  async function feedOf(c: Context): Promise<Target> {
    const address = clientAddress(c, options.trustProxy === true);
    const at = now();
    const until = blockedUntil.get(address);
    if (until !== undefined && until > at) {
      const retryAfterSeconds = Math.max(1, Math.ceil((until - at) / 1000));
      throw new ApiError(429, 'rate_limited', 'Too many unknown feed addresses from this address; wait and retry', { extra: { retryAfterSeconds }, headers: { 'Retry-After': String(retryAfterSeconds) } });
    }
    const token = c.req.param('token') ?? '';
    const live = await listen();
    const known = targets.get(token);
    if (known && (live || at - known.at < 1000) && at >= known.at) return known.target;
    const rows = FEED_TOKEN.test(token)
      ? await db.query<{ event_id: string; kind: FeedKind; listed: boolean; number: number | null; feeds: Record<string, string> | null }>(
          `SELECT f.event_id, f.kind, f.listed,
             (SELECT max(r.number) FROM programme_releases r WHERE r.event_id = f.event_id) AS number,
             (SELECT json_object_agg(g.kind, g.token) FROM programme_feeds g WHERE g.event_id = f.event_id AND g.enabled AND g.listed) AS feeds
           FROM programme_feeds f WHERE f.token = $1 AND f.enabled`,
          [token],
        )
      : [];
    const row = rows[0];
    if (row) {
      const publicFeeds = Object.fromEntries(Object.entries(row.feeds ?? {}).map(([k, t]) => [k, feedPath(t)]));
      const target: Target = { eventId: row.event_id, kind: row.kind, listed: row.listed, token, number: row.number === null ? null : Number(row.number), publicFeeds };
      if (targets.size >= 5000) targets.clear();
      targets.set(token, { target, at });
      return target;
    }
    const taken = await guesses.take(address);
    if (!taken.ok) {
      if (blockedUntil.size > 10_000) blockedUntil.clear();
      blockedUntil.set(address, at + taken.retryAfterSeconds * 1000);
    }
    throw new ApiError(404, 'not_found', 'This feed address does not work: it was renewed or turned off, or never existed');
  }

  const notFound = () => new ApiError(404, 'not_found', 'No such feed here');

  /**
   * Answers a feed body with its ETag, caching rule and a 304 when the client has it already; `ready`: the answer
   * is the same for every request of this address until the next change, so the HTTP server may send it again.
   */
  function send(c: Context, t: Target, body: Body, extra: Record<string, string> = {}, ready = true): Response {
    const headers: Record<string, string> = {
      ETag: body.etag,
      'Cache-Control': `${t.listed ? 'public' : 'private'}, max-age=60`,
      'Access-Control-Allow-Origin': '*',
      ...(t.listed ? {} : { 'X-Robots-Tag': 'noindex, nofollow' }),
      ...extra,
    };
    if (ready && answers) {
      const url = new URL(c.req.url);
      answers.remember(c.req.header('host') ?? '', `${url.pathname}${url.search}`, { eventId: t.eventId, etag: body.etag, bytes: body.bytes, headers: { ...DATA_SECURITY_HEADERS, ...headers, 'Content-Type': body.type } });
    }
    if (matchesEtag(c.req.header('if-none-match'), body.etag)) return new Response(null, { status: 304, headers });
    return new Response(body.bytes as unknown as BodyInit, { status: 200, headers: { ...headers, 'Content-Type': body.type } });
  }

  /** A body of the last release, made once per release, feed, variant and origin (the process keeps 500). */
  async function cached(t: Target, variant: string, origin: string, make: (release: { number: number; publishedAt: number; snapshot: ProgrammeSnapshot }) => Body | undefined): Promise<Body | undefined> {
    const key = `${t.eventId}\u0000${t.number}\u0000${t.kind}\u0000${variant}\u0000${origin}\u0000${JSON.stringify(t.publicFeeds)}\u0000${t.listed}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const release = await latestSnapshot(db, t.eventId);
    if (!release) return undefined;
    const body = make(release);
    if (!body) return undefined;
    if (cache.size >= 500) cache.clear();
    cache.set(key, body);
    return body;
  }

  const originOf = (c: Context) => new URL(c.req.url).origin;
  const notPublished = (t: Target) => (t.number === null ? new ApiError(404, 'not_published', 'Nothing has been published yet: the organisers have not released the programme') : undefined);
  const pageUrl = (t: Target, origin: string) => (t.publicFeeds.page ? `${origin}${t.publicFeeds.page}` : undefined);

  const feeds = new Hono();

  const page = async (c: Context) => {
    const t = await feedOf(c);
    if (t.kind !== 'page') throw notFound();
    const headers = { 'Content-Security-Policy': PAGE_CSP, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };
    if (t.number === null) {
      return c.html('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Programme</title></head><body><main><h1>Programme</h1><p>The programme has not been published yet.</p></main></body></html>', 200, { ...headers, 'Cache-Control': 'no-cache' });
    }
    const at = now();
    const minute = Math.floor(at / 60_000);
    const body = await cached(t, `page:${minute}`, '', (r) =>
      bodyOf(
        programmePage(r.snapshot, {
          eventId: t.eventId,
          releaseNumber: r.number,
          publishedAt: r.publishedAt,
          now: at,
          feeds: { frab: t.publicFeeds.frab, ical: t.publicFeeds.ical },
          roomCalendar: (room) => roomFiles(r.snapshot.sessions).get(room) ?? 'room.ics',
          listed: t.listed,
        }),
        'text/html; charset=utf-8',
      ),
    );
    if (!body) throw notPublished(t) ?? notFound();
    // The page says how long ago the release was published: made again each minute, never sent again as is.
    return send(c, t, body, headers, false);
  };
  feeds.get('/:token', page);
  feeds.get('/:token/', page);

  feeds.get('/:token/schedule.json', async (c) => {
    const t = await feedOf(c);
    if (t.kind !== 'frab') throw notFound();
    const origin = originOf(c);
    const body = await cached(t, 'json', origin, (r) => {
      const url = pageUrl(t, origin);
      const json = frabSchedule(r.snapshot, { eventId: t.eventId, releaseNumber: r.number, baseUrl: `${origin}/`, sessionUrl: url ? (guid) => `${url}#s-${guid}` : undefined });
      return bodyOf(JSON.stringify(json), 'application/json; charset=utf-8');
    });
    if (!body) throw notPublished(t) ?? notFound();
    return send(c, t, body);
  });

  feeds.get('/:token/schedule.xml', async (c) => {
    const t = await feedOf(c);
    if (t.kind !== 'frab') throw notFound();
    const origin = originOf(c);
    const body = await cached(t, 'xml', origin, (r) => {
      const url = pageUrl(t, origin);
      const json = frabSchedule(r.snapshot, { eventId: t.eventId, releaseNumber: r.number, baseUrl: `${origin}/`, sessionUrl: url ? (guid) => `${url}#s-${guid}` : undefined });
      return bodyOf(frabXml(json, r.snapshot.event.timeZoneOffset), 'application/xml; charset=utf-8');
    });
    if (!body) throw notPublished(t) ?? notFound();
    return send(c, t, body);
  });

  /** iCal: the whole programme, one room's or one speaker's sessions. */
  const calendar = (which: (c: Context) => { variant: string; pick: (snap: ProgrammeSnapshot) => { sessions: SnapshotSession[]; name: string } | undefined }) => async (c: Context) => {
    const t = await feedOf(c);
    if (t.kind !== 'ical') throw notFound();
    const origin = originOf(c);
    const { variant, pick } = which(c);
    const body = await cached(t, variant, origin, (r) => {
      const chosen = pick(r.snapshot);
      if (!chosen) return undefined;
      const url = pageUrl(t, origin);
      const text = icalFeed(r.snapshot, chosen.sessions, {
        eventId: t.eventId,
        releaseNumber: r.number,
        publishedAt: r.publishedAt,
        host: new URL(origin).hostname,
        name: chosen.name,
        sessionUrl: url ? (s) => `${url}#${sessionAnchor(t.eventId, s.id)}` : undefined,
      });
      return bodyOf(text, 'text/calendar; charset=utf-8');
    });
    if (!body) throw notPublished(t) ?? notFound();
    return send(c, t, body, { 'Content-Disposition': 'inline' });
  };
  feeds.get(
    '/:token/programme.ics',
    calendar(() => ({ variant: 'ics', pick: (snap) => ({ sessions: snap.sessions, name: snap.event.name || 'Programme' }) })),
  );
  feeds.get(
    '/:token/rooms/:file',
    calendar((c) => {
      const file = c.req.param('file') ?? '';
      return {
        variant: `room:${file}`,
        pick: (snap) => {
          const room = [...roomFiles(snap.sessions)].find(([, f]) => f === file)?.[0];
          return room === undefined ? undefined : { sessions: snap.sessions.filter((s) => (s.room || 'No room') === room), name: `${snap.event.name}: ${room}` };
        },
      };
    }),
  );
  feeds.get(
    '/:token/speakers/:file',
    calendar((c) => {
      const id = (c.req.param('file') ?? '').replace(/\.ics$/, '');
      return {
        variant: `speaker:${id}`,
        pick: (snap) => {
          const person = snap.speakers.find((p) => p.id === id);
          return person ? { sessions: snap.sessions.filter((s) => s.speakerIds.includes(id)), name: `${snap.event.name}: ${person.name}` } : undefined;
        },
      };
    }),
  );
  feeds.all('*', (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.json({ error: 'Feeds are read with GET', code: 'method_not_allowed' }, 405, { Allow: 'GET, HEAD' });
    return c.json({ error: 'No such feed here', code: 'not_found' }, 404);
  });

  return { consoleApi, feeds };
}
