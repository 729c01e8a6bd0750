import { describe, expect, it } from 'vitest';
import { inQueueOrder, qaSettingsSchema } from './qa';

const q = (id: string) => ({ id });

describe('the queue of approved questions', () => {
  it('keeps the order given (most upvoted first) while the moderators set none', () => {
    expect(inQueueOrder([q('a'), q('b'), q('c')], []).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts the moderators’ order first, then newly approved questions by upvotes, and skips ids no longer approved', () => {
    expect(inQueueOrder([q('a'), q('b'), q('c'), q('d')], ['c', 'gone', 'a']).map((x) => x.id)).toEqual(['c', 'a', 'b', 'd']);
  });
});

describe('the team’s Q&A settings', () => {
  it('takes a word list and a delay, trimming words', () => {
    expect(qaSettingsSchema.parse({ words: [' spam '], archiveAfterMinutes: 10 })).toEqual({ words: ['spam'], archiveAfterMinutes: 10 });
  });
  it('refuses an empty word and a delay out of range, naming the field', () => {
    const r = qaSettingsSchema.safeParse({ words: ['  '], archiveAfterMinutes: 0 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['words.0', 'archiveAfterMinutes']);
  });
});
