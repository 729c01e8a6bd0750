import { describe, expect, it } from 'vitest';
import { Broadcast } from './broadcast';

/** A read the test finishes by hand, and the values each stream received. */
function engine() {
  const reads: { resolve(v: string): void }[] = [];
  const received: string[] = [];
  let clock = 1_000;
  const b = new Broadcast<{ write(c: string): void; close(): void }, string>({
    read: () => new Promise<string>((resolve) => reads.push({ resolve })),
    fingerprint: (v) => v,
    send: (_, v) => received.push(v),
    label: (k) => k,
    minRebuildMs: 60_000,
    heartbeatMs: 3_600_000,
    now: () => clock,
  });
  return { b, reads, received, advance: (ms: number) => (clock += ms) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the broadcast engine', () => {
  it('an urgent mark during a read is read again as soon as that read ends, not after minRebuildMs', async () => {
    const { b, reads, received, advance } = engine();
    const added = b.add('stage', { write: () => undefined, close: () => undefined });
    reads[0].resolve('first');
    await added;
    advance(60_000);
    b.mark('stage'); // votes: read now (the last read is old enough)
    expect(reads).toHaveLength(2);
    b.mark('stage', true); // a moderator's decision while that read is under way
    reads[1].resolve('votes');
    await settle();
    expect(reads).toHaveLength(3); // not held for the minute the votes' pace allows
    reads[2].resolve('decision');
    await settle();
    expect(received).toEqual(['first', 'votes', 'decision']);
    b.stop();
  });

  it('a plain mark during a read waits for minRebuildMs', async () => {
    const { b, reads } = engine();
    const added = b.add('stage', { write: () => undefined, close: () => undefined });
    reads[0].resolve('first');
    await added;
    b.mark('stage', true);
    b.mark('stage');
    reads[1].resolve('second');
    await settle();
    expect(reads).toHaveLength(2);
    b.stop();
  });
});
