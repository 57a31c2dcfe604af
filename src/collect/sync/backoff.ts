/** The wait before the next automatic sync after failed runs: 15 s, 30 s, 1 min, … up to 15 min, ±20 %. */

export const SYNC_FIRST_WAIT_MS = 15_000;
export const SYNC_MAX_WAIT_MS = 15 * 60 * 1000;
export const SYNC_JITTER = 0.2;

/** `random` in 0..1; the jitter spreads the retries of many devices after a server outage. */
export function syncBackoffMs(consecutiveFailures: number, random: () => number = Math.random): number {
  const base = Math.min(SYNC_FIRST_WAIT_MS * 2 ** Math.max(consecutiveFailures - 1, 0), SYNC_MAX_WAIT_MS);
  return Math.round(base * (1 + SYNC_JITTER * (2 * random() - 1)));
}
