import { describe, expect, it } from 'vitest';
import { programmeSnapshotSchema } from './programme';
import { buildSnapshot, plainText } from './programme-snapshot';

describe('the snapshot a release keeps', () => {
  const event = { name: 'Summit', dateStart: '2026-03-14', dateEnd: '2026-03-15', timeZoneOffset: 2, trackArray: ['Science', 'Policy'] };
  const speakers = [
    { documentId: 'ana', name: 'Ana Lima', email: ' Ana@Example.org ' },
    { documentId: 'bo', name: 'Bo Chen' },
    { documentId: 'zed', name: 'On no session', email: 'zed@example.org' },
  ];

  it('keeps listed sessions in programme order with their room, track name, speakers and abstract', () => {
    const snap = buildSnapshot(event, [
      { documentId: 's2', title: 'Later', date: '2026-03-14', startTime: '11:00', endTime: '12:00', location: ' Hall A ', track: 1 },
      { documentId: 's1', title: 'Keynote', date: '2026-03-14', startTime: '09:00', endTime: '10:00', location: 'Hall A', track: 0, contentData: [
        { type: 'paragraph', data: { content: JSON.stringify({ ops: [{ insert: 'Opening words\n' }] }) } },
        { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: ['ana', 'gone'] } },
        { type: 'speaker', data: { speakerType: 'Hosts', speakerList: { bo: 'Bo Chen', ana: 'Ana Lima' } } },
      ] },
      { documentId: 'hidden', title: 'Not in the app', unListed: true },
      { documentId: 'undated', title: 'Some time', track: 9 },
    ], speakers);
    expect(snap.sessions.map((s) => [s.id, s.room, s.track, s.speakerIds])).toEqual([
      ['s1', 'Hall A', 'Science', ['ana', 'bo']],
      ['s2', 'Hall A', 'Policy', []],
      ['undated', '', '', []],
    ]);
    expect(snap.sessions[0].abstract).toBe('Opening words');
    expect(snap.speakers).toEqual([{ id: 'ana', name: 'Ana Lima', email: 'ana@example.org' }, { id: 'bo', name: 'Bo Chen', email: '' }]);
    expect(snap.event).toEqual({ name: 'Summit', dateStart: '2026-03-14', dateEnd: '2026-03-15', timeZoneOffset: 2 });
    expect(programmeSnapshotSchema.safeParse(snap).success).toBe(true);
  });

  it('reads rich text as plain text, and plain text as it is', () => {
    expect(plainText('{"ops":[{"insert":"A "},{"insert":{"image":"x"}},{"insert":"b"}]}')).toBe('A b');
    expect(plainText('Just words')).toBe('Just words');
    expect(plainText('{not json')).toBe('{not json');
  });
});
