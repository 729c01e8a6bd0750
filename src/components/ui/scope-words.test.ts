import { describe, expect, it } from 'vitest';
import { SCOPES } from '../../contract/common';
import { describeScopes, scopeWords } from './scope-words';

describe('scopes in plain words', () => {
  it('tells every scope of the contract in words, never by its name', () => {
    for (const scope of SCOPES) {
      expect(scopeWords(scope)).not.toContain(':');
      expect(describeScopes([scope]).join(' ')).not.toContain(scope);
    }
  });

  it('tells read and write of one area once, as what the key allows', () => {
    expect(describeScopes(['attendees:read', 'attendees:write', 'tickets:read'])).toEqual(['Can manage guests', 'Can see tickets']);
    expect(describeScopes(['qa:read'])).toEqual(['Can see audience questions']);
    expect(describeScopes(['media:write'])).toEqual(['Can upload pictures']);
  });

  it('says so when a key may write an area it cannot read', () => {
    expect(describeScopes(['abstracts:write'])).toEqual(['Can manage abstracts without seeing them']);
  });

  it('keeps a scope the console does not know, quoted', () => {
    expect(describeScopes(['reports:read'])).toEqual(['Can use “reports:read”']);
  });

  it('has nothing to tell for a key without scopes', () => {
    expect(describeScopes([])).toEqual([]);
  });
});
