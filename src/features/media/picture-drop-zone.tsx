import { useRef, useState, type DragEvent } from 'react';
import { ImagePlus, Upload } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** A slim strip to drop, paste or choose pictures, several at once; the files go to `onFiles`. */
export function PictureDropZone({ onFiles }: { onFiles: (files: FileList) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [depth, setDepth] = useState(0);

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDepth(0);
    if (e.dataTransfer?.files?.length) onFiles(e.dataTransfer.files);
  }

  return (
    <div
      onDragEnter={(e) => {
        e.preventDefault();
        setDepth((d) => d + 1);
      }}
      onDragOver={(e) => e.preventDefault()}
      onDragLeave={() => setDepth((d) => Math.max(0, d - 1))}
      onDrop={onDrop}
      onPaste={(e) => {
        if (e.clipboardData?.files?.length) {
          e.preventDefault();
          onFiles(e.clipboardData.files);
        }
      }}
      data-testid="pictures-drop-zone"
      className={cn(
        'flex items-center gap-3 rounded-lg border-2 border-dashed px-4 py-2.5 transition-colors',
        depth > 0 ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white',
      )}
    >
      <ImagePlus aria-hidden className="hidden size-6 shrink-0 text-slate-500 sm:block" />
      <div className="mr-auto min-w-0">
        <p className="text-sm font-medium text-slate-900">
          Drop pictures here<span className="hidden sm:inline">, several at once if you like</span>
        </p>
        <p className="text-xs text-slate-600">
          JPEG, PNG, WebP or GIF, at most 8 MB each.<span className="hidden sm:inline"> They upload one after the other.</span>
        </p>
      </div>
      <Button size="sm" className="shrink-0" icon={<Upload aria-hidden className="size-4" />} onClick={() => input.current?.click()}>
        Choose pictures
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Picture files to upload"
        onChange={(e) => {
          if (e.target.files?.length) onFiles(e.target.files);
          e.target.value = '';
        }}
      />
    </div>
  );
}
