import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { SaveCycle, saveRecordChanges, type SaveAnswer, type SavePhase } from './save-cycle';
import { conflictText, keptElsewhereText, rereadFailedText } from './save-cycle-words';
import type { Body } from './three-way-merge';

type Session = { documentId: string; title: string; date: string; startTime: string; location: string };
const base: Session = { documentId: 's1', title: 'Opening', date: '2026-05-01', startTime: '09:00', location: 'Hall A' };
const ok = (data: unknown = { documentId: 's1' }, warnings: string[] = [], ignoredFields: string[] = []): SaveAnswer<unknown> => ({ data, warnings, ignoredFields });

/** A cycle whose phases are recorded as they happen. */
function watched<R, D>() {
  const cycle = new SaveCycle<R, D>();
  const phases: SavePhase[] = [];
  cycle.subscribe(() => {
    const p = cycle.getState().phase;
    if (phases[phases.length - 1] !== p) phases.push(p);
  });
  return { cycle, phases };
}

describe('the save cycle', () => {
  it('re-reads, merges and sends only what changed here; a change made elsewhere to another field is kept and named', async () => {
    const { cycle, phases } = watched<Session, unknown>();
    const send = vi.fn(async (_body: Body) => ok());
    const report = await cycle.save({ readLatest: async () => ({ ...base, location: 'Hall B' }), base, changes: { title: 'Opening keynote' }, send });
    expect(send).toHaveBeenCalledWith({ title: 'Opening keynote' }, expect.objectContaining({ location: 'Hall B' }));
    expect(report).toMatchObject({ phase: 'saved', sent: { title: 'Opening keynote' }, keptElsewhere: ['location'], gone: false, failure: null });
    expect(phases).toEqual(['re-reading', 'merging', 'sending', 'saved']);
    expect(cycle.getState()).toBe(report);
  });

  it('stops on the same field changed on both sides: nothing is sent until the choice; the choice is then sent', async () => {
    const { cycle, phases } = watched<Session, unknown>();
    const send = vi.fn(async (_body: Body) => ok());
    const report = await cycle.save({ readLatest: async () => ({ ...base, title: 'Welcome', location: 'Hall B' }), base, changes: { title: 'Opening keynote', date: '2026-05-02' }, send });
    expect(report.phase).toBe('conflict');
    expect(report.conflicts.fields).toEqual([{ field: 'title', base: 'Opening', mine: 'Opening keynote', theirs: 'Welcome' }]);
    expect(report.keptElsewhere).toEqual(['location']);
    expect(send).not.toHaveBeenCalled();
    expect(phases).toEqual(['re-reading', 'merging', 'conflict']);

    const after = await cycle.resolve({ fields: { title: 'mine' } });
    expect(send).toHaveBeenCalledWith({ title: 'Opening keynote', date: '2026-05-02' }, expect.anything());
    expect(after).toMatchObject({ phase: 'saved', keptElsewhere: ['location'] });
  });

  it('choosing theirs for every conflict leaves only the other changes to send', async () => {
    const cycle = new SaveCycle<Session, unknown>();
    const send = vi.fn(async (_body: Body) => ok());
    await cycle.save({ readLatest: async () => ({ ...base, title: 'Welcome' }), base, changes: { title: 'Mine', date: '2026-05-02' }, send });
    await cycle.resolve({ fields: { title: 'theirs' } });
    expect(send).toHaveBeenCalledWith({ date: '2026-05-02' }, expect.anything());
  });

  it('cancelling a conflict goes back to editing without sending', async () => {
    const cycle = new SaveCycle<Session, unknown>();
    const send = vi.fn(async () => ok());
    await cycle.save({ readLatest: async () => ({ ...base, title: 'Welcome' }), base, changes: { title: 'Mine' }, send });
    expect(cycle.cancel().phase).toBe('editing');
    expect((await cycle.resolve({ fields: { title: 'mine' } })).phase).toBe('editing');
    expect(send).not.toHaveBeenCalled();
  });

  it('a record deleted elsewhere (read as null, or answered 404) is gone: nothing is sent', async () => {
    const send = vi.fn(async () => ok());
    const gone = await saveRecordChanges<Session, unknown>({ readLatest: async () => null, base, changes: { title: 'x' }, send });
    expect(gone).toMatchObject({ phase: 'failed', gone: true, failure: null, sent: null });
    const notFound = await saveRecordChanges<Session, unknown>({
      readLatest: async () => Promise.reject(new ApiError({ status: 404, code: 'not_found', message: 'Session not found' })),
      base,
      changes: { title: 'x' },
      send,
    });
    expect(notFound).toMatchObject({ phase: 'failed', gone: true });
    expect(send).not.toHaveBeenCalled();
  });

  it('a failed re-read stops the save before anything is sent, and says so in words', async () => {
    const send = vi.fn(async () => ok());
    const offline = new ApiError({ status: 0, code: 'network_error', message: 'The server could not be reached' });
    const report = await saveRecordChanges<Session, unknown>({ readLatest: async () => Promise.reject(offline), base, changes: { title: 'x' }, send });
    expect(report).toMatchObject({ phase: 'failed', gone: false, failure: { step: 're-read', error: offline }, sent: null });
    expect(send).not.toHaveBeenCalled();
    expect(rereadFailedText('session', offline)).toMatch(/^The session could not be read again just before saving, so nothing was sent \(what you typed is kept\): \S/);
  });

  it('a refused send fails with the error and sends nothing else; the next save starts afresh', async () => {
    const cycle = new SaveCycle<Session, unknown>();
    const refused = new ApiError({ status: 400, code: 'validation_error', message: 'Invalid', details: [{ field: 'title', message: 'Too long' }] });
    const first = await cycle.save({ readLatest: async () => base, base, changes: { title: 'x'.repeat(999) }, send: async () => Promise.reject(refused) });
    expect(first).toMatchObject({ phase: 'failed', gone: false, failure: { step: 'send', error: refused }, sent: null });
    const second = await cycle.save({ readLatest: async () => base, base, changes: { title: 'Short' }, send: async () => ok() });
    expect(second).toMatchObject({ phase: 'saved', failure: null, sent: { title: 'Short' } });
  });

  it('a send answered 404 on an edit means the record is gone', async () => {
    const report = await saveRecordChanges<Session, unknown>({
      readLatest: async () => base,
      base,
      changes: { title: 'x' },
      send: async () => Promise.reject(new ApiError({ status: 404, code: 'not_found', message: 'gone' })),
    });
    expect(report).toMatchObject({ phase: 'failed', gone: true, failure: { step: 'send' } });
  });

  it('saved with warnings and ignored fields: the report carries them with the answer', async () => {
    const report = await saveRecordChanges<Session, { documentId: string }>({
      readLatest: async () => base,
      base,
      changes: { title: 'New' },
      send: async () => ({ data: { documentId: 's1' }, warnings: ['title: shortened to 80 characters'], ignoredFields: ['createdAt'] }),
    });
    expect(report).toMatchObject({ phase: 'saved', warnings: ['title: shortened to 80 characters'], ignoredFields: ['createdAt'], data: { documentId: 's1' } });
  });

  it('when every change here is already so elsewhere, nothing is sent and the save is done', async () => {
    const send = vi.fn(async () => ok());
    const report = await saveRecordChanges<Session, unknown>({ readLatest: async () => ({ ...base, title: 'Same', location: 'Hall C' }), base, changes: { title: 'Same' }, send });
    expect(report).toMatchObject({ phase: 'saved', sent: {}, keptElsewhere: ['title', 'location'].filter((f) => f !== 'title') });
    expect(send).not.toHaveBeenCalled();
  });

  it('a create is sent whole, without a re-read', async () => {
    const send = vi.fn(async (_body: Body) => ok({ documentId: 'new' }));
    const { cycle, phases } = watched<Session, unknown>();
    const report = await cycle.save({ readLatest: null, base: {}, changes: { title: 'Fresh' }, sections: { base: [], mine: [{ type: 'text', data: { text: 'Hi' } }], of: () => [] }, send });
    expect(send).toHaveBeenCalledWith({ title: 'Fresh', contentData: [{ type: 'text', data: { text: 'Hi' } }] }, null);
    expect(report.phase).toBe('saved');
    expect(phases).toEqual(['re-reading', 'sending', 'saved']);
  });

  it('a confirmation that says no goes back to editing; yes sends', async () => {
    const send = vi.fn(async () => ok());
    const no = await saveRecordChanges<Session, unknown>({ readLatest: async () => base, base, changes: { title: 'x' }, confirm: async () => false, send });
    expect(no.phase).toBe('editing');
    expect(send).not.toHaveBeenCalled();
    const confirm = vi.fn(async () => true);
    const yes = await saveRecordChanges<Session, unknown>({ readLatest: async () => base, base, changes: { title: 'x' }, confirm, send });
    expect(confirm).toHaveBeenCalledWith({ title: 'x' }, base);
    expect(yes.phase).toBe('saved');
  });

  it('content sections merge section by section: an edit on each side to different sections is sent merged; the same section is a conflict', async () => {
    const a = { type: 'text', data: { text: 'A' } };
    const b = { type: 'text', data: { text: 'B' } };
    const rec = (sections: (typeof a)[]) => ({ ...base, sections });
    const of = (r: { sections: (typeof a)[] }) => r.sections;
    const send = vi.fn(async (_body: Body) => ok());
    const merged = await saveRecordChanges({
      readLatest: async () => rec([a, { type: 'text', data: { text: 'B elsewhere' } }]),
      base: {},
      changes: {},
      bodyOf: () => ({}),
      sections: { base: [a, b], mine: [{ type: 'text', data: { text: 'A here' } }, b], of },
      send,
    });
    expect(merged).toMatchObject({ phase: 'saved', keptElsewhere: ['contentData'] });
    expect(send.mock.calls[0][0]).toEqual({ contentData: [{ type: 'text', data: { text: 'A here' } }, { type: 'text', data: { text: 'B elsewhere' } }] });

    const cycle = new SaveCycle<ReturnType<typeof rec>, unknown>();
    const conflict = await cycle.save({
      readLatest: async () => rec([{ type: 'text', data: { text: 'A there' } }, b]),
      base: {},
      changes: {},
      bodyOf: () => ({}),
      sections: { base: [a, b], mine: [{ type: 'text', data: { text: 'A here' } }, b], of },
      send,
    });
    expect(conflict.phase).toBe('conflict');
    expect(conflict.conflicts.sections).toHaveLength(1);
    await cycle.resolve({ fields: {}, sections: ['theirs'] });
    // Theirs chosen: the merged list equals theirs, so no sections are sent and nothing is left to send.
    expect(cycle.getState()).toMatchObject({ phase: 'saved', sent: {} });
  });

  it('their changes can be measured by the caller (a settings body holds only what differs)', async () => {
    const send = vi.fn(async (_body: Body) => ok());
    const report = await saveRecordChanges<{ name: string; city: string }, unknown>({
      readLatest: async () => ({ name: 'Summit', city: 'Delft' }),
      base: {},
      changes: { name: 'Summit 2026' },
      theirChanges: (latest) => (latest.city !== 'Leiden' ? { city: latest.city } : {}),
      send,
    });
    expect(report).toMatchObject({ phase: 'saved', sent: { name: 'Summit 2026' }, keptElsewhere: ['city'] });
  });
});

