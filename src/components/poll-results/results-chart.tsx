import { chartModel, percentText, plural, votesVersusVoters, type TallySource } from './poll-chart-model';
import { ResultsTableHead } from './results-table-head';

export type ResultsChartProps = {
  poll: TallySource & { question: string };
  /** Hide figures and bars until revealed. */
  hideNumbers?: boolean;
  id?: string;
  /** Orphaned wordings known from a rename, for answers that do not carry them. */
  knownOrphaned?: readonly { option: string; votes: number }[];
};

/**
 * One poll's results as a table: each option with its votes and percentage in
 * text, and a bar drawn beside it (decorative; the figures carry the meaning).
 * Bars glide to new values as results come in. The projector draws its own
 * (projector-results.tsx).
 */
export function ResultsChart({ poll, hideNumbers = false, id, knownOrphaned }: ResultsChartProps) {
  const m = chartModel(poll, knownOrphaned);
  const explanation = votesVersusVoters(m, poll.maxChoices);
  return (
    <div className="w-full">
      <table className="w-full border-separate border-spacing-y-2" id={id}>
        <ResultsTableHead question={poll.question} hidden={hideNumbers} />
        <tbody>
          {m.rows.map((r) => (
            <tr key={r.option} className="align-middle">
              <th scope="row" className={`w-2/5 pr-3 text-left align-middle break-words text-sm font-medium text-slate-800`}>
                {r.option}
              </th>
              <td className="align-middle">
                <div className="flex flex-col-reverse gap-1 sm:flex-row sm:items-center sm:gap-3">
                  <div className={`relative w-full min-w-0 shrink-0 overflow-hidden rounded-full bg-slate-200 h-3 sm:flex-1`} aria-hidden>
                    <div
                      className={`h-full rounded-full bg-indigo-600 transition-[width] duration-700 ease-out motion-reduce:transition-none ${hideNumbers ? 'opacity-0' : ''}`}
                      style={{ width: `${hideNumbers ? 0 : Math.min(100, r.percentage)}%` }}
                    />
                  </div>
                  <span className={`shrink-0 tabular-nums text-sm text-slate-700 sm:min-w-36 sm:text-right`}>
                    {hideNumbers ? (
                      <span className="text-slate-600">hidden</span>
                    ) : (
                      <>
                        <span className="font-semibold">{plural(r.votes, 'vote')}</span> · {percentText(r.percentage)}
                      </>
                    )}
                  </span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!hideNumbers ? (
        <div className="mt-2 text-xs text-slate-600">
          <p>
            <span className="font-medium text-slate-900">{plural(m.totalVotes, 'answer')}</span> from{' '}
            <span className="font-medium text-slate-900">{plural(m.voterCount, 'person', 'people')}</span>
            {explanation ? <span> · {explanation}</span> : null}
          </p>
          {m.orphaned.length > 0 ? (
            <div className="mt-2 rounded-md bg-amber-50 p-2 text-amber-950 ring-1 ring-amber-200">
              <p className="font-medium">Orphaned: {plural(m.orphanedVotes, 'vote')} on wordings this poll no longer has (not counted above)</p>
              <ul className="mt-1 list-disc pl-5">
                {m.orphaned.map((o) => (
                  <li key={o.option}>
                    “{o.option}”: {plural(o.votes, 'vote')}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
