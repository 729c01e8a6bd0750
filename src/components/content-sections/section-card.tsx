import type { ReactNode } from 'react';
import { AlertCircle, AlertTriangle, ArrowDown, ArrowUp, ChevronDown, ChevronRight, Copy, GripVertical, Trash2 } from 'lucide-react';
import { cn } from '../ui/cn';
import { SectionFields } from './section-fields';
import { sectionLabel, type EditorSection, type SectionProblem } from './section-model';
import type { SectionRefs } from './section-references';
import { sectionSummary } from './section-summary';
import { SectionTypeIcon } from './section-type-icon';
import { CONFLICT_MESSAGE } from './use-section-editing';
import { OverflowMenu } from '../ui/overflow-menu';
import { DragHandle } from '../sortable/sortable-list';

/**
 * One content section as a card: a one-line header (drag handle, type, summary, markers, actions) that
 * opens and closes the section's fields below it. It is the content of one item of the editor's sortable list.
 */
export type SectionCardProps = {
  section: EditorSection;
  index: number;
  count: number;
  open: boolean;
  /** Being edited: the preview shows this block. */
  active: boolean;
  /** Being dragged (a picture of it follows the pointer). */
  dragging: boolean;
  problems?: SectionProblem[];
  warnings?: string[];
  refs: SectionRefs;
  onToggle: () => void;
  onEditing: () => void;
  onData: (data: Record<string, unknown>) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** The "+" inserter after this card. */
  after?: ReactNode;
};

// 32 px targets, 4 px apart (WCAG 2.5.8 asks at least 24 px).
const iconBtn =
  'inline-flex size-8 items-center justify-center rounded text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-40 disabled:hover:bg-transparent';

export function SectionCard({ section, index, count, open, active, dragging, problems, warnings, refs, onToggle, onEditing, onData, onMove, onDuplicate, onDelete, after }: SectionCardProps) {
  const label = sectionLabel(section.type);
  const number = index + 1;
  const bodyId = `${section.key}-body`;
  const conflict = problems?.some((p) => p.message === CONFLICT_MESSAGE) ?? false;
  const errors = problems?.filter((p) => p.message !== CONFLICT_MESSAGE) ?? [];
  const general = problems?.filter((p) => p.field === '' || !fieldShown(section.type, p.field)) ?? [];
  const summary = sectionSummary(section, refs);
  return (
    <>
      <div
        className={cn(
          'rounded-lg border bg-white shadow-sm transition-shadow',
          errors.length > 0 ? 'border-red-400' : conflict ? 'border-amber-400' : 'border-slate-200',
          active && open && 'ring-2 ring-indigo-200',
          dragging && 'opacity-40',
        )}
      >
        <div className="flex items-center gap-1 px-1.5 py-1">
          <DragHandle data-handle className={cn(iconBtn, 'max-sm:size-10')} label={`Move section ${number}, ${label}`} />
          <button
            type="button"
            data-toggle
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={bodyId}
            className="flex min-h-9 min-w-0 flex-1 items-center gap-1.5 rounded px-1 py-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {open ? <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" /> : <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-500" />}
            <SectionLineText section={section} number={number} summary={summary} />
            <SectionMarkers errors={errors.length} conflict={conflict} warnings={warnings?.length ?? 0} />
          </button>
          {/* From sm up: one button per action. */}
          <div className="hidden items-center gap-1 sm:flex">
            <button type="button" className={iconBtn} data-move="up" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move section ${number} up`}>
              <ArrowUp aria-hidden className="size-4" />
            </button>
            <button type="button" className={iconBtn} data-move="down" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move section ${number} down`}>
              <ArrowDown aria-hidden className="size-4" />
            </button>
            <button type="button" className={iconBtn} onClick={onDuplicate} aria-label={`Duplicate section ${number}`}>
              <Copy aria-hidden className="size-4" />
            </button>
            <span aria-hidden className="mx-0.5 h-5 w-px bg-slate-200" />
            <button type="button" className={cn(iconBtn, 'hover:text-red-700')} onClick={onDelete} aria-label={`Delete section ${number}`}>
              <Trash2 aria-hidden className="size-4" />
            </button>
          </div>
          {/* On a phone: the same actions in one menu, so the summary keeps its room and each target is finger-sized. */}
          <OverflowMenu
            className="sm:hidden"
            buttonClassName="size-10"
            label={`More actions for section ${number}, ${label}`}
            items={[
              { key: 'up', label: 'Move up', icon: <ArrowUp aria-hidden />, disabled: index === 0, onSelect: () => onMove(index - 1) },
              { key: 'down', label: 'Move down', icon: <ArrowDown aria-hidden />, disabled: index === count - 1, onSelect: () => onMove(index + 1) },
              { key: 'duplicate', label: 'Duplicate', icon: <Copy aria-hidden />, onSelect: onDuplicate },
              { key: 'delete', label: 'Delete', icon: <Trash2 aria-hidden />, danger: true, separated: true, onSelect: onDelete },
            ]}
          />
        </div>
        <div id={bodyId} hidden={!open} className="border-t border-slate-100 p-3">
          {open ? (
            <div className="grid gap-3">
              {warnings && warnings.length > 0 ? (
                <ul className="space-y-0.5 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-950 ring-1 ring-amber-200" aria-label={`Warnings for section ${number}`}>
                  {warnings.map((w, i) => (
                    <li key={i}>{w}</li>
                  ))}
                </ul>
              ) : null}
              {general.length > 0 ? (
                <ul className="space-y-0.5 rounded-md bg-red-50 px-3 py-2 text-xs font-medium text-red-900 ring-1 ring-red-200">
                  {general.map((p, i) => (
                    <li key={i}>{p.field ? `${p.field}: ${p.message}` : p.message}</li>
                  ))}
                </ul>
              ) : null}
              <SectionFields
                section={section}
                number={number}
                onData={(data) => {
                  onEditing();
                  onData(data);
                }}
                problems={problems}
                refs={refs}
              />
            </div>
          ) : null}
        </div>
      </div>
      {after}
    </>
  );
}

