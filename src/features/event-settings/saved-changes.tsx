import { CheckCircle2, X } from 'lucide-react';
import { toArgb, toCss } from '../../contract/colour';
import { colourName } from '../../components/colour/colour-name';
import { fieldLabel } from '../../components/form/merge-wording';
import { SETTINGS_LABELS } from './settings-form-labels';
import type { EventChange } from '../../api/event-queries';
import { shorten } from '../../contract/graphemes';

export type SavedChangesProps = {
  changes: Record<string, EventChange>;
  onDismiss: () => void;
};

const COLOUR_FIELD = /Color$/;

function show(field: string, value: unknown): React.ReactNode {
  if (value === undefined || value === '' || value === null) return <em className="text-slate-500">empty</em>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <em className="text-slate-500">none</em>;
    if (field === 'trackColorArray') {
      return (
        <span className="inline-flex flex-wrap gap-1">
          {value.map((v, i) => (
            <ColourChip key={i} value={v} />
          ))}
        </span>
      );
    }
    return value.map((v) => String(v)).join(', ');
  }
  if (COLOUR_FIELD.test(field) && toArgb(value) !== undefined) return <ColourChip value={value} />;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return shorten(text, 118);
}

function ColourChip({ value }: { value: unknown }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs">
      <span aria-hidden className="inline-block size-3 rounded-sm ring-1 ring-slate-300" style={{ background: toCss(value) }} />
      {colourName(value) ?? 'a colour'}
    </span>
  );
}

/** What the service says a save changed (`changes`: before and after), with its warnings. */
export function SavedChanges({ changes, onDismiss }: SavedChangesProps) {
  const entries = Object.entries(changes);
  return (
    <section aria-labelledby="saved-changes-title" className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950">
      <div className="flex items-start justify-between gap-3">
        <h2 id="saved-changes-title" className="flex items-center gap-2 font-semibold">
          <CheckCircle2 aria-hidden className="size-5 text-emerald-700" />
          {entries.length === 0 ? 'Saved: the service reports no change' : `Saved: ${entries.length} ${entries.length === 1 ? 'field' : 'fields'} changed`}
        </h2>
        <button type="button" onClick={onDismiss} className="rounded p-1 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-700">
          <X aria-hidden className="size-4" />
          <span className="sr-only">Dismiss the saved changes</span>
        </button>
      </div>
      {entries.length > 0 ? (
        // A long value (a picture address) can make the table scroll sideways: the
        // region takes focus so it scrolls by keyboard too.
        <div role="region" aria-label="Changed fields" tabIndex={0} className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-emerald-700">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-xs uppercase tracking-wide text-emerald-900">
                <th scope="col" className="py-1 pr-4 font-semibold">Field</th>
                <th scope="col" className="py-1 pr-4 font-semibold">Before</th>
                <th scope="col" className="py-1 font-semibold">After</th>
              </tr>
            </thead>
            <tbody>
              {entries.map(([field, c]) => (
                <tr key={field} className="border-t border-emerald-200 align-top">
                  <th scope="row" className="py-1.5 pr-4 font-medium">{fieldLabel(field, SETTINGS_LABELS)}</th>
                  <td className="break-words py-1.5 pr-4">{show(field, c.before)}</td>
                  <td className="break-words py-1.5">{show(field, c.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
