import { describe, expect, it } from 'vitest';
import { deriveEventPictures, pictureFieldsOf, pictureName, pictureTypeName, recordsToChange, replacePicture, unusedUploads, type PictureRecords } from './event-pictures';

const M = 'http://h/media/';
const records: PictureRecords = {
  event: { name: 'Summit', imagePath: `${M}banner.png`, mapImagePath: '' },
  sessions: [
    {
      documentId: 's1',
      title: 'Opening',
      imagePath: `${M}stage.jpg`,
      contentData: [
        { type: 'paragraph', data: { content: 'hi' } },
        { type: 'image', data: { content: `${M}ada.jpg` } },
        { type: 'imageText', data: { content: 'x', imageUrl: `${M}stage.jpg`, imageWidth: 40, imagePosition: 'left' } },
        { type: 'imageText', data: { content: 'only text', imageUrl: '' } },
      ],
    },
  ],
  speakers: [{ documentId: 'sp1', name: 'Ada Lovelace', imagePath: `${M}ada.jpg` }, { documentId: 'sp2', name: 'No Photo', imagePath: '' }],
  sponsors: [{ documentId: 'o1', name: 'Fabrikam', sponsorImagePath: `${M}logo.png`, imagePathBanner: `${M}logo.png`, contentData: [] }],
};

describe('the event pictures', () => {
  it('lists every picture the records use, once, with each place it is used and a link to the record', () => {
    const pics = deriveEventPictures(records);
    expect(pics.map((p) => p.url)).toEqual([`${M}banner.png`, `${M}stage.jpg`, `${M}ada.jpg`, `${M}logo.png`]);
    const ada = pics.find((p) => p.url.endsWith('ada.jpg'))!;
    expect(ada.uses.map((u) => [u.label, u.recordName, u.link])).toEqual([
      ['Picture section 2', 'Opening', '/sessions/s1'],
      ['Speaker photo', 'Ada Lovelace', '/speakers/sp1'],
    ]);
    const stage = pics.find((p) => p.url.endsWith('stage.jpg'))!;
    expect(stage.uses.map((u) => u.label)).toEqual(['Session picture', 'Picture beside text, section 3']);
    const logo = pics.find((p) => p.url.endsWith('logo.png'))!;
    expect(logo.uses.map((u) => [u.label, u.link])).toEqual([
      ['Sponsor logo', '/sponsors/o1'],
      ['Sponsor banner', '/sponsors/o1'],
    ]);
    expect(pics[0].uses[0]).toMatchObject({ kind: 'event', label: 'Event banner', link: '/settings' });
  });

  it('joins the uploads from this console: facts on used pictures, and the unused ones found', () => {
    const up = (url: string, name: string) => ({ url, name, bytes: 100, contentType: 'image/png', uploadedAt: '2030-01-01T00:00:00Z' });
    const pics = deriveEventPictures(records, [up(`${M}logo.png`, 'fabrikam.png'), up(`${M}spare.png`, 'spare.png')]);
    expect(pics.find((p) => p.url.endsWith('logo.png'))!.upload?.name).toBe('fabrikam.png');
    expect(unusedUploads(pics).map((p) => p.url)).toEqual([`${M}spare.png`]);
    expect(pics.map(pictureName)).toEqual(['Event banner', 'Session picture of Opening', 'Picture section 2 of Opening', 'fabrikam.png', 'spare.png']);
  });

  it('copes with missing records and names a picture with no use by its file name', () => {
    expect(deriveEventPictures({})).toEqual([]);
    expect(pictureName({ url: `${M}a%20b.png?x=1`, uses: [] })).toBe('a b.png');
  });

  it('plans one write per record, naming every field that holds the picture', () => {
    const pics = deriveEventPictures(records);
    const changes = recordsToChange(pics.find((p) => p.url.endsWith('stage.jpg'))!);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'session', recordId: 's1', fields: ['imagePath', 'contentData'] });
    expect(recordsToChange(pics.find((p) => p.url.endsWith('logo.png'))!)[0].fields).toEqual(['sponsorImagePath', 'imagePathBanner']);
  });

  it('replaces only the picture fields holding the old address, sections included, and leaves the rest as it was', () => {
    const session = records.sessions![0];
    const fields = pictureFieldsOf('session', session);
    expect(Object.keys(fields)).toEqual(['imagePath', 'contentData']);
    const next = replacePicture(fields, `${M}stage.jpg`, `${M}new.jpg`);
    expect(next.imagePath).toBe(`${M}new.jpg`);
    const sections = next.contentData as { type: string; data: Record<string, unknown> }[];
    expect(sections[2].data).toEqual({ content: 'x', imageUrl: `${M}new.jpg`, imageWidth: 40, imagePosition: 'left' });
    expect(sections[1]).toBe(session.contentData![1]);
    expect(sections[0]).toBe(session.contentData![0]);
    expect(pictureFieldsOf('speaker', { name: 'x' })).toEqual({ imagePath: '' });
    expect(replacePicture({ sponsorImagePath: `${M}logo.png`, imagePathBanner: `${M}other.png` }, `${M}logo.png`, `${M}n.png`)).toEqual({ sponsorImagePath: `${M}n.png`, imagePathBanner: `${M}other.png` });
  });

  it('names picture types', () => {
    expect(pictureTypeName('image/png')).toBe('PNG');
    expect(pictureTypeName('image/svg+xml; charset=utf-8')).toBe('SVG');
    expect(pictureTypeName('text/html')).toBe('');
    expect(pictureTypeName(null)).toBe('');
  });
});
