/**
 * Bytes on the wire for a first load, measured in Chromium through the DevTools protocol, browser cache off:
 * `Network.loadingFinished`'s `encodedDataLength` is what a response took on the wire (headers and compressed
 * body); the headers' share is the `encodedDataLength` already counted at `Network.responseReceived`.
 * `jsKb` is the scripts' compressed bodies (the JavaScript itself), `jsWithHeadersKb` adds their headers,
 * `totalKb` is every response with its headers. `acceptEncoding` overrides what Chromium asks for.
 */
import type { BrowserContext } from 'playwright-core';

export type WireBytes = { jsKb: number; jsWithHeadersKb: number; totalKb: number; requests: number };

export async function wireBytes(context: BrowserContext, url: string, ready: string, acceptEncoding?: string): Promise<WireBytes> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  const types = new Map<string, string>();
  const headerBytes = new Map<string, number>();
  let js = 0;
  let jsWithHeaders = 0;
  let total = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    headerBytes.set(e.requestId, e.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (e) => {
    requests++;
    total += e.encodedDataLength;
    if (types.get(e.requestId) !== 'Script') return;
    jsWithHeaders += e.encodedDataLength;
    js += e.encodedDataLength - (headerBytes.get(e.requestId) ?? 0);
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return { jsKb: js / 1024, jsWithHeadersKb: jsWithHeaders / 1024, totalKb: total / 1024, requests };
}
