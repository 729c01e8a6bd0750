import { describe, expect, it } from 'vitest';
import { PictureConflictError, PictureRecordGoneError, savePictureChange, type PictureRecordIO } from './picture-record-save';

const OLD = 'http://h/media/old.png';
const NEW = 'http://h/media/new.png';
const ctx = { signal: new AbortController().signal, priority: 'bulk' as const };

function io(now: Record<string, unknown> | null) {
  const calls: string[] = [];
  const writes: Record<string, unknown>[] = [];
  const fake: PictureRecordIO = {
    async read(kind, id) {
      calls.push(`read ${kind} ${id}`);
      return now;
    },
    async write(kind, id, body) {
      calls.push(`write ${kind} ${id}`);
      writes.push(body);
      return { warnings: ['checked'], ignoredFields: [] };
    },
  };
  return { fake, calls, writes };
}

const section = (type: string, data: Record<string, unknown>) => ({ type, data });

describe('saving a replaced picture', () => {
  it('reads the record again just before writing and sends only the picture fields that change', async () => {
    const base = { documentId: 'sp1', name: 'Ada', imagePath: OLD, bio: 'old bio' };
    const { fake, calls, writes } = io({ ...base, bio: 'new bio written elsewhere' });
    const r = await savePictureChange({ kind: 'speaker', recordId: 'sp1', base, from: OLD, to: NEW }, ctx, fake);
    expect(calls).toEqual(['read speaker sp1', 'write speaker sp1']);
    expect(writes).toEqual([{ imagePath: NEW }]);
    expect(r).toEqual({ status: 'saved', fields: ['imagePath'], warnings: ['checked'] });
  });

  it('stops on a conflict: the same field changed elsewhere to another picture writes nothing', async () => {
    const base = { documentId: 'o1', name: 'F', sponsorImagePath: OLD, imagePathBanner: OLD };
    const { fake, writes } = io({ ...base, sponsorImagePath: 'http://h/media/theirs.png' });
    await expect(savePictureChange({ kind: 'sponsor', recordId: 'o1', base, from: OLD, to: NEW }, ctx, fake)).rejects.toBeInstanceOf(PictureConflictError);
    expect(writes).toEqual([]);
  });

  it('sends nothing when the record already holds the new picture, and says a deleted record is gone', async () => {
    const base = { documentId: 'sp1', name: 'Ada', imagePath: OLD };
    const same = io({ ...base, imagePath: NEW });
    expect(await savePictureChange({ kind: 'speaker', recordId: 'sp1', base, from: OLD, to: NEW }, ctx, same.fake)).toMatchObject({ status: 'unchanged' });
    expect(same.writes).toEqual([]);
    await expect(savePictureChange({ kind: 'speaker', recordId: 'sp1', base, from: OLD, to: NEW }, ctx, io(null).fake)).rejects.toBeInstanceOf(PictureRecordGoneError);
  });

  it('merges content sections: a paragraph edited elsewhere is kept, the picture section is replaced', async () => {
    const base = { documentId: 's1', imagePath: '', contentData: [section('paragraph', { content: 'a' }), section('image', { content: OLD })] };
    const { fake, writes } = io({ ...base, contentData: [section('paragraph', { content: 'edited elsewhere' }), section('image', { content: OLD })] });
    expect(await savePictureChange({ kind: 'session', recordId: 's1', base, from: OLD, to: NEW }, ctx, fake)).toMatchObject({ status: 'saved', fields: ['contentData'] });
    expect(writes).toEqual([{ contentData: [section('paragraph', { content: 'edited elsewhere' }), section('image', { content: NEW })] }]);
  });

  it('a picture section changed elsewhere too is a conflict on the sections: nothing is written', async () => {
    const base = { documentId: 'o1', sponsorImagePath: '', imagePathBanner: '', contentData: [section('image', { content: OLD })] };
    const { fake, writes } = io({ ...base, contentData: [section('image', { content: 'http://h/media/other.png' })] });
    const refused = savePictureChange({ kind: 'sponsor', recordId: 'o1', base, from: OLD, to: NEW }, ctx, fake);
    await expect(refused).rejects.toBeInstanceOf(PictureConflictError);
    await expect(refused).rejects.toMatchObject({ fields: ['contentData'] });
    expect(writes).toEqual([]);
  });

  it('throws what failed, for the bulk run to report or to stop on: a read or a write that did not go through', async () => {
    const base = { documentId: 'sp1', name: 'Ada', imagePath: OLD };
    const offline = new Error('offline');
    const unread: PictureRecordIO = { read: async () => Promise.reject(offline), write: async () => ({ warnings: [], ignoredFields: [] }) };
    await expect(savePictureChange({ kind: 'speaker', recordId: 'sp1', base, from: OLD, to: NEW }, ctx, unread)).rejects.toBe(offline);
    const refused = new Error('refused');
    const unwritten: PictureRecordIO = { read: async () => base, write: async () => Promise.reject(refused) };
    await expect(savePictureChange({ kind: 'speaker', recordId: 'sp1', base, from: OLD, to: NEW }, ctx, unwritten)).rejects.toBe(refused);
  });

  it('writes the event without a documentId, only the banner or map that held the picture', async () => {
    const base = { name: 'Summit', imagePath: OLD, mapImagePath: 'http://h/media/map.png' };
    const { fake, writes } = io(base);
    await savePictureChange({ kind: 'event', recordId: '', base, from: OLD, to: NEW }, ctx, fake);
    expect(writes).toEqual([{ imagePath: NEW }]);
  });
});
