import type { Db } from '../store/db';
import { clientFor, type TestClient, type TestServer } from './test-server';

/**
 * Helpers of the hostile-input suite: an event with one record of every kind, a key that is renewed before
 * the rate limit (300 a minute) would answer 429, and a snapshot of everything stored for an event, read
 * from the database itself so that no cache can hide a change.
 */

/** Creates one record of every kind on the client's event and returns their ids and e-mail addresses. */
export async function seedEvent(c: TestClient, tag: string): Promise<string[]> {
  const ok = async (path: string, body: unknown) => {
    const res = await c.post(path, body);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    const type = res.headers.get('content-type') ?? '';
    return (type.includes('json') ? await res.json() : {}) as Record<string, string>;
  };
  await ok('/updateEvent', { trackArray: [`${tag} track`], tierArray: [`${tag} tier`], supportEmail: `help-${tag}@example.org` });
  const session = await ok('/upsertSession', { title: `${tag} session`, hasPoll: true, hasLiveQA: true, track: 0 });
  const speaker = await ok('/upsertSpeaker', { name: `${tag} speaker`, email: `speaker-${tag}@example.org` });
  const sponsor = await ok('/upsertSponsor', { name: `${tag} sponsor`, tier: 0 });
  const poll = await ok('/upsertPoll', { sessionId: session.documentId, question: `${tag} poll?`, options: ['Yes', 'No'] });
  const question = await ok('/upsertQuestion', { sessionId: session.documentId, question: `${tag} question?` });
  const abstract = await ok('/upsertAbstract', { title: `${tag} abstract`, sessionId: session.documentId });
  await ok('/addGuest', { userEmail: `guest-${tag}@example.org`, name: `${tag} guest` });
  await ok('/addTicket', { userEmail: `guest-${tag}@example.org`, ticketType: `${tag}-vip`, sessionId: session.documentId });
  return [session.documentId, speaker.documentId, sponsor.documentId, poll.pollId, question.questionId, abstract.abstractId, `guest-${tag}@example.org`, `${tag}-vip`];
}

/** A client of one event whose key is replaced by a fresh one every 250 requests. */
export class RenewingClient {
  private used = 0;
  constructor(
    private readonly t: TestServer,
    private current: TestClient,
  ) {}

  get eventId(): string {
    return this.current.eventId;
  }

  async client(): Promise<TestClient> {
    if (++this.used > 250) {
      const res = await this.t.operator('/keys', { clientId: this.current.clientId, eventId: this.current.eventId, scopes: 'all' });
      const { apiKey } = (await res.json()) as { apiKey: string };
      this.current = clientFor(this.t.url, apiKey, this.current.clientId, this.current.eventId);
      this.used = 1;
    }
    return this.current;
  }
}

const EVENT_TABLES = ['guests', 'tickets', 'sessions', 'speakers', 'sponsors', 'abstracts', 'polls', 'whitelists', 'questions', 'media'];
const rowsOf = (from: string) => `(SELECT coalesce(jsonb_agg(to_jsonb(t) ORDER BY to_jsonb(t)::text), '[]'::jsonb) FROM ${from})`;

/** One query reading everything stored for an event (settings, records, ballots, upvotes, pictures). */
const SNAPSHOT_SQL = `SELECT jsonb_build_object(
  'events', ${rowsOf('(SELECT id, client_id, settings FROM events WHERE id = $1) t')},
  'ballots', ${rowsOf('(SELECT b.* FROM ballots b JOIN polls p ON p.id = b.poll_id WHERE p.event_id = $1) t')},
  'upvotes', ${rowsOf('(SELECT u.* FROM upvotes u JOIN questions q ON q.id = u.question_id WHERE q.event_id = $1) t')},
  ${EVENT_TABLES.map((table) => `'${table}', ${rowsOf(`${table} t WHERE t.event_id = $1`)}`).join(',\n  ')}
)::text AS snapshot`;

/** Everything stored for an event as one comparable text. */
export async function snapshotEvent(db: Db, eventId: string): Promise<string> {
  const [row] = await db.query<{ snapshot: string }>(SNAPSHOT_SQL, [eventId]);
  return row.snapshot;
}
