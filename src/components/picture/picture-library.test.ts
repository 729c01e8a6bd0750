import { describe, expect, it } from 'vitest';
import { addToLibrary, libraryKey, readLibrary, removeFromLibrary, type LibraryPicture } from './picture-library';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    dump: () => Object.fromEntries(m),
  };
}

const pic = (url: string): LibraryPicture => ({ url, name: 'a.png', bytes: 10, contentType: 'image/png', uploadedAt: '2030-01-01T00:00:00Z' });

describe('picture library', () => {
  it('remembers pictures per event, newest first, without duplicates', () => {
    const s = memoryStorage();
    addToLibrary(s, 'ev1', pic('http://x/media/1.png'));
    addToLibrary(s, 'ev1', pic('http://x/media/2.png'));
    addToLibrary(s, 'ev1', pic('http://x/media/1.png'));
    addToLibrary(s, 'ev2', pic('http://x/media/3.png'));
    expect(readLibrary(s, 'ev1').map((p) => p.url)).toEqual(['http://x/media/1.png', 'http://x/media/2.png']);
    expect(readLibrary(s, 'ev2').map((p) => p.url)).toEqual(['http://x/media/3.png']);
  });

  it('keeps only the address and file facts, never anything else passed along', () => {
    const s = memoryStorage();
    addToLibrary(s, 'ev1', { ...pic('http://x/media/1.png'), apiKey: 'secret-key-123' } as LibraryPicture);
    expect(s.getItem(libraryKey('ev1'))).not.toContain('secret-key-123');
  });

  it('refuses an entry that carries the key', () => {
    const s = memoryStorage();
    addToLibrary(s, 'ev1', pic('http://x/media/1.png?k=secret-key-123'), 'secret-key-123');
    expect(readLibrary(s, 'ev1')).toEqual([]);
  });

  it('forgets a picture and survives damaged storage', () => {
    const s = memoryStorage();
    addToLibrary(s, 'ev1', pic('http://x/media/1.png'));
    removeFromLibrary(s, 'ev1', 'http://x/media/1.png');
    expect(readLibrary(s, 'ev1')).toEqual([]);
    s.setItem(libraryKey('ev1'), '{not json');
    expect(readLibrary(s, 'ev1')).toEqual([]);
  });
});
