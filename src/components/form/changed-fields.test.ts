import { describe, expect, it } from 'vitest';
import { changedKeys } from './changed-fields';

const loaded = { title: 'Keynote', location: 'Hall A', track: 0, authors: [{ name: 'Ann' }], hasPoll: false };

describe('the fields an edit sends', () => {
  it('are only those changed since the record was loaded', () => {
    expect(changedKeys(loaded, { ...loaded, location: 'Hall B' })).toEqual(['location']);
  });

  it('compare lists and objects by content, not by identity', () => {
    expect(changedKeys(loaded, { ...loaded, authors: [{ name: 'Ann' }] })).toEqual([]);
    expect(changedKeys(loaded, { ...loaded, authors: [{ name: 'Ann' }, { name: 'Bo' }] })).toEqual(['authors']);
  });

  it('do not count the same object with its keys in another order (the service answers in its own order)', () => {
    const button = { buttonText: 'Register', buttonUrl: 'https://tickets.example/register' };
    const withButton = { ...loaded, link: button };
    expect(changedKeys(withButton, { ...loaded, link: { buttonUrl: button.buttonUrl, buttonText: button.buttonText } })).toEqual([]);
    expect(changedKeys(withButton, { ...loaded, link: { ...button, buttonText: 'Book' } })).toEqual(['link']);
  });

  it('count a cleared value as a change (it must be sent to clear the field)', () => {
    expect(changedKeys(loaded, { ...loaded, title: '', hasPoll: true, track: -1 })).toEqual(['title', 'track', 'hasPoll']);
  });

  it('leave out a field changed elsewhere but not here, so that change survives the save', () => {
    // Loaded with the old title; someone else renamed the session since. This form changed only the location.
    const body = changedKeys(loaded, { ...loaded, location: 'Hall B' });
    expect(body).not.toContain('title');
  });
});
