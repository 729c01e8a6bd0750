import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CheckCircle2, MessagesSquare } from 'lucide-react';
import type { Session } from '../../contract/session';
import { sessionQueries } from '../../api/session-queries';
import { useEnableLiveQA } from '../../api/question-queries';
import { describeError } from '../../api/errors';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { SwitchField } from '../../components/ui/switch-field';
import { WarningsBanner } from '../../components/ui/warnings-banner';

function when(s: Session): string {
  const parts = [s.date, [s.startTime, s.endTime].filter(Boolean).join('–'), s.location].filter(Boolean);
  return parts.join(' · ');
}

function SessionQaRow({ session }: { session: Session }) {
  const enable = useEnableLiveQA();
  const on = !!session.hasLiveQA;
  const headingId = `qa-session-${session.documentId}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {session.title || 'Untitled session'}
          </h2>
          {when(session) ? (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarDays aria-hidden className="size-4" />
              {when(session)}
            </p>
          ) : null}
        </div>
        <Link to={`/sessions/${encodeURIComponent(session.documentId)}/questions`} className={buttonClasses(on ? 'primary' : 'secondary', 'sm')} aria-describedby={headingId}>
          <MessagesSquare aria-hidden className="size-4" />
          Moderate questions
        </Link>
      </div>
      <div className="mt-3 border-t border-slate-100 pt-3">
        {on ? (
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            <span>
              <span className="font-medium text-slate-900">Live Q&A on.</span> Attendees can ask and upvote questions in the app.
            </span>
          </p>
        ) : (
          <SwitchField
            label="Live Q&A off"
            checked={false}
            disabled={enable.isPending}
            onCheckedChange={(next) => next && enable.mutate(session.documentId)}
            hint="Attendees cannot reach Q&A until it is on. Turn it on to let them ask and upvote questions in this session."
          />
        )}
        {enable.error ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            Live Q&A was not turned on: {describeError(enable.error)}
          </p>
        ) : null}
        {enable.data ? <div className="mt-2"><WarningsBanner title="Turned on, with warnings" warnings={enable.data.warnings} ignoredFields={enable.data.ignoredFields} /></div> : null}
      </div>
    </li>
  );
}

/** Pick a session to moderate; sessions with Q&A off can have it turned on here. */
export default function QuestionsPage() {
  const sessions = useQuery(sessionQueries.list());
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(!!b.hasLiveQA) - Number(!!a.hasLiveQA) || `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
  return (
    <div>
      <PageHeader title="Questions" description="Pick a session to moderate its audience questions live. Sessions with live Q&A on come first." />
      {sessions.isPending ? (
        <LoadingState label="Loading sessions…" />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} title="The sessions could not be loaded" onRetry={() => void sessions.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={<MessagesSquare className="size-8" />} title="No sessions yet" action={<Link className={buttonClasses('secondary')} to="/sessions">Go to sessions</Link>}>
          Questions belong to a session. Create a session first, then turn on live Q&A for it.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Sessions">
          {list.map((s) => (
            <SessionQaRow key={s.documentId} session={s} />
          ))}
        </ul>
      )}
    </div>
  );
}
