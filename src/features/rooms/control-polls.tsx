import { useQuery } from '@tanstack/react-query';
import { Eye, MonitorUp, X } from 'lucide-react';
import { pollQueries } from '../../api/poll-queries';
import type { useRoomScreen } from '../../components/screen/use-room-screen';
import { useRelayPoll } from '../../components/screen/use-screen-relay';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { paths } from '../../paths';
import { Link } from 'react-router';
import { pollStage } from '../../contract/poll-on-screen';
import { pollControls } from './poll-controls';
import { StaleNote } from './stale-note';
import { PollScreenModeSelect } from '../../components/screen/poll-screen-mode-select';

type RoomScreen = ReturnType<typeof useRoomScreen>;

/** The session's polls, each with Show on screen, Reveal results (when it changes what the room sees), Clear, and its figures' mode. */
export function ControlPolls({ sessionId, enabled, screen }: { sessionId: string; enabled: boolean; screen: RoomScreen }) {
  const polls = useQuery({ ...pollQueries.list(sessionId), enabled, refetchInterval: 10_000 });
  // In front of a remote API, the figures this page reads feed the room's screens (as the polls page's do).
  useRelayPoll(sessionId, enabled ? polls.data : undefined);
  const content = screen.content;
  const busy = screen.pending.length > 0;
  return (
    <section aria-labelledby="control-polls" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="control-polls" className="text-base font-semibold text-slate-900">
          Polls
        </h3>
        <Link to={paths.sessionPolls.link(sessionId)} className="text-sm font-medium text-indigo-700 underline">
          Open the polls
        </Link>
      </div>
      {!enabled ? (
        <p className="text-sm text-slate-700">Polls are off for this session.</p>
      ) : polls.isError && !polls.data ? (
        <ErrorState error={polls.error} title="The polls could not be loaded" onRetry={() => void polls.refetch()} />
      ) : !polls.data ? (
        <LoadingState label="Loading polls…" />
      ) : polls.data.length === 0 ? (
        <p className="text-sm text-slate-700">No polls in this session yet.</p>
      ) : (
        <>
          {polls.isError ? <StaleNote what="the polls" since={polls.dataUpdatedAt} /> : null}
          <ul className="space-y-2" aria-label="Polls of the session">
            {polls.data.map((p) => {
              const on = content.kind === 'poll' && content.pollId === p.pollId;
              const revealed = on && content.kind === 'poll' && content.reveal;
              const mode = screen.modeOf(p.pollId);
              const controls = pollControls(pollStage(p), mode, on, revealed);
              const pending = screen.pendingForPoll(p.pollId)?.do;
              const words = (label: string, doing: string, what: string) => (pending === what ? doing : label);
              const showWords = words(controls.show.label, 'Showing…', 'show-poll');
              const revealWords = controls.reveal ? words(controls.reveal.label, 'Revealing…', 'reveal-poll') : '';
              return (
                <li key={p.pollId} className={cn('rounded-md border p-2', on ? 'border-amber-400 bg-amber-50' : 'border-slate-200')} aria-current={on ? 'true' : undefined}>
                  <p className="break-words text-sm font-medium text-slate-900">{p.question}</p>
                  <p className="text-xs text-slate-600">
                    {on ? (revealed || mode === 'live' ? 'On screen with its figures' : 'On screen') : p.locked ? 'Voting closed' : 'Voting open'} · <span data-testid="poll-figures">{controls.figures}</span>
                  </p>
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <Button size="sm" icon={<MonitorUp aria-hidden className="size-4" />} aria-pressed={controls.show.pressed} disabled={busy || on} onClick={() => void screen.show({ kind: 'poll', pollId: p.pollId, question: p.question, reveal: false })} aria-label={`${showWords}: “${p.question}”`}>
                      {showWords}
                    </Button>
                    {controls.reveal ? (
                      <Button size="sm" variant="secondary" icon={<Eye aria-hidden className="size-4" />} aria-pressed={controls.reveal.pressed} disabled={busy || controls.reveal.pressed} onClick={() => void screen.show({ kind: 'poll', pollId: p.pollId, question: p.question, reveal: true })} aria-label={`${revealWords}: “${p.question}”`}>
                        {revealWords}
                      </Button>
                    ) : null}
                    {on ? (
                      <Button size="sm" variant="ghost" icon={<X aria-hidden className="size-4" />} disabled={busy} onClick={screen.clear} aria-label={`${words('Clear screen', 'Clearing…', 'clear-poll')}: “${p.question}”`}>
                        {words('Clear screen', 'Clearing…', 'clear-poll')}
                      </Button>
                    ) : null}
                    {screen.server ? (
                      <PollScreenModeSelect label="Figures on screen" ariaLabel={`Figures on screen: “${p.question}”`} value={mode} onChange={(m) => screen.setPollMode(p.pollId, m)} />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
