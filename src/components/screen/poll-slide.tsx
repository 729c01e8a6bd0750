/**
 * A poll on screen, sized for a hall by the fit rule (screen-fit.ts `pollLayout`): the question, then every
 * option filling the card, its share as a bar behind its label (one track: 100 % is every vote; the leader in
 * the accent) and its figures beside it. While the figures are hidden, only the options show: no bars, no
 * figures, no leader. The strip says whether voting is open and how many people voted (`PollStatus`).
 */
import type { CSSProperties } from 'react';
import type { ScreenPoll } from '../../contract/screens';
import { chartModel, percentText, plural } from '../poll-results/poll-chart-model';
import { cn } from '../ui/cn';
import { cardPadding } from './screen-frame';
import { POLL, pollLayout, sh } from './screen-fit';
import { useCardHeight } from './slide-room';
import { cardText } from './screen-text';

/** The strip's words on a poll slide: "Voting open · 81 people voted" (people, not votes: one ballot may pick several options). */
export function PollStatus({ poll }: { poll: ScreenPoll | null }) {
  if (!poll) return <span className="text-(--projector-muted)">Poll</span>;
  return (
    <span data-testid="poll-screen-status">
      <span className="font-semibold text-(--projector-accent-text)">{poll.stage === 'open' ? 'Voting open' : poll.stage === 'draft' ? 'Voting opens soon' : 'Voting closed'}</span>
      <span className="text-(--projector-muted)"> · </span>
      <span className="font-bold tabular-nums" data-testid="vote-counter">
        {poll.voterCount.toLocaleString('en')}
      </span>{' '}
      <span className="text-(--projector-muted)">
        {poll.voterCount === 1 ? 'person voted' : 'people voted'}
        {!poll.figures && poll.stage !== 'draft' ? ' · results revealed later' : ''}
      </span>
    </span>
  );
}

export function PollSlide({ poll }: { poll: ScreenPoll }) {
  const layout = pollLayout(poll.question, poll.options, useCardHeight());
  const model = chartModel({
    options: poll.options.map((o) => o.label),
    voteCounts: Object.fromEntries(poll.options.map((o) => [o.label, o.votes ?? 0])),
    totalVotes: poll.totalVotes,
    voterCount: poll.voterCount,
  });
  const shown = poll.figures;
  return (
    <section aria-label="Poll on screen" className="flex min-h-0 w-full flex-1 flex-col overflow-hidden rounded-[1.6vw] bg-(--projector-surface)" style={{ padding: cardPadding }}>
      <h2 className={cn('shrink-0 font-bold', cardText)} style={{ fontSize: sh(layout.question), lineHeight: POLL.questionLineHeight, marginBottom: sh(POLL.questionGap) }}>
        {poll.question}
      </h2>
      <table className="min-h-0 w-full flex-1 border-separate" style={{ borderSpacing: `0 ${sh(POLL.rowGap)}`, fontSize: sh(layout.label) }} data-testid="poll-options" data-fits={layout.fits ? 'true' : 'false'}>
        <thead className="sr-only">
          <tr>
            <th scope="col">Option</th>
            <th scope="col">{shown ? 'Votes and share' : 'Results'}</th>
          </tr>
        </thead>
        <tbody>
          {model.rows.map((o) => {
            const lead = o.leader && shown;
            return (
              <tr key={o.option} data-leader={lead ? 'true' : undefined}>
                <th scope="row" className={cn('p-0 text-left align-middle', lead ? 'font-bold' : 'font-medium')}>
                  <span className="relative block overflow-hidden rounded-[0.25em]" style={{ padding: `${POLL.rowPad}em 0.35em` }}>
                    {shown ? (
                      <span aria-hidden data-track className="absolute inset-0 bg-(--projector-track)">
                        <span
                          data-bar
                          className="block h-full transition-[width] duration-700 ease-out motion-reduce:transition-none"
                          style={{ width: `${Math.min(100, o.percentage)}%`, background: `color-mix(in srgb, ${lead ? 'var(--projector-accent) 42%' : 'var(--projector-muted-bar) 40%'}, var(--projector-surface))` } as CSSProperties}
                        />
                      </span>
                    ) : null}
                    <span className="relative block [overflow-wrap:anywhere]" style={{ lineHeight: POLL.labelLineHeight }} data-testid="option-label">
                      {o.option}
                    </span>
                  </span>
                </th>
                <td className={cn('p-0 text-right align-middle tabular-nums', lead ? 'font-bold' : 'font-medium')} style={{ width: `${layout.figuresEm}em`, paddingLeft: sh(POLL.figuresGap), lineHeight: POLL.labelLineHeight }} data-testid="option-figures">
                  {!shown ? (
                    <span className="sr-only">Hidden until revealed</span>
                  ) : layout.figures === 'stacked' ? (
                    <>
                      <span className={cn('block font-bold whitespace-nowrap', lead && 'text-(--projector-accent-text)')}>{percentText(o.percentage)}</span>
                      <span className="block whitespace-nowrap">{plural(o.votes, 'vote')}</span>
                    </>
                  ) : (
                    <span className="whitespace-nowrap">
                      {plural(o.votes, 'vote')} · <span className={cn('font-bold', lead && 'text-(--projector-accent-text)')}>{percentText(o.percentage)}</span>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