/** Number, type icon and name, and the one-line summary. */
function SectionLineText({ section, number, summary }: { section: EditorSection; number: number; summary: string }) {
  return (
    // One line from sm up; on a phone the summary goes under the type, so it keeps its room.
    <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-1.5">
      <span className="flex shrink-0 items-center gap-1.5">
        <span className="text-xs font-semibold text-slate-500 tabular-nums">{number}.</span>
        <SectionTypeIcon type={section.type} className="text-indigo-700" />
        <span className="text-sm font-semibold whitespace-nowrap text-slate-900">{sectionLabel(section.type)}</span>
      </span>
      {summary ? (
        <span className="min-w-0 truncate text-sm text-slate-600" title={summary}>
          {summary}
        </span>
      ) : (
        <span className="min-w-0 truncate text-sm text-slate-500 italic">empty</span>
      )}
    </span>
  );
}

function SectionMarkers({ errors, conflict, warnings }: { errors: number; conflict: boolean; warnings: number }) {
  return (
    <span className="ml-auto flex shrink-0 items-center gap-2 pl-1 text-xs font-medium">
      {errors > 0 ? (
        <span className="inline-flex items-center gap-0.5 text-red-700">
          <AlertCircle aria-hidden className="size-3.5" /> <span className="max-sm:sr-only">Needs attention</span>
        </span>
      ) : null}
      {conflict ? (
        <span className="inline-flex items-center gap-0.5 text-amber-800">
          <AlertTriangle aria-hidden className="size-3.5" /> <span className="max-sm:sr-only">Changed elsewhere</span>
        </span>
      ) : null}
      {warnings > 0 ? (
        <span className="inline-flex items-center gap-0.5 text-amber-800">
          <AlertTriangle aria-hidden className="size-3.5" /> <span className="max-sm:sr-only">{warnings === 1 ? 'Warning' : `${warnings} warnings`}</span>
        </span>
      ) : null}
    </span>
  );
}

/** The collapsed card shown under the pointer while a section is dragged (a picture: no controls). */
export function DraggedSectionCard({ section, index, refs }: { section: EditorSection; index: number; refs: SectionRefs }) {
  return (
    <div aria-hidden data-testid="dragged-section" className="flex cursor-grabbing items-center gap-1.5 rounded-lg border border-indigo-300 bg-white px-2.5 py-2.5 shadow-lg ring-2 ring-indigo-200">
      <GripVertical className="size-4 shrink-0 text-slate-600" />
      <SectionLineText section={section} number={index + 1} summary={sectionSummary(section, refs)} />
    </div>
  );
}

/** Fields each section form shows next to its control (others are listed on the card). */
const SHOWN: Record<string, string[]> = {
  title: ['content'],
  subSession: ['content', 'startTime', 'endTime'],
  paragraph: ['content'],
  image: ['content'],
  imageText: ['content', 'imageUrl', 'imageWidth'],
  webEmbed: ['content', 'embedHeight', 'embedTitle'],
  button: ['content.buttonText', 'content.buttonUrl'],
  sponsor: ['content'],
  speaker: ['speakerType', 'speakerIds'],
  abstract: ['content', 'label'],
  pageLink: ['page', 'refId', 'label'],
};

function fieldShown(type: string, field: string): boolean {
  return (SHOWN[type] ?? []).some((f) => field === f || field.startsWith(`${f}[`));
}
