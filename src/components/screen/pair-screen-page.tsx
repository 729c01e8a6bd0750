/**
 * `/s`: a machine becoming a room's screen by a pairing code (pairing-view.tsx). The screen's page is loaded while
 * the code shows, so the room appears as soon as the pairing is heard.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { PairingView } from './pairing-view';

export default function PairScreenPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Pair this screen';
    void import('./room-screen-page');
  }, []);
  return <PairingView goBack onPaired={(secret) => navigate(paths.roomScreen.link(secret), { replace: true })} />;
}
