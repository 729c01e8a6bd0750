import { describe, expect, it } from 'vitest';
import { memberAsSaid, sameMember } from './use-member-from-whoami';

describe('a member as /whoami says it', () => {
  it('keeps a moderator’s rooms, and none for every room', () => {
    expect(memberAsSaid({ name: 'Rita', role: 'moderator', rooms: ['Hall A'] })).toEqual({ name: 'Rita', role: 'moderator', rooms: ['Hall A'] });
    expect(memberAsSaid({ name: 'Ben', role: 'av', rooms: [] })).toEqual({ name: 'Ben', role: 'av' });
    expect(memberAsSaid({ name: 'Ben', role: 'av' })).toEqual({ name: 'Ben', role: 'av' });
  });

  it('is the same member only with the same name, role and rooms in order', () => {
    const rita = { name: 'Rita', role: 'moderator', rooms: ['Hall A'] };
    expect(sameMember(rita, { ...rita })).toBe(true);
    expect(sameMember(rita, { name: 'Rita', role: 'moderator' })).toBe(false);
    expect(sameMember(rita, { ...rita, role: 'viewer' })).toBe(false);
    expect(sameMember(rita, { ...rita, rooms: ['Hall A', 'Hall B'] })).toBe(false);
    expect(sameMember({ name: 'Ben', role: 'av' }, { name: 'Ben', role: 'av', rooms: [] })).toBe(true);
  });
});
