import { Trash2 } from 'lucide-react';
import { Button } from '../ui/button';

/**
 * The record was deleted elsewhere while this form was open: what the user
 * typed is still here, and can be saved as a new record or thrown away.
 */
export function DeletedElsewherePanel({ what, busy, onSaveAsNew, onDiscard }: { what: string; busy?: boolean; onSaveAsNew: () => void; onDiscard: () => void }) {
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950" data-testid="deleted-elsewhere">
      <p className="flex items-center gap-2 font-semibold">
        <Trash2 aria-hidden className="size-5 text-red-700" />
        This {what} was deleted elsewhere
      </p>
      <p className="mt-1">Another organiser or window deleted it after you opened it. What you typed is still here; saving it now makes a new {what} with a new id.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button busy={busy} onClick={onSaveAsNew}>
          Save as a new {what}
        </Button>
        <Button variant="secondary" onClick={onDiscard}>
          Discard my changes
        </Button>
      </div>
    </div>
  );
}
