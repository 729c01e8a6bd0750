import { describe, expect, it } from 'vitest';
import { eventBlocks } from './team-presence';

describe('reading the presence stream', () => {
  it('gives each complete block with its event name, and keeps the unfinished rest', () => {
    const { blocks, rest } = eventBlocks('retry: 2000\n\nevent: hello\ndata: {"id":"pr_1"}\n\n: 123\n\nevent: presence\ndata: [1');
    expect(blocks).toEqual([{ event: 'hello', data: '{"id":"pr_1"}' }]);
    expect(rest).toBe('event: presence\ndata: [1');
  });

  it('joins the lines of one data field', () => {
    expect(eventBlocks('event: presence\ndata: [\ndata: 1]\n\n').blocks).toEqual([{ event: 'presence', data: '[\n1]' }]);
  });
});
