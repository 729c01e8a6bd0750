/** Helpers of the team's tests: a member is a cookie jar of one. */
import type { TestClient, TestServer } from '../test/test-server';

export const TEST_SECRET = 'test-console-secret-that-is-long-enough-0123';

export type Member = { cookie: string; call(path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response> };

export function teamCall(url: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; cookie?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  return fetch(`${url}${path}`, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}

/** The organiser (key headers) calls the team. */
export const asKeyHolder = (t: TestServer, org: TestClient, path: string, body?: unknown, method?: string) =>
  teamCall(t.url, `/team-api${path}`, { method, body, headers: org.headers() });

export async function invite(t: TestServer, org: TestClient, role: string, rooms: string[] = []): Promise<string> {
  const res = await asKeyHolder(t, org, '/invitations', { role, rooms });
  if (res.status !== 201) throw new Error(`invite answered ${res.status}: ${await res.text()}`);
  const { link } = (await res.json()) as { link: string };
  return link.split('#')[1];
}

export function cookieOf(res: Response): string {
  const set = res.headers.get('set-cookie') ?? '';
  return set.split(';')[0];
}

export async function join(t: TestServer, org: TestClient, role: string, name: string, rooms: string[] = []): Promise<Member> {
  const token = await invite(t, org, role, rooms);
  const res = await teamCall(t.url, '/team-api/join', { body: { token, name, email: `${name.toLowerCase()}@team.example`, password: 'a long enough password' } });
  if (res.status !== 200) throw new Error(`join answered ${res.status}: ${await res.text()}`);
  const cookie = cookieOf(res);
  return { cookie, call: (path, init = {}) => teamCall(t.url, path, { ...init, cookie }) };
}
