/**
 * The address where the audience joins ("Join at …"), set by the operator on
 * the projector and remembered per event in this browser (localStorage; the
 * API has no field for it). A web address also gets a QR code: an address
 * with an http(s) scheme, or a host name with a dot and no spaces
 * (`summit.example/app`), to which `https://` is added for the code.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const JOIN_ADDRESS_MAX = 200;

const storageKey = (clientId: string, eventId: string) => `console-projector-join:${clientId}:${eventId}`;

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

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  window.addEventListener('storage', l);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', l);
  };
};

function read(key: string | null): string {
  if (!key) return '';
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** The event's join address in this browser and a setter (an empty address removes it). */
export function useJoinAddress(clientId: string | undefined, eventId: string | undefined): [string, (address: string) => void] {
  const key = clientId && eventId ? storageKey(clientId, eventId) : null;
  const address = useSyncExternalStore(subscribe, () => read(key), () => '');
  const set = useCallback(
    (next: string) => {
      if (!key) return;
      const value = next.trim();
      try {
        if (value) localStorage.setItem(key, value);
        else localStorage.removeItem(key);
      } catch {
        // Storage refused (private mode, quota): the address lasts until the page closes.
      }
      notify();
    },
    [key],
  );
  return [address, set];
}
