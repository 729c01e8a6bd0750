import { Link } from 'react-router';
import { useMay } from '../../api/account-queries';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, MessagesSquare } from 'lucide-react';
import type { Session } from '../../contract/session';
import { sessionQueries } from '../../api/session-queries';
import { questionQueries, useSetLiveQA } from '../../api/question-queries';
import { describeError } from '../../api/errors';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { SwitchField } from '../../components/ui/switch-field';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { sessionWhen } from '../../components/ui/dates';
import { useEventOffset } from '../../api/event-queries';
import { pickerOrder, type PickerPart } from './session-picker-order';
import { paths } from '../../paths';


/**
 * Questions of a session waiting for moderation, when another page (the
 * dashboard, the session's board) has read them lately: this list never asks
 * for them itself, which would be one request per session.
 */
function useKnownPending(sessionId: string): number | undefined {
  const known = useQuery({ ...questionQueries.list(sessionId), enabled: false, select: (list) => list.questions.filter((q) => q.status === 'pending').length });
  return known.data;
}

const PART_WORDS: Record<PickerPart, string | null> = { now: 'On now', next: 'Next', earlier: null, unscheduled: null };

function SessionQaRow({ session, part }: { session: Session; part: PickerPart }) {
  const enable = useSetLiveQA();
  // Live Q&A is a field of the session: turning it on or off changes the programme.
  const mayTurn = useMay('event:write');
  const mayModerate = useMay('qa:write');
  // While a switch is on its way it shows where it is going.
  const on = enable.isPending && enable.variables ? enable.variables.on : !!session.hasLiveQA;
  const pending = useKnownPending(session.documentId);
  const headingId = `qa-session-${session.documentId}`;
  // "Thu, Nov 26 · 09:00–10:00 · Hall A": what tells two sessions apart.
  const scheduled = sessionWhen(session);
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-56">
          <h2 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {session.title || 'Untitled session'}
          </h2>
          {PART_WORDS[part] ? (
            <p className={cn('mt-1 inline-block rounded-full px-2 text-xs font-medium', part === 'now' ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-800')}>{PART_WORDS[part]}</p>
          ) : null}
          <p className={cn('mt-0.5 flex items-center gap-1.5 text-sm', scheduled ? 'text-slate-700' : 'text-slate-600 italic')}>
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            {scheduled || 'No date, time or room set'}
          </p>
        </div>
        <Link to={paths.questionBoard.link(session.documentId)} className={buttonClasses(on ? 'primary' : 'secondary', 'sm')} aria-describedby={headingId}>
          <MessagesSquare aria-hidden className="size-4" />
          {mayModerate ? 'Moderate questions' : 'See questions'}
        </Link>
      </div>
      <div className="mt-auto pt-3">
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <div className="min-w-0 flex-1">
            <SwitchField
              label="Live Q&A"
              hint={mayTurn ? undefined : 'Turned on or off by those who may change the programme.'}
              checked={on}
              disabled={!mayTurn || enable.isPending}
              onCheckedChange={(next) => enable.mutate({ documentId: session.documentId, on: next })}
            />
          </div>
          {pending !== undefined ? (
            <span
              data-testid="pending-count"
              className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium tabular-nums', pending > 0 ? 'bg-amber-100 text-amber-950 ring-1 ring-amber-300' : 'bg-slate-100 text-slate-700')}
            >
              {pending === 0 ? 'No questions waiting' : `${pending} waiting for moderation`}
            </span>
          ) : null}
        </div>
        {enable.error ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            Live Q&A was not turned {enable.variables?.on === false ? 'off' : 'on'}: {describeError(enable.error)}
          </p>
        ) : null}
        {enable.data ? <div className="mt-2"><WarningsBanner title={`Turned ${on ? 'on' : 'off'}, with warnings`} warnings={enable.data.warnings} ignoredFields={enable.data.ignoredFields} /></div> : null}
      </div>
    </li>
  );
}

/** Pick a session to moderate; sessions with Q&A off can have it turned on here. */
export default function QuestionsPage() {
  const sessions = useQuery(sessionQueries.list());
  const offsetHours = useEventOffset();
  // On now, then next (soonest first), then earlier (latest first), then undated: sessionPickerOrder.
  const list = pickerOrder(sessions.data ?? [], Date.now(), offsetHours ?? 0);
  return (
    <div>
      <PageHeader title="Questions" description="Pick a session to moderate its audience questions live: the sessions on now come first, then the next ones, then earlier ones. Attendees can ask and upvote questions in the app only where live Q&A is on." />
      {sessions.isPending ? (
        <LoadingState label="Loading sessions…" shape="tiles" />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} title="The sessions could not be loaded" onRetry={() => void sessions.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={<MessagesSquare className="size-8" />} title="No sessions yet" action={<Link className={buttonClasses('secondary')} to={paths.sessions.link()}>Go to sessions</Link>}>
          Questions belong to a session. Create a session first, then turn on live Q&A for it.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Sessions">
          {list.map(({ session, part }) => (
            <SessionQaRow key={session.documentId} session={session} part={part} />
          ))}
        </ul>
      )}
    </div>
  );
}
