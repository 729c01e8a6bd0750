/**
 * How the merge speaks to a user: a write body's field by its plain label
 * ("Start time", not `startTime`), and a value in a few words (rich text as
 * its text, switches as On/Off, an empty value as "(empty)").
 */
export type FieldLabels = Record<string, string>;

const COMMON: FieldLabels = {
  contentData: 'Content sections',
  imagePath: 'Picture',
  unListed: 'Unpublished',
  hideFromList: 'Hidden from lists',
  tintColor: 'Tint colour',
  hasPoll: 'Polls',
  hasLiveQA: 'Live Q&A',
};

/** `startTime` → "Start time"; the editor's own labels first. */
export function fieldLabel(field: string, labels: FieldLabels = {}): string {
  if (labels[field]) return labels[field];
  if (COMMON[field]) return COMMON[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export { listOfLabels } from '../../api/save-cycle-words';

function deltaText(s: string): string | null {
  if (!s.startsWith('{') || !s.includes('"ops"')) return null;
  try {
    const ops = (JSON.parse(s) as { ops?: { insert?: unknown }[] }).ops;
    if (!Array.isArray(ops)) return null;
    return ops.map((o) => (typeof o.insert === 'string' ? o.insert : '')).join('').trim();
  } catch {
    return null;
  }
}

const MAX = 140;

/** A value in words, at most ~140 characters. */
export function valueInWords(v: unknown): string {
  let out: string;
  if (v === undefined || v === null || v === '') out = '(empty)';
  else if (typeof v === 'boolean') out = v ? 'On' : 'Off';
  else if (typeof v === 'string') out = deltaText(v) ?? v;
  else if (Array.isArray(v)) out = v.length === 0 ? '(none)' : v.map((x) => (typeof x === 'object' ? sectionText(x) : String(x))).join(', ');
  else if (typeof v === 'object') out = sectionText(v);
  else out = String(v);
  if (out === '') out = '(empty)';
  return out.length > MAX ? `${out.slice(0, MAX - 1)}…` : out;
}

/** A content section (or any object) by its text: the string values it holds. */
function sectionText(v: unknown): string {
  const texts: string[] = [];
  const walk = (x: unknown) => {
    if (typeof x === 'string') texts.push(deltaText(x) ?? x);
    else if (typeof x === 'number') texts.push(String(x));
    else if (x && typeof x === 'object') Object.values(x).forEach(walk);
  };
  walk(v);
  return texts.filter(Boolean).join(' · ');
}
