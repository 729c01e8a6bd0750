import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, Eye, EyeOff, Lock, LockOpen, Maximize } from 'lucide-react';
import { pollQueries, useSetPollLocked } from '../../api/poll-queries';
import { sessionQueries } from '../../api/session-queries';
import { describeError, isApiError } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { LockBadge } from './lock-badge';
import { ResultsChart } from '../../components/poll-results/results-chart';

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
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const on = () => setFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);

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

  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <div className={`flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 ${fullscreen ? 'opacity-0 focus-within:opacity-100 hover:opacity-100' : ''}`}>
        <Link
          to={data ? `/sessions/${encodeURIComponent(data.sessionId)}/polls` : '/polls'}
          className="inline-flex items-center gap-1 rounded text-sm text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <ArrowLeft aria-hidden className="size-4" /> Back to the polls
        </Link>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-pressed={!hidden} icon={hidden ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />} onClick={() => setHidden(!hidden)}>
            {hidden ? 'Reveal results' : 'Hide numbers until revealed'}
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
          <Button
            variant="secondary"
            size="sm"
            icon={<Maximize aria-hidden className="size-4" />}
            onClick={() => (document.fullscreenElement ? void document.exitFullscreen() : void document.documentElement.requestFullscreen?.())}
          >
            {fullscreen ? 'Leave full screen' : 'Full screen'}
          </Button>
        </div>
      </div>
      <main className="flex flex-1 flex-col px-6 py-8 md:px-16 md:py-12">
        {results.isPending ? (
          <LoadingState label="Loading the results…" />
        ) : results.isError ? (
          <ErrorState error={results.error} title={isApiError(results.error) && results.error.status === 404 ? 'This poll does not exist (any more)' : 'The results could not be loaded'} onRetry={() => void results.refetch()} />
        ) : data ? (
          <>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <h1 className="max-w-5xl text-4xl leading-tight font-bold break-words md:text-6xl">{data.question}</h1>
              {unreachable ? (
                <span className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-4 py-2 text-2xl font-medium text-slate-900 ring-1 ring-slate-300">Polls off in this session</span>
              ) : (
                <LockBadge locked={data.locked} large />
              )}
            </div>
            {hidden ? <p className="mt-4 text-2xl text-slate-700">Results will be revealed shortly.</p> : null}
            <div className="mt-10">
              <ResultsChart poll={data} large hideNumbers={hidden} />
            </div>
          </>
        ) : null}
      </main>
    </div>
  );
}
