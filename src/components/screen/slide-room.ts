/**
 * The room a strip slide's card has (a poll, a spotlight), in sh: the frame measures it below its strip, which
 * takes a second line when the join line needs one of its own. CARD_HEIGHT (a strip of one line on a 16:9
 * screen) until it is measured.
 */
import { createContext, useContext } from 'react';
import { CARD_HEIGHT } from './screen-fit';

export const SlideRoom = createContext(CARD_HEIGHT);

/** The height of the card a strip slide fills, in sh. */
export function useCardHeight(): number {
  return useContext(SlideRoom);
}
