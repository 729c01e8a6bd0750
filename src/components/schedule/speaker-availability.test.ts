import { describe, expect, it } from 'vitest';
import type { SpeakerAvailability } from '../../contract/availability';
import { meetsUnavailable, unavailableOfAll, unavailableOn } from './speaker-availability';

const entry = (mode: SpeakerAvailability['mode'], slots: [string, string, string][]): SpeakerAvailability => ({
  speakerId: 'sp',
  mode,
  slots: slots.map(([date, from, to]) => ({ date, from, to })),
  updatedAt: 0,
});
const day = '2026-05-12';

describe('when a speaker cannot speak', () => {
  it('is the times listed as unavailable', () => {
    expect(unavailableOn(entry('unavailable', [[day, '09:00', '10:00'], [day, '09:30', '11:00'], ['2026-05-13', '08:00', '09:00']]), day)).toEqual([{ from: 540, to: 660 }]);
  });
  it('is the rest of the day when only some times are available, and all of a day with none', () => {
    const e = entry('available', [[day, '10:00', '12:00'], [day, '14:00', '23:59']]);
    expect(unavailableOn(e, day)).toEqual([{ from: 0, to: 600 }, { from: 720, to: 840 }]);
    expect(unavailableOn(e, '2026-05-14')).toEqual([{ from: 0, to: 1440 }]);
  });
  it('is never for a speaker without times', () => {
    expect(unavailableOn(undefined, day)).toEqual([]);
    expect(unavailableOn(entry('available', []), day)).toEqual([]);
  });
  it('merges several speakers’ times', () => {
    expect(unavailableOfAll([entry('unavailable', [[day, '09:00', '10:00']]), entry('unavailable', [[day, '09:45', '10:30']]), undefined], day)).toEqual([{ from: 540, to: 630 }]);
  });
});

describe('a session meets an unavailable time', () => {
  const spans = [{ from: 540, to: 600 }];
  it('when they overlap; touching is fine', () => {
    expect(meetsUnavailable(spans, 570, 630)).toBe(true);
    expect(meetsUnavailable(spans, 600, 660)).toBe(false);
    expect(meetsUnavailable(spans, 480, 540)).toBe(false);
  });
  it('when an untimed session starts inside one', () => {
    expect(meetsUnavailable(spans, 560, 0)).toBe(true);
  });
});
