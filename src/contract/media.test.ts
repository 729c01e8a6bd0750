import { describe, expect, it } from 'vitest';
import { pictureProblem } from './media';

describe('a picture checked before upload', () => {
  it('may be a JPEG, PNG, WebP or GIF of at most 8 MB', () => {
    expect(pictureProblem({ type: 'image/png', size: 8 * 1024 * 1024, name: 'a.png' })).toBeUndefined();
    expect(pictureProblem({ type: 'image/jpeg', size: 8 * 1024 * 1024 + 1, name: 'big.jpg' })).toBe('big.jpg is 8.0 MB; pictures may be at most 8 MB.');
  });

  it('names another kind of file in words, never by its type code', () => {
    expect(pictureProblem({ type: 'application/pdf', size: 10, name: 'agenda.pdf' })).toBe('agenda.pdf is not a JPEG, PNG, WebP or GIF picture (it is a PDF).');
    expect(pictureProblem({ type: 'video/mp4', size: 10, name: 'clip.mp4' })).toBe('clip.mp4 is not a JPEG, PNG, WebP or GIF picture (it is a video).');
    expect(pictureProblem({ type: 'application/x-unknown', size: 10, name: 'x.bin' })).toBe('x.bin is not a JPEG, PNG, WebP or GIF picture.');
  });
});
