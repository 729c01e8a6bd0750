import { describe, expect, it } from 'vitest';
import { resolveSession } from './session-ref';

const sessions = [
  { documentId: 's-keynote', title: 'Morning keynote' },
  { documentId: 's-posters', title: 'Poster pitches' },
  { documentId: 's-ws1', title: 'Workshop' },
  { documentId: 's-ws2', title: 'Workshop' },
];

describe('a session named in an import row', () => {
  it('is found by its id', () => {
    expect(resolveSession('s-posters', sessions)).toEqual({ sessionId: 's-posters' });
  });

  it('is found by its exact title and sent as that session’s id', () => {
    expect(resolveSession('Poster pitches', sessions)).toEqual({ sessionId: 's-posters' });
    expect(resolveSession('  Poster pitches ', sessions)).toEqual({ sessionId: 's-posters' });
  });

  it('is not found by a title in other letters or case', () => {
    const r = resolveSession('poster pitches', sessions);
    expect(r.sessionId).toBe('poster pitches');
    expect(r.note).toMatch(/no session has the id or name "poster pitches"/);
  });

  it('is a problem when several sessions share the title', () => {
    expect(resolveSession('Workshop', sessions).problem).toMatch(/2 sessions are called "Workshop"/);
  });

  it('is sent as given, with a note, when it matches nothing or the sessions could not be read', () => {
    expect(resolveSession('s-later', sessions)).toMatchObject({ sessionId: 's-later', note: expect.stringMatching(/warning from the service/) });
    expect(resolveSession('Poster pitches', null)).toMatchObject({ sessionId: 'Poster pitches', note: expect.stringMatching(/not checked/) });
  });

  it('is nothing when the cell is empty', () => {
    expect(resolveSession('  ', sessions)).toEqual({ sessionId: '' });
  });
});
