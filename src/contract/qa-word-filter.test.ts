import { describe, expect, it } from 'vitest';
import { findListedWords } from './qa-word-filter';

const list = ['ass', 'shit', 'damn', 'idiot', 'shut up', 'hell'];
const found = (text: string) => findListedWords(text, list).map((m) => text.slice(m.start, m.end));
const entries = (text: string) => findListedWords(text, list).map((m) => m.entry);

describe('the word filter', () => {
  it('ignores case', () => {
    expect(found('What a DAMN good talk')).toEqual(['DAMN']);
    expect(found('Shit happens')).toEqual(['Shit']);
  });

  it('ignores accents', () => {
    expect(found('dámn that was fast')).toEqual(['dámn']);
    expect(entries('ìdìot question')).toEqual(['idiot']);
  });

  it('matches whole words only', () => {
    expect(found('Can you assess the class of bugs, hello?')).toEqual([]);
    expect(found('Shell scripts and Hellsing')).toEqual([]);
    expect(found('you ass.')).toEqual(['ass']);
  });

  it('matches a listed word with a common ending', () => {
    expect(found('Only idiots ask this')).toEqual(['idiots']);
    expect(found('this damned shitty mic')).toEqual(['damned', 'shitty']);
  });

  it('reads digits and signs inside a word as the letters they imitate', () => {
    expect(found('sh1t talk')).toEqual(['sh1t']);
    expect(found('what an @ss')).toEqual(['@ss']);
    expect(found('$hit')).toEqual(['$hit']);
    expect(found('1d10t')).toEqual(['1d10t']);
    expect(found('well s.h.i.t.')).toEqual(['s.h.i.t']);
  });

  it('reads Cyrillic and Greek letters that look Latin as those letters', () => {
    expect(entries('you \u0430ss')).toEqual(['ass']); // Cyrillic а
    expect(entries('\u0455hit')).toEqual(['shit']); // Cyrillic ѕ
    expect(entries('ιdιοt')).toEqual(['idiot']); // Greek iota and omicron
  });

  it('keeps numbers as numbers and punctuation as punctuation', () => {
    expect(findListedWords('Is 455 the room? 2024 hell!', ['ass', 'zoza', 'hell'])).toEqual([{ entry: 'hell', start: 22, end: 26 }]);
  });

  it('matches a phrase word by word, whatever stands between the words', () => {
    expect(found('please SHUT   UP now')).toEqual(['SHUT   UP']);
    expect(found('shut-up')).toEqual(['shut-up']);
    expect(found('shut the door, up there')).toEqual([]);
  });

  it('finds nothing with an empty list', () => {
    expect(findListedWords('shit', [])).toEqual([]);
  });
});
