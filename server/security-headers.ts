/**
 * The security headers of the server's answers, in a file of their own: the console's pages (app.ts, the API
 * docs) and the data answers (app.ts, the JSON answer to a malformed request in client-errors.ts) take them from
 * here, so none of them imports the app.
 */

/**
 * Headers of every console response (index.html, assets, the "not built" page). docs/server.md explains each
 * directive of the policy: no inline script and no eval; styles allow 'unsafe-inline' because Quill, Radix's
 * scroll lock and the toasts set inline styles; images, frames and fetches reach other origins because pictures,
 * embeds and the API may live anywhere.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "frame-src 'self' https:",
  "connect-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const CONSOLE_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONSOLE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/**
 * A room's screen page (`/screen/<token>`): the console's policy, except that the console's own pages may frame it
 * (the control room's live preview draws the screen's own page, scaled). It has nothing to click, so there is
 * nothing to trick anyone into; other sites still may not frame it.
 */
export const SCREEN_PAGE_CSP = CONSOLE_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/** Every other answer (API JSON, plain-text errors, operator and attendee surfaces) is data, never a page. */
export const DATA_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
