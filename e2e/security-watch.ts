/**
 * What a page does that the security tests check: Content-Security-Policy violations (reported by the page
 * and by Chromium's console), script that should never run (the XSS trap), every request and navigation,
 * every console message and page error. Attach before the first navigation; it survives navigations.
 */
import type { Page, Request } from '@playwright/test';

export type SentRequest = { url: string; method: string; headers: Record<string, string>; body: string | null };

export type PageWatch = {
  /** `securitypolicyviolation` events and console messages about the policy. */
  cspViolations: string[];
  /** Payloads that ran: `window.__xss = n`, `__xssHit(n)`, `alert/confirm/prompt` calls. */
  xssHits: string[];
  requests: SentRequest[];
  /** Every address a frame of the page navigated to. */
  navigations: string[];
  consoleMessages: string[];
  pageErrors: string[];
};

declare global {
  interface Window {
    __xss?: unknown;
    __xssHit?: (what: unknown) => void;
    __cspReport?: (what: string) => void;
  }
}

export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { cspViolations: [], xssHits: [], requests: [], navigations: [], consoleMessages: [], pageErrors: [] };
  await page.exposeFunction('__cspReport', (what: string) => {
    watch.cspViolations.push(what);
  });
  await page.exposeFunction('__xssHit', (what: unknown) => {
    watch.xssHits.push(String(what));
  });
  // Injected by Playwright through the DevTools protocol before any page script: not an inline script of
  // the page, so the policy under test does not apply to it.
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        window.__cspReport?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
      },
      true,
    );
    // A payload that assigns window.__xss reports itself, whatever page it runs on.
    let value: unknown;
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => value,
      set: (v: unknown) => {
        value = v;
        window.__xssHit?.(`window.__xss = ${String(v)} on ${location.pathname}`);
      },
    });
  });
  page.on('dialog', (dialog) => {
    // A payload's alert()/prompt()/confirm(). The console's own leave-page question (beforeunload) is answered: leave.
    if (dialog.type() === 'beforeunload') {
      void dialog.accept().catch(() => undefined);
      return;
    }
    watch.xssHits.push(`${dialog.type()}("${dialog.message()}")`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (msg) => {
    const text = msg.text();
    watch.consoleMessages.push(`${msg.type()}: ${text}`);
    if (/Content[- ]Security[- ]Policy/i.test(text)) watch.cspViolations.push(`console: ${text}`);
  });
  page.on('pageerror', (error) => {
    watch.pageErrors.push(`${error.name}: ${error.message}\n${error.stack ?? ''}`);
  });
  page.on('request', (request: Request) => {
    watch.requests.push({ url: request.url(), method: request.method(), headers: request.headers(), body: request.postData() });
  });
  page.on('framenavigated', (frame) => {
    watch.navigations.push(frame.url());
  });
  return watch;
}
