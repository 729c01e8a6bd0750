import type { CSSProperties } from 'react';
import { ResultsTableHead } from './results-table-head';
import { cn } from '../ui/cn';
import { pj } from '../projector/projector-type';
import { chartModel, percentText, plural, votesVersusVoters, type TallySource } from './poll-chart-model';

export type ProjectorResultsProps = {
  poll: TallySource & { question: string };
  /** Figures and bars hidden until revealed (nor is a leader marked). */
  hideNumbers?: boolean;
};

/**
 * A poll's results on the projector, in the projector's colours: each option
 * with its votes and share in text, and its bar on one shared track, the same
 * full width for every option, where 100 % is every vote. The leading
 * option(s) (see poll-chart-model.ts) get the accent and bold type. Labels
 * and figures are in the full text colour, as large as the questions on the
 * Q&A screen (2.4 units) when the options fit at that size. Bars glide to new
 * values as votes come in. While hidden, only the options show: no tracks, no
 * figures, no leader.
 *
 * It takes the height its parent gives it (a flex column) and sizes each row
 * to fit: 4.8 screen units at most (a 2.4-unit label), less when many options
 * must share the height (room is kept for the labels long enough to wrap).
 */
/**
 * The table's height in rows (a row: label 0.6, bar 0.28, spacing 0.18), with
 * a second line (0.6) for each label of more than about 40 characters, which
 * wraps at the largest size in the width a poll's results have on screen.
 */
function rowsHeight(options: readonly string[]): number {
  const lines = (text: string) => Math.max(1, Math.ceil(text.length / 40));
  return options.reduce((h, o) => h + 1.06 + 0.6 * (lines(o) - 1), 0.2);
}

export function ProjectorResults({ poll, hideNumbers = false }: ProjectorResultsProps) {
  const m = chartModel(poll);
  const explanation = votesVersusVoters(m, poll.maxChoices);
  const row = `min(${pj(4.8)}, calc(100cqh / ${rowsHeight(m.rows.map((o) => o.option)).toFixed(2)}))`;
  const r = (x: number) => `calc(var(--row) * ${x})`;
  return (
    <div className="flex min-h-0 w-full flex-1 flex-col">
      <div className="min-h-0 flex-1" style={{ containerType: 'size' }}>
        <table className="w-full border-separate" style={{ '--row': row, borderSpacing: `0 ${r(0.18)}` } as CSSProperties} data-testid="projector-results">
          <ResultsTableHead question={poll.question} hidden={hideNumbers} />
          <tbody>
            {m.rows.map((o) => {
              const lead = o.leader && !hideNumbers;
              return (
                <tr key={o.option} data-leader={lead ? 'true' : undefined}>
                  <th scope="row" className={cn('w-full text-left align-bottom break-words', lead ? 'font-bold' : 'font-medium')} style={{ paddingRight: pj(2) }}>
                    <span className="block" style={{ fontSize: r(0.5), lineHeight: 1.2 }}>
                      {o.option}
                    </span>
                    {hideNumbers ? null : (
                      <span aria-hidden data-track className="block w-full overflow-hidden rounded-full bg-(--projector-track)" style={{ height: r(0.2), marginTop: r(0.08) }}>
                        <span
                          data-bar
                          className={cn('block h-full rounded-full transition-[width] duration-700 ease-out motion-reduce:transition-none', lead ? 'bg-(--projector-accent)' : 'bg-(--projector-muted-bar)')}
                          style={{ width: `${Math.min(100, o.percentage)}%` }}
                        />
                      </span>
                    )}
                  </th>
                  <td className={cn('text-right align-bottom whitespace-nowrap tabular-nums', lead ? 'font-bold' : 'font-medium')} style={{ fontSize: r(0.4), lineHeight: 1.1 }}>
                    {hideNumbers ? (
                      <span className="sr-only">Hidden until revealed</span>
                    ) : (
                      <>
                        <span>{plural(o.votes, 'vote')}</span>
                        <span> · </span>
                        <span className={cn('font-bold', lead && 'text-(--projector-accent-text)')} style={{ fontSize: r(0.55) }}>
                          {percentText(o.percentage)}
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
