import { Plus } from 'lucide-react';
import { SECTION_TYPES, SECTION_TYPE_NAMES, type SectionType } from '../../contract/content-sections';
import { Dialog } from '../ui/dialog';
import { SECTION_LABELS } from './section-model';
import { SectionTypeIcon } from './section-type-icon';

/**
 * Adding a section at a place: the "+" between cards (and at the start), and the menu of section types it
 * opens, in plain words.
 */

/** Where a new section goes: its position, and how to say it ("after “Title: Welcome”"). */
export type InsertPlace = { at: number; words: string };

export function SectionInserter({ place, onOpen }: { place: InsertPlace; onOpen: (place: InsertPlace) => void }) {
  return (
    <div className="group relative flex h-10 items-center justify-center sm:h-8">
      <span aria-hidden className="absolute inset-x-2 top-1/2 h-px bg-transparent group-hover:bg-indigo-200 group-has-[:focus-visible]:bg-indigo-300" />
      <button
        type="button"
        onClick={() => onOpen(place)}
        aria-label={`Add a section ${place.words}`}
        title={`Add a section ${place.words}`}
        className="relative inline-flex size-8 items-center justify-center rounded-full sm:size-7 border border-slate-300 bg-white text-slate-600 hover:border-indigo-500 hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}

export function AddSectionDialog({ open, place, onClose, onAdd }: { open: boolean; place: InsertPlace; onClose: () => void; onAdd: (type: SectionType, at: number) => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())} title="Add a section" description={`Choose what the new section shows. It goes ${place.words}.`} size="lg">
      <ul className="grid gap-2 sm:grid-cols-2">
        {SECTION_TYPE_NAMES.map((type) => (
          <li key={type}>
            <button
              type="button"
              onClick={() => onAdd(type, place.at)}
              className="flex h-full w-full items-start gap-2.5 rounded-lg border border-slate-200 p-3 text-left hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <SectionTypeIcon type={type} className="mt-0.5 text-indigo-700" />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{SECTION_LABELS[type]}</span>
                <span className="block text-xs text-slate-600">{SECTION_TYPES[type]}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
