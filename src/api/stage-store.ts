/**
 * What the room's screens show, as this window knows it: one store, no React, speaking the contract's stage
 * type (screens.ts) and commands (stage-command.ts).
 *
 * - `confirmed`: each stage as the server last told (its content and version); only a newer version replaces it,
 *   whether it came from the stream of the event's screens or from a command's answer.
 * - `pending`: the commands this window sent (or queued) that the server has not answered yet.
 *
 * A command carries the version it was made on: the confirmed version when the moderator clicked. Commands of one
 * stage go out one at a time, in the order clicked; one made while an earlier one of this window was in flight
 * is sent on the version that earlier one produced (its author saw it pending), never on a version another
 * moderator produced meanwhile: that is the server's to judge (409 `stage_moved`).
 *
 * Buttons render from `view(stage)`: the confirmed content and the pending commands. A refused command is
 * dropped from pending, its refusal handed to the caller in words, and the stage it was refused on adopted.
 *
 * A command the server does not answer within `COMMAND_TIMEOUT_MS` is given up: its request is aborted (the
 * sender is handed an AbortSignal), it leaves pending (the controls come back), and the caller is told
 * `StageUnconfirmed`: not confirmed, the screens may not have changed. The stage stays what the server last said
 * (the stream): a server that still carries the command out later (it reached it before the abort) moves the
 * stage, and the stream says so like any other change. Commands queued behind it go on.
 */
import type { StageContent } from '../contract/screens';
import type { StageCommand, StageCommandAnswer } from '../contract/stage-command';

export type StageSnapshot = { content: StageContent; version: number };
export type PendingCommand = { id: number; command: StageCommand; madeOn: number };
export type StageView = { confirmed: StageSnapshot | null; pending: readonly PendingCommand[] };

/** A command the server refused because the stage moved since: its words, and the stage as it is. */
export class StageMoved extends Error {
  constructor(
    message: string,
    readonly stage: { content: StageContent; updatedAt: number } | null,
  ) {
    super(message);
    this.name = 'StageMoved';
  }
}

/** A command not answered within the bound: given up, nothing known about what the screens show. */
export class StageUnconfirmed extends Error {
  constructor(readonly afterMs: number) {
    super(`The console’s server did not answer within ${Math.round(afterMs / 1000)} s: the command was not confirmed and the room’s screens may not have changed. The preview shows what they show.`);
    this.name = 'StageUnconfirmed';
  }
}

/** How long a command may wait for the server's answer before it is given up. */
export const COMMAND_TIMEOUT_MS = 10_000;

export type StageSender = (sessionId: string | null, basedOn: number, command: StageCommand, signal: AbortSignal) => Promise<StageCommandAnswer>;

type StageState = {
  confirmed: StageSnapshot | null;
  pending: PendingCommand[];
  /** Versions this window's own commands moved the stage through (from → to). */
  ownMoves: Map<number, number>;
  running: boolean;
  waiters: Map<number, { resolve: (a: StageCommandAnswer) => void; reject: (e: unknown) => void }>;
  view: StageView;
};

const key = (sessionId: string | null) => sessionId ?? '';
const NO_VIEW: StageView = { confirmed: null, pending: [] };

export class StageStore {
  private readonly stages = new Map<string, StageState>();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  constructor(
    private readonly send: StageSender,
    private readonly timeoutMs = COMMAND_TIMEOUT_MS,
  ) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The stage as buttons render it (the same object until it changes). */
  view(sessionId: string | null): StageView {
    return this.stages.get(key(sessionId))?.view ?? NO_VIEW;
  }

  /** What the server says a stage is (the stream, a command's answer, a refusal): kept when newer than what is held. */
  confirm(sessionId: string | null, snapshot: StageSnapshot): void {
    const state = this.state(sessionId);
    if (state.confirmed && snapshot.version < state.confirmed.version) return;
    if (state.confirmed && snapshot.version === state.confirmed.version && sameContent(state.confirmed.content, snapshot.content)) return;
    state.confirmed = snapshot;
    this.changed(state);
  }