describe('a save without a form, saved again with choices', () => {
  const moved = { date: '2026-05-02', startTime: '11:00' };

  it('stops on a conflict, then saves again with the choice: the record is read once more and the choice is applied', async () => {
    const send = vi.fn(async (_body: Body) => ok());
    const readLatest = vi.fn(async () => ({ ...base, startTime: '09:30' }));
    const first = await saveRecordChanges({ readLatest, base, changes: moved, send });
    expect(first).toMatchObject({ phase: 'conflict', conflicts: { fields: [{ field: 'startTime', mine: '11:00', theirs: '09:30' }] } });
    expect(send).not.toHaveBeenCalled();

    const mine = await saveRecordChanges({ readLatest, base, changes: moved, send, choices: { startTime: 'mine' } });
    expect(readLatest).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ date: '2026-05-02', startTime: '11:00' }, expect.anything());
    expect(mine).toMatchObject({ phase: 'saved', sent: { date: '2026-05-02', startTime: '11:00' } });

    const theirs = await saveRecordChanges({ readLatest, base, changes: moved, send, choices: { startTime: 'theirs' } });
    expect(send).toHaveBeenLastCalledWith({ date: '2026-05-02' }, expect.anything());
    expect(theirs.phase).toBe('saved');
  });

  it('a conflict found only on the second read, with no choice yet, still stops the save', async () => {
    const send = vi.fn(async (_body: Body) => ok());
    const report = await saveRecordChanges({ readLatest: async () => ({ ...base, startTime: '09:30', date: '2026-06-01' }), base, changes: moved, send, choices: { startTime: 'mine' } });
    expect(report.phase).toBe('conflict');
    expect(report.conflicts.fields.map((c) => c.field)).toEqual(['date']);
    expect(send).not.toHaveBeenCalled();
  });

  it('in a kept cycle, resolve() adds its choices to those given with the save', async () => {
    const cycle = new SaveCycle<Session, unknown>();
    const send = vi.fn(async (_body: Body) => ok());
    await cycle.save({ readLatest: async () => ({ ...base, startTime: '09:30', date: '2026-06-01' }), base, changes: moved, send, choices: { startTime: 'mine' } });
    await cycle.resolve({ fields: { date: 'theirs' } });
    expect(send).toHaveBeenCalledWith({ startTime: '11:00' }, expect.anything());
  });
});

