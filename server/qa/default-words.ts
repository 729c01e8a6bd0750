/**
 * The ready English list the word filter starts from: the words of the `obscenity` package's English data set
 * (its profanity and slurs, as plain words). The team edits the list; "Put back the ready list" restores it.
 */
import { englishDataset } from 'obscenity';

let words: string[] | undefined;

function readWords(): string[] {
  const found = new Set<string>();
  // Each term of the data set names the phrase it belongs to, whose metadata holds the plain word.
  for (const term of englishDataset.build().blacklistedTerms) {
    const word = englishDataset.getPayloadWithPhraseMetadata({ termId: term.id, startIndex: 0, endIndex: 0, matchLength: 0 }).phraseMetadata?.originalWord;
    if (typeof word === 'string' && word.trim()) found.add(word.trim());
  }
  return [...found].sort();
}

export function defaultWords(): string[] {
  words ??= readWords();
  return [...words];
}
