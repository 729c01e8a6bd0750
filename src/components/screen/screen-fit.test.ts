import { describe, expect, it } from 'vitest';
import { MIN_SH, cardsThatFit, fitText, linesOf, listQuestionSize, pollLayout, sh } from './screen-fit';

const words = (n: number) => 'Renewable district heating with seasonal storage and open data '.repeat(10).slice(0, n);
const options = (count: number, length: number, votes: number | null = 12) => Array.from({ length: count }, (_, i) => ({ label: `${i} ${words(length - 2)}`, votes }));

describe('room-screen type', () => {
  it('writes sizes as a share of the screen height (1 sh = 0.5625 of the width unit)', () => {
    expect(sh(3.5)).toBe('calc(var(--pj) * 1.9688)');
  });

  it('counts the lines of a text at a size in a column', () => {
    expect(linesOf(10, 3.5, 150)).toBe(1);
    expect(linesOf(120, 3.5, 150)).toBe(2);
    expect(linesOf(120, 7, 150)).toBe(4);
  });

  it('a text alone takes the largest size that fits its box, never under 3.5 % of the height', () => {
    expect(fitText(40, 165, 80, 8)).toBe(8);
    const long = fitText(500, 165, 80, 8);
    expect(long).toBeGreaterThan(MIN_SH);
    expect(long).toBeLessThan(8);
    expect(fitText(5000, 165, 20, 8)).toBe(MIN_SH);
  });
});

describe('questions in a list', () => {
  it('short ones at 4.6 % of the height, a 500-character one smaller but never under 3.5 %', () => {
    expect(listQuestionSize(60)).toBe(4.6);
    expect(listQuestionSize(200)).toBeLessThan(4.6);
    expect(listQuestionSize(500)).toBe(MIN_SH);
  });
});

describe('the fit rule of a poll on screen', () => {
  it('10 options of 120 characters: labels and figures at 3.5 % of the height at least, figures stacked beside two-line labels', () => {
    const layout = pollLayout('Which should the closing panel cover?', options(10, 120));
    expect(layout.label).toBeGreaterThanOrEqual(MIN_SH);
    expect(layout.question).toBeGreaterThanOrEqual(layout.label);
    expect(layout.figures).toBe('stacked');
    expect(layout.fits).toBe(true);
  });

  it('more options than a screen can hold: the smallest size, said not to fit', () => {
    expect(pollLayout('Which?', options(30, 120))).toMatchObject({ label: MIN_SH, fits: false });
  });

  it('few short options fill the card: larger type, figures on the labels’ line', () => {
    const layout = pollLayout('Coffee now?', options(3, 12));
    expect(layout.label).toBeGreaterThan(6);
    expect(layout.figures).toBe('inline');
  });

  it('more or longer options never make the type larger', () => {
    let last = Infinity;
    for (const count of [2, 4, 6, 8, 10]) {
      const size = pollLayout('Which?', options(count, 60)).label;
      expect(size).toBeLessThanOrEqual(last);
      last = size;
    }
    expect(pollLayout('Which?', options(5, 120)).label).toBeLessThanOrEqual(pollLayout('Which?', options(5, 30)).label);
  });

  it('with figures hidden, no room is kept for them', () => {
    expect(pollLayout('Which?', options(10, 120, null)).figures).toBe('none');
    expect(pollLayout('Which?', options(6, 90, null)).label).toBeGreaterThanOrEqual(pollLayout('Which?', options(6, 90)).label);
  });

  it('a poll on a shorter card (a strip of two lines) takes smaller labels, never under MIN_SH', () => {
    const tall = pollLayout('Which?', options(6, 90));
    const short = pollLayout('Which?', options(6, 90), 70);
    expect(short.label).toBeLessThanOrEqual(tall.label);
    expect(short.label).toBeGreaterThanOrEqual(MIN_SH);
  });
});

describe('the question list', () => {
  it('shows every card that fits the room left, in order: a card too tall is skipped, not the short ones after it', () => {
    expect(cardsThatFit([100, 100, 300, 80, 80], 420, 10)).toEqual([true, true, false, true, true]);
  });

  it('counts the gap between cards, and stops where even a short one no longer fits', () => {
    expect(cardsThatFit([100, 100, 100], 300, 10)).toEqual([true, true, false]);
    expect(cardsThatFit([100, 100, 100], 320, 10)).toEqual([true, true, true]);
  });

  it('always shows the first card, which its card clips when it is taller than the room', () => {
    expect(cardsThatFit([500, 50], 400, 10)).toEqual([true, false]);
  });
});
