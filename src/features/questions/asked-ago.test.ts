import { describe, expect, it } from 'vitest';
import { askedAgo } from './asked-ago';

const now = Date.parse('2026-11-28T12:00:00Z');
const ago = (seconds: number) => askedAgo(new Date(now - seconds * 1000).toISOString(), now);

describe('how long ago a question was asked', () => {
  it('reads in the largest whole unit', () => {
    expect([ago(5), ago(59), ago(60), ago(59 * 60 + 59), ago(3600), ago(86_399), ago(86_400), ago(3 * 86_400)]).toEqual([
      'just now', 'just now', '1 min ago', '59 min ago', '1 h ago', '23 h ago', '1 day ago', '3 days ago',
    ]);
  });
  it('says nothing without a time, and “just now” for a clock slightly behind', () => {
    expect(askedAgo(undefined, now)).toBe('');
    expect(ago(-5)).toBe('just now');
  });
});
