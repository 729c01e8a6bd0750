import { useId, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { CheckCircle2, ImageIcon, ImageOff, Images, Upload, X } from 'lucide-react';
import { isWebUrl } from '../../contract/common';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { controlClasses } from '../ui/field-shell';
import { PictureLibraryDialog } from './picture-library-dialog';
import { usePictureLibrary } from './picture-library';
import { UploadProgressBar } from './upload-progress';
import { formatBytes, usePictureUpload } from './use-picture-upload';

export type PictureFieldProps = {
  label: ReactNode;
  /** The picture's address (URL); `''` when none. */
  value: string;
  onChange: (url: string) => void;
  /** A problem with the field (e.g. from the form's validation or the server). */
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  /** Called when the URL input loses focus (react-hook-form's `onBlur`). */
  onBlur?: () => void;
  name?: string;
};

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

function firstFile(list: FileList | null | undefined): File | undefined {
  return list && list.length > 0 ? list[0] : undefined;
}

/**
 * The one picture field of the console: drop a file on it, paste one from the
 * clipboard, browse for one, choose one uploaded before, or type an address.
 * Type and size are checked in the browser before anything is sent; while the
 * picture uploads a progress bar shows; the returned address goes into the
 * field and a thumbnail shows. A failed upload leaves the previous value.
 */
export function PictureField({ label, value, onChange, error, hint, disabled, id, onBlur, name }: PictureFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragDepth, setDragDepth] = useState(0);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const { state, upload, cancel, reset } = usePictureUpload();
  const { pictures } = usePictureLibrary();
  const uploading = state.kind === 'uploading';
  const dragging = dragDepth > 0;
  const url = value ?? '';
  const showThumb = url !== '' && isWebUrl(url) && brokenUrl !== url;

  async function take(file: File | undefined) {
    if (!file || disabled) return;
    const result = await upload(file);
    if (result) onChange(result.imagePath);
  }

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragDepth(0);
    void take(firstFile(e.dataTransfer?.files));
  }

  function onPaste(e: ClipboardEvent<HTMLDivElement>) {
    const file = firstFile(e.clipboardData?.files);
    if (!file) return; // text pastes into the address input as usual
    e.preventDefault();
    void take(file);
  }

  const describedBy = [error ? `${fieldId}-error` : null, `${fieldId}-hint`, `${fieldId}-status`].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        data-testid="picture-drop-zone"
        onDragEnter={(e) => {
          e.preventDefault();
          setDragDepth((d) => d + 1);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setDragDepth((d) => Math.max(0, d - 1))}
        onDrop={onDrop}
        onPaste={onPaste}
        className={cn(
          'rounded-lg border-2 border-dashed p-3 transition-colors',
          dragging ? 'border-indigo-500 bg-indigo-50' : error ? 'border-red-400 bg-white' : 'border-slate-300 bg-white',
        )}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 ring-1 ring-slate-200">
            {showThumb ? (
              <img src={url} alt="Current picture" className="size-full object-cover" onError={() => setBrokenUrl(url)} />
            ) : url !== '' ? (
              <span className="flex flex-col items-center gap-1 px-1 text-center text-xs text-slate-600">
                <ImageOff aria-hidden className="size-5" />
                No preview
              </span>
            ) : (
              <ImageIcon aria-hidden className="size-8 text-slate-400" />
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <input
              id={fieldId}
              name={name}
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={url}
              disabled={disabled}
              onChange={(e) => {
                reset();
                onChange(e.target.value);
              }}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={controlClasses(!!error)}
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" icon={<Upload aria-hidden className="size-4" />} disabled={disabled || uploading} onClick={() => fileInput.current?.click()}>
                Upload a picture
              </Button>
              {pictures.length > 0 ? (
                <Button variant="secondary" size="sm" icon={<Images aria-hidden className="size-4" />} disabled={disabled || uploading} onClick={() => setLibraryOpen(true)}>
                  Choose uploaded
                </Button>
              ) : null}
              {url !== '' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<X aria-hidden className="size-4" />}
                  disabled={disabled || uploading}
                  onClick={() => {
                    reset();
                    onChange('');
                  }}
                >
                  Remove picture
                </Button>
              ) : null}
            </div>
            <p id={`${fieldId}-hint`} className="text-xs text-slate-600">
              {hint ?? 'Drop a JPEG, PNG, WebP or GIF here (at most 8 MB), paste one, upload one, or type its address.'}
            </p>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-label={`Picture file for ${typeof label === 'string' ? label : 'this field'}`}
              onChange={(e) => {
                const file = firstFile(e.target.files);
                e.target.value = '';
                void take(file);
              }}
            />
          </div>
        </div>
        <div id={`${fieldId}-status`} aria-live="polite" className="mt-2 empty:hidden">
          {state.kind === 'uploading' ? (
            <div className="flex items-center gap-2">
              <UploadProgressBar label={`Uploading ${state.name}`} loaded={state.loaded} total={state.total} />
              <Button variant="ghost" size="sm" onClick={cancel}>
                Cancel
              </Button>
            </div>
          ) : state.kind === 'done' ? (
            <p className="flex items-center gap-1.5 text-xs text-emerald-800">
              <CheckCircle2 aria-hidden className="size-4" />
              Uploaded {state.name} ({formatBytes(state.bytes)}).
              {state.warnings.length > 0 ? ` ${state.warnings.join(' ')}` : ''}
            </p>
          ) : null}
        </div>
        {state.kind === 'refused' || state.kind === 'failed' ? (
          <p role="alert" className="mt-2 rounded-md bg-red-50 p-2 text-xs font-medium text-red-900 ring-1 ring-red-200">
            {state.kind === 'refused' ? 'Not uploaded: ' : 'The upload failed; the field keeps its previous picture. '}
            {state.message}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={`${fieldId}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <PictureLibraryDialog
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        pictures={pictures}
        onChoose={(u) => {
          reset();
          onChange(u);
          setLibraryOpen(false);
        }}
      />
    </div>
  );
}
