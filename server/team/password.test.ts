import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe("members' passwords", () => {
  it('the right password verifies, a wrong one does not', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('each hash has its own salt and holds no password in clear', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).not.toBe(b);
    expect(a).not.toContain('horse');
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('a stored value of another kind never verifies', async () => {
    expect(await verifyPassword('x', 'plain$x')).toBe(false);
  });
});
