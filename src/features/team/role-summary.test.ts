import { describe, expect, it } from 'vitest';
import { roleSummary } from './role-summary';

describe('a role in one sentence', () => {
  it("names a moderator's rooms, or every room", () => {
    expect(roleSummary('moderator', ['Hall A', 'Hall B'])).toMatch(/in Hall A, Hall B/);
    expect(roleSummary('moderator')).toMatch(/in every room/);
  });

  it('says a viewer changes nothing', () => {
    expect(roleSummary('viewer')).toMatch(/changing nothing/);
  });
});
