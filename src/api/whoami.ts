import { api } from './client';
import type { Connection } from './key-store';
import type { ResponseOf } from './endpoint-types';

/** `GET /whoami`: the key's client, event, scopes and expiry. */
export type Whoami = ResponseOf<'/whoami'>;

/** Asks the service about a key (the stored one, or a candidate when connecting). */
export async function fetchWhoami(options: { connection?: Connection; signal?: AbortSignal; networkRetries?: number } = {}): Promise<Whoami> {
  return api.get('/whoami', { priority: 'interactive', ...options });
}
