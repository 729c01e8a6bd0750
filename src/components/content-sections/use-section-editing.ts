import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '../../api/errors';
import { stableJson } from '../../api/stable-json';
import { readDraft, removeDraft, writeDraft } from '../form/use-persisted-draft';
import { checkSections } from './check-sections';
import { problemsBySection, toContentData, toEditorSections, warningsBySection, type EditorSection, type SectionProblem } from './section-model';
import { referenceProblems, type SectionRefs } from './section-references';
import { countSectionChanges } from './section-changes';

type ReadSection = { type: string; data: Record<string, unknown> };

export const CONFLICT_MESSAGE = 'Changed here and elsewhere: choose "Keep mine" or "Take theirs" in the panel at the top. Nothing was sent.';

/**
 * The state of a record's content sections while it is edited: the cards, whether they changed, the
 * problems to show on each card (the contract's checks once a save was tried, the reference rules at
 * once, a 400's details), and the last save's warnings on the section each names.
 */
export function useSectionEditing(initial: readonly ReadSection[] | undefined, refs: SectionRefs, draftKey?: string) {
  const storageKey = draftKey ? `${draftKey}:sections` : null;
  const [restored, setRestored] = useState(false);
  const baseline = useRef<string>(stableJson(toContentData(toEditorSections(initial as ReadSection[] | undefined))));
  const [sections, setSections] = useState<EditorSection[]>(() => {
    const draft = storageKey ? readDraft<ReadSection[]>(storageKey) : null;
    return toEditorSections(Array.isArray(draft) ? draft : (initial as ReadSection[] | undefined));
  });
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Map<number, SectionProblem[]>>(() => new Map());
  const [warnings, setWarnings] = useState<Map<number, string[]>>(() => new Map());
  // Sections changed here and elsewhere at the last save (position and type are a section's identity).
  const [conflicts, setConflicts] = useState<number[]>([]);

  const current = stableJson(toContentData(sections));
  const dirty = current !== baseline.current;
  // Each section edited, added, removed or moved is one change (the save bar's count).
  const changes = useMemo(
    () => (dirty ? Math.max(1, countSectionChanges(JSON.parse(baseline.current) as ReadSection[], JSON.parse(current) as ReadSection[])) : 0),
    // `baseline` moves only when `current` is saved or replaced, which `current`/`dirty` follow.
    [current, dirty],
  );

  // Changed sections are kept as a draft in this tab (a reload or a new key loses nothing), through the
  // draft store, which never keeps the key or a secret-named field.
  useEffect(() => {
    if (!storageKey) return;
    if (dirty) writeDraft(storageKey, toContentData(sections));
    else removeDraft(storageKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` stands for `sections`' content: the draft is written when that changes
  }, [storageKey, dirty, current]);
  useEffect(() => {
    if (dirty) setRestored((r) => r || current !== baseline.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount: was a draft restored?
  }, []);
  const check = useMemo(() => checkSections(sections, refs), [sections, refs]);

  const problems = useMemo(() => {
    const shown = attempted ? new Map(check.problems) : referenceProblems(sections, refs);
    for (const [i, list] of serverProblems) shown.set(i, [...(shown.get(i) ?? []), ...list]);
    for (const i of conflicts) shown.set(i, [...(shown.get(i) ?? []), { field: '', message: CONFLICT_MESSAGE }]);
    return shown;
  }, [attempted, check, sections, refs, serverProblems, conflicts]);

  return {
    sections,
    /** The sections came from a draft of this tab rather than from the service. */
    restored,
    setSections: (next: EditorSection[]) => {
      setServerProblems(new Map());
      setSections(next);
    },
    dirty,
    /** How many sections were edited, added, removed or moved since the stored version. */
    changes,
    problems,
    warnings,
    /** Marks the sections (by position) that were also changed elsewhere; `[]` clears the marks. */
    markConflicts: setConflicts,
    /** Call before sending: answers the contentData to send, or the number of problems (then shown). */
    prepare(): { ok: true; contentData: ReadSection[] } | { ok: false; count: number } {
      setAttempted(true);
      setServerProblems(new Map());
      let count = 0;
      for (const list of check.problems.values()) count += list.length;
      return count > 0 ? { ok: false, count } : { ok: true, contentData: check.contentData };
    },
    /** After a successful save: the sent sections are the new baseline; warnings go on their sections. */
    saved(result: { warnings: readonly string[] }): string[] {
      baseline.current = current;
      if (storageKey) removeDraft(storageKey);
      const w = warningsBySection(result.warnings);
      setWarnings(w.bySection);
      setAttempted(false);
      return w.other;
    },
    /** After a refused save: the details naming sections go on them; the rest is returned. */
    refused(error: ApiError): { field: string; message: string }[] {
      const p = problemsBySection(error.details);
      setServerProblems(p.bySection);
      return p.other;
    },
    /** Forget the draft and show `initial` again. */
    discard(initialAgain: readonly ReadSection[] | undefined) {
      if (storageKey) removeDraft(storageKey);
      const s = toEditorSections(initialAgain as ReadSection[] | undefined);
      baseline.current = stableJson(toContentData(s));
      setSections(s);
      setRestored(false);
    },
    /** Replace the sections with what the service stored (after a save), keeping the warnings shown. */
    reload(next: readonly ReadSection[] | undefined) {
      const s = toEditorSections(next as ReadSection[] | undefined);
      baseline.current = stableJson(toContentData(s));
      setSections(s);
      setRestored(false);
    },
  };
}
