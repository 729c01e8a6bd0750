import { useRef, useState, type DragEvent } from 'react';
import { CheckCircle2, Copy, ImageOff, ImagePlus, Images, Info, Map as MapIcon, PanelTop, Trash2, Upload, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { describeError } from '../../api/errors';
import { useUpdateEvent } from '../../api/event-queries';
import { usePictureLibrary, type LibraryPicture } from '../../components/picture/picture-library';
import { UploadProgressBar } from '../../components/picture/upload-progress';
import { formatBytes } from '../../components/picture/use-picture-upload';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { useUploadQueue, type QueueItem } from './use-upload-queue';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

function QueueRow({ item }: { item: QueueItem }) {
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3 text-sm">
      {item.status === 'uploading' ? (
        <UploadProgressBar label={`Uploading ${item.name}`} loaded={item.loaded} total={item.size} />
      ) : (
        <div className="flex items-start gap-2">
          {item.status === 'done' ? (
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          ) : item.status === 'waiting' ? (
            <Upload aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          ) : (
            <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />
          )}
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900" title={item.name}>{item.name}</p>
            <p className={cn('text-xs', item.status === 'refused' || item.status === 'failed' ? 'text-red-800' : 'text-slate-600')}>
              {item.status === 'waiting' && `Waiting (${formatBytes(item.size)})${item.message ? `: ${item.message}` : ''}`}
              {item.status === 'done' && `Uploaded (${formatBytes(item.size)}).${item.message ? ` ${item.message}` : ''}`}
              {item.status === 'refused' && `Not uploaded: ${item.message}`}
              {item.status === 'failed' && `Upload failed: ${item.message}`}
            </p>
          </div>
        </div>
      )}
    </li>
  );
}

/** "Nov 26, 2026, 5:53 PM": the console's date and time (as on the account page). */
function uploadedWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The picture, or a calm tile with its name when the address does not give a picture (moved, deleted, offline). */
function PictureThumb({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === url) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-1.5 overflow-hidden bg-slate-100 px-4 text-center text-slate-600">
        <ImageOff aria-hidden className="size-6 text-slate-400" />
        <p className="w-full truncate text-xs font-medium" title={name}>
          {name}
        </p>
        <p className="text-xs">The picture does not load from its address right now.</p>
      </div>
    );
  }
  return <img src={url} alt={name} className="aspect-video w-full overflow-hidden bg-slate-100 object-cover" loading="lazy" onError={() => setFailed(url)} />;
}

function PictureCard({ picture, onForget }: { picture: LibraryPicture; onForget: () => void }) {
  const update = useUpdateEvent();
  const [result, setResult] = useState<{ warnings: string[]; ignoredFields: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(picture.url);
      toast.success('Address copied', { description: 'Paste it into any picture field.' });
    } catch {
      toast.error('The browser did not allow copying; select the address and copy it by hand.');
    }
  }

  async function setAsEventPicture(field: 'imagePath' | 'mapImagePath', what: string) {
    setProblem(null);
    try {
      const r = await update.mutateAsync({ [field]: picture.url });
      setResult({ warnings: r.warnings, ignoredFields: r.ignoredFields });
      toast.success(`Set as the ${what}`);
    } catch (e) {
      setProblem(describeError(e));
    }
  }

  const name = picture.name || 'Picture';
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <PictureThumb url={picture.url} name={name} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900" title={name}>{name}</p>
          <p className="text-xs text-slate-600">
            {formatBytes(picture.bytes)}
            {picture.uploadedAt ? ` · ${uploadedWhen(picture.uploadedAt)}` : ''}
          </p>
        </div>
        <label className="sr-only" htmlFor={`addr-${picture.url}`}>
          Address of {name}
        </label>
        <input
          id={`addr-${picture.url}`}
          readOnly
          value={picture.url}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full truncate rounded border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs text-slate-800"
        />
        <div className="mt-auto flex flex-wrap gap-1.5">
          <Button variant="secondary" size="sm" icon={<Copy aria-hidden className="size-4" />} onClick={copy} aria-label={`Copy address of ${name}`}>
            Copy address
          </Button>
          <Button variant="secondary" size="sm" icon={<PanelTop aria-hidden className="size-4" />} busy={update.isPending && update.variables && 'imagePath' in update.variables} disabled={update.isPending} onClick={() => setAsEventPicture('imagePath', 'event banner')} aria-label={`Use ${name} as the event banner`}>
            Event banner
          </Button>
          <Button variant="secondary" size="sm" icon={<MapIcon aria-hidden className="size-4" />} busy={update.isPending && update.variables && 'mapImagePath' in update.variables} disabled={update.isPending} onClick={() => setAsEventPicture('mapImagePath', 'venue map')} aria-label={`Use ${name} as the venue map`}>
            Venue map
          </Button>
          <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden className="size-4" />} onClick={onForget} aria-label={`Forget ${name} in this browser`}>
            Forget
          </Button>
        </div>
        {problem ? (
          <p role="alert" className="rounded bg-red-50 p-2 text-xs text-red-900 ring-1 ring-red-200">
            {problem}
          </p>
        ) : null}
        {result ? <WarningsBanner warnings={result.warnings} ignoredFields={result.ignoredFields} onDismiss={() => setResult(null)} /> : null}
      </div>
    </li>
  );
}

