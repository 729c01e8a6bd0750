import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, parseHistory, recordMove, redone, toRedo, toUndo, undone, type MoveEntry } from './move-history';

const at = (startTime: string) => ({ date: '2026-05-12', location: 'Hall A', startTime, endTime: '' });
const move = (n: number): MoveEntry => ({ id: `s${n}`, title: `Talk ${n}`, before: at('09:00'), after: at('10:00') });

describe('undo and redo', () => {
  it('undo takes the newest move, redo makes it again', () => {
    let h = recordMove(recordMove(EMPTY_HISTORY, move(1)), move(2));
    expect(toUndo(h)?.id).toBe('s2');
    h = undone(h);
    expect(toUndo(h)?.id).toBe('s1');
    expect(toRedo(h)?.id).toBe('s2');
    h = redone(h);
    expect(toUndo(h)?.id).toBe('s2');
    expect(toRedo(h)).toBeNull();
  });
  it('keeps the last 20 moves', () => {
    let h = EMPTY_HISTORY;
    for (let i = 1; i <= 25; i += 1) h = recordMove(h, move(i));
    expect(h.done).toHaveLength(20);
    expect(h.done[0].id).toBe('s6');
  });
  it('a new move clears what could be redone', () => {
    const h = recordMove(undone(recordMove(EMPTY_HISTORY, move(1))), move(2));
    expect(toRedo(h)).toBeNull();
  });
  it('nothing to undo or redo leaves the history as it is', () => {
    expect(undone(EMPTY_HISTORY)).toBe(EMPTY_HISTORY);
    expect(redone(EMPTY_HISTORY)).toBe(EMPTY_HISTORY);
  });
});

describe('a history read back', () => {
  it('survives a round trip', () => {
    const h = undone(recordMove(recordMove(EMPTY_HISTORY, move(1)), move(2)));
    expect(parseHistory(JSON.stringify(h))).toEqual(h);
  });
  it('is empty when unreadable, and drops entries of the wrong shape', () => {
    expect(parseHistory('{')).toEqual(EMPTY_HISTORY);
    expect(parseHistory(null)).toEqual(EMPTY_HISTORY);
    expect(parseHistory(JSON.stringify({ done: [move(1), { id: 3 }], undone: 'x' }))).toEqual({ done: [move(1)], undone: [] });
  });
});
