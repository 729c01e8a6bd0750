import { describe, expect, it } from 'vitest';
import { openDb } from '../store/db';
import { databaseTemplate } from '../test/pglite-template';
import { auditCsv, csvField, readAudit, recordOf, writeAudit } from './audit-log';

describe('the audit log as CSV', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });

  it('makes formulas inert for spreadsheets', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
  });

  it('one header line, then one line per entry', () => {
    const csv = auditCsv([{ id: 1, at: 0, memberId: 'm', memberName: 'Ana', role: 'moderator', action: '/upsertQuestion', record: 'q1', outcome: 'done', status: 200, detail: '' }]);
    expect(csv.split('\r\n')).toEqual(['time,member,role,action,record,outcome,status,detail', '1970-01-01T00:00:00.000Z,Ana,moderator,/upsertQuestion,q1,done,200,', '']);
  });
});

describe('which record a write is about', () => {
  it("takes the record's id, else the e-mail", () => {
    expect(recordOf({ documentId: 'ses_1', title: 'x' })).toBe('ses_1');
    expect(recordOf({ questionId: 'q_1' })).toBe('q_1');
    expect(recordOf({ email: 'a@b.c', ticketType: 'VIP' })).toBe('a@b.c');
    expect(recordOf({ title: 'new' })).toBe('');
    expect(recordOf([1])).toBe('');
  });
});

describe('a refused write with characters the database cannot store', () => {
  it('is still logged, each such character kept as U+FFFD', async () => {
    const db = await openDb({ dataDir: 'memory://', template: databaseTemplate() });
    try {
      const base = { eventId: 'ev_1', at: 1, memberId: 'mem_1', memberName: 'Ana', role: 'moderator', outcome: 'failed' as const, status: 400 };
      await writeAudit(db, { ...base, action: '/upsertQuestion', record: 'q\u0000 \ud83d', detail: 'x'.repeat(499) + '\ud83d\ude00' });
      const { entries } = await readAudit(db, 'ev_1', {});
      expect(entries.map((e) => [e.record, e.detail.length])).toEqual([['q\ufffd \ufffd', 500]]);
    } finally {
      await db.close();
    }
  });
});
