import { describe, expect, it } from 'vitest';
import { ApiError, describeError, errorFromAnswer, errorReference, networkError, parseRetryAfter, redact, requestKindOf } from './errors';

const json = (status: number, body: unknown) => errorFromAnswer({ status, contentType: 'application/json', text: JSON.stringify(body) });

describe('errorFromAnswer', () => {
  it('reads a JSON auth error: code, message and the missing scope', () => {
    const e = json(403, { error: 'Missing scope', code: 'missing_scope', missingScope: 'polls:write' });
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(403);
    expect(e.code).toBe('missing_scope');
    expect(e.missingScope).toBe('polls:write');
    // The scope's name is for support, behind the details; the sentence is plain.
    expect(describeError(e)).not.toContain('polls:write');
    expect(errorReference(e)).toContain('polls:write');
  });

  it('binds validation details to the fields they name, with what to use instead', () => {
    const e = json(400, {
      error: 'Validation failed',
      details: [
        { field: 'userEmail', message: 'must be a valid email' },
        { field: 'approved', message: 'is not writable', use: 'status' },
        'question: must be at most 500 characters',
        'something general',
      ],
    });
    expect(e.fieldErrors()).toEqual({
      userEmail: 'must be a valid email',
      approved: 'is not writable (use status)',
      question: 'must be at most 500 characters',
    });
    expect(e.generalDetails(['userEmail', 'approved', 'question']).map((d) => d.message)).toEqual(['something general']);
    expect(describeError(e)).toContain('userEmail');
  });

  it('explains every authentication outcome in words', () => {
    const cases: [number, string, RegExp][] = [
      [403, 'invalid_key', /not recognised/],
      [403, 'key_expired', /expired/],
      [403, 'key_revoked', /revoked/],
      [403, 'wrong_event', /different event/],
      [404, 'unknown_event', /no event/],
      [404, 'unknown_client', /no client/],
      [408, 'stale_timestamp', /clock/],
    ];
    for (const [status, code, words] of cases) expect(describeError(json(status, { error: 'x', code }))).toMatch(words);
  });

  it('keeps a plain-text body as the message', () => {
    const e = errorFromAnswer({ status: 409, contentType: 'text/plain', text: 'Guest already registered' });
    expect(e.code).toBe('conflict');
    expect(e.message).toBe('Guest already registered');
    expect(describeError(e)).toBe('Guest already registered');
    const s = errorFromAnswer({ status: 500, contentType: 'text/plain; charset=utf-8', text: 'database unavailable' });
    expect(s.code).toBe('server_error');
    // The service's own words are kept when they are a sentence; a bare code is not (below).
    expect(describeError(s)).toBe('The server ran into a problem (database unavailable) and could not finish. Try again in a moment.');
    expect(errorReference(s)).toBe('HTTP 500 · server_error: database unavailable');
  });

  it('words a server failure without status or code, and says only for a failed save that what was typed is kept', () => {
    const at = (path: string) => errorFromAnswer({ status: 500, contentType: 'application/json', text: '{"error":"internal_error"}', path });
    const read = at('/getSessions');
    expect(describeError(read)).toBe('The server ran into a problem and could not send this. Try again in a moment.');
    expect(describeError(read)).not.toMatch(/HTTP|500|internal_error|typed/);
    expect(errorReference(read)).toBe('HTTP 500 · server_error · /getSessions: internal_error');
    expect(describeError(at('/whoami'))).toMatch(/could not send this/);
    expect(describeError(at('/upsertSession'))).toBe('The server ran into a problem and could not save this. What you typed is kept; try again in a moment.');
    expect(describeError(at('/addGuest'))).toMatch(/What you typed is kept/);
    expect(describeError(at('/deletePoll'))).toBe('The server ran into a problem and could not finish this change. Try again in a moment.');
  });

  it('recognises an intermediary HTML page as a blocked request', () => {
    const e = errorFromAnswer({ status: 403, contentType: 'text/html', text: '<!DOCTYPE html><html><body>Access denied</body></html>' });
    expect(e.code).toBe('blocked_by_intermediary');
    expect(describeError(e)).toMatch(/intermediary/);
    expect(describeError(e)).toMatch(/User-Agent/);
  });

  it('recognises "error code: 1010" even as plain text', () => {
    const e = errorFromAnswer({ status: 403, contentType: 'text/plain', text: 'error code: 1010' });
    expect(e.code).toBe('blocked_by_intermediary');
    expect(describeError(e)).toMatch(/1010/);
  });

  it('takes the wait from Retry-After or from retryAfterSeconds', () => {
    expect(errorFromAnswer({ status: 429, contentType: 'application/json', text: '{"error":"slow","code":"rate_limited"}', retryAfterHeader: '12' }).retryAfter).toBe(12);
    expect(json(429, { error: 'slow', code: 'rate_limited', retryAfterSeconds: 9 }).retryAfter).toBe(9);
    expect(describeError(json(429, { error: 'slow', code: 'rate_limited', retryAfterSeconds: 9 }))).toMatch(/9 seconds/);
  });

  it('never repeats the key in a message', () => {
    const key = 'sk_live_secret_1234567890';
    const e = errorFromAnswer({ status: 403, contentType: 'application/json', text: JSON.stringify({ error: `key ${key} is unknown`, code: 'invalid_key' }), secrets: [key] });
    expect(e.message).not.toContain(key);
    expect(e.message).toContain('[redacted]');
    const n = networkError(new TypeError(`fetch to ${key} failed`), '/whoami', [key]);
    expect(n.message).not.toContain(key);
  });
});

