/**
 * The first step of every import: a file chosen with a focusable control or
 * dropped on the zone, and a read error said in words.
 */
import { useState, type DragEvent, type ReactNode } from 'react';
import { FileUp } from 'lucide-react';
import { buttonClasses } from '../ui/button';

export type FileDropProps = {
  id: string;
  /** The control's visible label, e.g. "Choose a file". */
  label: string;
  /** What is chosen so far, or what to choose. */
  summary: ReactNode;
  hint?: ReactNode;
  accept: string;
  disabled?: boolean;
  error?: string | null;
  onFile: (file: File) => void;
};

export function FileDrop({ id, label, summary, hint, accept, disabled, error, onFile }: FileDropProps) {
  const [dragOver, setDragOver] = useState(false);
  return (
    <>
      <div
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(e: DragEvent) => {
          e.preventDefault();
          setDragOver(false);
          const file = e.dataTransfer.files?.[0];
          if (file && !disabled) onFile(file);
        }}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center text-sm ${dragOver ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white'}`}
      >
        <FileUp aria-hidden className="size-6 text-slate-500" />
        <p className="text-slate-700">{summary}</p>
        {/* The hidden input comes first so that its label, which looks like a button, shows its focus ring. */}
        <input
          id={id}
          type="file"
          accept={accept}
          className="peer sr-only"
          disabled={disabled}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            e.target.value = '';
          }}
        />
        <label htmlFor={id} className={buttonClasses('secondary', 'sm', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600')}>
          {label}
        </label>
        {hint ? <div className="text-xs text-slate-600">{hint}</div> : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
    </>
  );
}
