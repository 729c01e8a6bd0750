import { describe, expect, it } from 'vitest';
import { summarisePlan } from '../../components/table-import/import-run';
import { planGuestImport } from './guest-import-plan';

const rec = (line: number, values: Record<string, string>) => ({ line, values });

describe('planning a guest import', () => {
  const plan = planGuestImport(
    [
      rec(2, { userEmail: '  Ann@Example.ORG ', name: 'Ann' }),
      rec(3, { userEmail: 'not-an-email', name: 'Bad' }),
      rec(4, { userEmail: 'ann@example.org', name: 'Ann again' }),
      rec(5, { userEmail: 'kim@example.org', name: 'Kim' }),
      rec(6, { userEmail: '', name: 'No mail' }),
      rec(7, { userEmail: 'lee@example.org', name: '', company: 'Litware' }),
    ],
    new Set(['kim@example.org']),
  );

  it('sends e-mails as the service stores them, trimmed and lowercased, and leaves empty fields out', () => {
    expect(plan[0].item).toEqual({ userEmail: 'ann@example.org', name: 'Ann' });
    expect(plan[5].item).toEqual({ userEmail: 'lee@example.org', company: 'Litware' });
  });
  it('names the field of an invalid row', () => {
    expect(plan[1].item).toBeNull();
    expect(plan[1].problems[0]).toMatch(/^E-mail: /);
    expect(plan[4].problems[0]).toMatch(/^E-mail: /);
  });
  it('marks a repeated e-mail as a duplicate of its first row, and a registered one as already registered', () => {
    expect(plan[2].skip).toMatchObject({ label: 'Duplicate in file', message: 'Same e-mail as row 2.' });
    expect(plan[3].skip).toMatchObject({ kind: 'skipped', label: 'Already registered' });
    expect(summarisePlan(plan)).toEqual({ ready: 2, invalid: 2, skipped: 2, total: 6 });
  });
});
