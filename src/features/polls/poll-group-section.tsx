import { Link } from 'react-router';
import { BarChart3, Plus } from 'lucide-react';
import type { Poll } from '../../contract/poll';
import type { Session } from '../../contract/session';
import { Button } from '../../components/ui/button';
import { describeScreen } from '../../components/screen/screen-content';
import { useRoomScreen } from '../../components/screen/use-room-screen';
import { useRelayPoll } from '../../components/screen/use-screen-relay';
import { RoomScreensChip } from '../../components/screen/room-screens-chip';
import { EmptyState } from '../../components/ui/empty-state';
import { HasPollSwitch } from './has-poll-switch';
import { SortablePollList, type PollItemProps } from './sortable-poll-list';
import { sessionLabel, sessionWhen, type PollGroup } from './use-poll-groups';
import type { PollScreen } from './use-poll-actions';
import { paths } from '../../paths';

type Props = {
  group: PollGroup;
  session: Session | undefined;
  /** On one session's page the heading is for screen readers only (the page title names the session). */
  single: boolean;
  itemProps: (poll: Poll, screen: PollScreen) => PollItemProps;
  onReorder: (ordered: Poll[]) => void;
  reordering: boolean;
  onNew: (sessionId: string) => void;
};

/** One session's polls: heading, the session's poll switch, what its room's screen shows, and its sortable poll cards (or how to create the first). */
export function PollGroupSection({ group, session, single, itemProps, onReorder, reordering, onNew }: Props) {
  const headingId = `session-${group.sessionId}`;
  const screen = useRoomScreen(group.sessionId);
  // In front of a remote API, the figures this page reads feed the room's screens too.
  useRelayPoll(group.sessionId, group.polls);
  // The server's stage names a poll by id: its words come from this page's list.
  const shownContent = screen.content.kind === 'poll' && !screen.content.question ? { ...screen.content, question: group.polls.find((p) => p.pollId === (screen.content.kind === 'poll' ? screen.content.pollId : ''))?.question ?? '' } : screen.content;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      {single ? (
        <h2 id={headingId} className="sr-only">
          Polls of {sessionLabel(session, group.sessionId)}
        </h2>
      ) : (
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
          <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
            {session ? session.title : sessionLabel(session, group.sessionId)}
            {session && sessionWhen(session) ? (
              <>
                <span className="sr-only">, </span>
                <span className="ml-2 text-sm font-normal whitespace-nowrap text-slate-600">{sessionWhen(session)}</span>
              </>
            ) : null}
          </h2>
          <Link to={paths.sessionPolls.link(group.sessionId)} className="text-sm text-indigo-700 hover:underline">
            Open this session’s polls
          </Link>
        </div>
      )}
      {session ? <HasPollSwitch session={session} /> : null}
      {screen.state.at > 0 ? (
        <p role="status" className="text-sm text-slate-700">
          On the room’s screen now: {describeScreen(shownContent)}.
        </p>
      ) : null}
      <RoomScreensChip sessionId={group.sessionId} describe={describeScreen(shownContent)} />
      {group.polls.length === 0 ? (
        <EmptyState
          icon={<BarChart3 className="size-8" />}
          title="No polls in this session yet"
          action={
            <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => onNew(group.sessionId)}>
              Create the first poll
            </Button>
          }
        >
          A poll asks the audience one question with 2 to 20 options; results show here live.
        </EmptyState>
      ) : (
        <SortablePollList polls={group.polls} onReorder={onReorder} itemProps={(poll) => itemProps(poll, screen)} disabled={reordering} />
      )}
    </section>
  );
}
