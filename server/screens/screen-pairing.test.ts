import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PairingStart, PairingStatus, ScreenView } from '../../src/contract/screens';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';
import { normalisePairingCode, PAIRING_ALPHABET, PAIRING_CODE_LENGTH } from './screen-pairing';

/**
 * Pairing a machine as a room's screen by a short code, against the real server: the machine asks for a code with
 * no key, a moderator claims it for a room, and the machine's own secret becomes its screen link; a code works
 * once and is told plainly when wrong; wrong codes and unknown pairings are rate limited per address.
 */
describe('pairing a screen by a code', () => {
  let t: TestServer;
  let org: TestClient;
  const machine = async () => {
    const res = await fetch(`${t.url}/screen-api/pair`, { method: 'POST' });
    expect(res.status).toBe(201);
    return (await res.json()) as PairingStart;
  };
  const status = async (secret: string) => fetch(`${t.url}/screen-api/pair/${secret}`);
  const claim = (body: unknown) =>
    fetch(`${t.url}/console-api/screens/pair`, { method: 'POST', headers: { ...org.headers(), 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    t = await startTestServer();
    org = await t.newEvent({ name: 'Pairing' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a machine six characters without look-alikes for ten minutes, and a secret of its own', async () => {
    const before = Date.now();
    const p = await machine();
    expect(p.code).toMatch(new RegExp(`^[${PAIRING_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`));
    expect(PAIRING_ALPHABET).not.toMatch(/[0O1IL5S2Z8B]/);
    expect(Buffer.from(p.secret, 'base64url').byteLength).toBeGreaterThanOrEqual(16);
    expect(p.expiresAt - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(((await (await status(p.secret)).json()) as PairingStatus).state).toBe('waiting');
  });

  it('makes the machine a screen of the room the moderator typed the code for; its secret is its link; the code works once', async () => {
    const p = await machine();
    const typed = `${p.code.slice(0, 3).toLowerCase()} ${p.code.slice(3)}`;
    expect(normalisePairingCode(typed)).toBe(p.code);
    const res = await claim({ code: typed, room: 'Hall A', name: 'Hall A left' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { screen: { room: string; name: string } }).screen).toMatchObject({ room: 'Hall A', name: 'Hall A left' });
    expect(((await (await status(p.secret)).json()) as PairingStatus).state).toBe('paired');
    const view = await fetch(`${t.url}/screen-api/${p.secret}`);
    expect(view.status).toBe(200);
    expect(((await view.json()) as ScreenView).screen.name).toBe('Hall A left');
    // Only hashes are kept: neither the code nor the secret is in the database.
    const stored = JSON.stringify(await t.server.db.query('SELECT * FROM screen_pairings')) + JSON.stringify(await t.server.db.query('SELECT * FROM screens'));
    expect(stored).not.toContain(p.secret);
    expect(stored).not.toContain(p.code);

    const again = await claim({ code: p.code, room: 'Hall B' });
    expect(again.status).toBe(404);
    const answer = (await again.json()) as { code: string; error: string; details: { field: string }[] };
    expect(answer).toMatchObject({ code: 'pairing_code_unknown', details: [{ field: 'code' }] });
    expect(answer.error).toMatch(/No screen shows this code/);
  });

  it('refuses a missing code naming the field', async () => {
    const res = await claim({ code: '  ', room: 'Hall A' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { details: { field: string }[] }).details[0].field).toBe('code');
  });

  it('answers wrong codes 404 and then 429 with Retry-After; unknown pairings the same', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 10_000 && !answers.includes(429); i += 1) answers.push((await claim({ code: `WRONG${i}`, room: 'Hall A' })).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    const refused = await claim({ code: 'WRONGX', room: 'Hall A' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const unknown: number[] = [];
    for (let i = 0; i < 10_000 && !unknown.includes(429); i += 1) unknown.push((await status(`not-a-pairing-${i}`)).status);
    expect(unknown.filter((s) => s === 404).length).toBeGreaterThanOrEqual(30);
    expect(unknown.at(-1)).toBe(429);
  });
});
