/**
 * Bytes on the wire for a first load, measured in Chromium: every response's `encodedDataLength` from the
 * DevTools protocol (`Network.loadingFinished`: headers and body as transferred, after compression), the
 * browser cache off, summed for scripts and for everything. `acceptEncoding` overrides what Chromium asks for.
 */
import type { BrowserContext } from 'playwright-core';

export type WireBytes = { jsKb: number; totalKb: number; requests: number };

export async function wireBytes(context: BrowserContext, url: string, ready: string, acceptEncoding?: string): Promise<WireBytes> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  const types = new Map<string, string>();
  let js = 0;
  let total = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    requests++;
    total += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') js += e.encodedDataLength;
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return { jsKb: js / 1024, totalKb: total / 1024, requests };
}
