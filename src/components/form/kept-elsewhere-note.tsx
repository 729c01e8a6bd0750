import type { Writer } from '../../api/last-writer';
import { keptElsewhereText } from '../../api/save-cycle-words';
import { cn } from '../ui/cn';

/**
 * What a save kept from elsewhere, said one way by every editor ("Kept the
 * change made elsewhere to Title.", or with `by`: "Kept the change Ana made
 * 20 s ago to Title."). `labels`: the fields by their labels.
 */
export function KeptElsewhereNote({ labels, by, className }: { labels: readonly string[]; by?: Writer | null; className?: string }) {
  if (labels.length === 0) return null;
  return (
    <p role="status" className={cn('text-sky-950', className)} data-testid="kept-elsewhere">
      {keptElsewhereText(labels, by)}
    </p>
  );
}
