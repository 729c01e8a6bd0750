import { useState } from 'react';
import { Link } from 'react-router';
import { Copy, ImageOff, Map as MapIcon, PanelTop, Replace, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { describeError } from '../../api/errors';
import { useEventOffset, useUpdateEvent } from '../../api/event-queries';
import { formatEventInstant } from '../../components/ui/dates';
import { pictureName, pictureTypeName, type EventPicture } from '../../components/picture/event-pictures';
import { usePictureFacts } from '../../components/picture/picture-facts';
import { formatBytes } from '../../components/picture/use-picture-upload';
import { Button } from '../../components/ui/button';
import { WarningsBanner } from '../../components/ui/warnings-banner';


/** The picture, or a calm tile with its name when the address does not give a picture (moved, deleted, offline). */
function PictureThumb({ url, name, onSize }: { url: string; name: string; onSize: (w: number, h: number) => void }) {
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
  return (
    <img
      src={url}
      alt={name}
      className="aspect-video w-full overflow-hidden bg-slate-100 object-cover"
      loading="lazy"
      onLoad={(e) => onSize(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight)}
      onError={() => setFailed(url)}
    />
  );
}

/** Type, size in bytes and in pixels: from the upload's own record, else from the picture's address; says when unknown. */
function ThumbAndFacts({ picture, name }: { picture: EventPicture; name: string }) {
  const [pixels, setPixels] = useState<string | null>(null);
  const up = picture.upload;
  const offsetHours = useEventOffset();
  const known = up && (up.bytes > 0 || up.contentType) ? { bytes: up.bytes > 0 ? up.bytes : null, contentType: up.contentType || null } : null;
  const { facts, checking } = usePictureFacts(picture.url, known);
  const type = pictureTypeName(facts?.contentType);
  const parts = [type, facts?.bytes != null ? formatBytes(facts.bytes) : '', pixels ?? ''].filter(Boolean);
  const missing = !checking && (!type || facts?.bytes == null);
  return (
    <>
      <PictureThumb url={picture.url} name={name} onSize={(w, h) => setPixels(`${w} × ${h} px`)} />
      <p className="truncate px-3 pt-3 text-sm font-medium text-slate-900" title={name}>
        {name}
      </p>
      <p className="px-3 text-xs text-slate-600" data-testid="picture-facts">
        {checking ? 'Checking size and type…' : parts.join(' · ')}
        {missing ? `${parts.length ? ' · ' : ''}${!type && facts?.bytes == null ? 'size and type unknown' : !type ? 'type unknown' : 'size unknown'} (its server did not say)` : ''}
        {up?.uploadedAt ? ` · uploaded here ${formatEventInstant(up.uploadedAt, offsetHours)}` : ''}
      </p>
    </>
  );
}

export function PictureCard({ picture, onForget, onReplace }: { picture: EventPicture; onForget?: () => void; onReplace: () => void }) {
  const update = useUpdateEvent();
  const [result, setResult] = useState<{ warnings: string[]; ignoredFields: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = pictureName(picture);
  const records = new Set(picture.uses.map((u) => `${u.kind}:${u.recordId}`)).size;

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

  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" aria-label={name}>
      <ThumbAndFacts picture={picture} name={name} />
      <div className="flex flex-1 flex-col gap-2 p-3 pt-2">
        {picture.uses.length > 0 ? (
          <div>
            <p className="text-xs font-medium text-slate-700">
              Used in {picture.uses.length} {picture.uses.length === 1 ? 'place' : 'places'}
              {records > 1 ? ` on ${records} records` : ''}
            </p>
            <ul className="mt-1 space-y-0.5 text-xs" aria-label={`Where ${name} is used`}>
              {picture.uses.map((u, i) => (
                <li key={`${u.kind}:${u.recordId}:${u.field}:${u.sectionIndex ?? ''}:${i}`} className="truncate">
                  <span className="text-slate-600">{u.label}: </span>
                  <Link to={u.link} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
                    {u.recordName}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="w-fit rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">Not used anywhere</p>
        )}
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
          {picture.uses.length > 0 ? (
            <Button size="sm" icon={<Replace aria-hidden className="size-4" />} onClick={onReplace} aria-label={`Replace everywhere: ${name}`}>
              Replace everywhere
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" icon={<Copy aria-hidden className="size-4" />} onClick={copy} aria-label={`Copy address of ${name}`}>
            Copy address
          </Button>
          <Button variant="secondary" size="sm" icon={<PanelTop aria-hidden className="size-4" />} busy={update.isPending && update.variables && 'imagePath' in update.variables} disabled={update.isPending} onClick={() => setAsEventPicture('imagePath', 'event banner')} aria-label={`Use ${name} as the event banner`}>
            Event banner
          </Button>
          <Button variant="secondary" size="sm" icon={<MapIcon aria-hidden className="size-4" />} busy={update.isPending && update.variables && 'mapImagePath' in update.variables} disabled={update.isPending} onClick={() => setAsEventPicture('mapImagePath', 'venue map')} aria-label={`Use ${name} as the venue map`}>
            Venue map
          </Button>
          {onForget ? (
            <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden className="size-4" />} onClick={onForget} aria-label={`Forget ${name} in this browser`}>
              Forget
            </Button>
          ) : null}
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
