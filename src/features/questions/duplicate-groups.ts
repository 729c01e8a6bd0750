/**
 * Questions that say the same thing, grouped under the most upvoted one.
 *
 * - A question's meaning is its content words: the text folded (case, accents), punctuation dropped, filler
 *   words left out ("could you", "the", "please"), plural and -ing/-ed endings trimmed.
 * - Two questions are similar when their content words overlap by at least SIMILAR (Jaccard: shared words over
 *   all words) and they share at least two of them; questions with fewer than two content words group only when
 *   their folded texts are the same. The examples in duplicate-groups.test.ts set the threshold: re-wordings of
 *   one question reach 0.6 and more, questions that share a topic but ask something else stay below.
 * - Greedy, not transitive: questions are taken most upvoted first; each joins the first group whose leader it is
 *   similar to, or leads a new one. So a group never drifts away from what its leader asks.
 * - Questions the moderator split off (`apart`) are never grouped.
 */
import { foldPlain } from '../../contract/qa-fold-text';

export const SIMILAR = 0.6;

const FILLER = new Set(
  (
    'a an the and or but if of to in on at for from by with about as into than then so too very just also ' +
    'i me my we our you your he she it its they them their this that these those there here ' +
    'is are was were be been being am do does did done have has had can could would should will shall may might must ' +
    'what which who whom whose when where why how please pls thanks thank hi hello again some any all ' +
    'not no yes more most much many one ever still really'
  ).split(' '),
);

/** A light stem: "shared", "shares", "sharing" and "share" all read "shar". */
function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

export type QuestionMeaning = { words: ReadonlySet<string>; folded: string };

export function meaningOf(text: string): QuestionMeaning {
  const folded = foldPlain(text).replace(/[^\p{L}\p{N}\s]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const words = new Set(folded.split(' ').filter((w) => w && !FILLER.has(w)).map(stem));
  return { words, folded };
}

export function similarity(a: QuestionMeaning, b: QuestionMeaning): number {
  if (a.words.size < 2 || b.words.size < 2) return a.folded === b.folded && a.folded !== '' ? 1 : 0;
  let shared = 0;
  for (const w of a.words) if (b.words.has(w)) shared++;
  if (shared < 2) return 0;
  return shared / (a.words.size + b.words.size - shared);
}

export type Groupable = { documentId: string; question: string; score: number };
export type DuplicateGroup<Q> = { leader: Q; similar: Q[] };

/** The questions as groups, in the order of their leaders in `questions` (a question alone is a group with no similar ones). */
export function groupDuplicates<Q extends Groupable>(questions: readonly Q[], apart: ReadonlySet<string> = new Set()): DuplicateGroup<Q>[] {
  const meanings = new Map(questions.map((q) => [q.documentId, meaningOf(q.question)]));
  const byScore = questions.map((q, i) => ({ q, i })).sort((a, b) => b.q.score - a.q.score || a.i - b.i);
  const groups: { leader: Q; at: number; similar: Q[] }[] = [];
  const leadersByWord = new Map<string, number[]>();
  for (const { q, i } of byScore) {
    const m = meanings.get(q.documentId)!;
    let joined = false;
    if (!apart.has(q.documentId)) {
      // Shared words per leader counted through the index: the similarity follows from the counts alone.
      const shared = new Map<number, number>();
      for (const k of m.words.size < 2 ? [`=${m.folded}`] : m.words) for (const g of leadersByWord.get(k) ?? []) shared.set(g, (shared.get(g) ?? 0) + 1);
      let best = -1;
      for (const [g, count] of shared) {
        if (best >= 0 && g > best) continue;
        const leaderWords = meanings.get(groups[g].leader.documentId)!.words.size;
        const sim = m.words.size < 2 ? 1 : count < 2 ? 0 : count / (leaderWords + m.words.size - count);
        if (sim >= SIMILAR) best = g;
      }
      if (best >= 0) {
        groups[best].similar.push(q);
        joined = true;
      }
    }
    if (joined) continue;
    const index = groups.push({ leader: q, at: i, similar: [] }) - 1;
    if (apart.has(q.documentId)) continue;
    const keys = m.words.size < 2 ? [`=${m.folded}`] : [...m.words];
    for (const k of keys) leadersByWord.set(k, [...(leadersByWord.get(k) ?? []), index]);
  }
  return groups.sort((a, b) => a.at - b.at).map(({ leader, similar }) => ({ leader, similar }));
}
