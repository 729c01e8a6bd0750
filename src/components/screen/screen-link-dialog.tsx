/**
 * A screen's link, shown once when it is made or renewed (the server keeps only its hash): the address to open on
 * the screen's machine, a copy button, "Open here" and its QR code.
 */
import { lazy, Suspense } from 'react';
import { toast } from 'sonner';
import { Copy } from 'lucide-react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

const JoinQr = lazy(() => import('../projector/join-qr'));

export type ShownLink = { name: string; link: string; renewed: boolean };

export function ScreenLinkDialog({ shown, onClose }: { shown: ShownLink | null; onClose: () => void }) {
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown ? `Link of ${shown.name}` : ''}
      description={shown?.renewed ? 'A new link: the old one no longer works. Open this one on the screen’s machine, or pair the machine again with the code it now shows (Pair a screen).' : 'Open it on the machine that drives the screen: no key, no sign-in.'}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {shown ? (
        <div className="flex flex-col items-start gap-3">
          <p className="w-full rounded bg-slate-50 p-2 font-mono text-xs break-all ring-1 ring-slate-200" data-testid="screen-link">
            {shown.link}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              icon={<Copy aria-hidden className="size-4" />}
              onClick={() =>
                void navigator.clipboard?.writeText(shown.link).then(
                  () => toast.success('Link copied'),
                  () => toast.info('Select the link and copy it.'),
                )
              }
            >
              Copy link
            </Button>
            <a className="inline-flex items-center rounded-md px-3 text-sm font-medium text-indigo-700 underline" href={shown.link} target="_blank" rel="noreferrer noopener">
              Open here
            </a>
          </div>
          <Suspense fallback={null}>
            <JoinQr url={shown.link} />
          </Suspense>
          <p className="text-xs text-slate-600">The link is shown only now (the server keeps no copy of it). Lost it? Renew link makes a new one.</p>
        </div>
      ) : null}
    </Dialog>
  );
}
