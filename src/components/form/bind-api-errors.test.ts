import { describe, expect, it } from 'vitest';
import { errorFromAnswer } from '../../api/errors';
import { bindApiErrors, toFormPath } from './bind-api-errors';

/** A 400 refusal as the service sends it. */
const refusal = (details: unknown[]) =>
  errorFromAnswer({ status: 400, contentType: 'application/json', text: JSON.stringify({ error: 'Validation failed', code: 'validation_failed', details }) });

/** Records what the form was told, as react-hook-form's setError would hold it. */
function form() {
  const errors: Record<string, string> = {};
  const setError = (name: string, e: { message?: string }) => {
    errors[name] = e.message ?? '';
  };
  return { errors, setError };
}

describe('bindApiErrors: a refused save goes on the fields it names', () => {
  it('puts a top-level problem on its field and returns nothing for the problems list', () => {
    const f = form();
    const rest = bindApiErrors(refusal([{ field: 'question', message: 'is required' }]), f.setError, ['question', 'status']);
    expect(f.errors).toEqual({ question: 'is required' });
    expect(rest).toEqual([]);
  });

  it('binds an indexed path in bracket spelling to the nested field (authors[2].name)', () => {
    const f = form();
    const values = { authors: [{ name: 'A' }, { name: 'B' }, { name: '' }] };
    bindApiErrors(refusal([{ field: 'authors[2].name', message: 'is required' }]), f.setError, { values });
    expect(f.errors).toEqual({ 'authors.2.name': 'is required' });
  });

  it('binds a dotted path into a content section (contentData.3.data.content)', () => {
    const f = form();
    const values = { contentData: [0, 1, 2, 3].map(() => ({ type: 'text', data: { content: '' } })) };
    bindApiErrors(refusal([{ field: 'contentData.3.data.content', message: 'is too long' }]), f.setError, { values });
    expect(f.errors).toEqual({ 'contentData.3.data.content': 'is too long' });
  });

  it('binds an option of a listed array field to that option (options.1)', () => {
    const f = form();
    bindApiErrors(refusal([{ field: 'options.1', message: 'must not be empty' }]), f.setError, { fields: ['question', 'options'], values: { options: ['Yes', ''] } });
    expect(f.errors).toEqual({ 'options.1': 'must not be empty' });
  });

  it('falls back to the listed field a path lies in when the form holds nothing deeper', () => {
    const f = form();
    bindApiErrors(refusal([{ field: 'options[4]', message: 'is a duplicate' }]), f.setError, ['options']);
    expect(f.errors).toEqual({ options: 'is a duplicate' });
  });

  it('maps the service name to the form path when they differ', () => {
    const f = form();
    bindApiErrors(refusal([{ field: 'trackArray.1', message: 'is a duplicate' }]), f.setError, { fields: ['tracks'], pathOf: (field) => (field.startsWith('trackArray') ? 'tracks' : null) });
    expect(f.errors).toEqual({ tracks: 'is a duplicate' });
  });

  it('adds what to use instead to the message of a read-only field', () => {
    const f = form();
    bindApiErrors(refusal([{ field: 'email', message: 'is read-only', use: 'userEmail' }]), f.setError, ['email']);
    expect(f.errors).toEqual({ email: 'is read-only (use userEmail)' });
  });

  it('returns the problems no field takes, each naming its field, and keeps the first per field', () => {
    const f = form();
    const rest = bindApiErrors(
      refusal([
        { field: 'question', message: 'is required' },
        { field: 'question', message: 'is too short' },
        { field: 'sessionId', message: 'is unknown' },
        { message: 'Live Q&A is off for this session' },
      ]),
      f.setError,
      ['question'],
    );
    expect(f.errors).toEqual({ question: 'is required' });
    expect(rest).toEqual(['sessionId: is unknown', 'Live Q&A is off for this session']);
  });

  it('words a failure with no field problems as one sentence for the problems list', () => {
    const f = form();
    const offline = errorFromAnswer({ status: 500, contentType: 'text/plain', text: 'database is down' });
    expect(bindApiErrors(offline, f.setError, ['question'])).toEqual([expect.stringContaining('database is down')]);
    expect(bindApiErrors(new Error('The file is empty'), f.setError, ['question'])).toEqual(['The file is empty']);
    expect(f.errors).toEqual({});
  });
});

describe('toFormPath', () => {
  it('spells indexes the way the form does', () => {
    expect(toFormPath('authors[2].institutionIndexes[0]')).toBe('authors.2.institutionIndexes.0');
    expect(toFormPath('options.1')).toBe('options.1');
  });
});
