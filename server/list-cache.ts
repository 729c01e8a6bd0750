/**
 * Keeps the JSON text of large lists (guests, tickets, abstracts) per event
 * until the next write to that event. Only used with the embedded database,
 * where this process is the only writer; with PostgreSQL other processes may
 * write, so every read goes to the database.
 */
export class ListCache {
  private readonly entries = new Map<string, Map<string, string>>();
  readonly enabled: boolean;

  constructor(enabled: boolean) {
    this.enabled = enabled;
  }

  async get(eventId: string, key: string, load: () => Promise<string>): Promise<string> {
    if (!this.enabled) return load();
    let perEvent = this.entries.get(eventId);
    const hit = perEvent?.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    perEvent ??= new Map();
    this.entries.set(eventId, perEvent);
    if (perEvent.size > 200) perEvent.clear();
    perEvent.set(key, value);
    return value;
  }

  /** Forgets every list of the event (called after each committed write). */
  invalidate(eventId: string): void {
    this.entries.delete(eventId);
  }
}
