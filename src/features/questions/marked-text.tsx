import type { WordMatch } from '../../contract/qa-word-filter';

type Mark = { start: number; end: number; kind: 'search' | 'flag' };

/** A question's text with the search's words highlighted and listed words marked (a listed word wins where both meet). */
export function MarkedText({ text, search, flags }: { text: string; search: readonly [number, number][]; flags: readonly WordMatch[] }) {
  if (search.length === 0 && flags.length === 0) return <>{text}</>;
  const marks: Mark[] = [...flags.map((f) => ({ start: f.start, end: f.end, kind: 'flag' as const })), ...search.filter(([a, b]) => !flags.some((f) => a < f.end && f.start < b)).map(([start, end]) => ({ start, end, kind: 'search' as const }))].sort((a, b) => a.start - b.start);
  const out: React.ReactNode[] = [];
  let at = 0;
  for (const m of marks) {
    if (m.start < at) continue;
    if (m.start > at) out.push(text.slice(at, m.start));
    out.push(
      m.kind === 'flag' ? (
        <mark key={`f${m.start}`} className="rounded-sm bg-red-100 px-0.5 text-red-950 underline decoration-red-700 decoration-wavy">
          {text.slice(m.start, m.end)}
        </mark>
      ) : (
        <mark key={`s${m.start}`} className="rounded-sm bg-yellow-200 text-slate-950">
          {text.slice(m.start, m.end)}
        </mark>
      ),
    );
    at = m.end;
  }
  if (at < text.length) out.push(text.slice(at));
  return <>{out}</>;
}
