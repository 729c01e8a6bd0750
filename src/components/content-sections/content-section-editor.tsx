import { useEffect, useRef, useState } from 'react';
import { ChevronsDownUp, ChevronsUpDown, Plus } from 'lucide-react';
import type { SectionType } from '../../contract/content-sections';
import { Button } from '../ui/button';
import { SortableList } from '../sortable/sortable-list';
import { setActiveSection, useActiveSection } from './active-section';
import { onRevealSection } from './reveal-section';
import { DraggedSectionCard, SectionCard } from './section-card';
import { AddSectionDialog, SectionInserter, type InsertPlace } from './section-inserter';
import { duplicateSection, moveSection, newKey, newSectionData, sectionLabel, SECTION_LABELS, type EditorSection, type SectionProblem } from './section-model';
import type { SectionRefs } from './section-references';
import { sectionSummary } from './section-summary';
import { useOpenSections } from './use-open-sections';

export type ContentSectionEditorProps = {
  sections: EditorSection[];
  onChange: (sections: EditorSection[]) => void;
  refs: SectionRefs;
  /** Problems per section index (the contract's validation, reference checks, or a 400's details). */
  problems?: Map<number, SectionProblem[]>;
  /** The last save's warnings per section index. */
  warnings?: Map<number, string[]>;
};

/** How a section is named in words: Title: Welcome aboard. */
function sectionName(section: EditorSection, refs: SectionRefs): string {
  const summary = sectionSummary(section, refs).trim();
  const words = summary ? `${sectionLabel(section.type)}: ${summary}` : sectionLabel(section.type);
  return words.length > 60 ? `${words.slice(0, 59)}…` : words;
}

/**
 * The ordered content sections as cards, closed to one line by default: open one or all, add a section at
 * any place with the "+" between cards, drag and drop (mouse, touch, keyboard, with screen-reader
 * announcements; a picture of the card follows the pointer while the list stays still), move up and down,
 * duplicate, delete. A card with a problem or a warning opens itself; `revealSection` opens one from
 * elsewhere; the section being edited is the one the preview shows.
 */
