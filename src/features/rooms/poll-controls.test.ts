import { describe, expect, it } from 'vitest';
import { pollControls } from './poll-controls';

describe('a poll card in the control room', () => {
  it('with figures live while people vote, says so and offers no Reveal: Show already projects the figures', () => {
    expect(pollControls('open', 'live', false, false)).toEqual({ figures: 'Figures show live', show: { label: 'Show on screen', pressed: false }, reveal: null });
    expect(pollControls('open', 'live', true, false).reveal).toBeNull();
    expect(pollControls('closed', 'live', true, false).reveal).toBeNull();
  });

  it('with figures hidden until revealed, offers Reveal, which then reads as what is on screen', () => {
    expect(pollControls('open', 'reveal', false, false)).toEqual({ figures: 'Figures hidden until revealed', show: { label: 'Show on screen', pressed: false }, reveal: { label: 'Reveal results', pressed: false } });
    expect(pollControls('open', 'reveal', true, false).reveal).toEqual({ label: 'Reveal results', pressed: false });
    expect(pollControls('closed', 'reveal', true, true).reveal).toEqual({ label: 'Results on screen', pressed: true });
  });

  it('keeps Show meaning "on screen" once the poll is up, revealed or not: it never turns into "hide the figures"', () => {
    expect(pollControls('open', 'reveal', true, true).show).toEqual({ label: 'On screen', pressed: true });
    expect(pollControls('open', 'live', true, true).show).toEqual({ label: 'On screen', pressed: true });
  });

  it('offers no Reveal when the results are already revealed to attendees (they show anyway) or the poll is a draft (nothing shows)', () => {
    expect(pollControls('revealed', 'reveal', true, false)).toMatchObject({ figures: 'Figures shown: results revealed to attendees', reveal: null });
    expect(pollControls('draft', 'reveal', false, false).reveal).toBeNull();
  });
});
