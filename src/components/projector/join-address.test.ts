import { describe, expect, it } from 'vitest';
import { displayAddress, joinAddressError, joinUrl } from './join-address';

describe('join address', () => {
  it('makes a QR code of web addresses, with or without a scheme', () => {
    expect(joinUrl('https://summit.example/join')).toBe('https://summit.example/join');
    expect(joinUrl('summit.example/app?code=42')).toBe('https://summit.example/app?code=42');
    expect(joinUrl('  http://localhost:5173/app ')).toBe('http://localhost:5173/app');
  });

  it('makes none of a code, words or other schemes', () => {
    expect(joinUrl('slido.com #123456')).toBeNull();
    expect(joinUrl('Ask at the desk')).toBeNull();
    expect(joinUrl('mailto:help@summit.example')).toBeNull();
    expect(joinUrl('javascript:alert(1)')).toBeNull();
    expect(joinUrl('summit')).toBeNull();
    expect(joinUrl('')).toBeNull();
  });

  it('shows the address without its scheme', () => {
    expect(displayAddress('https://summit.example/')).toBe('summit.example');
    expect(displayAddress('https://summit.example/app/')).toBe('summit.example/app/');
    expect(displayAddress('Code 4821')).toBe('Code 4821');
  });

  it('refuses an address too long for the screen, naming the field', () => {
    expect(joinAddressError('x'.repeat(201))).toBe('Join address: must be at most 200 characters');
    expect(joinAddressError('summit.example')).toBeNull();
  });
});
