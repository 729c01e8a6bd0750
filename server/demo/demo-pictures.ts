/**
 * The demo event's pictures live in the server's own picture library, so the
 * demo shows every picture with no internet at all. They are drawn here at
 * seed time (small PNGs: a two-colour gradient with a soft disc, different for
 * every record) and stored through the media store like an upload, so they are
 * served under `/media`. Their ids start with `demo-`, which lets a later start
 * at another address point the demo's records at itself again.
 */
import { deflateSync, crc32 } from 'node:zlib';
import type { Queryable } from '../store/db';
import { insertMedia } from '../store/media-store';

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `width` × `height` from its pixels, row after row (3 bytes each). */
export function encodePng(width: number, height: number, rgb: Uint8Array | Uint8ClampedArray): Uint8Array {
  const stride = width * 3;
  // Each row is stored as its difference from the row above (PNG filter "Up"): a smooth picture then deflates small and fast.
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const out = y * (stride + 1);
    raw[out] = y === 0 ? 0 : 2;
    for (let i = 0; i < stride; i += 1) raw[out + 1 + i] = y === 0 ? rgb[i] : (rgb[y * stride + i] - rgb[(y - 1) * stride + i]) & 0xff;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filters, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
}

/** A picture of its own for `seed`: a diagonal gradient between two hues and a lighter disc. */
export function demoPicturePng(width: number, height: number, seed: number): Uint8Array {
  const hue = (seed * 47) % 360;
  const [r0, g0, b0] = hsl(hue, 0.55, 0.42);
  const [r1, g1, b1] = hsl((hue + 40) % 360, 0.6, 0.68);
  const cx = width * (0.25 + ((seed * 13) % 50) / 100);
  const cy = height * (0.3 + ((seed * 7) % 40) / 100);
  const radius = Math.min(width, height) * 0.32;
  const rgb = new Uint8ClampedArray(width * height * 3);
  let at = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const d = Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy));
      const glow = d < radius ? 0.35 * (1 - d / radius) : 0;
      rgb[at] = r0 + (r1 - r0) * t + (255 - r0) * glow;
      rgb[at + 1] = g0 + (g1 - g0) * t + (255 - g0) * glow;
      rgb[at + 2] = b0 + (b1 - b0) * t + (255 - b0) * glow;
      at += 3;
    }
  }
  return encodePng(width, height, rgb);
}

/** Picture sizes by use (kept small: the console shows them scaled). */
const SIZE = {
  eventBanner: [480, 160],
  venueMap: [400, 280],
  portrait: [160, 160],
  logo: [200, 100],
  sponsorBanner: [480, 120],
  session: [320, 160],
  poster: [240, 336],
  section: [400, 200],
  side: [240, 160],
} as const;

export type DemoPictureUse = keyof typeof SIZE;

/** Stores pictures for the demo event and answers their addresses under `mediaBaseUrl`. */
export function demoPictureLibrary(q: Queryable, eventId: string, mediaBaseUrl: string) {
  let count = 0;
  return async (use: DemoPictureUse): Promise<string> => {
    count += 1;
    const [width, height] = SIZE[use];
    const id = await insertMedia(q, eventId, 'image/png', demoPicturePng(width, height, count), 'png', `demo-${use}`);
    return `${mediaBaseUrl}/${id}`;
  };
}

/** A demo picture's address at any origin; group 1 is the picture's id. */
const DEMO_PICTURE_ADDRESS = String.raw`https?://[^"/\\]+/media/(demo-[A-Za-z0-9_-]+\.png)`;

const RECORD_TABLES = ['sessions', 'speakers', 'sponsors', 'abstracts'] as const;

/**
 * Points the demo event's pictures at `mediaBaseUrl` (the server may start at
 * another address than the one it seeded at). Answers the number of rows changed.
 */
export async function repointDemoPictures(q: Queryable, eventId: string, mediaBaseUrl: string): Promise<number> {
  const replacement = `${mediaBaseUrl}/\\1`;
  let changed = 0;
  const rewrite = (column: string) => `regexp_replace(${column}::text, $2, $3, 'g')`;
  for (const table of RECORD_TABLES) {
    const rows = await q.query(`UPDATE ${table} SET doc = ${rewrite('doc')}::jsonb WHERE event_id = $1 AND ${rewrite('doc')} <> doc::text RETURNING 1`, [eventId, DEMO_PICTURE_ADDRESS, replacement]);
    changed += rows.length;
  }
  const events = await q.query(`UPDATE events SET settings = ${rewrite('settings')}::jsonb WHERE id = $1 AND ${rewrite('settings')} <> settings::text RETURNING 1`, [eventId, DEMO_PICTURE_ADDRESS, replacement]);
  return changed + events.length;
}
