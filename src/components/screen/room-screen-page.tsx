/**
 * `/screen/:token`: a room's screen, opened on any machine (the AV desk's PC, a TV's browser, a phone) with no
 * key and no sign-in: the link is the capability. It listens to the console's server (Server-Sent Events,
 * `/screen-api/<token>/events`) and shows what the moderators put on its stage, in the event's colours, with
 * its banner and the room's way in. It makes no API request. When the stream drops it reconnects by itself,
 * keeps the last picture and says since when it is not live; a renewed or deleted link says so.
 *
 * No controls on the picture: everything is driven from the consoles.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useParams } from 'react-router';
import { ThumbsUp } from 'lucide-react';
import type { ScreenPoll, ScreenQuestion, ScreenView } from '../../contract/screens';
import { ProjectorResults } from '../poll-results/projector-results';
import { plural } from '../poll-results/poll-chart-model';
import { JoinLine } from '../projector/join-line';
import { paletteProperties, projectorPalette } from '../projector/projector-palette';
import { PJ_UNIT, fittedUnits, pj } from '../projector/projector-type';
import { ProjectorScore } from '../projector/projector-score';
import { cn } from '../ui/cn';
import { visibleLength } from './screen-text';
import { NowNextSlide } from './now-next-slide';

type Link = 'connecting' | 'live' | 'reconnecting' | 'gone';

function useScreenStream(token: string): { view: ScreenView | null; link: Link; since: number } {
  const [view, setView] = useState<ScreenView | null>(null);
  const [link, setLink] = useState<Link>('connecting');
  const [since, setSince] = useState(() => Date.now());
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const url = `/screen-api/${encodeURIComponent(token)}`;
    const open = () => {
      source = new EventSource(`${url}/events`);
      source.addEventListener('view', (e) => {
        setView(JSON.parse((e as MessageEvent<string>).data) as ScreenView);
        setLink('live');
      });
      source.addEventListener('gone', () => {
        source?.close();
        setLink('gone');
      });
      source.onerror = () => {
        setLink((l) => {
          if (l === 'live') setSince(Date.now());
          return l === 'gone' ? l : 'reconnecting';
        });
        // The browser retries by itself after a dropped stream; after a refused one (404, a proxy's 502) it stops: ask why, then try again.
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source = null;
          void fetch(url, { cache: 'no-store' })
            .then((r) => {
              if (r.status === 404) setLink('gone');
              else retry = setTimeout(open, 2000);
            })
            .catch(() => {
              retry = setTimeout(open, 2000);
            });
        }
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [token]);
  return { view, link, since };
}

/**
 * Where consoles relay the figures (a server in front of a remote API): once none arrived for this long, the
 * screen says as of when it shows them (no console is reading them: the board or polls page is closed).
 */
const RELAY_QUIET_MS = 60_000;

/** The time now, every 15 s while `on`. */
function useTick(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const t = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(t);
  }, [on]);
  return now;
}

