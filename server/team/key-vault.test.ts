import { describe, expect, it } from 'vitest';
import { KeyVault } from './key-vault';

const SECRET = 'a-console-secret-of-at-least-32-characters';

describe('the shared key at rest', () => {
  it('opens with the same secret for the same event', () => {
    const vault = new KeyVault(SECRET);
    const sealed = vault.seal('key_abc123', 'evt_1');
    expect(vault.open(sealed, 'evt_1')).toBe('key_abc123');
  });

  it('holds nothing of the key in clear, and differs each time it is sealed', () => {
    const vault = new KeyVault(SECRET);
    const a = vault.seal('key_abc123', 'evt_1');
    const b = vault.seal('key_abc123', 'evt_1');
    expect(a).not.toContain('key_abc123');
    expect(Buffer.from(a.split('.')[3], 'base64url').toString('latin1')).not.toContain('abc');
    expect(a).not.toBe(b);
  });

  it('does not open with another secret, for another event, or once tampered with', () => {
    const sealed = new KeyVault(SECRET).seal('key_abc123', 'evt_1');
    expect(new KeyVault(`${SECRET}!`).open(sealed, 'evt_1')).toBeUndefined();
    expect(new KeyVault(SECRET).open(sealed, 'evt_2')).toBeUndefined();
    const parts = sealed.split('.');
    parts[3] = parts[3].slice(0, -2) + (parts[3].endsWith('AA') ? 'AB' : 'AA');
    expect(new KeyVault(SECRET).open(parts.join('.'), 'evt_1')).toBeUndefined();
    expect(new KeyVault(SECRET).open('garbage', 'evt_1')).toBeUndefined();
  });
});
