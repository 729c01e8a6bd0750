import { lazy, Suspense, useId, type ReactNode } from 'react';
import { RichTextPreview } from './rich-text-preview';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export type RichTextFieldProps = {
  label: ReactNode;
  /** A Delta JSON string (`[{"insert":"…\n"}]` or `{"ops":[…]}`), plain text, or "". */
  value: string | undefined;
  /** Called only when the person edits: the Delta JSON string, or "" when the text was emptied. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  id?: string;
  /** Shown as the text it is, without an editor (a role that may not change it). */
  readOnly?: boolean;
};

/**
 * The console's one rich-text field: a Quill editor limited to the formats the attendee app renders
 * (headings, bold, italic, underline, strike, lists, links, quotes). Stores Delta JSON, never HTML.
 * Opening a value and not touching it never calls onChange, so a saved record round-trips unchanged.
 */
export function RichTextField({ label, value, onChange, onBlur, error, hint, placeholder, id, readOnly }: RichTextFieldProps) {
  const auto = useId();
  const fieldId = id ?? `rt${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const labelId = `${fieldId}-label`;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <span
        id={labelId}
        className="text-sm font-medium text-slate-800"
        onClick={() => document.getElementById(fieldId)?.focus()}
      >
        {label}
      </span>
      {readOnly ? (
        <div id={fieldId} role="group" aria-labelledby={labelId} className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <RichTextPreview value={value} empty="Empty." />
        </div>
      ) : (
      <Suspense
        fallback={
          <div className="h-44 animate-pulse rounded-md border border-slate-300 bg-slate-50" role="status" aria-label="Loading the text editor" />
        }
      >
        <RichTextEditor
          id={fieldId}
          labelId={labelId}
          describedBy={describedBy}
          invalid={!!error}
          value={value ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          placeholder={placeholder}
        />
      </Suspense>
      )}
      {error ? (
        <p id={`${fieldId}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${fieldId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
