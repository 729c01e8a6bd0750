import { CheckCircle2, Upload, XCircle } from 'lucide-react';
import { UploadProgressBar } from '../../components/picture/upload-progress';
import { formatBytes } from '../../components/picture/use-picture-upload';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import type { QueueItem } from './use-upload-queue';

function QueueRow({ item, onOpen }: { item: QueueItem; onOpen?: () => void }) {
  return (
    <li className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
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
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900" title={item.name}>
              {item.name}
            </p>
            <p className={cn('text-xs', item.status === 'refused' || item.status === 'failed' ? 'text-red-800' : 'text-slate-600')}>
              {item.status === 'waiting' && `Waiting (${formatBytes(item.size)})${item.message ? `: ${item.message}` : ''}`}
              {item.status === 'done' && `Uploaded (${formatBytes(item.size)}).${item.message ? ` ${item.message}` : ''}`}
              {item.status === 'refused' && `Not uploaded: ${item.message}`}
              {item.status === 'failed' && `Upload failed: ${item.message}`}
            </p>
          </div>
          {onOpen ? (
            <Button variant="ghost" size="sm" className="-my-1 shrink-0" onClick={onOpen} aria-label={`Details of ${item.name}`}>
              Details
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

type Props = {
  items: readonly QueueItem[];
  busy: boolean;
  halted: string | null;
  onResume: () => void;
  onCancelAll: () => void;
  onClear: () => void;
  /** Opens the details of an uploaded picture by its address (when the library lists it). */
  onOpen: (url: string) => void;
  canOpen: (url: string) => boolean;
};

/** The pictures dropped or chosen, one row each, with the one in flight's progress and each one's outcome. */
export function UploadQueueList({ items, busy, halted, onResume, onCancelAll, onClear, onOpen, canOpen }: Props) {
  return (
    <section aria-labelledby="uploads-title" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="uploads-title" className="text-sm font-semibold text-slate-900">
          Uploads
        </h2>
        <div className="flex gap-2">
          {halted ? (
            <Button variant="secondary" size="sm" onClick={onResume}>
              Resume uploads
            </Button>
          ) : null}
          {busy ? (
            <Button variant="secondary" size="sm" onClick={onCancelAll}>
              Cancel the rest
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={onClear}>
              Clear the list
            </Button>
          )}
        </div>
      </div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-live="polite">
        {items.map((it) => (
          <QueueRow key={it.id} item={it} onOpen={it.status === 'done' && it.url && canOpen(it.url) ? () => onOpen(it.url!) : undefined} />
        ))}
      </ul>
    </section>
  );
}
