/**
 * One way to ask "is this the same value?" for records, write bodies and
 * content sections: JSON with object keys sorted, so `{a, b}` and `{b, a}`
 * are the same. The service answers with its own key order (and a draft kept
 * in this tab with the form's), so comparing plain `JSON.stringify` output
 * would call an untouched record changed.
 */
export function stableJson(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
    .join(',')}}`;
}

/** Equal by content; object keys in any order. */
export function same(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}
