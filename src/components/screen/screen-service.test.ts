import { describe, expect, it } from 'vitest';
import type { ScreenSummary } from '../../contract/screens';
import { sseBlocks, withScreen } from './screen-service';

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

describe('a screen just created', () => {
  const screen = (id: string, name: string): ScreenSummary => ({ id, sessionId: null, name, connected: false, createdAt: 0 });

  it('is added at the end of the list', () => {
    expect(withScreen([screen('a', 'Hall A')], screen('b', 'Foyer TV')).map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('shows once, as the stream has it, when the stream brought it before the call had its answer', () => {
    const list = withScreen([screen('a', 'Hall A'), { ...screen('b', 'Lectern'), connected: true }], screen('b', 'Lectern'));
    expect(list.map((s) => [s.id, s.connected])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
});
