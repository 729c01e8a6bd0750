import { describe, expect, it } from 'vitest';
import { auditCsv, csvField, recordOf } from './audit-log';

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
