import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';
import { listOfLabels } from './merge-wording';

/** "20 s ago", "3 min ago". */
export function agoInWords(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s ago`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m} min ago` : `${Math.floor(m / 60)} h ago`;
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}

/**
 * Says that the record was changed elsewhere while this form is open, with a
 * review of which fields differ. What the user typed is left as it is; the
 * save merges (and asks where both sides changed the same field).
 */
export function ChangedElsewhereNotice({ labels, since, values }: { labels: readonly string[]; since: number; values: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const now = useNow(5000);
  if (labels.length === 0) return null;
  return (
    <div role="status" className="mb-4 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950" data-testid="changed-elsewhere">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="inline-flex items-center gap-2">
          <RefreshCw aria-hidden className="size-4 text-sky-700" />
          Changed elsewhere {agoInWords(now - since)}: {listOfLabels(labels)}.
        </span>
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide review' : 'Review'}
        </Button>
      </div>
      {open ? (
        <div className="mt-2">
          <ul className="list-disc space-y-0.5 pl-5">
            {labels.map((l, i) => (
              <li key={l}>
                {l}: now “{values[i]}”
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sky-900">Your typing is kept. On save, fields you did not change take these values; a field you changed too asks which to keep.</p>
        </div>
      ) : null}
    </div>
  );
}