describe('who made the changes found elsewhere', () => {
  const base = { title: 'Keynote', location: 'Hall A' };
  it('is asked only when something changed elsewhere, before anything is sent, and named in the report', async () => {
    const order: string[] = [];
    const whoElse = vi.fn(async () => {
      order.push('asked');
      return { name: 'Ana', at: 1_000 };
    });
    const send = vi.fn(async (_body: Body) => {
      order.push('sent');
      return ok();
    });
    const quiet = await new SaveCycle().save({ readLatest: async () => base, base, changes: { title: 'Opening' }, send, whoElse });
    expect(quiet.by).toBeNull();
    expect(whoElse).not.toHaveBeenCalled();
    order.length = 0;
    const kept = await new SaveCycle().save({ readLatest: async () => ({ ...base, location: 'Hall B' }), base, changes: { title: 'Opening' }, send, whoElse });
    expect(kept).toMatchObject({ phase: 'saved', keptElsewhere: ['location'], by: { name: 'Ana', at: 1_000 } });
    expect(order).toEqual(['asked', 'sent']);
  });

  it('stays with the conflict until it is resolved, and a failed answer leaves the words unnamed', async () => {
    const cycle = new SaveCycle();
    const asked = await cycle.save({ readLatest: async () => ({ ...base, title: 'Welcome' }), base, changes: { title: 'Opening' }, send: async () => ok(), whoElse: async () => ({ name: 'Ben', at: 5 }) });
    expect(asked).toMatchObject({ phase: 'conflict', by: { name: 'Ben' } });
    expect((await cycle.resolve({ fields: { title: 'mine' } })).by).toEqual({ name: 'Ben', at: 5 });
    const unnamed = await new SaveCycle().save({ readLatest: async () => ({ ...base, location: 'Hall C' }), base, changes: { title: 'Opening' }, send: async () => ok(), whoElse: () => Promise.reject(new Error('offline')) });
    expect(unnamed).toMatchObject({ phase: 'saved', by: null });
  });
});

describe('the words of the save cycle', () => {
  it('names the kept changes by label, and by whom when known', () => {
    expect(keptElsewhereText([])).toBe('');
    expect(keptElsewhereText(['Title'])).toBe('Kept the change made elsewhere to Title.');
    expect(keptElsewhereText(['Title', 'Date', 'Location'])).toBe('Kept the changes made elsewhere to Title, Date and Location.');
    expect(keptElsewhereText(['Title'], { name: 'Ana', at: 100_000 }, 120_000)).toBe('Kept the change Ana made 20 s ago to Title.');
    expect(keptElsewhereText(['Title', 'Location'], { name: 'Ana', at: 0 }, 180_000)).toBe('Kept the changes Ana made 3 min ago to Title and Location.');
  });

  it('says who saved the other value in the conflict panel, or "someone else"', () => {
    expect(conflictText(1)).toBe('Someone else saved a different value for this field since you opened the page. Nothing has been saved yet.');
    expect(conflictText(2, { name: 'Ben', at: 0 }, 7_200_000)).toBe('Ben saved a different value for these 2 fields 2 h ago, since you opened the page. Nothing has been saved yet.');
  });
});
