import type { Locator, Page } from '@playwright/test';

/** A real 1×1 PNG. */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export type FileSpec =
  /** A real tiny PNG. */
  | { kind: 'png'; name: string }
  /** `size` bytes that start like a PNG (the service checks the first bytes). */
  | { kind: 'png-sized'; name: string; size: number }
  /** Any other bytes with this type. */
  | { kind: 'other'; name: string; type: string; size: number };

/** Drops files on an element the way a person dragging them from the desktop does. */
export async function dropFiles(page: Page, target: Locator, files: FileSpec[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ files, png }) => {
      const dt = new DataTransfer();
      const pngBytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      for (const f of files) {
        let bytes: Uint8Array;
        let type = 'image/png';
        if (f.kind === 'png') bytes = pngBytes;
        else if (f.kind === 'png-sized') {
          bytes = new Uint8Array(f.size);
          bytes.set(pngBytes.subarray(0, 16));
        } else {
          bytes = new Uint8Array(f.size);
          type = f.type;
        }
        dt.items.add(new File([bytes as BlobPart], f.name, { type }));
      }
      return dt;
    },
    { files, png: TINY_PNG_BASE64 },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** Counts requests to an API path from now on. */
export function countRequests(page: Page, pathPart: string): { count: () => number } {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().includes(pathPart)) n += 1;
  });
  return { count: () => n };
}
