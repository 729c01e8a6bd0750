/**
 * `/screen/:token`: a room's screen, opened on any machine (the AV desk's PC, a TV's browser, a phone) with no
 * key and no sign-in: the link is the capability. It listens to the console's server (use-screen-stream.ts)
 * and shows what the moderators put on its stage, in the event's colours, with its banner and the room's way
 * in. It makes no API request.
 *
 * A stage monitor (a screen of the kind that faces the speaker) gets its own page, stage-monitor.tsx.
 *
 * A screen whose link was renewed or which was unpaired says so in large words and shows a pairing code in place
 * (pair-screen-page.tsx): any moderator pairs the machine again from the console, and it shows its room.
 *
 * No controls on the picture: everything is driven from the consoles. Each kind of slide has its own file
 * beside this one, sized for a hall (screen-fit.ts); this page only picks the slide and its frame.
 */
import { useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ScreenView } from '../../contract/screens';
import { paths } from '../../paths';
import { paletteProperties, projectorPalette } from '../projector/projector-palette';
import { PJ_UNIT } from '../projector/projector-type';
import { PollSlide, PollStatus } from './poll-slide';
import { QuestionSlide } from './question-slide';
import { QuestionsSlide } from './questions-slide';
import { QuietSlide, ScreenFrame, ScreenMessage, type FrameVariant } from './screen-frame';
import { useScreenStream } from './use-screen-stream';
import { WelcomeSlide } from './welcome-slide';
import { NowNextSlide } from './now-next-slide';
import { StageMonitor } from './stage-monitor';
import { PairingView } from './pairing-view';

type Slide = { variant: FrameVariant; kicker: ReactNode; body: ReactNode };

function slideOf(view: ScreenView, title: string): Slide {
  const c = view.content;
  const named = (what: string) => (view.session ? `${what} · ${title}` : what);
  switch (c.kind) {
    case 'poll':
      return { variant: 'strip', kicker: <PollStatus poll={c.poll} />, body: c.poll ? <PollSlide poll={c.poll} /> : <QuietSlide text="The poll will appear here." /> };
    case 'question':
      return {
        variant: 'strip',
        kicker: <span className="text-(--projector-muted)">{named('Question from the audience')}</span>,
        body: c.question ? <QuestionSlide question={c.question} /> : <QuietSlide text="The next question will appear here." />,
      };
    case 'questions':
      return { variant: 'header', kicker: view.event.name ? `${view.event.name} · Questions from the audience` : 'Questions from the audience', body: <QuestionsSlide questions={c.questions} more={c.more} joinLine={view.joinLine} /> };
    case 'next':
    case 'rooms':
      return { variant: 'header', kicker: c.kind === 'rooms' ? 'Now and next in every room' : 'Next in this room', body: <NowNextSlide view={view} /> };
    default:
      return { variant: 'bare', kicker: null, body: <WelcomeSlide view={view} /> };
  }
}

export default function RoomScreenPage() {
  const { token = '' } = useParams();
  // A new link (paired again) is a new screen: nothing of the old one's picture or state is kept.
  return <RoomScreen key={token} token={token} />;
}

function RoomScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const { view, link, since } = useScreenStream(token);
  const palette = useMemo(() => projectorPalette(view?.event.colours), [view?.event.colours]);
  const title = view?.session?.title || view?.event.name || 'Room screen';
  useEffect(() => {
    document.title = view ? `${view.screen.name} · ${title}` : 'Room screen';
  }, [view, title]);
  const style = { ...paletteProperties(palette), '--pj': PJ_UNIT } as CSSProperties;

  if (link === 'gone') {
    return (
      <PairingView
        title="Pair it again"
        reason={view ? `This screen no longer shows ${view.screen.name ? `“${view.screen.name}”` : 'its room'}: its link was renewed or it was unpaired.` : 'This screen link no longer works: it was renewed or unpaired.'}
        onPaired={(secret) => navigate(paths.roomScreen.link(secret), { replace: true })}
      />
    );
  }
  if (!view) return <ScreenMessage style={style} text={link === 'reconnecting' ? 'Connecting to the console’s server…' : 'Connecting…'} status />;
  if (view.monitor) return <StageMonitor view={view} monitor={view.monitor} token={token} link={link} style={style} />;
  const slide = slideOf(view, title);
  return (
    <ScreenFrame view={view} link={link} since={since} style={style} variant={slide.variant} kicker={slide.kicker} title={title}>
      {slide.body}
    </ScreenFrame>
  );
}