export function ContentSectionEditor({ sections, onChange, refs, problems, warnings }: ContentSectionEditorProps) {
  const cards = useOpenSections(sections, problems, warnings);
  const active = useActiveSection();
  // Where the add dialog puts the new section (kept while the dialog closes, so its words stay).
  const [place, setPlace] = useState<InsertPlace>({ at: 0, words: 'at the end' });
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  // After a render: a card to scroll to and focus ('toggle': its header; 'field': its first field).
  const [pending, setPending] = useState<{ key: string; focus: 'toggle' | 'field' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // Other parts of the console open a section by its position.
  const current = useRef(sections);
  current.current = sections;
  useEffect(
    () =>
      onRevealSection((index) => {
        const section = current.current[index];
        if (!section) return false;
        cards.openOne(section.key);
        setActiveSection(section.key);
        setPending({ key: section.key, focus: 'toggle' });
        return true;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- cards.openOne only sets state, so one reveal function serves the editor's whole life
    [],
  );
  useEffect(() => () => setActiveSection(null), []);

  useEffect(() => {
    if (!pending) return;
    setPending(null);
    const card = listRef.current?.querySelector<HTMLElement>(`[data-key="${pending.key}"]`);
    if (!card) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    const target =
      pending.focus === 'field'
        ? (card.querySelector<HTMLElement>('[id$="-body"] input, [id$="-body"] select, [id$="-body"] [contenteditable="true"]') ?? card.querySelector<HTMLElement>('[data-toggle]'))
        : card.querySelector<HTMLElement>('[data-toggle]');
    target?.focus({ preventScroll: true });
  }, [pending]);

  function move(i: number, to: number) {
    if (to < 0 || to >= sections.length) return;
    onChange(moveSection(sections, i, to));
    setStatus(`${sectionLabel(sections[i].type)} moved to position ${to + 1} of ${sections.length}.`);
    // keep focus on the same control of the moved card
    // (on a phone the move buttons sit in the card's menu: focus goes back to the menu's button)
    requestAnimationFrame(() => {
      const card = listRef.current?.querySelector<HTMLElement>(`[data-key="${sections[i].key}"]`);
      const btn = card?.querySelector<HTMLButtonElement>(`[data-move="${to > i ? 'down' : 'up'}"]`);
      const shown = (el: HTMLElement | null | undefined) => !!el && el.getClientRects().length > 0;
      const menu = card?.querySelector<HTMLElement>('[aria-haspopup="menu"]');
      if (btn && shown(btn) && !btn.disabled) btn.focus();
      else if (shown(menu)) menu?.focus();
      else card?.querySelector<HTMLElement>('[data-handle]')?.focus();
    });
  }

  function add(type: SectionType, at: number) {
    const section = { key: newKey(), type, data: newSectionData(type) };
    onChange([...sections.slice(0, at), section, ...sections.slice(at)]);
    cards.openOne(section.key);
    setActiveSection(section.key);
    setAdding(false);
    setStatus(`${SECTION_LABELS[type]} added as section ${at + 1}.`);
    setPending({ key: section.key, focus: 'field' });
  }

  function insertAt(at: InsertPlace) {
    setPlace(at);
    setAdding(true);
  }

  function remove(i: number) {
    const label = sectionLabel(sections[i].type);
    onChange(sections.filter((_, j) => j !== i));
    setStatus(`${label} (section ${i + 1}) deleted.`);
  }

  const atEnd: InsertPlace = { at: sections.length, words: 'at the end' };
  return (
    <section aria-labelledby="content-sections-title">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="content-sections-title" className="text-base font-semibold text-slate-900">
          Content sections <span className="font-normal text-slate-600">({sections.length})</span>
        </h2>
        <div className="flex gap-2">
          {sections.length > 1 ? (
            <Button
              variant="ghost"
              size="sm"
              icon={cards.allOpen ? <ChevronsDownUp aria-hidden className="size-4" /> : <ChevronsUpDown aria-hidden className="size-4" />}
              onClick={() => cards.setAll(!cards.allOpen)}
            >
              {cards.allOpen ? 'Close all' : 'Open all'}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={() => insertAt(atEnd)}>
            Add section
          </Button>
        </div>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      {sections.length > 0 ? <SectionInserter place={{ at: 0, words: 'at the start' }} onOpen={insertAt} /> : null}
      <SortableList
        items={sections}
        getKey={(s) => s.key}
        noun="section"
        itemName={(s) => sectionName(s, refs)}
        onMove={(from, to) => onChange(moveSection(sections, from, to))}
        listRef={listRef}
        listLabel="Content sections in order"
        itemProps={(s, i) => ({ 'data-key': s.key, 'aria-label': `Section ${i + 1} of ${sections.length}: ${sectionLabel(s.type)}`, className: 'scroll-mt-24', onFocus: () => setActiveSection(s.key) })}
        overlay={(s, i) => <DraggedSectionCard section={s} index={i} refs={refs} />}
        renderItem={(s, i, { dragging }) => (
          <SectionCard
            section={s}
            index={i}
            count={sections.length}
            open={cards.isOpen(s.key)}
            active={active === s.key}
            dragging={dragging}
            problems={problems?.get(i)}
            warnings={warnings?.get(i)}
            refs={refs}
            onToggle={() => cards.toggle(s.key)}
            onEditing={() => setActiveSection(s.key)}
            onData={(data) => onChange(sections.map((x, j) => (j === i ? { ...x, data } : x)))}
            onMove={(to) => move(i, to)}
            onDuplicate={() => {
              const copy = duplicateSection(s);
              onChange([...sections.slice(0, i + 1), copy, ...sections.slice(i + 1)]);
              setStatus(`${sectionLabel(s.type)} duplicated as section ${i + 2}.`);
            }}
            onDelete={() => remove(i)}
            after={<SectionInserter place={{ at: i + 1, words: `after “${sectionName(s, refs)}”` }} onOpen={insertAt} />}
          />
        )}
      />
      {sections.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          No sections yet. Add headings, text, pictures, videos, buttons, sponsors and speakers to build this page.
        </div>
      ) : null}
      <AddSectionDialog open={adding} place={place} onClose={() => setAdding(false)} onAdd={add} />
    </section>
  );
}
