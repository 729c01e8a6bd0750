import { useState } from 'react';
import { ListOrdered } from 'lucide-react';
import type { Question } from '../../contract/question';
import { DragHandle, SortableList } from '../../components/sortable/sortable-list';
import { reorderLabel } from './question-row';

type Props = {
  /** The approved questions in the queue's order, as the lane shows them. */
  questions: readonly Question[];
  onScreenId: string | null;
  /** A drop: the dropped question and the one whose place it takes. */
  onReorder: (id: string, overId: string) => void;
};

/**
 * Phone mode's way to order the queue: a folded list of the approved questions, one line each, dragged by the
 * handle only (a touch on the text scrolls the page; a touch held on the handle picks the question up), or moved
 * from the keyboard as on a desk. Drawn only while open: a long queue costs nothing while folded.
 */
export function PhoneQueueOrder({ questions, onScreenId, onReorder }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-lg border border-slate-200 bg-white" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
        <ListOrdered aria-hidden className="size-5 text-slate-600" />
        Order the queue ({questions.length})
      </summary>
      {open ? (
        <SortableList
          items={questions}
          getKey={(q) => q.documentId}
          noun="question"
          itemName={(q) => q.question}
          onMove={(from, to) => onReorder(questions[from].documentId, questions[to].documentId)}
          listLabel="The queue"
          className="divide-y divide-slate-100 border-t border-slate-200"
          itemProps={(_, __, { dragging }) => ({ className: dragging ? 'bg-white' : undefined })}
          renderItem={(q, i) => (
            <div className="flex items-center gap-2 py-1 pl-1 pr-3">
              <DragHandle label={reorderLabel(q, i, questions.length)} className="flex size-11 items-center justify-center" iconClassName="size-5" />
              <span className="w-6 shrink-0 text-right text-sm tabular-nums text-slate-600">{i + 1}.</span>
              <span className="line-clamp-2 min-w-0 flex-1 text-sm text-slate-900">
                {q.question}
                {q.documentId === onScreenId ? <span className="ml-1.5 rounded-full bg-amber-100 px-1.5 text-xs font-medium text-amber-950">On screen now</span> : null}
              </span>
            </div>
          )}
        />
      ) : null}
    </details>
  );
}
