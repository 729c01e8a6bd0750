import { useEffect, useMemo, useRef, useState } from 'react';
import { Images, Search } from 'lucide-react';
import type { EventPicture } from '../../components/picture/event-pictures';
import { useUrlState } from '../../components/form/use-url-state';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { controlClasses } from '../../components/ui/field-shell';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { PictureDetails } from './picture-details';
import { PictureDropZone } from './picture-drop-zone';
import { KIND_FILTER_NAMES, filterPictures, kindCounts, pictureViewState, type PictureView } from './picture-filters';
import { PictureGrid } from './picture-grid';
import { PictureKindFilter } from './picture-kind-filter';
import { ReplacePictureDialog } from './replace-picture-dialog';
import { UploadQueueList } from './upload-queue-list';
import { useEventPictures } from './use-event-pictures';
import { useUploadQueue } from './use-upload-queue';

/** What an empty result says, and the way back to every picture. */
function NoMatch({ view, onClear }: { view: PictureView; onClear: () => void }) {
  const q = view.q.trim();
  if (view.kind === 'unused' && !q) {
    return (
      <EmptyState icon={<Images className="size-8" />} title="Every upload from this console is in use" action={<Button variant="secondary" onClick={onClear}>Show all pictures</Button>}>
        Uploads that no record uses show here.
      </EmptyState>
    );
  }
  const kind = KIND_FILTER_NAMES[view.kind];
  return (
    <EmptyState
      icon={<Search className="size-8" />}
      title="No picture matches"
      action={
        <Button variant="secondary" onClick={onClear}>
          {q && view.kind !== 'all' ? 'Clear the search and filter' : q ? 'Clear the search' : 'Show all pictures'}
        </Button>
      }
    >
      {q && view.kind !== 'all'
        ? `No picture of the kind “${kind}” has “${q}” in its name, address or where it is used.`
        : q
          ? `No picture has “${q}” in its name, address or where it is used.`
          : `No picture of the event is of the kind “${kind}”.`}
    </EmptyState>
  );
}

