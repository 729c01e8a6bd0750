/**
 * How large text is on a room's screen, read from the back of a hall. Every size is in `sh`: 1 % of the
 * height of a 16:9 screen (7.2 px at 1280 × 720, 10.8 px at 1920 × 1080), so both show the same layout. The
 * screen is 177.8 sh wide and 100 sh high. Text is never smaller than MIN_SH (3.5 % of the height): the
 * largest size whose lines fit the room the slide has is taken, estimated from the text's length (a
 * character is about 0.56 em wide in the widest fonts a projector PC has; lines are filled to 90 %).
 */
import { visibleLength } from './screen-text';

export const MIN_SH = 3.5;
export const SCREEN_WIDTH_SH = 177.8;

/** A size of `n` sh, as a CSS length (the screen's unit `--pj` is 1 % of a 16:9 screen's width). */
export const sh = (n: number) => `calc(var(--pj) * ${Number((n * 0.5625).toFixed(4))})`;

const CHAR_EM = 0.56;
const FILL = 0.9;

/** Lines a text of `length` characters takes at `size` sh in a column `width` sh wide. */
export function linesOf(length: number, size: number, width: number): number {
  if (length <= 0) return 1;
  const perLine = Math.max(1, Math.floor((width * FILL) / (size * CHAR_EM)));
  return Math.max(1, Math.ceil(length / perLine));
}

/** The largest size from `max` down to `min` (in steps of 0.1 sh) at which `height(size)` is at most `room`; `min` when none fits. */
export function largestFitting(height: (size: number) => number, room: number, max: number, min = MIN_SH): number {
  for (let size = max; size >= min; size = Math.round((size - 0.1) * 10) / 10) if (height(size) <= room) return size;
  return min;
}

/** A text alone in a box `width` × `height` sh: the size it takes, between MIN_SH and `max`. */
export function fitText(length: number, width: number, height: number, max: number, lineHeight = 1.2): number {
  return largestFitting((s) => linesOf(length, s, width) * s * lineHeight, height, max);
}

/** A question's size in a list of cards: 4.6 sh when short (80 characters or fewer), smaller as it grows, never under MIN_SH. */
export function listQuestionSize(length: number): number {
  return Math.max(MIN_SH, Math.min(4.6, 4.6 * Math.sqrt(80 / Math.max(1, length))));
}

/**
 * Which cards show, in order: each one that fits the room the cards before it left (their measured heights and
 * the list's gap), skipping one that does not; the first always shows (its card clips it).
 */
export function cardsThatFit(heights: readonly number[], room: number, gap: number): boolean[] {
  let used = 0;
  let count = 0;
  return heights.map((height, i) => {
    const need = height + (count > 0 ? gap : 0);
    if (i > 0 && used + need > room + 0.5) return false;
    used += need;
    count += 1;
    return true;
  });
}

/** Room a slide with a strip (poll, spotlight) has below it: the strip, the page's and the card's padding. */
export const STRIP_SH = 5;
export const PAGE_PAD_SH = { x: 3, top: 1, bottom: 1.5 };
export const CARD_PAD_SH = { x: 3, y: 1.6 };
export const CARD_WIDTH = SCREEN_WIDTH_SH - 2 * PAGE_PAD_SH.x - 2 * CARD_PAD_SH.x;
export const CARD_HEIGHT = 100 - STRIP_SH - PAGE_PAD_SH.top - PAGE_PAD_SH.bottom - 2 * CARD_PAD_SH.y;

export const POLL = {
  labelLineHeight: 1.06,
  questionLineHeight: 1.12,
  /** Space inside a row above and below its label, in em, and between rows, in sh (the bar is behind the label: it takes no height). */
  rowPad: 0.08,
  rowGap: 0.2,
  questionGap: 1.2,
  /** Between the label and its figures. */
  figuresGap: 2,
  maxLabel: 7,
  maxQuestion: 6.5,
};

export type PollLayout = {
  /** Labels and figures, in sh (never under MIN_SH). */
  label: number;
  /** The poll's question, in sh. */
  question: number;
  /** Figures beside each label on one line ("12 votes · 45.0%") or stacked in two ("45.0%" over "12 votes"). */
  figures: 'none' | 'inline' | 'stacked';
  /** Width of the figures column, in em of the label size (the same for every option, so the bars share one track). */
  figuresEm: number;
  /** False when even the smallest size overflows (more options than a screen can hold): the card clips. */
  fits: boolean;
};

/** The widest figures text, in characters ("12 votes · 45.0%" inline; "12 votes" or "100.0%" stacked). */
function figureChars(votes: readonly number[], stacked: boolean): number {
  const widest = Math.max(0, ...votes.map((v) => `${v.toLocaleString('en')} ${v === 1 ? 'vote' : 'votes'}`.length));
  return stacked ? Math.max(6, widest) : widest + 9;
}

/**
 * The fit rule of a poll on screen: the largest label size (up to POLL.maxLabel) at which the question and every
 * option, with its figures, fit the card (`cardHeight` sh high: as measured below the strip, else CARD_HEIGHT);
 * the figures go beside the label on one line where that still fits, else stacked in two lines (a label of two
 * lines has room for them). The question is 1.2 × the labels, within MIN_SH and POLL.maxQuestion.
 */
export function pollLayout(question: string, options: readonly { label: string; votes: number | null }[], cardHeight = CARD_HEIGHT): PollLayout {
  const figures = options.some((o) => o.votes !== null);
  const lengths = options.map((o) => visibleLength(o.label));
  const questionLength = visibleLength(question);
  const votes = options.map((o) => o.votes ?? 0);
  const figuresEm = (mode: PollLayout['figures']) => (mode === 'none' ? 0 : figureChars(votes, mode === 'stacked') * 0.68);
  const questionSize = (size: number) => Math.max(MIN_SH, Math.min(POLL.maxQuestion, size * 1.2));
  const height = (size: number, mode: PollLayout['figures']) => {
    const figuresWidth = mode === 'none' ? 0 : figuresEm(mode) * size + POLL.figuresGap;
    const labelWidth = CARD_WIDTH - figuresWidth;
    const rows = lengths.reduce((h, length) => {
      const lines = Math.max(linesOf(length, size, labelWidth), mode === 'stacked' ? 2 : 1);
      return h + lines * size * POLL.labelLineHeight + 2 * POLL.rowPad * size;
    }, 0);
    const q = questionSize(size);
    return linesOf(questionLength, q, CARD_WIDTH) * q * POLL.questionLineHeight + POLL.questionGap + rows + POLL.rowGap * Math.max(0, options.length - 1);
  };
  const modes: PollLayout['figures'][] = figures ? ['inline', 'stacked'] : ['none'];
  for (let size = POLL.maxLabel; size >= MIN_SH; size = Math.round((size - 0.1) * 10) / 10) {
    const mode = modes.find((m) => height(size, m) <= cardHeight);
    if (mode) return { label: size, question: questionSize(size), figures: mode, figuresEm: figuresEm(mode), fits: true };
  }
  const mode = figures ? 'stacked' : 'none';
  return { label: MIN_SH, question: MIN_SH, figures: mode, figuresEm: figuresEm(mode), fits: false };
}
