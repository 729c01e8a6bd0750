import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { cn } from '../ui/cn';
import { richTextToHtml } from './delta';

const ALLOWED_TAGS = ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

/** HTML of a rich-text value, rendered from Delta and passed through DOMPurify (safe to inject). */
export function sanitisedRichTextHtml(value: string | undefined | null): string {
  return DOMPurify.sanitize(richTextToHtml(value), { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i });
}

/** Styles for rendered rich text (headings, lists, quotes, links), shared by every preview. */
export const richTextClasses =
  'text-sm leading-relaxed text-slate-800 break-words [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold ' +
  '[&_h3]:mb-1 [&_h3]:font-semibold [&_p]:mb-2 [&_ul]:mb-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mb-2 [&_ol]:list-decimal [&_ol]:pl-5 ' +
  '[&_blockquote]:mb-2 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600 ' +
  '[&_a]:text-indigo-700 [&_a]:underline';

export type RichTextPreviewProps = { value: string | undefined | null; className?: string; empty?: string };

/** Renders a stored rich-text value (Delta JSON or plain text) the way the app shows it. Never runs markup from the value. */
export function RichTextPreview({ value, className, empty }: RichTextPreviewProps) {
  const html = useMemo(() => sanitisedRichTextHtml(value), [value]);
  if (!html) return empty ? <p className={cn('text-sm italic text-slate-500', className)}>{empty}</p> : null;
  return <div className={cn(richTextClasses, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
