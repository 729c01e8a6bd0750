import { Loader2 } from 'lucide-react';

export type LoadingShape = 'list' | 'form' | 'inline';

/**
 * A calm placeholder while data loads, announced politely to screen readers
 * by its label. A page shows a skeleton of what is coming (`list`: a
 * toolbar and rows; `form`: a title and fields beside a preview), so the
 * layout does not jump when the data arrives; a dialog or a small area shows
 * a spinner with the label (`inline`).
 */
export function LoadingState({ label = 'Loading…', shape = 'list' }: { label?: string; shape?: LoadingShape }) {
  if (shape === 'inline') {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600">
        <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
        <span>{label}</span>
      </div>
    );
  }
  return (
    <div role="status" data-testid="skeleton" className="py-2">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="motion-safe:animate-pulse">{shape === 'form' ? <FormSkeleton /> : <ListSkeleton />}</div>
    </div>
  );
}

const bar = 'rounded bg-slate-200/80';

function ListSkeleton() {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <div className={`h-9 w-64 ${bar}`} />
        <div className={`h-9 w-32 ${bar}`} />
        <div className={`ml-auto h-9 w-28 ${bar}`} />
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <div key={i} className="flex items-center gap-4 border-b border-slate-100 px-4 py-3 last:border-0">
            <div className={`h-4 ${bar}`} style={{ width: `${40 - (i % 3) * 8}%` }} />
            <div className={`h-4 w-24 ${bar}`} />
            <div className={`ml-auto h-4 w-16 ${bar}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_340px]">
      <div className="space-y-5 rounded-lg border border-slate-200 bg-white p-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-2">
            <div className={`h-3.5 w-24 ${bar}`} />
            <div className={`h-10 w-full ${bar}`} />
          </div>
        ))}
        <div className={`h-24 w-full ${bar}`} />
      </div>
      <div className="hidden space-y-3 rounded-lg border border-slate-200 bg-white p-4 xl:block">
        <div className={`h-32 w-full ${bar}`} />
        <div className={`h-4 w-3/4 ${bar}`} />
        <div className={`h-4 w-1/2 ${bar}`} />
      </div>
    </div>
  );
}
