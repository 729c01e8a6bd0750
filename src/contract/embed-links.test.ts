import { describe, expect, it } from 'vitest';
import { convertEmbedUrl, isVideoPlayerUrl } from './embed-links';

describe('share links become the embeddable address the service stores', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=90', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://youtu.be/dQw4w9WgXcQ?t=1m30s', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://www.youtube.com/shorts/abcDEF12345', 'https://www.youtube.com/embed/abcDEF12345'],
    ['https://www.youtube.com/live/abcDEF12345?feature=share', 'https://www.youtube.com/embed/abcDEF12345'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/a1b2c3d4e5', 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5'],
    ['https://www.google.com/maps?q=Congress+Center', 'https://www.google.com/maps?q=Congress+Center&output=embed'],
    ['https://maps.google.com/?q=Berlin', 'https://maps.google.com/?q=Berlin&output=embed'],
  ])('%s', (input, expected) => {
    const result = convertEmbedUrl(input);
    expect(result.url).toBe(expected);
    expect(result.converted).toBe(true);
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871',
    'https://www.google.com/maps/embed?pb=!1m18',
    'https://www.google.com/maps?q=x&output=embed',
    'https://example.com/widget',
  ])('keeps an already embeddable or other provider URL as sent: %s', (input) => {
    expect(convertEmbedUrl(input)).toEqual({ url: input, converted: false });
  });

  it('knows which addresses are video players (sized 16:9)', () => {
    expect(isVideoPlayerUrl('https://www.youtube.com/embed/abc123def')).toBe(true);
    expect(isVideoPlayerUrl('https://player.vimeo.com/video/1')).toBe(true);
    expect(isVideoPlayerUrl('https://www.google.com/maps?q=x&output=embed')).toBe(false);
  });
});
