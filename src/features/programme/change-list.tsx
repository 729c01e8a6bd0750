import { useId } from 'react';
import type { ProgrammeChange } from '../../contract/programme-changelog';
import { groupedChanges } from './release-words';

/** A release's changes in words, under their headings (h3 below the caller's h2). */
export function ChangeList({ changes, empty }: { changes: readonly ProgrammeChange[]; empty: string }) {
  const id = useId();
  const groups = groupedChanges(changes);
  if (groups.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div className="space-y-3" data-testid="change-list">
      {groups.map((g) => (
        <section key={g.kind} aria-labelledby={`${id}-${g.kind}`}>
          <h3 id={`${id}-${g.kind}`} className="text-sm font-semibold text-slate-800">
            {g.heading} ({g.lines.length})
          </h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-6 text-sm text-slate-800">
            {g.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
