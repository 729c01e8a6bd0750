import { same } from '../../api/stable-json';

/**
 * Which fields of a write body differ from the base version's: compared by
 * value (lists and objects by their content, keys in any order), so an edit sends only what the
 * user changed and a change made elsewhere to another field survives.
 */
export function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => !same(before[k], after[k]));
}
