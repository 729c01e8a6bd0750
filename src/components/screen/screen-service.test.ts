import { describe, expect, it } from 'vitest';
import { sseBlocks } from './screen-service';

describe('reading the screens stream', () => {
  it('gives each complete event with its data, skips comments and keeps a partial block for later', () => {
    const first = sseBlocks('retry: 2000\n\n: 123\n\nevent: screens\ndata: {"a":1}\n\nevent: screens\ndata: {"a"');
    expect(first.blocks).toEqual([{ event: 'screens', data: '{"a":1}' }]);
    const second = sseBlocks(`${first.rest}:2}\n\n`);
    expect(second.blocks).toEqual([{ event: 'screens', data: '{"a":2}' }]);
    expect(second.rest).toBe('');
  });

  it('reads CRLF line ends and data on several lines', () => {
    expect(sseBlocks('event: screens\r\ndata: line one\r\ndata: line two\r\n\r\n').blocks).toEqual([{ event: 'screens', data: 'line one\nline two' }]);
  });
});
