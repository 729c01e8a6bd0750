/**
 * The pictures uploaded from this console, remembered per event in
 * localStorage. The service has no endpoint that lists uploaded pictures, so
 * this browser's memory is the only list there is. It holds addresses and
 * file facts only: never the key or anything else of the connection.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { keyStore } from '../../api/key-store';

export type LibraryPicture = {
  /** The address the service returned (`imagePath`). */
  url: string;
  /** The file's name on the computer it came from. */
  name: string;
  bytes: number;
  contentType: string;
  /** ISO 8601 time of the upload. */
  uploadedAt: string;
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const PICTURE_LIBRARY_PREFIX = 'console.pictures:';
/** The most pictures remembered per event (the oldest are forgotten first). */
export const PICTURE_LIBRARY_MAX = 500;

export function libraryKey(eventId: string): string {
  return `${PICTURE_LIBRARY_PREFIX}${eventId}`;
}

function isPicture(v: unknown): v is LibraryPicture {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return typeof o.url === 'string' && o.url !== '';
}

function clean(p: LibraryPicture): LibraryPicture {
  // Only these five facts are kept, whatever else the caller passed.
  return {
    url: String(p.url),
    name: String(p.name ?? ''),
    bytes: Number.isFinite(p.bytes) ? Number(p.bytes) : 0,
    contentType: String(p.contentType ?? ''),
    uploadedAt: String(p.uploadedAt ?? ''),
  };
}

/** Newest first. */
export function readLibrary(storage: StorageLike | null, eventId: string): LibraryPicture[] {
  if (!storage || !eventId) return [];
  try {
    const raw = storage.getItem(libraryKey(eventId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isPicture).map(clean) : [];
  } catch {
    return [];
  }
}

function write(storage: StorageLike | null, eventId: string, list: LibraryPicture[]): void {
  if (!storage || !eventId) return;
  try {
    storage.setItem(libraryKey(eventId), JSON.stringify(list));
  } catch {
    // Storage full or blocked: the upload itself still succeeded.
  }
}

/** Adds a picture (or moves it to the top when its address is already known). */
export function addToLibrary(storage: StorageLike | null, eventId: string, picture: LibraryPicture, secret?: string): LibraryPicture[] {
  const entry = clean(picture);
  if (secret && secret.length >= 4 && JSON.stringify(entry).includes(secret)) return readLibrary(storage, eventId);
  const rest = readLibrary(storage, eventId).filter((p) => p.url !== entry.url);
  const next = [entry, ...rest].slice(0, PICTURE_LIBRARY_MAX);
  write(storage, eventId, next);
  return next;
}

export function removeFromLibrary(storage: StorageLike | null, eventId: string, url: string): LibraryPicture[] {
  const next = readLibrary(storage, eventId).filter((p) => p.url !== url);
  write(storage, eventId, next);
  return next;
}

// --- React binding: one store for every picture field on the page ---

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; list: LibraryPicture[] }>();

function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const l of [...listeners]) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key && e.key.startsWith(PICTURE_LIBRARY_PREFIX)) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: LibraryPicture[] = [];

function snapshot(eventId: string): LibraryPicture[] {
  if (!eventId) return EMPTY;
  const storage = browserStorage();
  let raw: string | null = null;
  try {
    raw = storage?.getItem(libraryKey(eventId)) ?? null;
  } catch {
    raw = null;
  }
  const hit = cache.get(eventId);
  if (hit && hit.raw === raw) return hit.list;
  const list = readLibrary(storage, eventId);
  cache.set(eventId, { raw, list });
  return list;
}

/** Remembers an uploaded picture for the connected event. */
export function rememberPicture(picture: LibraryPicture): void {
  const c = keyStore.get();
  if (!c) return;
  addToLibrary(browserStorage(), c.eventId, picture, c.apiKey);
  emit();
}

export function forgetPicture(url: string): void {
  const c = keyStore.get();
  if (!c) return;
  removeFromLibrary(browserStorage(), c.eventId, url);
  emit();
}

/** The connected event's remembered pictures, newest first; updates as pictures are added anywhere. */
export function usePictureLibrary(): { pictures: LibraryPicture[]; eventId: string; forget: (url: string) => void } {
  const eventId = useSyncExternalStore(keyStore.subscribe, () => keyStore.get()?.eventId ?? '', () => '');
  const getSnapshot = useCallback(() => snapshot(eventId), [eventId]);
  const pictures = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
  return { pictures, eventId, forget: forgetPicture };
}
