import { describe, expect, it } from 'vitest';
import { emailSchema, int, text, urlSchema } from './common';
import { sessionCreateSchema } from './session';
import { findUnstorable, unstorableMessage } from './storable-text';

describe('the text the service stores', () => {
  it('refuses NUL, halves of emoji and invisible control characters, naming what and where', () => {
    expect(unstorableMessage('ab\u0000')).toBe('contains a character that cannot be stored: a NUL character (U+0000) at position 3; remove it');
    expect(unstorableMessage('😀 cut \ud83d')).toBe(
      'contains a character that cannot be stored: half of an emoji or other character (U+D83D) at position 7; remove it or paste the whole character again',
    );
    expect(unstorableMessage('\udc00')).toMatch(/half of an emoji .*U\+DC00.* position 1/);
    expect(unstorableMessage('a\u001bb')).toMatch(/invisible control character \(U\+001B\) at position 2/);
  });

  it('keeps tab, line breaks, whole emoji, combining marks and other scripts', () => {
    for (const ok of ['tab\t', 'line\nfeed\r\n', '👨‍👩‍👧 🇩🇪 😀', 'e\u0301', 'Zoë 東京 مرحبا', '\u2028', '']) expect(findUnstorable(ok)).toBeUndefined();
  });

  it('is the rule of every text field: the form shows the same sentence before anything is sent', () => {
    const result = sessionCreateSchema.safeParse({ title: 'Keynote\u0000', location: 'Room \ud800' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', expect.stringMatching(/^contains a character that cannot be stored: a NUL character \(U\+0000\) at position 8/)],
      ['location', expect.stringMatching(/^contains a character that cannot be stored: half of an emoji .* at position 6/)],
    ]);
    expect(text().safeParse('fine').success).toBe(true);
  });
});

describe('numbers, e-mail addresses and web addresses', () => {
  it('bounds whole numbers to a 4-byte integer', () => {
    expect(int().safeParse(2147483647).success).toBe(true);
    expect(int().safeParse(-2147483648).success).toBe(true);
    expect(int().safeParse(2147483648).success).toBe(false);
    expect(int().safeParse(-2147483649).success).toBe(false);
    expect(int().safeParse(1.5).success).toBe(false);
  });

  it('holds e-mail addresses to RFC 5321 lengths', () => {
    expect(emailSchema.safeParse(`${'a'.repeat(64)}@example.org`).success).toBe(true);
    expect(emailSchema.safeParse(`${'a'.repeat(65)}@example.org`).error?.issues[0].message).toBe('must have at most 64 characters before the @');
    expect(emailSchema.safeParse(`a@${'b'.repeat(250)}.org`).error?.issues[0].message).toBe('must be an e-mail address of at most 254 characters');
    expect(emailSchema.parse('  Ann@Example.ORG ')).toBe('ann@example.org');
  });

  it('trims web addresses: blank is empty, not an address', () => {
    expect(urlSchema.parse('   ')).toBe('');
    expect(urlSchema.parse(' https://example.org/a ')).toBe('https://example.org/a');
    expect(urlSchema.safeParse(' ftp://x ').success).toBe(false);
  });
});
