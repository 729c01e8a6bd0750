import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './store/db';
import { databaseTemplate } from './test/pglite-template';
import { createEvent } from './store/events-store';
import { insertGuest } from './store/guests-store';
import { countBallots, insertPoll } from './store/polls-store';
import { insertRecord } from './store/records-store';
import { createVoteBatcher } from './vote-batch';

/** Votes cast together are written together, each with its own checks, and one bad vote fails only itself. */
function batchSuite(name: string, open: () => Promise<Db>) {
  describe(name, () => {
    let db: Db;
    let ids: { clientId: string; eventId: string };
    let open1: string;
    let locked: string;
    beforeAll(async () => {
      db = await open();
      const event = await createEvent(db, { name: 'Batch' });
      ids = { clientId: event.clientId, eventId: event.id };
      const sessionId = await insertRecord(db, 'sessions', event.id, { title: 'Keynote', hasPoll: true });
      open1 = await insertPoll(db, event.id, { sessionId, question: 'Tea?', options: ['Yes', 'No'], maxChoices: 1, locked: false, visible: true });
      locked = await insertPoll(db, event.id, { sessionId, question: 'Closed?', options: ['Yes', 'No'], maxChoices: 1, locked: true, visible: true });
      for (const who of ['a', 'b', 'c']) await insertGuest(db, event.id, `${who}@example.org`, {});
    });
    afterAll(async () => db?.close());

    it('writes the votes that pass their checks and refuses the others, in one go', async () => {
      const votes = createVoteBatcher(db);
      const answers = await Promise.all([
        votes.cast({ ...ids, pollId: open1, email: 'a@example.org', picks: ['Yes'] }),
        votes.cast({ ...ids, pollId: open1, email: 'b@example.org', picks: ['No'] }),
        votes.cast({ ...ids, pollId: locked, email: 'a@example.org', picks: ['Yes'] }),
        votes.cast({ ...ids, pollId: open1, email: 'stranger@example.org', picks: ['Yes'] }),
        votes.cast({ ...ids, pollId: open1, email: 'c@example.org', picks: ['Maybe'] }),
        votes.cast({ ...ids, pollId: open1, email: 'c@example.org', picks: ['Yes', 'No'] }),
        votes.cast({ clientId: 'another-client', eventId: ids.eventId, pollId: open1, email: 'c@example.org', picks: ['Yes'] }),
      ]);
      expect(answers).toEqual([true, true, false, false, false, false, false]);
      expect((await countBallots(db, [open1])).get(open1)).toEqual({ choices: { Yes: 1, No: 1 }, voters: 2 });
    });

    it('lets the last of one guest’s votes in a batch decide', async () => {
      const votes = createVoteBatcher(db);
      const answers = await Promise.all([
        votes.cast({ ...ids, pollId: open1, email: 'c@example.org', picks: ['Yes'] }),
        votes.cast({ ...ids, pollId: open1, email: 'c@example.org', picks: ['No'] }),
      ]);
      expect(answers).toEqual([true, true]);
      expect((await countBallots(db, [open1])).get(open1)).toEqual({ choices: { Yes: 1, No: 2 }, voters: 3 });
    });

    it('writes votes that arrive within the gathering time in one statement', async () => {
      let statements = 0;
      const counted = { query: <T,>(sql: string, params?: unknown[]) => ((statements += 1), db.query<T>(sql, params)) };
      const votes = createVoteBatcher(counted, { gatherMs: 200 });
      const first = votes.cast({ ...ids, pollId: open1, email: 'a@example.org', picks: ['No'] });
      await new Promise((done) => setTimeout(done, 20));
      const second = votes.cast({ ...ids, pollId: open1, email: 'b@example.org', picks: ['No'] });
      expect(await Promise.all([first, second])).toEqual([true, true]);
      expect(statements).toBe(1);
    });

    it('fails only the vote the database refuses, not the rest of its batch', async () => {
      const votes = createVoteBatcher(db);
      const [bad, good] = await Promise.allSettled([
        votes.cast({ ...ids, pollId: open1, email: 'a@example.org', picks: ['Ye\u0000s'] }),
        votes.cast({ ...ids, pollId: open1, email: 'b@example.org', picks: ['Yes'] }),
      ]);
      expect(bad.status).toBe('rejected');
      expect(good).toEqual({ status: 'fulfilled', value: true });
    });
  });
}

batchSuite('vote batches on the embedded database', () => openDb({ dataDir: 'memory://', template: databaseTemplate() }));
const url = process.env.TEST_DATABASE_URL;
if (url) batchSuite('vote batches on PostgreSQL', () => openDb({ databaseUrl: url }));
else describe.skip('vote batches on PostgreSQL (TEST_DATABASE_URL not set)', () => it('runs in CI', () => {}));
