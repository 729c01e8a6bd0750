import { describe, expect, it } from 'vitest';
import { NO_TRACK, trackTint } from './track-tint';

describe('a block’s track colour', () => {
  it('edges the block with the colour and fills it with a pale mix of it', () => {
    expect(trackTint('#FF0000')).toEqual({ edge: '#FF0000', body: '#FFCCCC' });
    expect(trackTint(0xff0000ff)).toEqual({ edge: '#0000FF', body: '#CCCCFF' });
  });
  it('keeps a black track’s body light enough for dark text', () => {
    expect(trackTint('#000000').body).toBe('#CCCCCC');
  });
  it('is grey without a track or with white', () => {
    expect(trackTint(undefined)).toEqual(NO_TRACK);
    expect(trackTint('#FFFFFFFF')).toEqual(NO_TRACK);
  });
});
