import { describe, expect, it } from 'vitest';
import { actionWords, auditFilters, auditState } from './audit-view';

describe("the audit page's filters", () => {
  it('a day runs from its first to its last millisecond, local time', () => {
    const f = auditFilters({ member: '', outcome: '', day: '2026-11-28' });
    expect(f.from).toBe(new Date(2026, 10, 28).getTime());
    expect(f.to).toBe(new Date(2026, 10, 29).getTime() - 1);
  });

  it('a member and an outcome pass as they are; nothing chosen filters nothing', () => {
    expect(auditFilters({ member: 'mem_1', outcome: 'refused', day: '' })).toEqual({ member: 'mem_1', outcome: 'refused' });
    expect(auditFilters(auditState.parse({}))).toEqual({});
  });

  it('a day that is not a date is no filter', () => {
    expect(auditState.parse({ day: 'yesterday' }).day).toBe('');
  });
});

describe('actions in plain words', () => {
  it('names the API call as organisers would', () => {
    expect(actionWords('/upsertQuestion')).toBe('Save a question');
    expect(actionWords('invite')).toBe('Invite');
    expect(actionWords('screens /screens/stage')).toBe('Room screens');
    expect(actionWords('qa /qa/queue')).toBe('Q&A queue, archive or word filter');
    expect(actionWords('programme /programme/releases')).toBe('Programme release or feed');
  });
});
