import { useRef, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AlertCircle, ArrowDown, ArrowUp, ChevronDown, ChevronRight, Copy, GripVertical, Plus, Trash2 } from 'lucide-react';
import { SECTION_TYPES, SECTION_TYPE_NAMES, type SectionType } from '../../contract/content-sections';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Dialog } from '../ui/dialog';
import { SectionFields } from './section-fields';
import { duplicateSection, moveSection, newKey, newSectionData, sectionLabel, SECTION_LABELS, type EditorSection, type SectionProblem } from './section-model';
import type { SectionRefs } from './section-references';
import { sectionSummary } from './section-summary';

export type ContentSectionEditorProps = {
  sections: EditorSection[];
  onChange: (sections: EditorSection[]) => void;
  refs: SectionRefs;
  /** Problems per section index (the contract's validation, reference checks, or a 400's details). */
  problems?: Map<number, SectionProblem[]>;
  /** The last save's warnings per section index. */
  warnings?: Map<number, string[]>;
};

/**
 * The ordered content sections as cards: drag and drop (mouse, touch, keyboard, with screen-reader
 * announcements), move up and down, duplicate, collapse, delete, and an "add section" menu of every type.
 */
export function ContentSectionEditor({ sections, onChange, refs, problems, warnings }: ContentSectionEditorProps) {
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const indexOf = (key: string | number) => sections.findIndex((s) => s.key === key);
  // The order when a drag started: announcements name positions in it even after the list has moved.
  const dragOrder = useRef<EditorSection[]>(sections);
  const startIndexOf = (key: string | number) => dragOrder.current.findIndex((s) => s.key === key);
  const describe = (key: string | number) => {
    const i = indexOf(key);
    return i < 0 ? 'section' : `section ${i + 1}, ${sectionLabel(sections[i].type)}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      dragOrder.current = sections;
      return `Picked up ${describe(active.id)}. Use the arrow keys to move it, space to drop it, escape to cancel.`;
    },
    onDragOver: ({ active, over }) => (over ? `${describe(active.id)} is over position ${indexOf(over.id) + 1} of ${sections.length}.` : `${describe(active.id)} is no longer over a position.`),
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${sectionLabel(dragOrder.current[startIndexOf(active.id)]?.type ?? '')} at position ${startIndexOf(over.id) + 1} of ${dragOrder.current.length}.`
        : 'Dropped; the order is unchanged.',
    onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled; the order is unchanged.`,
  };

  function onDragStart() {
    dragOrder.current = sections;
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onChange(moveSection(sections, indexOf(active.id), indexOf(over.id)));
  }

  function move(i: number, to: number) {
    if (to < 0 || to >= sections.length) return;
    onChange(moveSection(sections, i, to));
    setStatus(`${sectionLabel(sections[i].type)} moved to position ${to + 1} of ${sections.length}.`);
    // keep focus on the same control of the moved card
    requestAnimationFrame(() => {
      const btn = listRef.current?.querySelector<HTMLButtonElement>(`[data-key="${sections[i].key}"] [data-move="${to > i ? 'down' : 'up'}"]`);
      if (btn && !btn.disabled) btn.focus();
      else listRef.current?.querySelector<HTMLElement>(`[data-key="${sections[i].key}"] [data-handle]`)?.focus();
    });
  }

  function add(type: SectionType) {
    const section = { key: newKey(), type, data: newSectionData(type) };
    onChange([...sections, section]);
    setAdding(false);
    setStatus(`${SECTION_LABELS[type]} added as section ${sections.length + 1}.`);
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-key="${section.key}"] input, [data-key="${section.key}"] select, [data-key="${section.key}"] [contenteditable], [data-key="${section.key}"] [data-handle]`)?.focus());
  }

  function remove(i: number) {
    const label = sectionLabel(sections[i].type);
    onChange(sections.filter((_, j) => j !== i));
    setStatus(`${label} (section ${i + 1}) deleted.`);
  }

  function toggle(key: string) {
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  return (
    <section aria-labelledby="content-sections-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="content-sections-title" className="text-base font-semibold text-slate-900">
          Content sections <span className="font-normal text-slate-600">({sections.length})</span>
        </h2>
        <div className="flex gap-2">
          {sections.length > 1 ? (
            <Button variant="ghost" size="sm" onClick={() => setCollapsed(collapsed.size === sections.length ? new Set() : new Set(sections.map((s) => s.key)))}>
              {collapsed.size === sections.length ? 'Expand all' : 'Collapse all'}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={() => setAdding(true)}>
            Add section
          </Button>
        </div>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragStart={onDragStart} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: 'To move a section, press space or enter on its handle, use the up and down arrow keys, then press space or enter again to drop it, or escape to cancel.' } }}>
        <SortableContext items={sections.map((s) => s.key)} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} className="space-y-3" aria-label="Content sections in order">
            {sections.map((s, i) => (
              <SectionCard
                key={s.key}
                section={s}
                index={i}
                count={sections.length}
                collapsed={collapsed.has(s.key)}
                problems={problems?.get(i)}
                warnings={warnings?.get(i)}
                refs={refs}
                onToggle={() => toggle(s.key)}
                onData={(data) => onChange(sections.map((x, j) => (j === i ? { ...x, data } : x)))}
                onMove={(to) => move(i, to)}
                onDuplicate={() => {
                  const copy = duplicateSection(s);
                  onChange([...sections.slice(0, i + 1), copy, ...sections.slice(i + 1)]);
                  setStatus(`${sectionLabel(s.type)} duplicated as section ${i + 2}.`);
                }}
                onDelete={() => remove(i)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {sections.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          No sections yet. Add headings, text, pictures, videos, buttons, sponsors and speakers to build this page.
        </div>
      ) : null}
      <Dialog open={adding} onOpenChange={setAdding} title="Add a section" description="Choose what the new section shows. It is added at the end; move it where you want it." size="lg">
        <ul className="grid gap-2 sm:grid-cols-2">
          {SECTION_TYPE_NAMES.map((type) => (
            <li key={type}>
              <button type="button" onClick={() => add(type)} className="h-full w-full rounded-lg border border-slate-200 p-3 text-left hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600">
                <span className="block text-sm font-semibold text-slate-900">{SECTION_LABELS[type]}</span>
                <span className="block text-xs text-slate-600">{SECTION_TYPES[type]}</span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}

type SectionCardProps = {
  section: EditorSection;
  index: number;
  count: number;
  collapsed: boolean;
  problems?: SectionProblem[];
  warnings?: string[];
  refs: SectionRefs;
  onToggle: () => void;
  onData: (data: Record<string, unknown>) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

function SectionCard({ section, index, count, collapsed, problems, warnings, refs, onToggle, onData, onMove, onDuplicate, onDelete }: SectionCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.key });
  const label = sectionLabel(section.type);
  const number = index + 1;
  const bodyId = `${section.key}-body`;
  const hasProblems = (problems?.length ?? 0) > 0;
  const general = problems?.filter((p) => p.field === '' || !fieldShown(section.type, p.field)) ?? [];
  const iconBtn = 'rounded p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <li
      ref={setNodeRef}
      data-key={section.key}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('rounded-lg border bg-white shadow-sm', hasProblems ? 'border-red-400' : 'border-slate-200', isDragging && 'relative z-10 opacity-80 shadow-lg')}
      aria-label={`Section ${number} of ${count}: ${label}`}
    >
      <div className="flex items-center gap-1 border-b border-slate-100 px-2 py-1.5">
        <button ref={setActivatorNodeRef} type="button" data-handle className={cn(iconBtn, 'cursor-grab touch-none')} {...attributes} {...listeners} aria-label={`Move section ${number}, ${label}`}>
          <GripVertical aria-hidden className="size-4" />
        </button>
        <button type="button" onClick={onToggle} aria-expanded={!collapsed} aria-controls={bodyId} className="flex min-w-0 flex-1 items-center gap-1.5 rounded px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-indigo-600">
          {collapsed ? <ChevronRight aria-hidden className="size-4 shrink-0" /> : <ChevronDown aria-hidden className="size-4 shrink-0" />}
          <span className="text-xs font-semibold text-slate-500 tabular-nums">{number}.</span>
          <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-slate-900">{label}</span>
          <span className="min-w-0 truncate text-sm text-slate-600" title={sectionSummary(section, refs) || undefined}>
            {sectionSummary(section, refs)}
          </span>
          {hasProblems ? (
            <span className="ml-1 inline-flex shrink-0 items-center gap-0.5 text-xs font-medium text-red-700">
              <AlertCircle aria-hidden className="size-3.5" /> Needs attention
            </span>
          ) : null}
        </button>
        <button type="button" className={iconBtn} data-move="up" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move section ${number} up`}>
          <ArrowUp aria-hidden className="size-4" />
        </button>
        <button type="button" className={iconBtn} data-move="down" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move section ${number} down`}>
          <ArrowDown aria-hidden className="size-4" />
        </button>
        <button type="button" className={iconBtn} onClick={onDuplicate} aria-label={`Duplicate section ${number}`}>
          <Copy aria-hidden className="size-4" />
        </button>
        <button type="button" className={cn(iconBtn, 'hover:text-red-700')} onClick={onDelete} aria-label={`Delete section ${number}`}>
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
      {warnings && warnings.length > 0 ? (
        <ul className="mx-3 mt-2 space-y-0.5 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-950 ring-1 ring-amber-200" aria-label={`Warnings for section ${number}`}>
          {warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      ) : null}
      {general.length > 0 ? (
        <ul className="mx-3 mt-2 space-y-0.5 rounded-md bg-red-50 px-3 py-2 text-xs font-medium text-red-900 ring-1 ring-red-200">
          {general.map((p, i) => (
            <li key={i}>{p.field ? `${p.field}: ${p.message}` : p.message}</li>
          ))}
        </ul>
      ) : null}
      <div id={bodyId} hidden={collapsed} className="p-3">
        {!collapsed ? <SectionFields section={section} number={number} onData={onData} problems={problems} refs={refs} /> : null}
      </div>
    </li>
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
