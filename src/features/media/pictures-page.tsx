import { useMemo, useRef, useState, type DragEvent } from 'react';
import { CheckCircle2, ImagePlus, Images, Info, Upload, XCircle } from 'lucide-react';
import { unusedUploads, type EventPicture } from '../../components/picture/event-pictures';
import { UploadProgressBar } from '../../components/picture/upload-progress';
import { formatBytes } from '../../components/picture/use-picture-upload';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { PictureCard } from './picture-card';
import { ReplacePictureDialog } from './replace-picture-dialog';
import { useEventPictures } from './use-event-pictures';
import { useUploadQueue, type QueueItem } from './use-upload-queue';

type Show = 'all' | 'used' | 'unused';

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

export default function PicturesPage() {
  const { pictures, records, forget, loading, error, retry } = useEventPictures();
  const [show, setShow] = useState<Show>('all');
  const [replacing, setReplacing] = useState<EventPicture | null>(null);
  const unused = useMemo(() => unusedUploads(pictures), [pictures]);
  const used = useMemo(() => pictures.filter((p) => p.uses.length > 0), [pictures]);
  const shown = show === 'used' ? used : show === 'unused' ? unused : pictures;
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
        description="Every picture the event uses, where it is used, and the pictures uploaded from this console: replace one everywhere at once, find uploads nobody uses, drop new ones."
      />

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
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-6 text-center transition-colors sm:flex-row sm:text-left',
          depth > 0 ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white',
        )}
      >
        <ImagePlus aria-hidden className="size-8 text-slate-500" />
        <div className="sm:mr-auto">
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
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="library-title" className="text-base font-semibold text-slate-900">
            The event&apos;s pictures ({pictures.length})
          </h2>
          <SegmentedControl<Show>
            label="Show pictures"
            value={show}
            onChange={setShow}
            options={[
              { value: 'all', label: `All (${pictures.length})` },
              { value: 'used', label: `In use (${used.length})` },
              { value: 'unused', label: `Not used (${unused.length})` },
            ]}
          />
        </div>
        <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>
            Read from the event&apos;s records (banner, venue map, sessions, speakers, sponsors and their content sections) and the pictures uploaded from this console in this browser. The service keeps no list of uploads: a picture uploaded elsewhere and used nowhere is not listed, and forgetting one here does not delete it.
          </span>
        </p>
        {error ? <ErrorState error={error} title="Some of the event's records could not be read, so their pictures are missing here" onRetry={retry} /> : null}
        {loading && pictures.length === 0 ? (
          <LoadingState label="Reading the event's pictures…" shape="grid" />
        ) : shown.length === 0 ? (
          <EmptyState icon={<Images className="size-8" />} title={show === 'unused' ? 'Every upload from this console is in use' : 'No pictures yet'}>
            {show === 'unused' ? 'Uploads that no record uses show here.' : 'Drop pictures above, or upload one in any picture field.'}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Pictures">
            {shown.map((p) => (
              <PictureCard key={p.url} picture={p} onForget={p.upload ? () => forget(p.url) : undefined} onReplace={() => setReplacing(p)} />
            ))}
          </ul>
        )}
      </section>
      {replacing ? <ReplacePictureDialog picture={replacing} records={records} onClose={() => setReplacing(null)} /> : null}
    </div>
  );
}
