/**
 * The demo shows its pictures with no internet: every picture address of the
 * seeded event is on the server itself and answers a real image, also after the
 * server started again at another address on the same data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server';
import { prepareDataDir } from '../test/pglite-template';
import { clientFor, type TestClient } from '../test/test-server';

/** Every picture address a demo record holds (event banner and map, portraits, logos, banners, session pictures, posters, picture sections). */
async function pictureAddresses(c: TestClient): Promise<string[]> {
  const event = (await c.getJson<Record<string, string>>('/getEvent')).body;
  const sessions = (await c.getJson<{ imagePath: string; contentData: { type: string; data: Record<string, unknown> }[] }[]>('/getSessions')).body;
  const speakers = (await c.getJson<{ imagePath: string }[]>('/getSpeakers')).body;
  const sponsors = (await c.getJson<{ sponsorImagePath: string; imagePathBanner: string }[]>('/getSponsors')).body;
  const abstracts = (await c.getJson<{ posterImagePath: string; posterOriginalPath: string }[]>('/getAbstracts')).body;
  return [
    event.imagePath,
    event.mapImagePath,
    ...sessions.map((s) => s.imagePath),
    ...sessions.flatMap((s) => s.contentData.filter((x) => x.type === 'image').map((x) => String(x.data.content))),
    ...sessions.flatMap((s) => s.contentData.filter((x) => x.type === 'imageText').map((x) => String(x.data.imageUrl))),
    ...speakers.map((s) => s.imagePath),
    ...sponsors.flatMap((s) => [s.sponsorImagePath, s.imagePathBanner]),
    ...abstracts.flatMap((a) => [a.posterImagePath, a.posterOriginalPath]),
  ].filter((address) => address !== '');
}

/** Reads a PNG the way a decoder does: signature, chunks with their checksums, the header, and pixel rows of the size it states. */
function decodePng(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  for (;;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    expect(crc32(bytes.subarray(at + 4, at + 8 + length)) >>> 0, `${type} checksum`).toBe(bytes.readUInt32BE(at + 8 + length));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
    if (type === 'IEND') break;
  }
  expect(inflateSync(Buffer.concat(data)).length).toBe(height * (width * 3 + 1));
  return { width, height };
}

async function expectLocalPictures(server: RunningServer) {
  const demo = server.demo!;
  const addresses = await pictureAddresses(clientFor(server.url, demo.apiKey, demo.clientId, demo.eventId));
  // Portraits, logos, banners, sessions, posters and the picture sections all have one.
  expect(addresses.length).toBeGreaterThan(50);
  for (const address of addresses) expect(address.startsWith(`${server.mediaBaseUrl}/`), address).toBe(true);
  for (const address of new Set(addresses)) {
    const res = await fetch(address);
    expect(res.status, address).toBe(200);
    expect(res.headers.get('content-type'), address).toBe('image/png');
    const { width, height } = decodePng(Buffer.from(await res.arrayBuffer()));
    expect(width * height, address).toBeGreaterThan(10_000);
  }
  return addresses;
}

const dataDir = mkdtempSync(join(tmpdir(), 'demo-pictures-'));
beforeAll(() => prepareDataDir(dataDir));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (host: string) => startServer({ host, port: 0, dataDir, demo: 'normal', simulator: false, distDir: '/nonexistent-dist', operatorToken: 'demo-pictures-test' });

describe('the demo event’s pictures', () => {
  it('are all in the server’s own picture library and answer PNG images, also after a start at another address', async () => {
    const first = await start('127.0.0.1');
    let firstAddresses: string[];
    try {
      firstAddresses = await expectLocalPictures(first);
    } finally {
      await first.close();
    }
    // The same data, served again at another address: the demo's pictures follow the server.
    const second = await start('127.0.0.2');
    try {
      expect(second.url).not.toBe(first.url);
      const secondAddresses = await expectLocalPictures(second);
      expect(secondAddresses.map((a) => a.slice(second.mediaBaseUrl.length))).toEqual(firstAddresses.map((a) => a.slice(first.mediaBaseUrl.length)));
    } finally {
      await second.close();
    }
  }, 120_000);
});
