import { Button } from '../ui/button';

/** Says that a form was filled from this tab's draft, with a way to throw the draft away. */
export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div role="status" className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950">
      <span>Unsaved changes from earlier in this tab were restored.</span>
      <Button variant="secondary" size="sm" onClick={onDiscard}>
        Discard them
      </Button>
    </div>
  );
}