export default function RoomScreenPage() {
  const { token = '' } = useParams();
  const { view, link, since } = useScreenStream(token);
  const palette = useMemo(() => projectorPalette(view?.event.colours), [view?.event.colours]);
  const title = view?.session?.title || view?.event.name || 'Room screen';
  useEffect(() => {
    document.title = view ? `${view.screen.name} · ${title}` : 'Room screen';
  }, [view, title]);
  const style = { ...paletteProperties(palette), '--pj': PJ_UNIT } as CSSProperties;
  const now = useTick(view?.relayedAt != null);

  if (link === 'gone' && !view) return <Message style={style} text="This screen link no longer works: it was renewed or deleted. Ask a moderator for the new link." />;
  if (!view) return <Message style={style} text={link === 'reconnecting' ? 'Connecting to the console’s server…' : 'Connecting…'} status />;

  const c = view.content;
  const kicker = c.kind === 'poll' ? 'Poll' : c.kind === 'welcome' ? 'Welcome' : 'Questions from the audience';
  return (
    <div style={style} data-testid="room-screen" className="relative flex h-dvh cursor-none flex-col overflow-hidden bg-(--projector-background) text-(--projector-text)">
      <header className="shrink-0">
        {view.event.banner ? <img src={view.event.banner} alt="" referrerPolicy="no-referrer" className="block w-full object-cover" style={{ height: pj(8) }} /> : null}
        <div className="flex items-center justify-between" style={{ gap: pj(3), padding: `${pj(1.6)} ${pj(3.5)} ${pj(1.2)}` }}>
          <div className="min-w-0 flex-1">
            {view.event.name && view.session ? (
              <p className="truncate font-semibold text-(--projector-accent-text)" style={{ fontSize: pj(1.5) }}>
                {view.event.name}
              </p>
            ) : null}
            <p className="font-medium text-(--projector-muted)" style={{ fontSize: pj(1.5) }}>
              {kicker}
            </p>
            <h1 className="line-clamp-2 font-bold tracking-tight [overflow-wrap:anywhere]" style={{ fontSize: pj(fittedUnits(visibleLength(title), 3, 2)), lineHeight: 1.15 }}>
              {title}
            </h1>
          </div>
          {c.kind !== 'welcome' ? <JoinLine address={view.joinLine} /> : null}
        </div>
      </header>
      <main className="flex min-h-0 flex-1 flex-col" style={{ padding: `${pj(0.8)} ${pj(3.5)} ${pj(2)}` }}>
        {c.kind === 'next' || c.kind === 'rooms' ? (
          <NowNextSlide view={view} />
        ) : c.kind === 'poll' ? (
          c.poll ? <PollOnScreen poll={c.poll} /> : <Quiet text="The poll will appear here." />
        ) : c.kind === 'question' ? (
          c.question ? <Spotlight question={c.question} /> : <Quiet text="The next question will appear here." />
        ) : c.kind === 'questions' ? (
          c.questions.length === 0 ? <Invitation joinLine={view.joinLine} /> : <QuestionList questions={c.questions} more={c.more} />
        ) : (
          <Welcome view={view} />
        )}
      </main>
      {link === 'live' && typeof view.relayedAt === 'number' && now - view.relayedAt > RELAY_QUIET_MS && c.kind !== 'welcome' ? (
        <p role="status" className="absolute right-3 bottom-2 rounded-md bg-(--projector-surface) px-2 py-1 text-(--projector-muted)" style={{ fontSize: pj(1.1) }}>
          As of {new Date(view.relayedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </p>
      ) : null}
      {link !== 'live' ? (
        <p role="status" className="absolute right-3 bottom-2 rounded-md bg-(--projector-surface) px-2 py-1 text-(--projector-muted)" style={{ fontSize: pj(1.1) }}>
          {link === 'gone' ? 'This link was renewed or deleted: showing the last picture.' : `Reconnecting… not live since ${new Date(since).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`}
        </p>
      ) : null}
    </div>
  );
}

function Message({ text, style, status }: { text: string; style: CSSProperties; status?: boolean }) {
  return (
    <div style={style} className="flex h-dvh items-center justify-center bg-(--projector-background) p-8 text-(--projector-text)">
      <p role={status ? 'status' : 'alert'} className="max-w-[60ch] text-center" style={{ fontSize: pj(2.4) }}>
        {text}
      </p>
    </div>
  );
}

function Quiet({ text }: { text: string }) {
  return (
    <p role="status" className="m-auto text-(--projector-muted)" style={{ fontSize: pj(2.4) }}>
      {text}
    </p>
  );
}

function Invitation({ joinLine }: { joinLine: string }) {
  return (
    <div role="status" className="m-auto max-w-[80%] text-center">
      <p className="font-semibold" style={{ fontSize: pj(3.4), lineHeight: 1.2 }}>
        Got a question for the speakers?
      </p>
      <p className="text-(--projector-muted) [overflow-wrap:anywhere]" style={{ fontSize: pj(2.4), lineHeight: 1.3, marginTop: pj(1.2) }}>
        {joinLine.trim() ? (
          <>
            Ask it at <strong className="font-bold text-(--projector-text)">{joinLine}</strong> and upvote the ones you want answered.
          </>
        ) : (
          'Ask it in the event app and upvote the ones you want answered.'
        )}
      </p>
    </div>
  );
}

function Welcome({ view }: { view: ScreenView }) {
  return (
    <div className="m-auto flex max-w-[90%] flex-col items-center text-center" style={{ gap: pj(2) }}>
      <p className="font-bold [overflow-wrap:anywhere]" style={{ fontSize: pj(fittedUnits(visibleLength(view.event.name), 4.6, 2.4)), lineHeight: 1.15 }}>
        {view.event.name || 'Welcome'}
      </p>
      {view.joinLine.trim() ? <JoinLine address={view.joinLine} /> : null}
    </div>
  );
}

/** Text of a card: wraps anywhere and is clipped by its card, whatever it holds (a 500-letter word, a flood of combining marks). */
const cardText = 'overflow-hidden [overflow-wrap:anywhere]';

function Spotlight({ question: q }: { question: ScreenQuestion }) {
  return (
    <section aria-label="Question on screen" className="relative m-auto flex max-h-full w-full flex-col overflow-hidden rounded-[1.6vw] bg-(--projector-surface) ring-[0.3vw] ring-(--projector-accent)" style={{ padding: `${pj(2.4)} ${pj(3.5)}` }}>
      <p className={cn('font-semibold', cardText)} style={{ fontSize: pj(fittedUnits(visibleLength(q.text), 4.6, 1.9)), lineHeight: 1.2 }}>
        {q.text}
      </p>
      <p className="inline-flex items-center text-(--projector-muted)" style={{ fontSize: pj(2.2), gap: pj(0.8), marginTop: pj(1.8) }}>
        <ThumbsUp aria-hidden className="text-(--projector-accent-text)" style={{ width: pj(2.4), height: pj(2.4) }} />
        <span className="font-bold tabular-nums text-(--projector-text)">{q.score}</span> {q.score === 1 ? 'upvote' : 'upvotes'}
      </p>
      {q.answer ? (
        <p className={cardText} style={{ fontSize: pj(fittedUnits(visibleLength(q.answer), 2.6, 1.6)), lineHeight: 1.3, marginTop: pj(2) }}>
          <span className="font-semibold text-(--projector-accent-text)">Answered: </span>
          {q.answer}
        </p>
      ) : null}
    </section>
  );
}

/** As many whole cards as fit, top voted first, and how many more there are. */
function QuestionList({ questions, more }: { questions: ScreenQuestion[]; more: number }) {
  const ref = useRef<HTMLOListElement>(null);
  const [fit, setFit] = useState(questions.length);
  const key = questions.map((q) => q.id).join(' ');
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const bottom = list.getBoundingClientRect().bottom + 0.5;
      const items = [...list.children];
      let whole = 0;
      while (whole < items.length && items[whole].getBoundingClientRect().bottom <= bottom) whole++;
      setFit(Math.max(1, whole));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const item of list.children) observer.observe(item);
    return () => observer.disconnect();
  }, [key, questions]);
  const hidden = questions.length - Math.min(fit, questions.length) + more;
  return (
    <>
      <ol ref={ref} aria-label="Approved questions" className="flex min-h-0 flex-1 flex-col overflow-hidden" style={{ gap: pj(1.2) }}>
        {questions.map((q, i) => (
          <li key={q.id} className={cn('flex shrink-0 items-start overflow-hidden rounded-[1.2vw] bg-(--projector-surface)', i >= fit && 'invisible')} style={{ gap: pj(2), padding: `${pj(1.4)} ${pj(2)}`, maxHeight: '100%' }}>
            <ProjectorScore score={q.score} />
            <div className="min-w-0 flex-1 overflow-hidden">
              <p className={cn('font-semibold', cardText)} style={{ fontSize: pj(fittedUnits(visibleLength(q.text), 2.4, 1.7)), lineHeight: 1.25 }}>
                {q.text}
              </p>
              {q.answer ? (
                <p className={cn('text-(--projector-muted)', cardText)} style={{ fontSize: pj(fittedUnits(visibleLength(q.answer), 1.9, 1.5)), lineHeight: 1.3, marginTop: pj(0.6) }}>
                  <span className="font-semibold text-(--projector-accent-text)">Answered: </span>
                  {q.answer}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {hidden > 0 ? (
        <p className="shrink-0 font-semibold text-(--projector-muted)" style={{ fontSize: pj(1.9), marginTop: pj(1) }} data-testid="more-questions">
          + {hidden} more {hidden === 1 ? 'question' : 'questions'}
        </p>
      ) : null}
    </>
  );
}

function PollOnScreen({ poll }: { poll: ScreenPoll }) {
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
