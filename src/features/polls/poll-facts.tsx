import type { Poll } from '../../contract/poll';
import { CountdownBadge } from './countdown-badge';

export type PollFactsProps = { poll: Poll; allowSelfProxy: boolean | undefined; onCountdownEnded?: () => void };

/** Read-only facts about a poll and its session: shown, never sent. */
export function PollFacts({ poll, allowSelfProxy, onCountdownEnded }: PollFactsProps) {
  return (
    <section aria-labelledby={`facts-${poll.pollId}`} className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
      <h3 id={`facts-${poll.pollId}`} className="font-medium text-slate-900">
        Set elsewhere (read-only)
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-600">Countdown</dt>
        <dd className="text-slate-900">
          {poll.closesAt ? <CountdownBadge closesAt={poll.closesAt} onEnded={onCountdownEnded} /> : 'None running. Moderators start countdowns in the vendor console or the app.'}
        </dd>
        <dt className="text-slate-600">Own list of invited attendees</dt>
        <dd className="text-slate-900">
          {poll.whitelistId ? (
            'Yes, kept in the vendor console'
          ) : (
            "None: a poll for invited attendees uses the session's list"
          )}
        </dd>
        {poll.requireAttendance !== undefined ? (
          <>
            <dt className="text-slate-600">Require attendance</dt>
            <dd className="text-slate-900">{poll.requireAttendance ? 'On' : 'Off'} (withdrawn setting: no longer changeable)</dd>
          </>
        ) : null}
        <dt className="text-slate-600">Voting for someone else</dt>
        <dd className="text-slate-900">
          {allowSelfProxy === false
            ? 'Attendees cannot choose someone to vote for them in this session; the organiser can, in the vendor console.'
            : 'Attendees can choose, in the app, someone to vote for them in this session.'}
        </dd>
      </dl>
    </section>
  );
}
