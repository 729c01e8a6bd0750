import { AlertTriangle } from 'lucide-react';
import { strandedSummary } from './option-renames';
import type { PendingRename } from './use-poll-form';

export const votesInWords = (n: number) => (n === 1 ? '1 vote' : `${n} votes`);

/** A rename that would orphan votes: what it strands and what the service's dry run reports, before the user decides. */
export function OrphanVotesWarning({ pending }: { pending: PendingRename }) {
  return (
    <div role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden className="size-5 text-amber-700" />
        This change would orphan {votesInWords(pending.votes)}
      </p>
      <p className="mt-1">{strandedSummary(pending.stranded)}.</p>
      {pending.warnings.length > 0 ? (
        <>
          <p className="mt-2 font-medium">The service's dry run reports:</p>
          <ul className="list-disc pl-5">
            {pending.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-2">Ballots record the wording, so these votes stop counting. Restoring the original wording later brings them back.</p>
    </div>
  );
}
