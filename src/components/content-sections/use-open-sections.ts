import { useLayoutEffect, useRef, useState } from 'react';
import { attentionOf, carryOpen, withOpened } from './open-sections';
import type { EditorSection, SectionProblem } from './section-model';

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((k) => b.has(k));

/**
 * The open section cards: closed by default, kept across moves and re-reads, and opened by themselves
 * when a problem or a warning lands on them.
 */
export function useOpenSections(sections: readonly EditorSection[], problems?: ReadonlyMap<number, readonly SectionProblem[]>, warnings?: ReadonlyMap<number, readonly string[]>) {
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const before = useRef(sections);
  const seen = useRef('');
  const attention = attentionOf(problems, warnings);

  useLayoutEffect(() => {
    const fresh = attention.signature !== seen.current;
    seen.current = attention.signature;
    const previous = before.current;
    before.current = sections;
    setOpen((o) => {
      let next = previous === sections ? o : carryOpen(previous, sections, o);
      if (fresh) next = withOpened(sections, next, attention.positions);
      return sameSet(next, o) ? o : next;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attention.positions follows attention.signature, which is listed
  }, [sections, attention.signature]);

  return {
    open,
    isOpen: (key: string) => open.has(key),
    toggle: (key: string) =>
      setOpen((o) => {
        const next = new Set(o);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    openOne: (key: string) => setOpen((o) => (o.has(key) ? o : new Set([...o, key]))),
    setAll: (isOpen: boolean) => setOpen(isOpen ? new Set(sections.map((s) => s.key)) : new Set()),
    allOpen: sections.length > 0 && sections.every((s) => open.has(s.key)),
  };
}
