import { describe, expect, it } from 'vitest';
import { presenceWhere } from './presence-where';

describe('where a member is, for the presence line', () => {
  it('names a control room by its room', () => {
    expect(presenceWhere('/rooms/Hall%20A', 'Rooms')).toBe('Hall A control room');
    expect(presenceWhere('/rooms/_lobby', 'Rooms')).toBe('Lobby control room');
    expect(presenceWhere('/rooms/%E0%A4%A', 'Rooms')).toBe('%E0%A4%A control room');
  });

  it('names any other page by its area', () => {
    expect(presenceWhere('/rooms', 'Rooms')).toBe('Rooms');
    expect(presenceWhere('/sessions/abc/questions', 'Q&A')).toBe('Q&A');
    expect(presenceWhere('/nowhere', undefined)).toBe('');
  });
});
