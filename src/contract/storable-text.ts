/**
 * What text the service stores (every string field, id, query value and array entry).
 *
 * The rule: text may hold any Unicode character except
 * - NUL (U+0000), which the database cannot store;
 * - half of a character: an unpaired surrogate (U+D800 to U+DFFF alone), what is left when an emoji
 *   is cut in two; it cannot be written as UTF-8;
 * - the other C0 control characters (U+0001 to U+001F) except tab (U+0009), line feed (U+000A) and
 *   carriage return (U+000D). They are invisible, come from copy-pasting out of PDFs or terminals, and
 *   break the apps, exports and QR codes that show the text. They are refused, never silently removed:
 *   the service stores exactly what it was sent or says why not.
 *
 * A refused value answers 400 naming the field with a sentence that starts "contains a character that
 * cannot be stored", the character's code and its position (1-based, counting characters as people
 * see them), so the console shows it next to the field before anything is sent.
 */
import { countCharacters } from './graphemes';

/** The first character text may not hold (see the rule above), with its index in UTF-16 units, or undefined. */
export function findUnstorable(value: string): { index: number; code: number; kind: 'nul' | 'half' | 'control' } | undefined {
  // With the u flag a well-formed surrogate pair is one code point; only unpaired halves match.
  // eslint-disable-next-line no-control-regex -- the control characters are what this looks for
  const found = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDFFF]/u.exec(value);
  if (!found) return undefined;
  const code = found[0].charCodeAt(0);
  return { index: found.index, code, kind: code === 0 ? 'nul' : code >= 0xd800 ? 'half' : 'control' };
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The sentence for a value that breaks the rule (naming what and where), or undefined when it may be stored. */
export function unstorableMessage(value: string): string | undefined {
  const found = findUnstorable(value);
  if (!found) return undefined;
  const position = countUpTo(value, found.index) + 1;
  const what =
    found.kind === 'nul'
      ? `a NUL character (${hex(found.code)})`
      : found.kind === 'half'
        ? `half of an emoji or other character (${hex(found.code)})`
        : `an invisible control character (${hex(found.code)})`;
  return `contains a character that cannot be stored: ${what} at position ${position}; remove it${found.kind === 'half' ? ' or paste the whole character again' : ''}`;
}

/** Characters as people see them before `index`; code points when the text is too long to segment cheaply. */
function countUpTo(value: string, index: number): number {
  const head = value.slice(0, index);
  return head.length > 10_000 ? Array.from(head).length : countCharacters(head);
}
