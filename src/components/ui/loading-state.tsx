import { Loader2 } from 'lucide-react';

/**
 * The shape of what is loading:
 * - `table` (the default): rows of a table, for lists shown as tables
 *   (sessions, guests, tickets, abstracts, the question board's lanes);
 * - `grid`: a grid of small cards with a picture and two lines (speakers,
 *   sponsors);
 * - `tiles`: a two-column grid of cards with a title, an action and a status
 *   line (the Q&A sessions to moderate);
 * - `cards`: wide cards one under the other, with a title, a badge, actions
 *   and result bars (polls);
 * - `form`: a title and fields beside a preview (editors, settings);
 * - `inline`: a spinner with its label (a dialog, a small area);
 * None draws a toolbar: the page's own filter bar stays above it.
 */
export type LoadingShape = 'table' | 'grid' | 'tiles' | 'cards' | 'form' | 'inline';

/**
 * A calm placeholder while data loads, announced politely to screen readers
 * by its label. A page shows a skeleton shaped like what is coming, so the
 * layout does not jump when the data arrives.
 */
export function LoadingState({ label = 'Loading…', shape = 'table' }: { label?: string; shape?: LoadingShape }) {
  if (shape === 'inline') {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600">
        <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
        <span>{label}</span>
      </div>
    );
  }
  return (
    <div role="status" data-testid="skeleton" data-shape={shape}>
      <span className="sr-only">{label}</span>
      <div aria-hidden className="motion-safe:animate-pulse">
        {shape === 'form' ? <FormSkeleton /> : shape === 'grid' ? <GridSkeleton /> : shape === 'tiles' ? <TilesSkeleton /> : shape === 'cards' ? <CardsSkeleton /> : <TableSkeleton />}
      </div>
    </div>
  );
}

const bar = 'rounded bg-slate-200/80';
const card = 'rounded-lg border border-slate-200 bg-white';

function TableSkeleton() {
  return (
    <div className={`overflow-hidden ${card}`}>
      <div className="flex items-center gap-4 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
        <div className={`h-3 w-24 ${bar}`} />
        <div className={`hidden h-3 w-16 sm:block ${bar}`} />
        <div className={`ml-auto h-3 w-12 ${bar}`} />
      </div>
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <div key={i} className="flex items-center gap-4 border-b border-slate-100 px-4 py-3 last:border-0">
          <div className={`h-4 ${bar}`} style={{ width: `${40 - (i % 3) * 8}%` }} />
          <div className={`hidden h-4 w-24 sm:block ${bar}`} />
          <div className={`ml-auto h-4 w-16 ${bar}`} />
        </div>
      ))}
    </div>
  );
}

function GridSkeleton() {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className={`flex items-center gap-3 p-3 ${card}`}>
          <div className="size-12 shrink-0 rounded-full bg-slate-200/80" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className={`h-4 ${bar}`} style={{ width: `${70 - (i % 3) * 12}%` }} />
            <div className={`h-3 w-4/5 ${bar}`} />
            <div className={`h-3 w-16 ${bar}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

function TilesSkeleton() {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className={`p-3 ${card}`}>
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1 space-y-2">
              <div className={`h-4 ${bar}`} style={{ width: `${75 - (i % 3) * 15}%` }} />
              <div className={`h-3 w-1/2 ${bar}`} />
            </div>
            <div className="h-8 w-32 shrink-0 rounded-md bg-slate-200/80" />
          </div>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <div className={`h-3 w-3/4 ${bar}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

function CardsSkeleton() {
  return (
    <div className="space-y-4">
      {[0, 1].map((i) => (
        <div key={i} className={`space-y-4 p-4 ${card}`}>
          <div className="space-y-2">
            <div className={`h-5 ${bar}`} style={{ width: `${55 - i * 15}%` }} />
            <div className="h-5 w-24 rounded-full bg-slate-200/80" />
          </div>
          <div className="flex flex-wrap gap-2">
            <div className="h-8 w-28 rounded-md bg-slate-200/80" />
            <div className="h-8 w-32 rounded-md bg-slate-200/80" />
            <div className="h-8 w-16 rounded-md bg-slate-200/80" />
          </div>
          <div className="space-y-3">
            {[0, 1, 2, 3].map((j) => (
              <div key={j} className="flex items-center gap-4">
                <div className={`h-3 w-1/4 ${bar}`} />
                <div className="h-2 flex-1 rounded-full bg-slate-200/80" />
                <div className={`h-3 w-16 ${bar}`} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_340px]">
      <div className={`space-y-5 p-4 ${card}`}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-2">
            <div className={`h-3.5 w-24 ${bar}`} />
            <div className={`h-10 w-full ${bar}`} />
          </div>
        ))}
        <div className={`h-24 w-full ${bar}`} />
      </div>
      <div className={`hidden space-y-3 p-4 xl:block ${card}`}>
        <div className={`h-32 w-full ${bar}`} />
        <div className={`h-4 w-3/4 ${bar}`} />
        <div className={`h-4 w-1/2 ${bar}`} />
      </div>
    </div>
  );
}
