import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCREEN_EVENT_NAME_MAX, isScreenBanner, screenLookRelayOf, screenLookRelaySchema } from './screens';

/**
 * The event's look a console relays for the room's screens (in front of a remote API): the server takes only an
 * http(s) banner or one of its own /media pictures, and colours in the contract's format; the console sends only
 * what the server takes, so one odd setting never stops the programme from reaching the rooms.
 */
describe('the event’s look relayed for the screens', () => {
  it('takes an http(s) address or a picture of this server’s /media as a banner, and nothing else', () => {
    for (const good of ['https://cdn.example.org/b.png', 'HTTP://example.org/b.png?x=1#y', '/media/banner-1.png', '/media/demo_banner.webp']) expect(isScreenBanner(good), good).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'vbscript:x', '//evil.example/b.png', '/api/whoami', '/media/../api/whoami', '/media/', 'https://', 'http:evil.example', 'file:///etc/passwd', 'blob:https://x/1']) {
      expect(isScreenBanner(bad), bad).toBe(false);
    }
  });

  it('relays from the event’s settings only the name, the banner and the four colours the screens paint with', () => {
    const look = screenLookRelayOf({
      name: '  Harbour Summit  ',
      imagePath: 'https://cdn.example.org/banner.png',
      primaryBackgroundColor: '#0B3D2E',
      primaryFontColor: 4294965479,
      primaryAccentColor: 'not a colour',
      secondaryFontColor: '#FFFFFF',
      supportEmail: 'team@example.org',
    } as Parameters<typeof screenLookRelayOf>[0]);
    expect(look).toEqual({ name: 'Harbour Summit', banner: 'https://cdn.example.org/banner.png', colours: { primaryBackgroundColor: '#0B3D2E', primaryFontColor: 4294965479 } });
  });

  it('leaves out what the server would refuse: a banner of another kind, a name it cannot store, too long a name is cut', () => {
    expect(screenLookRelayOf({ name: 'Summit', imagePath: 'javascript:alert(1)' }).banner).toBe('');
    expect(screenLookRelayOf({ name: 'Summit\u0000' }).name).toBe('');
    expect(screenLookRelayOf({ name: 'x'.repeat(SCREEN_EVENT_NAME_MAX + 50) }).name).toHaveLength(SCREEN_EVENT_NAME_MAX);
    expect(screenLookRelayOf({})).toEqual({ name: '', banner: '', colours: {} });
  });

  it('always relays a look the server takes, whatever the event’s settings hold', () => {
    const anything = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.integer(), fc.double(), fc.constant(null), fc.constant(undefined), fc.webUrl(), fc.constantFrom('#0B3D2E', '#FF0B3D2E', 'javascript:alert(1)', '/media/a.png'));
    const settings = fc.record({ name: anything, imagePath: anything, primaryBackgroundColor: anything, primaryFontColor: anything, primaryAccentColor: anything, cardBackgroundColor: anything }, { requiredKeys: [] });
    fc.assert(
      fc.property(settings, (event) => {
        expect(screenLookRelaySchema.safeParse(screenLookRelayOf(event)).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
