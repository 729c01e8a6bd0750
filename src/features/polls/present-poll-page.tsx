import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, Eye, EyeOff, Lock, LockOpen } from 'lucide-react';
import { pollQueries, useSetPollLocked } from '../../api/poll-queries';
import { sessionQueries } from '../../api/session-queries';
import { describeError, isApiError } from '../../api/errors';
import { Button, buttonClasses } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { ProjectorFrame, ProjectorHeading } from '../../components/projector/projector-frame';
import { fittedUnits, pj } from '../../components/projector/projector-type';
import { ProjectorResults } from '../../components/poll-results/projector-results';
import { LockBadge } from './lock-badge';
import { paths } from '../../paths';

/**
 * `/present/polls/:pollId`: one poll's results full screen for the projector,
 * large and legible, updating live; numbers can stay hidden until revealed.
 */
export default function PresentPollPage() {
  const { pollId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const hidden = params.get('hide') === '1';
  const results = useQuery(pollQueries.results(pollId));
  const sessions = useQuery(sessionQueries.list());
  const lock = useSetPollLocked();

  const setHidden = (hide: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (hide) next.set('hide', '1');
        else next.delete('hide');
        return next;
      },
      { replace: true },
    );

  const data = results.data;
  // A session with its polls switched off keeps attendees out: never show such a poll as open.
  const unreachable = !!data && sessions.data?.find((s) => s.documentId === data.sessionId)?.hasPoll === false;
  useEffect(() => {
    if (data?.question) document.title = `${data.question} · Results`;
  }, [data?.question]);

  const controls = (
    <>
      <Link to={data ? paths.sessionPolls.link(data.sessionId) : paths.polls.link()} className={buttonClasses('secondary', 'sm')}>
        <ArrowLeft aria-hidden className="size-4" /> Back to the polls
      </Link>
      {/* A toggle with one name: pressed means the numbers are hidden (its state is what it says). */}
      <Button variant="secondary" size="sm" aria-pressed={hidden} icon={hidden ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />} onClick={() => setHidden(!hidden)}>
        Hide numbers
      </Button>
      {data ? (
        <Button
          variant="secondary"
          size="sm"
          busy={lock.isPending}
          icon={data.locked ? <LockOpen aria-hidden className="size-4" /> : <Lock aria-hidden className="size-4" />}
          onClick={() =>
            lock.mutate(
              { pollId, locked: !data.locked },
              {
                onSuccess: (r, v) => {
                  toast.success(v.locked ? 'Voting locked' : 'Voting unlocked');
                  for (const w of r.warnings) toast.warning(w);
                },
                onError: (e) => toast.error('Not saved', { description: describeError(e) }),
              },
            )
          }
        >
          {data.locked ? 'Unlock voting' : 'Lock voting'}
        </Button>
      ) : null}
    </>
  );

  // Whether attendees can vote, on the small line above the question, where it takes no height of its own.
  const heading = data ? (
    <ProjectorHeading
      kicker={
        unreachable ? (
          <span className="inline-flex rounded-full bg-(--projector-surface) text-(--projector-text)" style={{ padding: `${pj(0.35)} ${pj(1.1)}` }}>
            Polls off in this session
          </span>
        ) : (
          <LockBadge locked={data.locked} large />
        )
      }
      title={data.question}
      units={fittedUnits(data.question.length, 3.4, 2)}
    />
  ) : (
    <ProjectorHeading title="Poll results" />
  );

  return (
    <ProjectorFrame heading={heading} controls={controls}>
      {results.isPending ? (
        <p role="status" className="text-(--projector-muted)" style={{ fontSize: pj(2.4) }}>
          Loading the results…
        </p>
      ) : results.isError ? (
        <div className="rounded-xl bg-white p-6 text-slate-900">
          <ErrorState error={results.error} title={isApiError(results.error) && results.error.status === 404 ? 'This poll does not exist (any more)' : 'The results could not be loaded'} onRetry={() => void results.refetch()} />
        </div>
      ) : data ? (
        <section aria-label="Results" className="flex min-h-0 w-full flex-1 flex-col rounded-[1.6vw] bg-(--projector-surface)" style={{ padding: `${pj(2)} ${pj(3)}` }}>
          {hidden ? (
            <p className="text-(--projector-muted)" style={{ fontSize: pj(2.2) }}>
              Results will be revealed shortly.
            </p>
          ) : null}
          <ProjectorResults poll={data} hideNumbers={hidden} />
        </section>
      ) : null}
    </ProjectorFrame>
  );
}
