import { MonitorUp } from 'lucide-react';
import type { Poll } from '../../contract/poll';
import type { Session } from '../../contract/session';
import { ResultsChart } from '../../components/poll-results/results-chart';
import type { PollOnScreen } from './on-screen';

/**
 * What the rooms' screens show, pinned above the filters and the list: each poll on a screen with its
 * room's session and its live figures (shown whatever the filters hide).
 */
export function OnScreenPinned({ onScreen, pollById, sessionById, single }: { onScreen: PollOnScreen[]; pollById: ReadonlyMap<string, Poll>; sessionById: ReadonlyMap<string, Session>; single: boolean }) {
  const shown = onScreen.flatMap((o) => {
    const poll = pollById.get(o.pollId);
    return poll ? [{ ...o, poll }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="on-screen-now" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="on-screen-now" className="flex items-center gap-2 text-base font-semibold text-amber-950">
        <MonitorUp aria-hidden className="size-4" /> On the room’s screen now
      </h2>
      <ul className="mt-3 grid gap-3 lg:grid-cols-2">
        {shown.map(({ poll, sessionId, reveal }) => (
          <li key={sessionId} className="min-w-0 rounded-lg bg-white p-3 ring-1 ring-amber-200">
            <h3 className="text-sm font-semibold break-words text-slate-900">{poll.question}</h3>
            <p className="mb-2 text-xs text-slate-700">
              {single ? '' : `${sessionById.get(sessionId)?.title ?? 'A session'} · `}
              {reveal || poll.showVotes ? 'with its results' : 'results hidden until revealed'}
            </p>
            <ResultsChart poll={poll} id={`on-screen-${poll.pollId}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
