import { useState } from 'react';
import { Link } from 'react-router';
import { Copy, Map as MapIcon, PanelTop, Replace, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { describeError } from '../../api/errors';
import { useEventOffset, useUpdateEvent } from '../../api/event-queries';
import { pictureName, pictureTypeName, recordsToChange, type EventPicture } from '../../components/picture/event-pictures';
import { usePictureFacts } from '../../components/picture/picture-facts';
import { formatBytes } from '../../components/picture/use-picture-upload';
import { Button } from '../../components/ui/button';
import { formatEventInstant } from '../../components/ui/dates';
import { Dialog } from '../../components/ui/dialog';
import { controlClasses } from '../../components/ui/field-shell';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { PictureKindBadges } from './picture-kind-badges';
import { pictureKinds } from './picture-filters';
import { PictureThumb } from './picture-thumb';

/** The picture shown whole, with its pixels, file size, type and upload date: from the upload's own record, else from its address. */
function PictureAndFacts({ picture }: { picture: EventPicture }) {
  const [pixels, setPixels] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const up = picture.upload;
  const offsetHours = useEventOffset();
  const known = up && (up.bytes > 0 || up.contentType) ? { bytes: up.bytes > 0 ? up.bytes : null, contentType: up.contentType || null } : null;
  const { facts, checking } = usePictureFacts(picture.url, known);
  const type = pictureTypeName(facts?.contentType);
  const unsaid = 'unknown (its server did not say)';
  return (
    <>
      <div className="flex h-56 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 sm:h-64">
        <PictureThumb
          url={picture.url}
          alt={pictureName(picture)}
          fit="contain"
          className="size-full"
          failedText="The picture does not load from its address right now."
          onSize={(w, h) => setPixels(`${w} × ${h} px`)}
          onFailed={() => setFailed(true)}
        />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="picture-facts">
        <dt className="text-slate-600">Pixels</dt>
        <dd className="text-slate-900">{pixels ?? (failed ? 'unknown (the picture does not load)' : 'Measuring…')}</dd>
        <dt className="text-slate-600">File size</dt>
        <dd className="text-slate-900">{checking ? 'Checking…' : facts?.bytes != null ? `${formatBytes(facts.bytes)}${facts.bytes >= 1024 ? ` (${facts.bytes.toLocaleString('en')} bytes)` : ''}` : unsaid}</dd>
        <dt className="text-slate-600">Type</dt>
        <dd className="text-slate-900">{checking ? 'Checking…' : type || unsaid}</dd>
        {up?.uploadedAt ? (
          <>
            <dt className="text-slate-600">Uploaded here</dt>
            <dd className="text-slate-900">{formatEventInstant(up.uploadedAt, offsetHours)}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

type Props = {
  picture: EventPicture;
  onClose: () => void;
  onReplace: () => void;
  onForget?: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
};

/**
 * One picture's details in a side panel: the picture, its size, its address to copy, every place it is used (each
 * a link to the record), and what can be done with it: replace it everywhere, make it the event's banner or venue
 * map (not when it already is), forget an upload in this browser.
 */
export function PictureDetails({ picture, onClose, onReplace, onForget, returnFocusTo }: Props) {
  const update = useUpdateEvent();
  const [result, setResult] = useState<{ warnings: string[]; ignoredFields: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = pictureName(picture);
  const kinds = pictureKinds(picture);
  const records = recordsToChange(picture).length;
  const uses = picture.uses.length;

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
    setResult(null);
    try {
      const r = await update.mutateAsync({ [field]: picture.url });
      setResult({ warnings: r.warnings, ignoredFields: r.ignoredFields });
      toast.success(`${name} is now the ${what}`);
    } catch (e) {
      setProblem(describeError(e));
    }
  }

  const pending = (field: string) => !!(update.isPending && update.variables && field in update.variables);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={name} placement="side" size="md" returnFocusTo={returnFocusTo}>
      <div className="space-y-5">
        <PictureKindBadges kinds={kinds} className="-mt-2" />
        {/* Keyed by address: when the panel follows a replacement to the new picture, its size is measured afresh. */}
        <PictureAndFacts key={picture.url} picture={picture} />

        <div className="flex flex-wrap gap-2">
          {uses > 0 ? (
            <Button icon={<Replace aria-hidden className="size-4" />} onClick={onReplace}>
              Replace everywhere
            </Button>
          ) : null}
          {kinds.includes('banner') ? null : (
            <Button variant="secondary" icon={<PanelTop aria-hidden className="size-4" />} busy={pending('imagePath')} disabled={update.isPending} onClick={() => setAsEventPicture('imagePath', 'event banner')}>
              Set as event banner
            </Button>
          )}
          {kinds.includes('map') ? null : (
            <Button variant="secondary" icon={<MapIcon aria-hidden className="size-4" />} busy={pending('mapImagePath')} disabled={update.isPending} onClick={() => setAsEventPicture('mapImagePath', 'venue map')}>
              Set as venue map
            </Button>
          )}
        </div>
        {problem ? (
          <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-900 ring-1 ring-red-200">
            {problem}
          </p>
        ) : null}
        {result ? <WarningsBanner warnings={result.warnings} ignoredFields={result.ignoredFields} onDismiss={() => setResult(null)} /> : null}

        <div>
          <label htmlFor="picture-address" className="text-sm font-medium text-slate-900">
            Address
          </label>
          <div className="mt-1 flex gap-2">
            <input id="picture-address" readOnly value={picture.url} onFocus={(e) => e.currentTarget.select()} className={`${controlClasses(false)} min-w-0 flex-1 font-mono text-xs`} />
            <Button variant="secondary" icon={<Copy aria-hidden className="size-4" />} onClick={copy}>
              Copy address
            </Button>
          </div>
        </div>

        <section aria-labelledby="picture-uses-title">
          <h3 id="picture-uses-title" className="text-sm font-semibold text-slate-900">
            Where it is used
          </h3>
          {uses > 0 ? (
            <>
              <p className="text-sm text-slate-600">
                In {uses} {uses === 1 ? 'place' : 'places'}
                {records > 1 ? ` on ${records} records` : ''}
              </p>
              <ul className="mt-2 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" aria-label={`Where ${name} is used`}>
                {picture.uses.map((u, i) => (
                  <li key={`${u.kind}:${u.recordId}:${u.field}:${u.sectionIndex ?? ''}:${i}`} className="px-3 py-2 text-sm">
                    <span className="text-slate-600">{u.label}: </span>
                    <Link to={u.link} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
                      {u.recordName}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-1 text-sm text-slate-700">Not used anywhere: no record of the event uses this picture.</p>
          )}
        </section>

        {onForget ? (
          <div className="border-t border-slate-200 pt-4">
            <p className="mb-2 text-xs text-slate-600">Uploaded from this browser. Forgetting it takes it off this list only: the picture stays at its address.</p>
            <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden className="size-4" />} onClick={onForget}>
              Forget in this browser
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
