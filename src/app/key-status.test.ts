import { describe, expect, it } from 'vitest';
import { showsKeyLife } from './key-status';

describe("the key's life in the top bar", () => {
  const at = (secondsLeft: number | null) => ({ secondsLeft, expired: secondsLeft === 0, expiringSoon: secondsLeft !== null && secondsLeft > 0 && secondsLeft <= 600 });
  it('says nothing while more than two hours are left', () => {
    expect(showsKeyLife(at(6 * 3600))).toBe(false);
    expect(showsKeyLife(at(2 * 3600 + 1))).toBe(false);
  });
  it('shows the time left in the last two hours, and an expired key', () => {
    expect(showsKeyLife(at(2 * 3600))).toBe(true);
    expect(showsKeyLife(at(300))).toBe(true);
    expect(showsKeyLife(at(0))).toBe(true);
  });
  it('says nothing while the expiry is not known yet', () => {
    expect(showsKeyLife(at(null))).toBe(false);
  });
});
