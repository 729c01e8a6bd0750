import { describe, expect, it } from 'vitest';
import { deskKey, keyPlace } from './desk-keys';

const none = { ctrlKey: false, altKey: false, metaKey: false };

describe('the control room’s keys', () => {
  it('steps with a presenter remote’s keys: PageDown and → forward, PageUp and ← back, B or . clears; ↑, ↓ and Space scroll the page', () => {
    for (const key of ['PageDown', 'ArrowRight']) expect(deskKey(key, none, 'page')).toBe('next');
    for (const key of ['PageUp', 'ArrowLeft']) expect(deskKey(key, none, 'page')).toBe('previous');
    for (const key of ['ArrowDown', 'ArrowUp', ' ']) expect(deskKey(key, none, 'page')).toBeNull();
    for (const key of ['b', 'B', '.']) expect(deskKey(key, none, 'page')).toBe('clear');
    expect(deskKey('Enter', none, 'page')).toBeNull();
    expect(deskKey('n', none, 'page')).toBeNull();
  });

  it('is ignored while typing in a field, inside a widget with keys of its own, and with Ctrl, Alt or Meta held', () => {
    expect(deskKey('PageDown', none, 'field')).toBeNull();
    expect(deskKey('b', none, 'field')).toBeNull();
    expect(deskKey('ArrowRight', none, 'widget')).toBeNull();
    expect(deskKey('ArrowRight', { ...none, altKey: true }, 'page')).toBeNull();
    expect(deskKey('PageDown', { ...none, ctrlKey: true }, 'page')).toBeNull();
  });

  it('steps on a focused button too (Space still presses it)', () => {
    expect(deskKey(' ', none, 'button')).toBeNull();
    expect(deskKey('PageDown', none, 'button')).toBe('next');
  });

  it('tells a field, a widget and a button from the page', () => {
    const el = (tagName: string, inside: string | null = null, isContentEditable = false) => ({ tagName, isContentEditable, closest: (s: string) => (inside && s.includes(inside) ? {} : null) });
    expect(keyPlace(el('INPUT'))).toBe('field');
    expect(keyPlace(el('TEXTAREA'))).toBe('field');
    expect(keyPlace(el('SELECT'))).toBe('field');
    expect(keyPlace(el('DIV', null, true))).toBe('field');
    expect(keyPlace(el('DIV', 'role="menu"'))).toBe('widget');
    expect(keyPlace(el('BUTTON'))).toBe('button');
    expect(keyPlace(el('BODY'))).toBe('page');
    expect(keyPlace(null)).toBe('page');
  });
});
