import { describe, expect, it } from 'vitest';
import { newPollValues, pollFormSchema } from './poll-form-schema';

function errorsOf(values: unknown): Record<string, string> {
  const r = pollFormSchema.safeParse(values);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('pollFormSchema', () => {
  const ok = { ...newPollValues('s1'), question: 'Best talk?', options: ['A, with comma', 'B'] };

  it('accepts a poll with options holding commas', () => {
    expect(errorsOf(ok)).toEqual({});
  });
  it('names the field of each problem', () => {
    expect(Object.keys(errorsOf({ ...ok, question: 'x'.repeat(501) }))).toEqual(['question']);
    expect(errorsOf({ ...ok, options: ['only one'] }).options).toMatch(/at least 2/);
    expect(errorsOf({ ...ok, options: Array.from({ length: 21 }, (_, i) => `o${i}`) }).options).toMatch(/at most 20/);
    expect(errorsOf({ ...ok, options: ['A', ''] })['options.1']).toMatch(/empty/);
  });
  it('keeps maxChoices between 1 and the number of options', () => {
    expect(errorsOf({ ...ok, maxChoices: 3 }).maxChoices).toMatch(/at most the number of options \(2\)/);
    expect(errorsOf({ ...ok, maxChoices: 0 }).maxChoices).toMatch(/at least 1/);
    expect(errorsOf({ ...ok, maxChoices: 2 })).toEqual({});
  });
});
