/**
 * Rich text travels as a Delta JSON string (`[{"insert":"…\n"}]` or `{"ops":[…]}`) or as plain text.
 * These helpers read either form into Delta operations, write operations back in the form they came in,
 * and render them to HTML limited to the formats the attendee app shows. No Quill needed: the preview
 * and the lists stay light.
 */

/** The formats the editor offers and the app renders; everything else is dropped on paste and on render. */
export const RICH_TEXT_FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'link', 'blockquote'] as const;

export type DeltaAttributes = Record<string, unknown>;
export type DeltaOp = { insert?: unknown; attributes?: DeltaAttributes };

/** How a value was written: kept so that an edit writes the same form back. */
export type RichTextForm = 'array' | 'object' | 'plain' | 'empty';

export type ParsedRichText = { ops: DeltaOp[]; form: RichTextForm };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a stored value (Delta JSON string, plain text or empty) into Delta operations. */
export function parseRichText(value: string | undefined | null): ParsedRichText {
  const raw = value ?? '';
  if (raw.trim() === '') return { ops: [{ insert: '\n' }], form: 'empty' };
  const v = raw.trim();
  if (v.startsWith('[') || v.startsWith('{')) {
    try {
      const parsed = JSON.parse(v) as unknown;
      if (Array.isArray(parsed) && parsed.every(isRecord)) return { ops: withFinalNewline(parsed as DeltaOp[]), form: 'array' };
      if (isRecord(parsed) && Array.isArray(parsed.ops) && parsed.ops.every(isRecord)) {
        return { ops: withFinalNewline(parsed.ops as DeltaOp[]), form: 'object' };
      }
    } catch {
      // not JSON: plain text that happens to start with a bracket
    }
  }
  return { ops: [{ insert: raw.endsWith('\n') ? raw : `${raw}\n` }], form: 'plain' };
}

function withFinalNewline(ops: DeltaOp[]): DeltaOp[] {
  const last = ops[ops.length - 1];
  if (last && typeof last.insert === 'string' && last.insert.endsWith('\n')) return ops;
  return [...ops, { insert: '\n' }];
}

/** The visible text of Delta operations (embeds count as nothing). */
export function plainTextOf(ops: readonly DeltaOp[]): string {
  return ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');
}

/**
 * The operations the editor can load: text with its formats. Embeds (images, videos, formulas) have no blot in
 * the editor's format list, and Quill throws on them ("Unable to create image blot"), which took the whole page
 * down for a value another client stored; they are left out of the editor (the stored value is untouched
 * until the text is edited, and previews never render them either).
 */
export function editableOps(ops: readonly DeltaOp[]): DeltaOp[] {
  return ops.filter((op) => typeof op.insert === 'string');
}

/** Plain text of a stored rich-text value, for lists and search. */
export function richTextToPlain(value: string | undefined | null): string {
  return plainTextOf(parseRichText(value).ops).trim();
}

/**
 * Writes Delta operations as the stored string: empty text becomes `""` (clears the field); otherwise the
 * form the value came in (`{"ops":…}` stays an object), and the array form for new or plain-text values.
 */
export function serialiseRichText(ops: readonly DeltaOp[], form: RichTextForm = 'array'): string {
  const hasText = plainTextOf(ops).trim() !== '';
  if (!hasText) return '';
  const clean = ops.map((op) => (op.attributes && Object.keys(op.attributes).length > 0 ? { insert: op.insert, attributes: op.attributes } : { insert: op.insert }));
  return form === 'object' ? JSON.stringify({ ops: clean }) : JSON.stringify(clean);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Only web, mail and phone links are rendered as links; anything else (javascript:, data:) is dropped. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (/^(https?:\/\/|mailto:|tel:)/i.test(v)) return v;
  return undefined;
}

type Segment = { text: string; attrs: DeltaAttributes };
type Line = { segments: Segment[]; attrs: DeltaAttributes };

function linesOf(ops: readonly DeltaOp[]): Line[] {
  const lines: Line[] = [];
  let current: Segment[] = [];
  for (const op of ops) {
    if (typeof op.insert !== 'string') continue; // images, videos, formulas: never rendered
    const attrs = isRecord(op.attributes) ? op.attributes : {};
    const parts = op.insert.split('\n');
    parts.forEach((part, i) => {
      if (part) current.push({ text: part, attrs });
      if (i < parts.length - 1) {
        lines.push({ segments: current, attrs });
        current = [];
      }
    });
  }
  if (current.length > 0) lines.push({ segments: current, attrs: {} });
  return lines;
}

function renderInline(seg: Segment): string {
  let html = escapeHtml(seg.text);
  const a = seg.attrs;
  if (a.strike) html = `<s>${html}</s>`;
  if (a.underline) html = `<u>${html}</u>`;
  if (a.italic) html = `<em>${html}</em>`;
  if (a.bold) html = `<strong>${html}</strong>`;
  const href = safeHref(a.link);
  if (href) html = `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${html}</a>`;
  return html;
}

function listKind(attrs: DeltaAttributes): 'ol' | 'ul' | undefined {
  if (attrs.list === 'ordered') return 'ol';
  if (attrs.list === 'bullet' || attrs.list === 'checked' || attrs.list === 'unchecked') return 'ul';
  return undefined;
}

/** HTML of Delta operations, limited to headings, paragraphs, lists, quotes, bold, italic, underline, strike and links. */
export function deltaToHtml(ops: readonly DeltaOp[]): string {
  const out: string[] = [];
  let openList: 'ol' | 'ul' | undefined;
  for (const line of linesOf(ops)) {
    const inner = line.segments.map(renderInline).join('') || '<br>';
    const kind = listKind(line.attrs);
    if (openList && kind !== openList) {
      out.push(`</${openList}>`);
      openList = undefined;
    }
    if (kind) {
      if (!openList) {
        out.push(`<${kind}>`);
        openList = kind;
      }
      out.push(`<li>${inner}</li>`);
      continue;
    }
    const level = Number(line.attrs.header);
    if (Number.isInteger(level) && level >= 1 && level <= 6) out.push(`<h${level}>${inner}</h${level}>`);
    else if (line.attrs.blockquote) out.push(`<blockquote>${inner}</blockquote>`);
    else out.push(`<p>${inner}</p>`);
  }
  if (openList) out.push(`</${openList}>`);
  return out.join('');
}

/** HTML of a stored rich-text value (not yet sanitised: pass it through DOMPurify before use). */
export function richTextToHtml(value: string | undefined | null): string {
  const parsed = parseRichText(value);
  if (parsed.form === 'empty') return '';
  return deltaToHtml(parsed.ops);
}
