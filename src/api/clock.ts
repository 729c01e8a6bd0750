/**
 * The console's idea of the server's time. Every request sends a fresh
 * `x-timestamp` from `now()`; when the server refuses a stale timestamp (408
 * with `serverTime`) the offset is corrected so the next one is right even if
 * this computer's clock is off.
 */
export class ServerClock {
  private offsetMs = 0;

  /** Server time estimate in Unix ms. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** How far this computer's clock is behind the server (ms; negative = ahead). */
  get offset(): number {
    return this.offsetMs;
  }

  /** Aligns the clock with a time the server reported. */
  correct(serverTimeMs: number): void {
    this.offsetMs = serverTimeMs - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

export const serverClock = new ServerClock();
