import { Dialog } from '../ui/dialog';
import type { LibraryPicture } from './picture-library';
import { formatBytes } from './use-picture-upload';

export type PictureLibraryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pictures: readonly LibraryPicture[];
  onChoose: (url: string) => void;
};

/** Picks one of the pictures uploaded from this console for this event. */
export function PictureLibraryDialog({ open, onOpenChange, pictures, onChoose }: PictureLibraryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose an uploaded picture"
      description="Pictures uploaded from this console in this browser for this event."
      size="lg"
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {pictures.map((p) => (
          <li key={p.url}>
            <button
              type="button"
              onClick={() => onChoose(p.url)}
              className="flex w-full flex-col overflow-hidden rounded-md text-left ring-1 ring-slate-200 hover:ring-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <img src={p.url} alt="" className="aspect-video w-full bg-slate-100 object-cover" loading="lazy" />
              <span className="truncate px-2 pt-1 text-xs font-medium text-slate-800">
                <span className="sr-only">Use </span>
                {p.name || 'Picture'}
              </span>
              <span className="px-2 pb-1 text-xs text-slate-600">{formatBytes(p.bytes)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
