import { AlertTriangle, Info } from 'lucide-react';
import type { ListImpact } from './list-change-impact';

export type ListImpactNoticeProps = {
  id: string;
  impacts: ListImpact[];
  /** Warnings the service will give for this list (shortened, fewer colours). */
  warnings: string[];
  /** Why the counts could not be made, when they could not. */
  countProblem?: string | null;
};

/** Says, before saving, what a change of the list does to the records that point into it. */
export function ListImpactNotice({ id, impacts, warnings, countProblem }: ListImpactNoticeProps) {
  const serious = impacts.filter((i) => i.kind !== 'renamed');
  const renames = impacts.filter((i) => i.kind === 'renamed');
  if (serious.length === 0 && renames.length === 0 && warnings.length === 0 && !countProblem) return null;
  return (
    <div id={id} role="status" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden className="size-4 text-amber-700" />
        What saving will do
      </p>
      {serious.length > 0 || warnings.length > 0 ? (
        <ul className="list-disc space-y-0.5 pl-5">
          {serious.map((i) => (
            <li key={`${i.kind}-${i.position}`}>{i.message}</li>
          ))}
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      {renames.length > 0 ? (
        <ul className="space-y-0.5 text-amber-900">
          {renames.map((i) => (
            <li key={`r-${i.position}`} className="flex items-start gap-1.5">
              <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              {i.message}
            </li>
          ))}
        </ul>
      ) : null}
      {countProblem ? <p className="text-amber-900">{countProblem}</p> : null}
    </div>
  );
}
