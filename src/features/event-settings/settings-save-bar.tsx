import { Save, Undo2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The settings' sticky bar: how many changes are unsaved, discard, save (disabled while nothing changed). */
export function SettingsSaveBar({ changedCount, saving, discard }: { changedCount: number; saving: boolean; discard: () => void }) {
  const dirty = changedCount > 0;
  return (
    <div className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 backdrop-blur sm:-mx-6 lg:-mx-8">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <p className="text-sm text-slate-700" aria-live="polite">
          {dirty ? `${changedCount} unsaved ${changedCount === 1 ? 'change' : 'changes'}` : 'All changes saved'}
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            icon={<Undo2 aria-hidden className="size-4" />}
            disabled={!dirty || saving}
            onClick={discard}
          >
            Discard changes
          </Button>
          <Button type="submit" icon={<Save aria-hidden className="size-4" />} busy={saving} disabled={!dirty}>
            Save settings
          </Button>
        </div>
      </div>
    </div>
  );
}
