import { describe, expect, it } from 'vitest';
import { validateContentSections } from './content-sections';

const ok = (input: unknown) => {
  const r = validateContentSections(input);
  if (!r.ok) throw new Error(JSON.stringify(r.details));
  return r;
};
const fail = (input: unknown) => {
  const r = validateContentSections(input);
  if (r.ok) throw new Error('expected a refusal');
  return r.details;
};

describe('content sections are validated exactly as the specification says', () => {
  it('refuses anything but an array, and unknown types, naming the section', () => {
    expect(fail({})[0].field).toBe('contentData');
    expect(fail([{ type: 'video', data: {} }])[0]).toMatchObject({ field: 'contentData[0].type' });
  });

  it('refuses an http embed and accepts https', () => {
    expect(fail([{ type: 'webEmbed', data: { content: 'http://example.com/x' } }])[0]).toMatchObject({
      field: 'contentData[0].data.content',
      message: expect.stringContaining('https'),
    });
    expect(ok([{ type: 'webEmbed', data: { content: 'https://example.com/x' } }]).sections[0].data).toEqual({
      content: 'https://example.com/x',
      embedHeight: 400,
      embedTitle: '',
    });
  });

  it('converts share links and clamps the embed height, with warnings', () => {
    const r = ok([{ type: 'webEmbed', data: { content: 'https://youtu.be/dQw4w9WgXcQ', embedHeight: 5000 } }]);
    expect(r.sections[0].data).toMatchObject({ content: 'https://www.youtube.com/embed/dQw4w9WgXcQ', embedHeight: 2000 });
    expect(r.warnings).toHaveLength(2);
    expect(r.warnings[0]).toMatch(/^contentData\[0\] \(webEmbed\)/);
  });

  it('replaces an out-of-range image width by the default with a warning; refuses an empty text and picture', () => {
    const r = ok([{ type: 'imageText', data: { content: 'Hello', imageWidth: 45 } }]);
    expect(r.sections[0].data).toMatchObject({ imageWidth: 40, imagePosition: 'left' });
    expect(r.warnings[0]).toContain('Picture width');
    expect(fail([{ type: 'imageText', data: { content: '[{"insert":"\\n"}]', imageUrl: '' } }])[0].field).toBe(
      'contentData[0].data.content',
    );
  });

  it('stores an endTime without startTime as the start, and refuses an empty timed block', () => {
    const r = ok([{ type: 'subSession', data: { content: 'Coffee', endTime: '10:30' } }]);
    expect(r.sections[0].data).toEqual({ content: 'Coffee', startTime: '10:30', endTime: '' });
    expect(r.warnings).toHaveLength(1);
    fail([{ type: 'subSession', data: { content: '', startTime: '', endTime: '' } }]);
  });

  it('discards menuShortcuts data', () => {
    const r = ok([{ type: 'menuShortcuts', data: { anything: 1 } }]);
    expect(r.sections[0].data).toEqual({});
  });

  it('normalises pageLink pages and enforces refId per kind', () => {
    const r = ok([{ type: 'pageLink', data: { page: 'my schedule' } }]);
    expect(r.sections[0].data).toEqual({ page: 'MY SCHEDULE', refId: '', label: '' });
    expect(fail([{ type: 'pageLink', data: { page: 'WELCOME' } }])[0].field).toBe('contentData[0].data.page');
    expect(fail([{ type: 'pageLink', data: { page: 'SCHEDULE', refId: 'x' } }])[0].field).toBe('contentData[0].data.refId');
    expect(fail([{ type: 'pageLink', data: { page: 'SESSION' } }])[0].field).toBe('contentData[0].data.refId');
    expect(ok([{ type: 'pageLink', data: { page: 'Sponsor', refId: 'sp1' } }]).references).toEqual([
      { kind: 'sponsor', id: 'sp1', field: 'contentData[0].data.refId', mustBeListed: false },
    ]);
  });

  it('lists sponsor and speaker references that must be listed, speakerIds winning over speakerList', () => {
    const r = ok([
      { type: 'sponsor', data: { content: 's1' } },
      { type: 'speaker', data: { speakerType: 'moderators', speakerIds: ['a'], speakerList: { b: 'B' } } },
    ]);
    expect(r.references.map((x) => [x.kind, x.id, x.mustBeListed])).toEqual([
      ['sponsor', 's1', true],
      ['speaker', 'a', true],
    ]);
    expect(r.sections[1].data).toEqual({ speakerType: 'Moderators', speakerIds: ['a'] });
    const list = ok([{ type: 'speaker', data: { speakerType: 'Jury', speakerList: { b: 'B' } } }]);
    expect(list.sections[0].data).toEqual({ speakerType: 'Jury', speakerIds: ['b'] });
    expect(list.warnings[0]).toContain('Jury');
  });

  it('drops the read-only abstractTitle and defaults the label', () => {
    const r = ok([{ type: 'abstract', data: { content: 'a1', abstractTitle: 'Old title' } }]);
    expect(r.sections[0].data).toEqual({ content: 'a1', label: 'View Abstract' });
    expect(r.ignoredFields).toEqual(['contentData[0].data.abstractTitle']);
  });

  it('refuses javascript: button targets', () => {
    expect(fail([{ type: 'button', data: { content: { buttonText: 'Go', buttonUrl: 'javascript:alert(1)' } } }])[0].field).toBe(
      'contentData[0].data.content.buttonUrl',
    );
  });
});
