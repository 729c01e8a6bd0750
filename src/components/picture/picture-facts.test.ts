import { describe, expect, it } from 'vitest';
import { factsFromHeaders, headPictureFacts } from './picture-facts';

const answer = (status: number, headers: Record<string, string>, body = new Uint8Array(0)) => new Response(status === 200 ? body : null, { status, headers });

describe('picture facts', () => {
  it('reads size and type from a HEAD answer, and says nothing when neither is given', () => {
    expect(factsFromHeaders(new Headers({ 'content-length': '1234', 'content-type': 'image/png; x=1' }))).toEqual({ bytes: 1234, contentType: 'image/png' });
    expect(factsFromHeaders(new Headers({}))).toBeNull();
  });

  it('measures the picture itself when the HEAD answer gives no length; unknown when the server does not answer', async () => {
    const calls: string[] = [];
    const fetchFn = (async (_url: string, init?: RequestInit) => {
      calls.push(init?.method ?? 'GET');
      return init?.method === 'HEAD' ? answer(200, { 'content-type': 'image/gif' }) : answer(200, { 'content-type': 'image/gif' }, new Uint8Array(42));
    }) as typeof fetch;
    expect(await headPictureFacts('http://h/media/a.gif', fetchFn)).toEqual({ bytes: 42, contentType: 'image/gif' });
    expect(calls).toEqual(['HEAD', 'GET']);
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await headPictureFacts('http://elsewhere/b.png', failing)).toBeNull();
    expect(await headPictureFacts('data:image/png;base64,xx', failing)).toBeNull();
  });
});
