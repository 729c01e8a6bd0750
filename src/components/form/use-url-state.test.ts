import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readUrlState, writeUrlState } from './use-url-state';

const COLUMNS = ['number', 'title', 'authors'] as const;
const view = z.object({
  q: z.string().default(''),
  sort: z.enum(['date', 'title', 'track']).catch('date'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
  cols: z
    .codec(z.string(), z.array(z.enum(COLUMNS)), {
      decode: (s) => s.split(',').filter((c): c is (typeof COLUMNS)[number] => (COLUMNS as readonly string[]).includes(c)),
      encode: (cols) => cols.join(','),
    })
    .default(['number', 'title']),
});
const params = (qs: string) => new URLSearchParams(qs);

describe('reading a list view from the URL', () => {
  it('gives every default when the address has no parameters', () => {
    expect(readUrlState(view, params(''))).toEqual({ q: '', sort: 'date', dir: 'asc', cols: ['number', 'title'] });
  });

  it('reads the parameters named by the schema', () => {
    expect(readUrlState(view, params('q=sleep&sort=title&dir=desc&cols=authors,title'))).toEqual({ q: 'sleep', sort: 'title', dir: 'desc', cols: ['authors', 'title'] });
  });

  it('reads a value the schema refuses as the default, whatever else the address holds', () => {
    expect(readUrlState(view, params('sort=colour&dir=sideways&q=x'))).toEqual({ q: 'x', sort: 'date', dir: 'asc', cols: ['number', 'title'] });
  });

  it('refuses a schema with a field that has no default', () => {
    expect(() => readUrlState(z.object({ q: z.string() }), params(''))).toThrow(/default/);
  });
});

describe('writing a list view to the URL', () => {
  it('writes changed fields under their parameter names', () => {
    expect(writeUrlState(view, params(''), { q: 'ann', sort: 'track', dir: 'desc' }).toString()).toBe('q=ann&sort=track&dir=desc');
  });

  it('leaves defaults and empty values out, so a reset view is a bare address', () => {
    const p = writeUrlState(view, params('q=ann&sort=track&dir=desc'), { q: '', sort: 'date', dir: 'asc' });
    expect(p.toString()).toBe('');
  });

  it('keeps parameters the schema does not name', () => {
    expect(writeUrlState(view, params('guest=a%40b.c&q=x'), { q: 'y' }).toString()).toBe('guest=a%40b.c&q=y');
  });

  it('writes non-text values through their codec and reads them back', () => {
    const p = writeUrlState(view, params(''), { cols: ['title', 'authors'] });
    expect(p.get('cols')).toBe('title,authors');
    expect(readUrlState(view, p).cols).toEqual(['title', 'authors']);
    expect(writeUrlState(view, p, { cols: ['number', 'title'] }).toString()).toBe('');
  });

  it('round-trips any view', () => {
    const v = { q: 'a b&c', sort: 'title' as const, dir: 'desc' as const, cols: ['authors' as const] };
    expect(readUrlState(view, writeUrlState(view, params(''), v))).toEqual(v);
  });
});
