import { describe, expect, it } from 'vitest';
import { guessTarget, initialMapping, readRememberedMapping, rememberMapping, MAPPING_STORAGE_KEY } from './import-columns';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('guessTarget', () => {
  it('recognises common column titles whatever their spelling', () => {
    expect(guessTarget('Abstract Title')).toBe('title');
    expect(guessTarget('Abstract No.')).toBe('abstractNumber');
    expect(guessTarget('Affiliations')).toBe('institutions');
    expect(guessTarget('Presenting author')).toBe('presenter');
    expect(guessTarget('Author 3')).toBe('author.3.name');
    expect(guessTarget('Author 3 affiliation')).toBe('author.3.institutions');
    expect(guessTarget('Favourite colour')).toBe('ignore');
  });
});

describe('initialMapping', () => {
  it('gives each field to one column at most', () => {
    expect(initialMapping(['Title', 'Name'])).toEqual({ Title: 'title', Name: 'ignore' });
  });

  it('prefers what was chosen last time over a guess', () => {
    expect(initialMapping(['Name', 'Title'], { Name: 'title' })).toEqual({ Name: 'title', Title: 'ignore' });
  });
});

describe('remembered mapping', () => {
  it('survives to the next import and merges with older choices', () => {
    const s = memoryStorage();
    rememberMapping({ Heading: 'title' }, s);
    rememberMapping({ Topic: 'category' }, s);
    expect(readRememberedMapping(s)).toEqual({ Heading: 'title', Topic: 'category' });
  });

  it('ignores a damaged stored value', () => {
    const s = memoryStorage();
    s.setItem(MAPPING_STORAGE_KEY, '{oops');
    expect(readRememberedMapping(s)).toEqual({});
  });
});