export default function PicturesPage() {
  const { pictures, forget } = usePictureLibrary();
  const queue = useUploadQueue();
  const input = useRef<HTMLInputElement>(null);
  const [depth, setDepth] = useState(0);

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDepth(0);
    if (e.dataTransfer?.files?.length) queue.add(e.dataTransfer.files);
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Pictures"
        description="Upload pictures and use their addresses in any picture field: sessions, speakers, sponsors, abstracts, content sections, the event banner and map."
      />
      <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          The service keeps no list of uploaded pictures, so this page shows the pictures uploaded from this console, in this browser, for this event. Pictures uploaded elsewhere are not listed; forgetting one here does not delete it from the service.
        </span>
      </p>

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
            queue.add(e.clipboardData.files);
          }
        }}
        data-testid="pictures-drop-zone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          depth > 0 ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white',
        )}
      >
        <ImagePlus aria-hidden className="size-8 text-slate-500" />
        <div>
          <p className="text-sm font-medium text-slate-900">Drop pictures here, several at once if you like</p>
          <p className="text-xs text-slate-600">JPEG, PNG, WebP or GIF, at most 8 MB each. They upload one after the other.</p>
        </div>
        <Button icon={<Upload aria-hidden className="size-4" />} onClick={() => input.current?.click()}>
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
            if (e.target.files?.length) queue.add(e.target.files);
            e.target.value = '';
          }}
        />
      </div>

      {queue.items.length > 0 ? (
        <section aria-labelledby="uploads-title" className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="uploads-title" className="text-base font-semibold text-slate-900">
              Uploads
            </h2>
            <div className="flex gap-2">
              {queue.halted ? (
                <Button variant="secondary" size="sm" onClick={queue.resume}>
                  Resume uploads
                </Button>
              ) : null}
              {queue.busy ? (
                <Button variant="secondary" size="sm" onClick={queue.cancelAll}>
                  Cancel the rest
                </Button>
              ) : (
                <Button variant="ghost" size="sm" onClick={queue.clearFinished}>
                  Clear the list
                </Button>
              )}
            </div>
          </div>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-live="polite">
            {queue.items.map((it) => (
              <QueueRow key={it.id} item={it} />
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="library-title" className="space-y-3">
        <h2 id="library-title" className="text-base font-semibold text-slate-900">
          Uploaded from this console ({pictures.length})
        </h2>
        {pictures.length === 0 ? (
          <EmptyState icon={<Images className="size-8" />} title="No pictures uploaded from this browser yet">
            Drop pictures above, or upload one in any picture field; they are remembered here for this event.
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {pictures.map((p) => (
              <PictureCard key={p.url} picture={p} onForget={() => forget(p.url)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
