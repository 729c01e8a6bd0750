import { describe, expect, it } from 'vitest';
import { sessionSchema } from '../../contract/session';
import { sessionFormSchema, sessionFormValues, sessionWriteBody } from './session-form-schema';

describe('sessionFormSchema', () => {
  it('accepts a read session as it is (round trip)', () => {
    const s = sessionSchema.parse({ documentId: 'a', title: 'Keynote', date: '2026-05-01', startTime: '09:00', track: 1, tintColor: '#FFFFFFFF' });
    expect(sessionFormSchema(2).safeParse(sessionFormValues(s)).success).toBe(true);
  });
  it('refuses a track position the event does not have, and names the field', () => {
    const r = sessionFormSchema(2).safeParse({ ...sessionFormValues(undefined), title: 'x', track: 2 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['track']);
  });
  it('requires a title and a real date, per the contract', () => {
    const r = sessionFormSchema(0).safeParse({ ...sessionFormValues(undefined), date: '2026-02-30' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['date', 'title']);
  });
  it('leaves an unset tint colour out of the write', () => {
    expect(sessionWriteBody({ ...sessionFormValues(undefined), title: 'x' })).not.toHaveProperty('tintColor');
    expect(sessionWriteBody({ ...sessionFormValues(undefined), title: 'x', tintColor: '#FFFFFFFF' }).tintColor).toBe('#FFFFFFFF');
  });
});