describe('requestKindOf', () => {
  it('tells reads from writes by the endpoint', () => {
    expect(requestKindOf('/getPolls')).toBe('read');
    expect(requestKindOf('getGuests?x=1')).toBe('read');
    expect(requestKindOf('/whoami')).toBe('read');
    expect(requestKindOf('/upsertPoll')).toBe('write');
    expect(requestKindOf('/removeGuest')).toBe('write');
    expect(requestKindOf(undefined)).toBeUndefined();
  });
});

describe('errorReference', () => {
  it('gives support the status, code and endpoint, and nothing for a plain Error', () => {
    expect(errorReference(networkError(new TypeError('Failed to fetch'), '/getPolls'))).toBe('No answer · network_error · /getPolls: The server could not be reached (Failed to fetch).');
    expect(errorReference(new Error('x'))).toBeNull();
  });
});

describe('networkError', () => {
  it('says the server could not be reached', () => {
    const e = networkError(new TypeError('Failed to fetch'), '/whoami');
    expect(e.status).toBe(0);
    expect(e.code).toBe('network_error');
    expect(describeError(e)).toMatch(/could not be reached/);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-03-01T10:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Sat, 01 Mar 2025 10:00:45 GMT', now)).toBe(45);
    expect(parseRetryAfter('Sat, 01 Mar 2025 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('redact', () => {
  it('replaces every occurrence', () => {
    expect(redact('a KEY123 b KEY123', ['KEY123'])).toBe('a [redacted] b [redacted]');
  });
});

describe('describeError: one wording for any failure', () => {
  it('words an API refusal by its code, not by its raw message', () => {
    const e = errorFromAnswer({ status: 403, contentType: 'application/json', text: '{"error":"Forbidden","code":"missing_scope","missingScope":"polls:write"}' });
    expect(describeError(e)).toBe(describeError(e));
    expect(describeError(e)).toBe('This API key is not allowed to do this. Ask whoever issues your keys for one that allows it.');
  });

  it('lists a 400 refusal with the fields it names', () => {
    const e = errorFromAnswer({ status: 400, contentType: 'application/json', text: '{"error":"Validation failed","details":[{"field":"text","message":"is required"}]}' });
    expect(describeError(e)).toBe('Validation failed: text is required');
  });

  it('says an unreachable server is unreachable', () => {
    expect(describeError(networkError(new TypeError('Failed to fetch'), '/polls'))).toMatch(/could not be reached/);
  });

  it('gives a thrown Error its message, and a stopped request a sentence', () => {
    expect(describeError(new Error('The file is empty'))).toBe('The file is empty');
    expect(describeError(new DOMException('The user aborted a request.', 'AbortError'))).toBe('Stopped before it finished.');
  });

  it('keeps a string as it is and never shows "undefined" or "[object Object]"', () => {
    expect(describeError('Not saved')).toBe('Not saved');
    expect(describeError(undefined)).toBe('Something went wrong.');
    expect(describeError({ message: 'quota exceeded' })).toBe('quota exceeded');
  });
});
