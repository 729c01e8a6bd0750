import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleHub, QUESTIONS_NUDGE_MS } from './console-hub';

/** A console's stream that keeps what it was sent. */
function aConsole(eventId: string) {
  const chunks: string[] = [];
  return { eventId, chunks, write: (chunk: string) => void chunks.push(chunk), close: () => undefined, nudges: () => chunks.filter((c) => c.startsWith('event: questions')) };
}

describe("the consoles' nudge that a session's questions changed", () => {
  afterEach(() => vi.useRealTimers());

  it('goes to the consoles of that event only, names the session and nothing else, at most once a second per session', async () => {
    vi.useFakeTimers();
    const hub = new ConsoleHub(async () => ({ screens: [] }), { heartbeatMs: 3_600_000, refreshMs: 3_600_000 });
    const mine = aConsole('ev1');
    const other = aConsole('ev2');
    await hub.add(mine);
    await hub.add(other);
    for (let i = 0; i < 5; i++) hub.heard('q:ev1:ses1');
    expect(mine.nudges()).toEqual(['event: questions\ndata: {"sessionId":"ses1"}\n\n']);
    hub.heard('q:ev1:ses2');
    expect(mine.nudges()).toHaveLength(2);
    // The changes heard meanwhile go out once, a second after the last nudge of that session.
    vi.advanceTimersByTime(QUESTIONS_NUDGE_MS - 1);
    expect(mine.nudges()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(mine.nudges()).toEqual([
      'event: questions\ndata: {"sessionId":"ses1"}\n\n',
      'event: questions\ndata: {"sessionId":"ses2"}\n\n',
      'event: questions\ndata: {"sessionId":"ses1"}\n\n',
    ]);
    expect(other.nudges()).toEqual([]);
    hub.stop();
  });
});
