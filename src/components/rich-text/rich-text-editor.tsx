/**
 * The Quill editor behind RichTextField. Loaded lazily (React.lazy) so that Quill and its styles are only
 * in the chunks of the pages that edit rich text. Delta JSON in and out; HTML is never produced here.
 */
import { useEffect, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { RICH_TEXT_FORMATS, editableOps, parseRichText, serialiseRichText, type DeltaOp, type RichTextForm } from './delta';

export type RichTextEditorProps = {
  id: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
};

/** Toolbar buttons: each has a name a screen reader can say. Quill fills in the icons. */
const TOOLBAR: { format: string; value?: string; label: string }[] = [
  { format: 'header', value: '1', label: 'Heading 1' },
  { format: 'header', value: '2', label: 'Heading 2' },
  { format: 'bold', label: 'Bold' },
  { format: 'italic', label: 'Italic' },
  { format: 'underline', label: 'Underline' },
  { format: 'strike', label: 'Strikethrough' },
  { format: 'list', value: 'ordered', label: 'Numbered list' },
  { format: 'list', value: 'bullet', label: 'Bulleted list' },
  { format: 'blockquote', label: 'Quote' },
  { format: 'link', label: 'Link' },
  { format: 'clean', label: 'Clear formatting' },
];

/**
 * Pasted HTML keeps only what the registry knows (the `formats` whitelist): headings, lists, bold,
 * italic, underline, strike, links and quotes. Colours, fonts, sizes, images, tables and embeds are dropped;
 * Quill's own normalisers unwrap Google Docs' bold wrapper and Word's lists.
 */
const FORMATS = [...RICH_TEXT_FORMATS];

export default function RichTextEditor({ id, labelId, describedBy, invalid, value, onChange, onBlur, placeholder }: RichTextEditorProps) {
  const quillRef = useRef<ReactQuill>(null);
  const toolbarId = `${id}-toolbar`;
  const lastEmitted = useRef<string | null>(null);
  const form = useRef<RichTextForm>('array');
  const initial = useRef<DeltaOp[] | null>(null);
  if (initial.current === null) {
    const parsed = parseRichText(value);
    form.current = parsed.form === 'object' ? 'object' : 'array';
    initial.current = editableOps(parsed.ops);
    lastEmitted.current = value;
  }

  // A value set from outside (form reset, draft restored) replaces the editor's content silently.
  useEffect(() => {
    const editor = quillRef.current?.getEditor();
    if (!editor || value === lastEmitted.current) return;
    const parsed = parseRichText(value);
    form.current = parsed.form === 'object' ? 'object' : 'array';
    lastEmitted.current = value;
    editor.setContents(editableOps(parsed.ops) as never, 'silent');
  }, [value]);

  // Accessible names for the editing area and Quill's link tooltip.
  useEffect(() => {
    const editor = quillRef.current?.getEditor();
    if (!editor) return;
    const root = editor.root;
    root.id = id;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    if (invalid) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
    const container = root.parentElement;
    container?.querySelectorAll('.ql-tooltip input').forEach((input) => input.setAttribute('aria-label', 'Link address'));
  }, [id, labelId, describedBy, invalid]);

  return (
    <div className={`rich-text-editor rounded-md border bg-white ${invalid ? 'border-red-600' : 'border-slate-300'}`}>
      <div id={toolbarId} className="!border-0 !border-b !border-slate-200" role="toolbar" aria-label="Text formatting">
        {TOOLBAR.map((b) => (
          <button key={`${b.format}-${b.value ?? ''}`} type="button" className={`ql-${b.format}`} value={b.value} aria-label={b.label} title={b.label} />
        ))}
      </div>
      <ReactQuill
        ref={quillRef}
        theme="snow"
        defaultValue={{ ops: initial.current } as never}
        formats={FORMATS}
        modules={{ toolbar: { container: `#${toolbarId}` }, clipboard: { matchVisual: false } }}
        placeholder={placeholder}
        className="[&_.ql-container]:!border-0 [&_.ql-container]:![font-family:inherit] [&_.ql-editor]:min-h-32 [&_.ql-editor]:text-sm [&_.ql-editor]:text-slate-900"
        onChange={(_html, _delta, source, editor) => {
          if (source !== 'user') return;
          const next = serialiseRichText(editor.getContents().ops as DeltaOp[], form.current);
          lastEmitted.current = next;
          onChange(next);
        }}
        onBlur={() => onBlur?.()}
      />
    </div>
  );
}
