import { describe, expect, it } from 'vitest';
import type { MoveFields } from './grid-layout';
import { saveSessionMove } from './save-session-move';

const base: MoveFields = { date: '2026-05-12', startTime: '09:00', endTime: '10:00', location: 'Hall A' };

function service(now: MoveFields | null) {
  const writes: Record<string, unknown>[] = [];
  return { writes, read: async () => now, write: async (b: Record<string, unknown>) => void writes.push(b) };
}

describe('saving a move', () => {
  it('sends only what the move changed', async () => {
    const svc = service(base);
    const r = await saveSessionMove({ id: 'x', base, to: { ...base, location: 'Hall B', startTime: '11:00', endTime: '12:00' }, ...svc });
    expect(r).toEqual({ status: 'saved', sent: { location: 'Hall B', startTime: '11:00', endTime: '12:00' }, keptElsewhere: [], now: { ...base, location: 'Hall B', startTime: '11:00', endTime: '12:00' } });
    expect(svc.writes).toEqual([{ documentId: 'x', location: 'Hall B', startTime: '11:00', endTime: '12:00' }]);
  });

  it('keeps a change made elsewhere to a field the move did not touch', async () => {
    const svc = service({ ...base, endTime: '10:30' });
    const r = await saveSessionMove({ id: 'x', base, to: { ...base, location: 'Hall B' }, ...svc });
    expect(r).toMatchObject({ status: 'saved', keptElsewhere: ['endTime'], now: { ...base, location: 'Hall B', endTime: '10:30' } });
    expect(svc.writes).toEqual([{ documentId: 'x', location: 'Hall B' }]);
  });

  it('stops on a field moved here and changed elsewhere, and sends nothing until a choice', async () => {
    const svc = service({ ...base, startTime: '09:30', endTime: '10:30' });
    const to = { ...base, startTime: '11:00', endTime: '12:00' };
    const r = await saveSessionMove({ id: 'x', base, to, ...svc });
    expect(r).toMatchObject({ status: 'conflict', conflicts: [{ field: 'startTime', theirs: '09:30', mine: '11:00' }, { field: 'endTime' }] });
    expect(svc.writes).toEqual([]);
    await saveSessionMove({ id: 'x', base, to, ...svc, choices: { startTime: 'mine', endTime: 'mine' } });
    expect(svc.writes).toEqual([{ documentId: 'x', startTime: '11:00', endTime: '12:00' }]);
  });

  it('says when the session was deleted elsewhere, and sends nothing when nothing changed', async () => {
    expect(await saveSessionMove({ id: 'x', base, to: { ...base, location: 'B' }, ...service(null) })).toEqual({ status: 'deleted' });
    const same = service({ ...base, location: 'B' });
    expect(await saveSessionMove({ id: 'x', base, to: { ...base, location: 'B' }, ...same })).toEqual({ status: 'unchanged', now: { ...base, location: 'B' } });
    expect(same.writes).toEqual([]);
  });

  it('throws what failed, as the grid shows it: a read that could not be made, a refused write', async () => {
    const offline = new Error('offline');
    await expect(saveSessionMove({ id: 'x', base, to: { ...base, location: 'B' }, read: async () => Promise.reject(offline), write: async () => undefined })).rejects.toBe(offline);
    const refused = new Error('refused');
    await expect(saveSessionMove({ id: 'x', base, to: { ...base, location: 'B' }, read: async () => base, write: async () => Promise.reject(refused) })).rejects.toBe(refused);
  });

  it("keeps the other side's value for a field chosen as theirs, and sends the rest of the move", async () => {
    const svc = service({ ...base, startTime: '09:30' });
    const to = { ...base, startTime: '11:00', location: 'Hall B' };
    expect(await saveSessionMove({ id: 'x', base, to, ...svc, choices: { startTime: 'theirs' } })).toMatchObject({ status: 'saved', sent: { location: 'Hall B' } });
    expect(svc.writes).toEqual([{ documentId: 'x', location: 'Hall B' }]);
  });
});
