/**
 * `/screen/:token`: a room's screen, opened on any machine (the AV desk's PC, a TV's browser, a phone) with no
 * key and no sign-in: the link is the capability. It listens to the console's server (use-screen-stream.ts)
 * and shows what the moderators put on its stage, in the event's colours, with its banner and the room's way
 * in. It makes no API request.
 *
 * No controls on the picture: everything is driven from the consoles. Each kind of slide has its own file
 * beside this one; this page only picks the slide and its frame.
 */
import { useEffect, useMemo, type CSSProperties } from 'react';
import { useParams } from 'react-router';
import type { ScreenView } from '../../contract/screens';
import { paletteProperties, projectorPalette } from '../projector/projector-palette';
import { PJ_UNIT } from '../projector/projector-type';
import { PollSlide } from './poll-slide';
import { QuestionSlide } from './question-slide';
import { QuestionsSlide } from './questions-slide';
import { QuietSlide, ScreenFrame, ScreenMessage } from './screen-frame';
import { useScreenStream } from './use-screen-stream';
import { WelcomeSlide } from './welcome-slide';

function kickerOf(content: ScreenView['content']): string {
  switch (content.kind) {
    case 'poll':
      return 'Poll';
    case 'welcome':
      return 'Welcome';
    default:
      return 'Questions from the audience';
  }
}

function Slide({ view }: { view: ScreenView }) {
  const c = view.content;
  switch (c.kind) {
    case 'poll':
      return c.poll ? <PollSlide poll={c.poll} /> : <QuietSlide text="The poll will appear here." />;
    case 'question':
      return c.question ? <QuestionSlide question={c.question} /> : <QuietSlide text="The next question will appear here." />;
    case 'questions':
      return <QuestionsSlide questions={c.questions} more={c.more} joinLine={view.joinLine} />;
    default:
      return <WelcomeSlide view={view} />;
  }
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

  if (link === 'gone' && !view) return <ScreenMessage style={style} text="This screen link no longer works: it was renewed or deleted. Ask a moderator for the new link." />;
  if (!view) return <ScreenMessage style={style} text={link === 'reconnecting' ? 'Connecting to the console’s server…' : 'Connecting…'} status />;
  return (
    <ScreenFrame view={view} link={link} since={since} style={style} kicker={kickerOf(view.content)} title={title}>
      <Slide view={view} />
    </ScreenFrame>
  );
}
