import { describe, expect, it } from 'vitest';
import { deskStage } from './desk-stage';

describe('the stage the control room drives', () => {
  it('is the session the screens are held on, else the one running, else the next', () => {
    expect(deskStage('held', 'on', 'next')).toBe('held');
    expect(deskStage(null, 'on', 'next')).toBe('on');
    expect(deskStage(null, null, 'next')).toBe('next');
    expect(deskStage(null, null, null)).toBeNull();
  });
});
