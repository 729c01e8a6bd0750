import { describe, expect, it } from 'vitest';
import { speakerIdsOf, withSpeakers } from './session-speakers';

type Sec = { type: string; data: Record<string, unknown> };
const make = (data: Record<string, unknown>): Sec => ({ type: 'speaker', data });

describe('speakers on a session', () => {
  it('reads every speaker section in order, once each', () => {
    expect(speakerIdsOf({ contentData: [make({ speakerIds: ['a', 'b'] }), { type: 'text', data: {} }, make({ speakerList: { c: 'C', a: 'A' } })] })).toEqual(['a', 'b', 'c']);
    expect(speakerIdsOf({})).toEqual([]);
  });
  it('writes the first speaker section, adding one when there is none', () => {
    const text: Sec = { type: 'text', data: { text: 'x' } };
    expect(withSpeakers([text], ['a'], make)).toEqual([text, make({ speakerType: 'Speakers', speakerIds: ['a'] })]);
    expect(withSpeakers([text], [], make)).toEqual([text]);
    expect(withSpeakers([make({ speakerType: 'Hosts', speakerList: { a: 'A' } }), make({ speakerType: 'Moderators', speakerIds: ['b', 'c'] })], ['c', 'a'], make)).toEqual([
      make({ speakerType: 'Hosts', speakerIds: ['c', 'a'] }),
      make({ speakerType: 'Moderators', speakerIds: ['b'] }),
    ]);
    const untouched = make({ speakerType: 'Hosts', speakerList: { z: 'Z' } });
    expect(withSpeakers([make({ speakerIds: [] }), untouched], ['a'], make)[1]).toBe(untouched);
  });
});
