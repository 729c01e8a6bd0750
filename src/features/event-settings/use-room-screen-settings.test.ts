import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/common';
import { JOIN_LINE_MAX } from '../../contract/screens';
import { roomScreenErrors } from './use-room-screen-settings';

describe('the room screens’ settings as typed', () => {
  it('an empty join line is fine (screens then show none); an empty default answer is refused, naming the field', () => {
    expect(roomScreenErrors('', 'Answered on stage')).toEqual({});
    expect(roomScreenErrors('summit.example/live', '   ').defaultAnswer).toMatch(/^Default answer: may not be empty/);
  });

  it('lengths are counted in characters, as the server counts them, after trimming', () => {
    expect(roomScreenErrors('é'.repeat(JOIN_LINE_MAX), 'ok')).toEqual({});
    expect(roomScreenErrors(` ${'😀'.repeat(JOIN_LINE_MAX)} `, 'ok')).toEqual({});
    expect(roomScreenErrors('x'.repeat(JOIN_LINE_MAX + 1), 'ok').joinLine).toBe(`Join line: must be at most ${JOIN_LINE_MAX} characters`);
    expect(roomScreenErrors('', 'y'.repeat(LIMITS.answerText + 1)).defaultAnswer).toBe(`Default answer: must be at most ${LIMITS.answerText} characters`);
  });
});
