import { useEffect, useId, useRef, useState } from 'react';
import { GitMerge } from 'lucide-react';
import { sectionLabel } from '../content-sections/section-model';
import { Button } from '../ui/button';
import { fieldLabel, valueInWords, type FieldLabels } from './merge-wording';
import type { FieldConflict, SectionConflict } from '../../api/three-way-merge';
import type { Writer } from '../../api/last-writer';
import { conflictText } from '../../api/save-cycle-words';

type Choice = 'mine' | 'theirs';

export type ConflictPanelProps = {
  fields: readonly FieldConflict[];
  sections: readonly SectionConflict[];
  labels?: FieldLabels;
  busy?: boolean;
  /** Every conflict has a choice: the save goes on with them. */
  onResolve: (choices: { fields: Record<string, Choice>; sections: Choice[] }) => void;
  onCancel: () => void;
  /** The words of the button that goes back without saving (default "Back to editing"). */
  cancelLabel?: string;
  /** Who saved the other values, when the team's log could say ("Ana saved a different value … 20 s ago"). */
  by?: Writer | null;
};

function sectionTitle(c: SectionConflict): string {
  return c.kind === 'list' ? 'Content sections (added, removed or moved on both sides)' : `Content section ${c.index + 1} (${sectionLabel(c.type)})`;
}

function sectionValue(c: SectionConflict, side: Choice): string {
  if (c.kind === 'list') return valueInWords(c[side].map((s) => sectionLabel(s.type)));
  return valueInWords(c[side].data);
}

/**
 * The same field changed here and elsewhere: theirs and mine side by side,
 * field by field, with a choice for each. Nothing is sent until every
 * conflict has a choice.
 */
export function ConflictPanel({ fields, sections, labels, busy, onResolve, onCancel, cancelLabel = 'Back to editing', by }: ConflictPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [fieldChoices, setFieldChoices] = useState<Record<string, Choice>>({});
  const [sectionChoices, setSectionChoices] = useState<(Choice | undefined)[]>([]);
  useEffect(() => heading.current?.focus(), []);
  const rows = [
    ...fields.map((c) => ({ key: `f:${c.field}`, title: fieldLabel(c.field, labels), theirs: valueInWords(c.theirs), mine: valueInWords(c.mine), choice: fieldChoices[c.field], set: (v: Choice) => setFieldChoices((o) => ({ ...o, [c.field]: v })) })),
    ...sections.map((c, n) => ({
      key: `s:${n}`,
      title: sectionTitle(c),
      theirs: sectionValue(c, 'theirs'),
      mine: sectionValue(c, 'mine'),
      choice: sectionChoices[n],
      set: (v: Choice) => setSectionChoices((o) => Object.assign([...o], { [n]: v })),
    })),
  ];
  const open = rows.filter((r) => !r.choice).length;
  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950" data-testid="conflict-panel">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="flex items-center gap-2 text-base font-semibold">
        <GitMerge aria-hidden className="size-5 text-amber-700" />
        Changed here and elsewhere: choose what to keep
      </h2>
      <p className="mt-1">
        {conflictText(rows.length, by)}
      </p>
      <ul className="mt-3 space-y-3">
        {rows.map((r) => (
          <li key={r.key} className="rounded-md bg-white p-3 ring-1 ring-amber-200">
            <fieldset>
              <legend className="font-semibold text-slate-900">{r.title}</legend>
              <dl className="mt-1 grid gap-1 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-3">
                <dt className="text-slate-600">Theirs</dt>
                <dd className="break-words text-slate-900">{r.theirs}</dd>
                <dt className="text-slate-600">Mine</dt>
                <dd className="break-words text-slate-900">{r.mine}</dd>
              </dl>
              <div className="mt-2 flex flex-wrap gap-4">
                {(['mine', 'theirs'] as const).map((side) => (
                  <label key={side} className="inline-flex items-center gap-2">
                    <input type="radio" name={`${headingId}-${r.key}`} checked={r.choice === side} onChange={() => r.set(side)} className="size-4 accent-indigo-600" />
                    {side === 'mine' ? 'Keep mine' : 'Take theirs'}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          disabled={open > 0}
          busy={busy}
          onClick={() => onResolve({ fields: fieldChoices, sections: sections.map((_, n) => sectionChoices[n] ?? 'mine') })}
        >
          Save with these choices
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {open > 0 ? <span className="text-amber-900">{open === 1 ? 'One choice left to make.' : `${open} choices left to make.`}</span> : null}
      </div>
    </section>
  );
}
