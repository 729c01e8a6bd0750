import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { cookieToken, requireSameOrigin, sessionCookie } from './team-cookie';

const app = new Hono();
app.onError((e, c) => c.json({ code: e instanceof ApiError ? e.code : 'x' }, e instanceof ApiError ? (e.status as 403) : 500));
app.all('/x', (c) => {
  requireSameOrigin(c, false);
  return c.json({ ok: true });
});
const call = (method: string, headers: Record<string, string>) => app.request('http://console.test/x', { method, headers: { host: 'console.test', ...headers } });

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, and Secure only behind TLS', () => {
    expect(sessionCookie('t', false)).toMatch(/HttpOnly; SameSite=Strict/);
    expect(sessionCookie('t', false)).not.toMatch(/Secure/);
    expect(sessionCookie('t', true)).toMatch(/; Secure$/);
  });

  it('is read by its name only, and only when it looks like a token', () => {
    const token = 'a'.repeat(43);
    expect(cookieToken(`other=1; console_team=${token}`)).toBe(token);
    expect(cookieToken('console_team=<script>')).toBeUndefined();
    expect(cookieToken(undefined)).toBeUndefined();
  });
});

describe('changes come from the console only', () => {
  it('a POST from the same origin passes', async () => {
    expect((await call('POST', { origin: 'http://console.test' })).status).toBe(200);
  });

  it('a POST from another site, or from an opaque origin, is refused', async () => {
    expect((await call('POST', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await call('POST', { origin: 'null' })).status).toBe(403);
    expect((await call('POST', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('reads are not checked', async () => {
    expect((await call('GET', { origin: 'https://evil.example' })).status).toBe(200);
  });
});
