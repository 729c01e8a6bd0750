import { describe, expect, it } from 'vitest';
import { eventSchema } from '../../contract/event';
import { buildUpdateBody, settingsFormSchema, toFormValues, trackColoursOf, type SettingsFormValues } from './settings-form';

const event = eventSchema.parse({
  documentId: 'ev1',
  name: 'Congress',
  dateStart: '2030-05-01',
  dateEnd: '2030-05-03',
  timeZoneOffset: 2,
  carouselInterval: 5,
  trackArray: ['Clinical', 'Posters'],
  trackColorArray: [4294901760, '#00FF00'],
  tierArray: ['Gold'],
  primaryAccentColor: '#3366FF',
  cardBackgroundColor: 4294967295,
});

function edit(change: (v: SettingsFormValues) => void): { initial: SettingsFormValues; current: SettingsFormValues } {
  const initial = toFormValues(event);
  const current = structuredClone(initial);
  change(current);
  return { initial, current };
}

describe('the settings form', () => {
  it('sends nothing when nothing changed', () => {
    const { initial, current } = edit(() => {});
    expect(buildUpdateBody(initial, current)).toEqual({});
  });

  it('sends only the changed fields', () => {
    const { initial, current } = edit((v) => {
      v.name = 'Congress 2030 ';
      v.carouselInterval = 9;
    });
    expect(buildUpdateBody(initial, current)).toEqual({ name: 'Congress 2030', carouselInterval: 9 });
  });

  it('sends the whole track and colour lists when tracks are reordered, colours following their tracks', () => {
    const { initial, current } = edit((v) => {
      v.tracks.reverse();
    });
    expect(buildUpdateBody(initial, current)).toEqual({ trackArray: ['Posters', 'Clinical'], trackColorArray: ['#00FF00', 4294901760] });
  });

  it('sends a cleared colour as its clear value, and keeps the format a colour was written in', () => {
    const { initial, current } = edit((v) => {
      v.colours.primaryAccentColor = '';
      v.colours.cardBackgroundColor = 4278190335;
      v.colours.primaryFontColor = '#112233';
    });
    expect(buildUpdateBody(initial, current, () => '#FFFFFFFF')).toEqual({
      primaryAccentColor: '#FFFFFFFF',
      cardBackgroundColor: 4278190335,
      primaryFontColor: '#112233',
    });
  });

  it('leaves trailing tracks without colour out of the colour list and fills gaps with white', () => {
    const rows = [
      { rowId: 'a', origin: 0, name: 'A', color: '' as const },
      { rowId: 'b', origin: 1, name: 'B', color: 255 },
      { rowId: 'c', origin: null, name: 'C', color: '' as const },
    ];
    expect(trackColoursOf(rows)).toEqual(['#FFFFFFFF', 255]);
  });

  it('refuses an end date before the start date and out-of-range numbers, naming the field', () => {
    const { current } = edit((v) => {
      v.dateEnd = '2030-04-30';
      v.timeZoneOffset = 15;
      v.carouselInterval = 0;
    });
    const r = settingsFormSchema.safeParse(current);
    expect(r.success).toBe(false);
    const fields = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['dateEnd', 'timeZoneOffset', 'carouselInterval']));
  });

  it('refuses an unnamed track and more than ten tiers', () => {
    const { current } = edit((v) => {
      v.tracks[0].name = '  ';
      v.tiers = Array.from({ length: 11 }, (_, i) => ({ rowId: `t${i}`, origin: null, name: `T${i}` }));
    });
    const r = settingsFormSchema.safeParse(current);
    const fields = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['tracks.0.name', 'tiers']));
  });
});
