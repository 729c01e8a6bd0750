import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DRAFT_PREFIX, keyStore } from '../../api/key-store';

/** Field names never written to a draft, whatever the form holds. */
const SECRET_FIELDS = /^(apiKey|api_key|x-api-key|key|password|secret|token)$/i;

export type PersistedDraft = {
  /** A draft was restored when the form mounted: don't overwrite it with server data. */
  restored: boolean;
  /** Forget the draft (call after a successful save). */
  clearDraft: () => void;
};

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function withoutSecrets(value: unknown, apiKey: string | undefined): unknown {
  if (typeof value === 'string') return apiKey && value.includes(apiKey) ? '' : value;
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v, apiKey));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!SECRET_FIELDS.test(k)) out[k] = withoutSecrets(v, apiKey);
    return out;
  }
  return value;
}

/** Keeps `value` as the draft under `key`, without secrets (every draft of the console is written here). */
export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify(withoutSecrets(value, keyStore.get()?.apiKey)));
  } catch {
    // storage full or unavailable: the form still holds everything
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // unavailable storage holds no draft
  }
}

export function readDraft<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(DRAFT_PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what the user types in a react-hook-form form in sessionStorage, so it
 * survives a reload, an expired key and a failed save. Never stores the key.
 *
 *   const form = useForm<GuestInput>({ defaultValues });
 *   const draft = usePersistedDraft(form, `guest:${email ?? 'new'}`);
 *   // when server data arrives: if (!draft.restored) form.reset(serverValues)
 *   // after a successful save: draft.clearDraft()
 *
 * Pass `null` as key to switch it off.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and any submitted shape: the draft only reads and resets the values
export function usePersistedDraft<T extends FieldValues, C = any, S extends FieldValues = T>(form: UseFormReturn<T, C, S>, key: string | null, delayMs = 300): PersistedDraft {
  const [restored, setRestored] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cleared = useRef(false);

  useEffect(() => {
    if (!key) return;
    const draft = readDraft<Partial<T>>(key);
    if (draft && typeof draft === 'object') {
      form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
      setRestored(true);
    }
    let pending: unknown = null;
    const write = () => {
      if (pending === null || cleared.current) return;
      writeDraft(key, pending);
      pending = null;
    };
    const sub = form.watch((values) => {
      cleared.current = false;
      pending = values;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(write, delayMs);
    });
    // A reload or closing the tab must not lose the last keystrokes.
    window.addEventListener('pagehide', write);
    return () => {
      sub.unsubscribe();
      window.removeEventListener('pagehide', write);
      if (timer.current) clearTimeout(timer.current);
      write();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object is stable for the life of the component
  }, [key, delayMs]);

  const clearDraft = useCallback(() => {
    if (!key) return;
    cleared.current = true;
    if (timer.current) clearTimeout(timer.current);
    removeDraft(key);
    setRestored(false);
  }, [key]);

  return { restored, clearDraft };
}
