/**
 * The address where the audience joins ("Join at …"), the team's join line (Event settings → Room screens).
 * A web address also gets a QR code: an address with an http(s) scheme, or a host name with a dot and no
 * spaces (`summit.example/app`), to which `https://` is added for the code.
 */

export const JOIN_ADDRESS_MAX = 200;

/** The error of an address the operator typed, naming the field; null when it can be saved. */
export function joinAddressError(text: string): string | null {
  if (text.trim().length > JOIN_ADDRESS_MAX) return `Join address: must be at most ${JOIN_ADDRESS_MAX} characters`;
  return null;
}

/** The URL the QR code carries, or null when the address is not a web address. */
export function joinUrl(address: string): string | null {
  const a = address.trim();
  if (!a || /\s/.test(a)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(a) ? a : `https://${a}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The address as the room reads it: without the scheme and a lone trailing slash. */
export function displayAddress(address: string): string {
  return address.trim().replace(/^https?:\/\//i, '').replace(/^([^/]+)\/$/, '$1');
}
