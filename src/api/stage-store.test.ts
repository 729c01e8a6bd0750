import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStageCommand, type StageCommand, type StageCommandAnswer } from '../contract/stage-command';
import type { StageContent } from '../contract/screens';
import { COMMAND_TIMEOUT_MS, StageMoved, StageStore, StageUnconfirmed, pendingForPoll, pollShown } from './stage-store';

/** A server in memory that follows the contract's rule, answering when told to. */
function fakeServer(start: StageContent = { kind: 'questions' }) {
  const stage = { content: start, version: 1 };
  const queue: { basedOn: number; command: StageCommand; resolve: (a: StageCommandAnswer) => void; reject: (e: unknown) => void }[] = [];
  const sent: { basedOn: number; command: StageCommand; signal: AbortSignal }[] = [];
  const apply = (basedOn: number, command: StageCommand) => {
    const r = applyStageCommand(stage, 's1', basedOn, command);
    if (r.outcome === 'refused') return new StageMoved('The screen changed since you looked', { content: stage.content, updatedAt: stage.version });
    if (r.outcome === 'applied') Object.assign(stage, { content: r.content, version: stage.version + 1 });
    return { outcome: r.outcome, stage: { sessionId: 's1', content: stage.content, updatedAt: stage.version } } satisfies StageCommandAnswer;
  };
  return {
    stage,
    sent,
    send: (_s: string | null, basedOn: number, command: StageCommand, signal: AbortSignal) =>
      new Promise<StageCommandAnswer>((resolve, reject) => {
        sent.push({ basedOn, command, signal });
        queue.push({ basedOn, command, resolve, reject });
      }),
    /** Another moderator's command, applied at once. */
    other: (command: StageCommand) => apply(stage.version, command),
    async answerNext() {
      const next = queue.shift();
      if (!next) throw new Error('nothing in flight');
      const r = apply(next.basedOn, next.command);
      if (r instanceof StageMoved) next.reject(r);
      else next.resolve(r);
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('the stage store', () => {
  it('holds a click as pending until the server confirms it, then shows the confirmed stage', async () => {
    const server = fakeServer();
    const store = new StageStore(server.send);
    store.confirm('s1', { content: server.stage.content, version: 1 });
    void store.command('s1', { do: 'show-poll', pollId: 'P' });
    expect(pendingForPoll(store.view('s1'), 'P')).toEqual({ do: 'show-poll', pollId: 'P' });
    expect(pollShown(store.view('s1'), 'P')).toBe(false);
    await server.answerNext();
    expect(store.view('s1').pending).toEqual([]);
    expect(pollShown(store.view('s1'), 'P')).toBe(true);
  });

  it('Reveal followed at once by Show never clears the screen', async () => {
    const server = fakeServer();
    const store = new StageStore(server.send);
    store.confirm('s1', { content: server.stage.content, version: 1 });
    void store.command('s1', { do: 'reveal-poll', pollId: 'P' });
    void store.command('s1', { do: 'show-poll', pollId: 'P' });
    await server.answerNext();
    await server.answerNext();
    expect(store.view('s1').confirmed?.content).toEqual({ kind: 'poll', pollId: 'P', reveal: true });
  });

  it('sends a command clicked while its own earlier one was in flight on the version that one produced', async () => {
    const server = fakeServer();
    const store = new StageStore(server.send);
    store.confirm('s1', { content: server.stage.content, version: 1 });
    void store.command('s1', { do: 'show-poll', pollId: 'P' });
    const clear = store.command('s1', { do: 'clear-poll', pollId: 'P' });
    await server.answerNext();
    await server.answerNext();
    await expect(clear).resolves.toMatchObject({ outcome: 'applied' });
    expect(server.sent.map((s) => s.basedOn)).toEqual([1, 2]);
    expect(store.view('s1').confirmed?.content).toEqual({ kind: 'questions' });
  });

  it('a stale Clear is refused, said in words, and the stage as it is is adopted', async () => {
    const server = fakeServer({ kind: 'poll', pollId: 'P', reveal: false });
    const store = new StageStore(server.send);
    store.confirm('s1', { content: server.stage.content, version: 1 });
    server.other({ do: 'show-question', questionId: 'Q' });
    const clear = store.command('s1', { do: 'clear-poll', pollId: 'P' }).catch((e: unknown) => e);
    await server.answerNext();
    expect(await clear).toBeInstanceOf(StageMoved);
    expect(String(await clear)).toContain('The screen changed since you looked');
    expect(store.view('s1').confirmed).toEqual({ content: { kind: 'question', questionId: 'Q' }, version: 2 });
    expect(store.view('s1').pending).toEqual([]);
  });

  it("tells the versions this window's own commands made from those another moderator made", async () => {
    const server = fakeServer();
    const store = new StageStore(server.send);
    store.confirm('s1', { content: server.stage.content, version: server.stage.version });
    const mine = store.command('s1', { do: 'show-welcome' });
    await server.answerNext();
    expect((await mine).outcome).toBe('applied');
    expect(store.madeHere('s1', server.stage.version)).toBe(true);
    const theirs = server.other({ do: 'show-questions' });
    if (theirs instanceof StageMoved) throw theirs;
    store.confirm('s1', { content: theirs.stage.content, version: theirs.stage.updatedAt });
    expect(store.madeHere('s1', theirs.stage.updatedAt)).toBe(false);
  });

  it('never goes back to an older version heard late', () => {
    const store = new StageStore(fakeServer().send);
    store.confirm('s1', { content: { kind: 'question', questionId: 'Q' }, version: 5 });
    store.confirm('s1', { content: { kind: 'questions' }, version: 4 });
    expect(store.view('s1').confirmed?.version).toBe(5);
  });

  describe('a server that does not answer', () => {
    afterEach(() => vi.useRealTimers());

    it('gives the command up after the bound: the request is aborted, the controls come back, and the caller is told it was not confirmed', async () => {
      vi.useFakeTimers();
      const server = fakeServer();
      const store = new StageStore(server.send);
      store.confirm('s1', { content: server.stage.content, version: 1 });
      const show = store.command('s1', { do: 'show-poll', pollId: 'P' }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(COMMAND_TIMEOUT_MS - 1);
      expect(pendingForPoll(store.view('s1'), 'P')).not.toBeNull();
      expect(server.sent[0].signal.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const refusal = await show;
      expect(refusal).toBeInstanceOf(StageUnconfirmed);
      expect(String(refusal)).toMatch(/did not answer within 10 s: the command was not confirmed and the room’s screens may not have changed/);
      expect(server.sent[0].signal.aborted).toBe(true);
      expect(store.view('s1').pending).toEqual([]);
      // The stage stays what the server last said.
      expect(store.view('s1').confirmed).toEqual({ content: { kind: 'questions' }, version: 1 });
    });

    it('sends the commands queued behind a given-up one, and adopts a late answer that still came', async () => {
      vi.useFakeTimers();
      const server = fakeServer();
      const store = new StageStore(server.send);
      store.confirm('s1', { content: server.stage.content, version: 1 });
      void store.command('s1', { do: 'show-poll', pollId: 'P' }).catch(() => undefined);
      const next = store.command('s1', { do: 'show-question', questionId: 'Q' }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(COMMAND_TIMEOUT_MS);
      expect(server.sent.map((s) => s.command.do)).toEqual(['show-poll', 'show-question']);
      vi.useRealTimers();
      // The server carries out the first after all (it had it before the abort): the stage moves to the poll.
      await server.answerNext();
      expect(store.view('s1').confirmed?.content).toEqual({ kind: 'poll', pollId: 'P', reveal: false });
      // The second was made on version 1, which moved since: refused in words, the stage as it is kept.
      await server.answerNext();
      expect(await next).toBeInstanceOf(StageMoved);
      expect(store.view('s1').confirmed?.content).toEqual({ kind: 'poll', pollId: 'P', reveal: false });
      expect(store.view('s1').pending).toEqual([]);
    });
  });
});
