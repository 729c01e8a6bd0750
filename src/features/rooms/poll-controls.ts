/**
 * What a poll's card in the control room offers, from what the room sees and the poll's results mode, so that no
 * button ever means nothing or changes meaning under the pointer:
 *
 * - Show puts the poll up; once it is up (with or without its figures) it reads "On screen" and does nothing more
 *   (a show never hides figures: the contract's stage-command.ts, rule 2).
 * - Reveal is offered only when it changes what the room sees: the poll's figures would stay hidden without it
 *   ("Figures hidden until revealed", and the poll's results not already revealed to attendees). With figures
 *   shown live while people vote, Show already projects them, and there is no Reveal.
 * - The card says the mode in words ("Figures show live" / "Figures hidden until revealed").
 */
import { figuresOnScreen, type PollStage } from '../../contract/poll-on-screen';
import type { PollScreenMode } from '../../contract/screens';

export type PollControls = {
  /** The mode said in words. */
  figures: string;
  show: { label: 'Show on screen' | 'On screen'; pressed: boolean };
  /** null: Reveal would change nothing, and is not offered. */
  reveal: { label: 'Reveal results' | 'Results on screen'; pressed: boolean } | null;
};

export function pollControls(stage: PollStage, mode: PollScreenMode, on: boolean, revealPressed: boolean): PollControls {
  const revealMatters = !figuresOnScreen(stage, mode, false) && figuresOnScreen(stage, mode, true);
  const figures = mode === 'live' ? 'Figures show live' : stage === 'revealed' ? 'Figures shown: results revealed to attendees' : 'Figures hidden until revealed';
  return {
    figures,
    show: on ? { label: 'On screen', pressed: true } : { label: 'Show on screen', pressed: false },
    reveal: !revealMatters ? null : on && revealPressed ? { label: 'Results on screen', pressed: true } : { label: 'Reveal results', pressed: false },
  };
}
