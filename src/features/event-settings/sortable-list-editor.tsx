import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { DragHandle, SortableList } from '../../components/sortable/sortable-list';

export type SortableRow = { id: string; name: string; isNew: boolean };

export type SortableListEditorProps = {
  /** "track" or "tier": used in every label. */
  noun: string;
  rows: SortableRow[];
  max: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  /**
   * The row's own fields: `main` (the name) sits between the handle and the
   * buttons; `extra` (a colour) beside it on wide screens, under it on narrow
   * ones, so that neither is squeezed.
   */
  renderFields: (index: number) => RowFields;
};

export type RowFields = { main: ReactNode; extra?: ReactNode };

const hasExtra = (fields: RowFields) => fields.extra !== undefined && fields.extra !== null;

function RowContent({ row, index, count, noun, onMove, onRemove, fields }: { row: SortableRow; index: number; count: number; noun: string; onMove: (from: number, to: number) => void; onRemove: (i: number) => void; fields: RowFields }) {
  const label = row.name.trim() || `${noun} ${index + 1}`;
  const extra = hasExtra(fields);
  return (
    <>
      <DragHandle label={`Drag ${label} to reorder`} className="col-start-1 row-start-1 mt-2" />
      <span className="col-start-2 row-start-1 w-5 text-right text-sm leading-10 tabular-nums text-slate-600" aria-hidden>
        {index + 1}.
      </span>
      <div className="col-start-3 row-start-1 min-w-0">{fields.main}</div>
      {extra ? <div className="col-span-2 col-start-3 row-start-2 min-w-0 lg:col-span-1 lg:col-start-4 lg:row-start-1">{fields.extra}</div> : null}
      <div className={cn('col-start-4 row-start-1 mt-1 flex', extra && 'lg:col-start-5')}>
        <Button variant="ghost" size="sm" className="px-2" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={`Move ${label} up`}>
          <ArrowUp aria-hidden className="size-4" />
        </Button>
        <Button variant="ghost" size="sm" className="px-2" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={`Move ${label} down`}>
          <ArrowDown aria-hidden className="size-4" />
        </Button>
        <Button variant="ghost" size="sm" className="px-2 text-red-700 hover:bg-red-50" onClick={() => onRemove(index)} aria-label={`Remove ${label}`}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
    </>
  );
}

/** A list of names to rename, add, remove and reorder (drag, keyboard or the up/down buttons). */
export function SortableListEditor({ noun, rows, max, onMove, onRemove, onAdd, renderFields }: SortableListEditorProps) {
  return (
    <div className="space-y-3">
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">No {noun}s yet.</p>
      ) : (
        <SortableList
          items={rows}
          getKey={(r) => r.id}
          noun={noun}
          itemName={(r) => r.name}
          onMove={onMove}
          className="space-y-2"
          itemProps={(_row, i, { dragging }) => ({
            // Handle, number, name, buttons on one line; the extra field under the name on narrow screens, beside it from lg.
            className: cn(
              'grid grid-cols-[auto_auto_minmax(0,1fr)_auto] items-start gap-x-2 gap-y-2 rounded-lg border border-slate-200 bg-white p-2 sm:p-3',
              hasExtra(renderFields(i)) && 'lg:grid-cols-[auto_auto_minmax(0,1fr)_minmax(0,1fr)_auto]',
              dragging && 'ring-2 ring-indigo-500',
            ),
          })}
          renderItem={(row, i) => <RowContent row={row} index={i} count={rows.length} noun={noun} onMove={onMove} onRemove={onRemove} fields={renderFields(i)} />}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" icon={<Plus aria-hidden className="size-4" />} disabled={rows.length >= max} onClick={onAdd}>
          Add a {noun}
        </Button>
        <span className="text-xs text-slate-600">
          {rows.length} of at most {max}
        </span>
      </div>
    </div>
  );
}
