/**
 * Time as the session code sees it. Production uses the system clock; tests drive a ManualClock
 * (tests/helpers/manualClock.ts) so that refresh timing is checked without waiting.
 */

/** Opaque timer handle: a number in browsers, an object in Node. */
export type TimerHandle = unknown;

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, intervalMs: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

type NativeHandle = ReturnType<typeof globalThis.setTimeout>;

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as NativeHandle),
  setInterval: (callback, intervalMs) => globalThis.setInterval(callback, intervalMs),
  clearInterval: (handle) => globalThis.clearInterval(handle as NativeHandle),
};
