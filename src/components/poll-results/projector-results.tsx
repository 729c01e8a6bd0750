import type { CSSProperties } from 'react';
import { ResultsTableHead } from './results-table-head';
import { cn } from '../ui/cn';
import { pj } from '../projector/projector-type';
import { chartModel, plural, votesVersusVoters, type TallySource } from './poll-chart-model';

export type ProjectorResultsProps = {
  poll: TallySource & { question: string };
  /** Figures and bars hidden until revealed (nor is a leader marked). */
  hideNumbers?: boolean;
};

/**
 * A poll's results on the projector, in the projector's colours: each option
 * with its votes and share in text, and its bar on one shared track, the same
 * full width for every option, where 100 % is every vote. The leading
 * option(s) (see poll-chart-model.ts) get the accent and bold type; the
 * others are muted. Bars glide to new values as votes come in.
 *
 * It takes the height its parent gives it (a flex column) and sizes each row
 * to fit: a row is 7 screen units high at most, less when many options must
 * share the height (with room for some labels to wrap to a second line).
 */
export function ProjectorResults({ poll, hideNumbers = false }: ProjectorResultsProps) {
  const m = chartModel(poll);
  const explanation = votesVersusVoters(m, poll.maxChoices);
  const row = `min(${pj(7)}, calc(100cqh / ${(m.rows.length * 1.15 + 0.2).toFixed(2)}))`;
  const r = (x: number) => `calc(var(--row) * ${x})`;
  const someLead = !hideNumbers && m.rows.some((o) => o.leader);
  return (
    <div className="flex min-h-0 w-full flex-1 flex-col">
      <div className="min-h-0 flex-1" style={{ containerType: 'size' }}>
      <table className="w-full border-separate" style={{ '--row': row, borderSpacing: `0 ${r(0.18)}` } as CSSProperties} data-testid="projector-results">
        <ResultsTableHead question={poll.question} hidden={hideNumbers} />
        <tbody>
          {m.rows.map((o) => {
            const lead = o.leader && !hideNumbers;
            // Others are muted only beside a leader; with none (no votes yet, or hidden) every option reads alike.
            const muted = !lead && someLead;
            return (
              <tr key={o.option} data-leader={lead ? 'true' : undefined}>
                <th scope="row" className={cn('w-full text-left align-bottom break-words', lead ? 'font-bold' : 'font-medium', muted && 'text-(--projector-muted)')} style={{ paddingRight: pj(2) }}>
                  <span className="block" style={{ fontSize: r(0.4), lineHeight: 1.2 }}>
                    {o.option}
                  </span>
                  <span aria-hidden data-track className="block w-full overflow-hidden rounded-full bg-(--projector-track)" style={{ height: r(0.26), marginTop: r(0.06) }}>
                    <span
                      data-bar
                      className={cn('block h-full rounded-full transition-[width] duration-700 ease-out motion-reduce:transition-none', lead ? 'bg-(--projector-accent)' : 'bg-(--projector-muted-bar)')}
                      style={{ width: `${hideNumbers ? 0 : Math.min(100, o.percentage)}%` }}
                    />
                  </span>
                </th>
                <td className={cn('text-right align-bottom whitespace-nowrap tabular-nums', lead && 'font-bold', muted && 'text-(--projector-muted)')} style={{ fontSize: r(0.34), lineHeight: 1.1 }}>
                  {hideNumbers ? (
                    <span>hidden</span>
                  ) : (
                    <>
                      <span>{plural(o.votes, 'vote')}</span>
                      <span> · </span>
                      <span className={cn(lead ? 'text-(--projector-accent-text)' : 'text-(--projector-text)', 'font-bold')} style={{ fontSize: r(0.5) }}>
                        {o.percentage}%
                      </span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
      {!hideNumbers ? (
        <p className="text-(--projector-muted)" style={{ fontSize: pj(1.7), marginTop: pj(0.6) }}>
          <span className="font-semibold text-(--projector-text)">{plural(m.totalVotes, 'answer')}</span> from{' '}
          <span className="font-semibold text-(--projector-text)">{plural(m.voterCount, 'person', 'people')}</span>
          {explanation ? <span> · {explanation}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
