import { describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/contract/common';
import { endpoints } from '../../src/contract/endpoints';
import { TEAM_ROLES } from '../../src/contract/team';
import { consoleNeed, consoleRoom, mayCall, mayConsole, mayScreens, memberScopes, ROLE_SCOPES } from './team-roles';

const paths = Object.keys(endpoints);
const writes = paths.filter((p) => endpoints[p as keyof typeof endpoints].method === 'POST');

describe('what each role may call through the shared key', () => {
  it('an organiser may call every endpoint of the contract', () => {
    for (const path of paths) expect(mayCall('organiser', path), path).toEqual({ ok: true });
  });

  it('a moderator may write questions and polls and nothing else', () => {
    const allowed = writes.filter((p) => mayCall('moderator', p).ok).sort();
    expect(allowed).toEqual(['/deletePoll', '/deleteQuestion', '/upsertPoll', '/upsertQuestion']);
  });

  it('a moderator may not write sessions, event settings, guests or tickets, and the refusal names the role and the scope', () => {
    for (const path of ['/upsertSession', '/deleteSession', '/updateEvent', '/addGuest', '/removeGuest', '/addTicket', '/removeTicket']) {
      const decision = mayCall('moderator', path);
      expect(decision.ok, path).toBe(false);
      if (!decision.ok) {
        expect(decision.message).toMatch(/Moderator/);
        expect(decision.message).toContain(decision.lacks);
      }
    }
  });

  it('AV and viewers may write nothing through the API', () => {
    for (const role of ['av', 'viewer'] as const) for (const path of writes) expect(mayCall(role, path).ok, `${role} ${path}`).toBe(false);
  });

  it('nobody but the organiser reads guests or tickets (personal data)', () => {
    for (const role of ['moderator', 'av', 'viewer'] as const) {
      for (const path of ['/getGuests', '/getGuestCount', '/getAllTickets', '/getGuestTickets', '/getTicketsByType']) expect(mayCall(role, path).ok, `${role} ${path}`).toBe(false);
    }
  });

  it('every role may ask who it is and read the API document', () => {
    for (const role of TEAM_ROLES) for (const path of ['/whoami', '/apiSchema']) expect(mayCall(role, path).ok).toBe(true);
  });

  it('an unknown path is refused for every role', () => {
    for (const role of TEAM_ROLES) expect(mayCall(role, '/dropEverything').ok).toBe(false);
  });

  it('every role scope is a scope of the API', () => {
    for (const role of TEAM_ROLES) for (const s of ROLE_SCOPES[role]) expect(SCOPES).toContain(s);
  });

  it("a member holds the role's scopes the key also holds, never more than the key", () => {
    expect(memberScopes('moderator', ['qa:read', 'qa:write', 'event:write'])).toEqual(['qa:read', 'qa:write']);
    expect(memberScopes('organiser', ['event:read'])).toEqual(['event:read']);
  });

  it('screens: AV and moderators drive, only organisers change settings, viewers only look', () => {
    expect(mayScreens('av', 'drive')).toBe(true);
    expect(mayScreens('moderator', 'drive')).toBe(true);
    expect(mayScreens('viewer', 'drive')).toBe(false);
    expect(mayScreens('viewer', 'read')).toBe(true);
    expect(mayScreens('av', 'settings')).toBe(false);
    expect(mayScreens('organiser', 'settings')).toBe(true);
  });
});

describe("what each role may do on the console's own server", () => {
  it('reading a session’s Q&A state is a read though it is posted; changing the queue is moderation', () => {
    expect(consoleNeed('POST', '/qa/state')).toEqual({ area: 'qa', scope: 'qa:read' });
    expect(consoleNeed('POST', '/qa/queue')).toEqual({ area: 'qa', scope: 'qa:write' });
    expect(mayConsole('viewer', consoleNeed('POST', '/qa/state')).ok).toBe(true);
    expect(mayConsole('viewer', consoleNeed('POST', '/qa/archive'))).toMatchObject({ ok: false, lacks: 'qa:write' });
    expect(mayConsole('av', consoleNeed('POST', '/qa/queue')).ok).toBe(false);
  });

  it('speaker availability and the programme’s releases are read by every role and changed by organisers only', () => {
    for (const role of TEAM_ROLES) {
      expect(mayConsole(role, consoleNeed('GET', '/availability')).ok, role).toBe(true);
      expect(mayConsole(role, consoleNeed('GET', '/programme/releases')).ok, role).toBe(true);
      expect(mayConsole(role, consoleNeed('POST', '/programme/releases')).ok, role).toBe(role === 'organiser');
      expect(mayConsole(role, consoleNeed('POST', '/availability')).ok, role).toBe(role === 'organiser');
    }
  });

  it('everything else is the room screens’, and the refusal says so in words', () => {
    expect(consoleNeed('POST', '/screens/settings')).toEqual({ area: 'screens', screens: 'settings' });
    expect(consoleNeed('POST', '/screens/stage/command')).toEqual({ area: 'screens', screens: 'drive' });
    expect(mayConsole('viewer', consoleNeed('POST', '/screens'))).toMatchObject({ ok: false, message: 'The Viewer role may not drive the room screens' });
  });

  it('the room’s desk (messages, holds, the speaker’s time) is driving the room: AV and moderators, not viewers; the speaker’s time names its room', () => {
    expect(consoleNeed('POST', '/rooms/speaker-time')).toEqual({ area: 'screens', screens: 'drive' });
    for (const role of TEAM_ROLES) expect(mayConsole(role, consoleNeed('POST', '/rooms/speaker-time')).ok, role).toBe(role !== 'viewer');
    expect(consoleRoom('/rooms/speaker-time', { room: '  Hall   A ' })).toBe('Hall A');
    expect(consoleRoom('/rooms/speaker-time', { room: 7 })).toBeUndefined();
    expect(consoleRoom('/rooms/hold', { room: 'Hall A' })).toBe('Hall A');
    expect(consoleRoom('/rooms/message', { room: '', text: 'Mic 2' })).toBe('');
    expect(consoleRoom('/screens/stage', { room: 'Hall A' })).toBeUndefined();
  });
});
