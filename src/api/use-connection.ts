import { useSyncExternalStore } from 'react';
import { keyStore, type Connection } from './key-store';

/** The current connection (null when signed out); re-renders when it changes. */
export function useConnection(): Connection | null {
  return useSyncExternalStore(keyStore.subscribe, keyStore.get, keyStore.get);
}