export default function PicturesPage() {
  const { pictures, records, forget, loading, error, retry } = useEventPictures();
  const { state: view, set: setView } = useUrlState(pictureViewState);
  const shown = useMemo(() => filterPictures(pictures, view), [pictures, view]);
  const counts = useMemo(() => kindCounts(pictures, view.q), [pictures, view.q]);
  const queue = useUploadQueue();
  const search = useRef<HTMLInputElement>(null);
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  const [activeUrl, setActiveUrl] = useState<string | null>(null);
  /** The picture in the details panel; `follow`: the picture that replaced it, shown once it is gone. */
  const [open, setOpen] = useState<{ picture: EventPicture; follow?: string } | null>(null);
  const [replacing, setReplacing] = useState<EventPicture | null>(null);
  const filtered = view.kind !== 'all' || view.q.trim() !== '';

  // The panel keeps up with the records: the same picture read again, or the one that replaced it everywhere; a
  // picture gone (forgotten, no longer used) closes it. Not while its replacement runs: the panel waits under it.
  useEffect(() => {
    if (!open || replacing) return;
    const fresh = pictures.find((p) => p.url === open.picture.url);
    if (fresh) {
      if (fresh !== open.picture) setOpen({ ...open, picture: fresh });
      return;
    }
    if (loading) return;
    const next = open.follow ? pictures.find((p) => p.url === open.follow) : undefined;
    setOpen(next ? { picture: next } : null);
    if (next) setActiveUrl(next.url);
  }, [pictures, open, replacing, loading]);

  function openDetails(p: EventPicture) {
    setActiveUrl(p.url);
    setOpen({ picture: p });
  }

  function clear() {
    setView({ q: '', kind: 'all' }, { push: true });
    search.current?.focus();
  }

  return (
    <div className="space-y-5">
      <PageHeader
        title="Pictures"
        description="Every picture the event uses and the pictures uploaded from this console: find one, see where it is used, replace it everywhere at once, drop new ones."
      />

      <PictureDropZone onFiles={queue.add} />

      {queue.items.length > 0 ? (
        <UploadQueueList
          items={queue.items}
          busy={queue.busy}
          halted={queue.halted}
          onResume={queue.resume}
          onCancelAll={queue.cancelAll}
          onClear={queue.clearFinished}
          canOpen={(url) => pictures.some((p) => p.url === url)}
          onOpen={(url) => {
            const p = pictures.find((x) => x.url === url);
            if (p) openDetails(p);
          }}
        />
      ) : null}

      <section aria-labelledby="library-title" className="space-y-3">
        <div>
          <h2 id="library-title" className="text-base font-semibold text-slate-900">
            The event&apos;s pictures ({pictures.length})
          </h2>
          <p className="mt-0.5 max-w-4xl text-xs text-slate-600">
            Read from the event&apos;s records (banner, venue map, sessions, speakers, sponsors and their content sections) and the pictures uploaded from this console in this browser. The service keeps no list of uploads: a picture uploaded elsewhere and used nowhere is not listed.
          </p>
        </div>
        {/* Nothing to find or sort yet (a new event): no search and no filters, only the way to the first picture. */}
        {!loading && pictures.length === 0 && !filtered ? null : (
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center" role="search">
            <label className="relative block lg:w-80 lg:shrink-0">
              <span className="sr-only">Search pictures</span>
              <Search aria-hidden className="pointer-events-none absolute left-3 top-3 size-4 text-slate-500" />
              <input
                ref={search}
                type="search"
                className={`${controlClasses(false)} pl-9`}
                placeholder="Search name, address, where used"
                value={view.q}
                onChange={(e) => setView({ q: e.target.value })}
              />
            </label>
            <PictureKindFilter value={view.kind} counts={counts} onChange={(kind) => setView({ kind }, { push: true })} />
          </div>
        )}

        {error ? <ErrorState error={error} title="Some of the event's records could not be read, so their pictures are missing here" onRetry={retry} /> : null}
        {loading && pictures.length === 0 ? (
          <LoadingState label="Loading the event's pictures…" shape="grid" />
        ) : pictures.length === 0 ? (
          <EmptyState icon={<Images className="size-8" />} title="No pictures yet">
            Drop pictures above, or upload one in any picture field.
          </EmptyState>
        ) : shown.length === 0 ? (
          <NoMatch view={view} onClear={clear} />
        ) : (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs text-slate-600">
              <p aria-live="polite">{filtered ? `Showing ${shown.length} of ${pictures.length} pictures` : `${pictures.length} ${pictures.length === 1 ? 'picture' : 'pictures'}`}</p>
              <p id="pictures-keys" className="hidden sm:block">
                Arrow keys move between pictures; Enter opens one.
              </p>
            </div>
            <PictureGrid pictures={shown} activeUrl={activeUrl} onActiveChange={setActiveUrl} onOpen={openDetails} tiles={tiles} label="Pictures" describedBy="pictures-keys" />
          </>
        )}
      </section>

      {open ? (
        <PictureDetails
          picture={open.picture}
          onClose={() => {
            setActiveUrl(open.picture.url);
            setOpen(null);
          }}
          onReplace={() => setReplacing(open.picture)}
          onForget={open.picture.upload ? () => forget(open.picture.url) : undefined}
          returnFocusTo={() => tiles.current.get(open.picture.url) ?? tiles.current.get(shown[0]?.url ?? '') ?? search.current}
        />
      ) : null}
      {replacing ? (
        <ReplacePictureDialog
          picture={replacing}
          records={records}
          onClose={(to) => {
            setReplacing(null);
            if (to) setOpen((o) => (o ? { ...o, follow: to } : o));
          }}
        />
      ) : null}
    </div>
  );
}
