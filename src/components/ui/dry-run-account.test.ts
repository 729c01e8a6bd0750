import { describe, expect, it } from 'vitest';
import { errorFromAnswer } from '../../api/errors';
import { accountLines, describeCounts, dryRunEach, readDryRun } from './dry-run-account';

/** A write's answer as the API client hands it over. */
const result = (data: unknown, warnings: string[] = []) => ({ data, warnings, ignoredFields: [], dryRun: true });

describe('readDryRun: a dry run is shown as it answered, whatever its form', () => {
  it('shows a poll delete by its warnings and its counts', () => {
    const warnings = ['3 ballots would be deleted'];
    const lines = accountLines(readDryRun(result({ status: 'dry run: nothing deleted', warnings, dryRun: true, wouldDelete: { polls: 1, ballots: 3, whitelists: 0 } }, warnings)));
    expect(lines).toEqual(['Would delete 1 poll, 3 ballots.', '3 ballots would be deleted']);
  });

  it('shows a question delete by what it would take with it (wouldDelete only)', () => {
    const lines = accountLines(readDryRun(result({ status: 'dry run: nothing deleted', dryRun: true, wouldDelete: { questions: 1, upvotes: 4 } })));
    expect(lines).toEqual(['Would delete 1 question, 4 upvotes.']);
  });

  it('shows a guest or ticket removal by its plain-text answer', () => {
    expect(accountLines(readDryRun(result('Dry run: Would unregister ada@example.com (nothing saved)')))).toEqual(['Would unregister ada@example.com']);
    expect(accountLines(readDryRun('Dry run: Would remove ticket VIP of ada@example.com (nothing saved)'))).toEqual(['Would remove ticket VIP of ada@example.com']);
  });

  it('keeps a plain-text answer that also carries warnings as JSON', () => {
    const lines = accountLines(readDryRun(result({ status: 'Would unregister ada@example.com', ignoredFields: ['name'] }, ['name is ignored'])));
    expect(lines).toEqual(['Would unregister ada@example.com', 'name is ignored']);
  });

  it('says nothing for an answer that only says it was a dry run', () => {
    expect(accountLines(readDryRun(result({ status: 'dry run: nothing deleted' })))).toEqual([]);
  });
});

describe('dryRunEach: a bulk action dry-runs every selected record and sums what they say', () => {
  it('asks about every record, not only the first, and adds up the counts', async () => {
    const asked: string[] = [];
    const batch = await dryRunEach(['a1', 'a2', 'a3'], async (id) => {
      asked.push(id);
      return result({ status: 'dry run: nothing deleted', dryRun: true, wouldDelete: { abstracts: 1 } });
    });
    expect(asked).toEqual(['a1', 'a2', 'a3']);
    const account = readDryRun(batch);
    expect(account.records).toBe(3);
    expect(accountLines(account)).toEqual(['Would delete 3 abstracts.']);
  });

  it('says a sentence once with how many records said it, and lists the refusals', async () => {
    const batch = await dryRunEach(['x', 'y', 'gone'], async (id) => {
      if (id === 'gone') throw errorFromAnswer({ status: 404, contentType: 'application/json', text: '{"error":"Abstract gone not found"}' });
      return result({ status: 'dry run: nothing deleted', wouldDelete: { abstracts: 1 } }, ['its pictures stay in the library']);
    });
    const account = readDryRun(batch);
    expect(accountLines(account)).toEqual(['Would delete 2 abstracts.', 'its pictures stay in the library (2 records)']);
    expect(account.failures).toEqual(['Not found: Abstract gone not found']);
  });
});

describe('describeCounts', () => {
  it('names each kind in the singular for one and leaves out zeros', () => {
    expect(describeCounts({ sessions: 1, polls: 2, whitelists: 0, entries: 1 })).toBe('1 session, 2 polls, 1 entry');
  });
});
