import { describe, expect, it } from 'vitest';
import { deltaToHtml, editableOps, parseRichText, richTextToHtml, richTextToPlain, serialiseRichText } from './delta';

describe('parseRichText', () => {
  it('reads the array form, the {ops} form and plain text', () => {
    expect(parseRichText('[{"insert":"Hi\\n"}]')).toEqual({ ops: [{ insert: 'Hi\n' }], form: 'array' });
    expect(parseRichText('{"ops":[{"insert":"Hi\\n"}]}')).toEqual({ ops: [{ insert: 'Hi\n' }], form: 'object' });
    expect(parseRichText('Just words')).toEqual({ ops: [{ insert: 'Just words\n' }], form: 'plain' });
    expect(parseRichText('[not json')).toEqual({ ops: [{ insert: '[not json\n' }], form: 'plain' });
    expect(parseRichText('').form).toBe('empty');
  });
});

describe('serialiseRichText', () => {
  it('keeps the form the value came in and clears empty text to ""', () => {
    const ops = [{ insert: 'Bold', attributes: { bold: true } }, { insert: '\n' }];
    expect(serialiseRichText(ops, 'object')).toBe('{"ops":[{"insert":"Bold","attributes":{"bold":true}},{"insert":"\\n"}]}');
    expect(serialiseRichText(ops, 'array')).toBe('[{"insert":"Bold","attributes":{"bold":true}},{"insert":"\\n"}]');
    expect(serialiseRichText([{ insert: '  \n' }])).toBe('');
  });
  it('round-trips a stored array value unchanged', () => {
    const stored = '[{"insert":"Title"},{"insert":"\\n","attributes":{"header":2}},{"insert":"text\\n"}]';
    const p = parseRichText(stored);
    expect(serialiseRichText(p.ops, p.form)).toBe(stored);
  });
});

describe('deltaToHtml', () => {
  it('renders headings, lists, quotes and inline formats', () => {
    const html = deltaToHtml([
      { insert: 'Head' },
      { insert: '\n', attributes: { header: 2 } },
      { insert: 'one' },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: 'two' },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: 'b', attributes: { bold: true, italic: true } },
      { insert: ' q' },
      { insert: '\n', attributes: { blockquote: true } },
      { insert: 'link', attributes: { link: 'https://example.com' } },
      { insert: '\n' },
    ]);
    expect(html).toBe(
      '<h2>Head</h2><ul><li>one</li><li>two</li></ul><blockquote><strong><em>b</em></strong> q</blockquote>' +
        '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p>',
    );
  });

  it('escapes markup typed as text, so a script payload stays inert text', () => {
    const html = richTextToHtml('[{"insert":"<img src=x onerror=alert(1)><script>alert(2)</script>\\n"}]');
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;</p>');
  });

  it('drops embeds (image, video, formula) and javascript: links', () => {
    const html = deltaToHtml([
      { insert: { video: 'https://evil.example/"><script>' } },
      { insert: { formula: 'x' } },
      { insert: 'click', attributes: { link: 'javascript:alert(1)' } },
      { insert: '\n' },
    ]);
    expect(html).toBe('<p>click</p>');
  });

  it('renders plain text as paragraphs', () => {
    expect(richTextToHtml('a\nb')).toBe('<p>a</p><p>b</p>');
    expect(richTextToPlain('[{"insert":"Hello\\n"}]')).toBe('Hello');
  });

  it('gives the editor text only: embeds another client stored are left out instead of breaking the editor', () => {
    const ops = parseRichText(JSON.stringify([{ insert: 'a' }, { insert: { image: 'x" onerror="alert(1)' } }, { insert: { video: 'javascript:alert(1)' } }, { insert: 'b', attributes: { bold: true } }, { insert: '\n' }])).ops;
    expect(editableOps(ops)).toEqual([{ insert: 'a' }, { insert: 'b', attributes: { bold: true } }, { insert: '\n' }]);
  });
});