  /** Sends a command made on the stage as this window sees it now; resolves with the server's answer, rejects with its refusal. */
  command(sessionId: string | null, command: StageCommand): Promise<StageCommandAnswer> {
    const state = this.state(sessionId);
    const pending: PendingCommand = { id: this.nextId++, command, madeOn: state.confirmed?.version ?? 0 };
    state.pending = [...state.pending, pending];
    this.changed(state);
    const answer = new Promise<StageCommandAnswer>((resolve, reject) => state.waiters.set(pending.id, { resolve, reject }));
    void this.run(sessionId, state);
    return answer;
  }

  /** Whether this window's own command put a stage at `version` (else someone else did, or the programme). */
  madeHere(sessionId: string | null, version: number): boolean {
    const state = this.stages.get(key(sessionId));
    if (!state) return false;
    for (const to of state.ownMoves.values()) if (to === version) return true;
    return false;
  }

  /** Forgets everything (another connection). */
  reset(): void {
    this.stages.clear();
    for (const l of this.listeners) l();
  }

  private state(sessionId: string | null): StageState {
    let state = this.stages.get(key(sessionId));
    if (!state) this.stages.set(key(sessionId), (state = { confirmed: null, pending: [], ownMoves: new Map(), running: false, waiters: new Map(), view: NO_VIEW }));
    return state;
  }

  private changed(state: StageState): void {
    state.view = { confirmed: state.confirmed, pending: state.pending };
    for (const l of this.listeners) l();
  }

  /** The sender's answer, or `StageUnconfirmed` once the bound passes (the request aborted). */
  private sendWithin(sessionId: string | null, basedOn: number, command: StageCommand): Promise<StageCommandAnswer> {
    const controller = new AbortController();
    const sent = this.send(sessionId, basedOn, command, controller.signal);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new StageUnconfirmed(this.timeoutMs));
      }, this.timeoutMs);
    });
    // An answer that comes after all (a sender that could not abort) still tells the stage as it is.
    sent.then(
      (answer) => {
        if (controller.signal.aborted) this.confirm(sessionId, { content: answer.stage.content, version: answer.stage.updatedAt });
      },
      () => undefined,
    );
    return Promise.race([sent, late]).finally(() => clearTimeout(timer));
  }

  private async run(sessionId: string | null, state: StageState): Promise<void> {
    if (state.running) return;
    state.running = true;
    try {
      while (state.pending.length > 0) {
        const next = state.pending[0];
        let basedOn = next.madeOn;
        for (let hops = 0; state.ownMoves.has(basedOn) && hops < 1000; hops++) basedOn = state.ownMoves.get(basedOn) ?? basedOn;
        const waiter = state.waiters.get(next.id);
        state.waiters.delete(next.id);
        try {
          const answer = await this.sendWithin(sessionId, basedOn, next.command);
          if (answer.outcome === 'applied') state.ownMoves.set(basedOn, answer.stage.updatedAt);
          state.pending = state.pending.filter((p) => p.id !== next.id);
          this.confirm(sessionId, { content: answer.stage.content, version: answer.stage.updatedAt });
          this.changed(state);
          waiter?.resolve(answer);
        } catch (error) {
          state.pending = state.pending.filter((p) => p.id !== next.id);
          if (error instanceof StageMoved && error.stage) this.confirm(sessionId, { content: error.stage.content, version: error.stage.updatedAt });
          this.changed(state);
          waiter?.reject(error);
        }
      }
    } finally {
      state.running = false;
    }
  }
}

export function sameContent(a: StageContent, b: StageContent): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether the stage shows the poll, confirmed. */
export function pollShown(view: StageView, pollId: string): boolean {
  return view.confirmed?.content.kind === 'poll' && view.confirmed.content.pollId === pollId;
}

/** The pending command about a poll, if any (the latest clicked). */
export function pendingForPoll(view: StageView, pollId: string): StageCommand | null {
  for (let i = view.pending.length - 1; i >= 0; i--) {
    const c = view.pending[i].command;
    if ('pollId' in c && c.pollId === pollId) return c;
  }
  return null;
}

/** The pending command about a question, if any (the latest clicked). */
export function pendingForQuestion(view: StageView, questionId: string): StageCommand | null {
  for (let i = view.pending.length - 1; i >= 0; i--) {
    const c = view.pending[i].command;
    if ('questionId' in c && c.questionId === questionId) return c;
  }
  return null;
}
