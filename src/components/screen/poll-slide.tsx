import type { ScreenPoll } from '../../contract/screens';
import { ProjectorResults } from '../poll-results/projector-results';
import { plural } from '../poll-results/poll-chart-model';
import { fittedUnits, pj } from '../projector/projector-type';
import { cn } from '../ui/cn';
import { cardText, visibleLength } from './screen-text';

/** A poll on screen: its question, whether voting is open and how many voted, its options and (when shown) figures. */
export function PollSlide({ poll }: { poll: ScreenPoll }) {
  const source = {
    question: poll.question,
    options: poll.options.map((o) => o.label),
    voteCounts: Object.fromEntries(poll.options.map((o) => [o.label, o.votes ?? 0])),
    totalVotes: poll.totalVotes,
    voterCount: poll.voterCount,
  };
  return (
    <section aria-label="Poll on screen" className="flex min-h-0 w-full flex-1 flex-col overflow-hidden rounded-[1.6vw] bg-(--projector-surface)" style={{ padding: `${pj(2.4)} ${pj(3)}` }}>
      <h2 className={cn('font-bold', cardText)} style={{ fontSize: pj(fittedUnits(visibleLength(poll.question), 3.2, 2)), lineHeight: 1.15 }}>
        {poll.question}
      </h2>
      <p className="text-(--projector-muted)" style={{ fontSize: pj(2), marginTop: pj(0.8) }} data-testid="poll-screen-status">
        {poll.stage === 'open' ? 'Voting open' : poll.stage === 'draft' ? 'Voting opens soon' : 'Voting closed'}
        {' · '}
        <span className="font-bold tabular-nums text-(--projector-text)" data-testid="vote-counter">
          {poll.voterCount}
        </span>{' '}
        {plural(poll.voterCount, 'vote')}
        {!poll.figures && poll.stage !== 'draft' ? ' · Results will be revealed shortly.' : ''}
      </p>
      <div className="flex min-h-0 flex-1 flex-col" style={{ marginTop: pj(1.6) }}>
        <ProjectorResults poll={source} hideNumbers={!poll.figures} />
      </div>
    </section>
  );
}
