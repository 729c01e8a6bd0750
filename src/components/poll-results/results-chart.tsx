import { chartModel, plural, votesVersusVoters, type TallySource } from './poll-chart-model';

export type ResultsChartProps = {
  poll: TallySource & { question: string };
  /** Projector size. */
  large?: boolean;
  /** Hide figures and bars until revealed (projector). */
  hideNumbers?: boolean;
  id?: string;
  /** Orphaned wordings known from a rename, for answers that do not carry them. */
  knownOrphaned?: readonly { option: string; votes: number }[];
};

/**
 * One poll's results as a table: each option with its votes and percentage in
 * text, and a bar drawn beside it (decorative; the figures carry the meaning).
 * Bars glide to new values as results come in.
 */
export function ResultsChart({ poll, large = false, hideNumbers = false, id, knownOrphaned }: ResultsChartProps) {
  const m = chartModel(poll, knownOrphaned);
  const explanation = votesVersusVoters(m, poll.maxChoices);
  const labelCls = large ? 'text-xl sm:text-2xl md:text-4xl font-semibold text-slate-900' : 'text-sm font-medium text-slate-800';
  const figureCls = large ? 'text-xl whitespace-nowrap sm:text-2xl md:text-3xl text-slate-900' : 'text-sm text-slate-700';
  const barH = large ? 'h-10 md:h-14' : 'h-3';
  return (
    <div className="w-full">
      <table className="w-full border-separate border-spacing-y-2" id={id}>
        <caption className="sr-only">Results of the poll “{poll.question}”</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Option</th>
            <th scope="col">{hideNumbers ? 'Results (hidden until revealed)' : 'Votes and share'}</th>
          </tr>
        </thead>
        <tbody>
          {m.rows.map((r) => (
            <tr key={r.option} className="align-middle">
              <th scope="row" className={`w-2/5 pr-3 text-left align-middle break-words ${labelCls}`}>
                {r.option}
              </th>
              <td className="align-middle">
                <div className={large ? 'flex flex-col-reverse gap-2 md:flex-row md:items-center md:gap-4' : 'flex flex-col-reverse gap-1 sm:flex-row sm:items-center sm:gap-3'}>
                  <div className={`relative w-full min-w-0 shrink-0 overflow-hidden rounded-full bg-slate-200 ${large ? 'md:flex-1' : 'sm:flex-1'} ${barH}`} aria-hidden>
                    <div
                      className={`h-full rounded-full bg-indigo-600 transition-[width] duration-700 ease-out motion-reduce:transition-none ${hideNumbers ? 'opacity-0' : ''}`}
                      style={{ width: `${hideNumbers ? 0 : Math.min(100, r.percentage)}%` }}
                    />
                  </div>
                  <span className={`shrink-0 tabular-nums ${figureCls} ${large ? 'md:min-w-64 md:text-right' : 'sm:min-w-36 sm:text-right'}`}>
                    {hideNumbers ? (
                      <span className="text-slate-600">hidden</span>
                    ) : (
                      <>
                        <span className="font-semibold">{plural(r.votes, 'vote')}</span> · {r.percentage}%
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
        <div className={large ? 'mt-6 text-2xl text-slate-700' : 'mt-2 text-xs text-slate-600'}>
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
