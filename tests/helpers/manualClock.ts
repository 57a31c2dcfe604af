import type { Clock, TimerHandle } from '../../src/providers/clock';

interface ManualTimer {
  id: number;
  due: number;
  callback: () => void;
  /** Set for intervals: the timer is re-armed this far after each firing. */
  intervalMs: number | null;
}

/**
 * A clock for tests: time stands still until `advance(ms)`, which fires every timer that falls due
 * on the way, in due order (ties in creation order), intervals repeatedly.
 */
export class ManualClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers: ManualTimer[] = [];

  constructor(startMs = Date.UTC(2025, 0, 1, 8, 0, 0)) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    return this.add(callback, delayMs, null);
  }

  setInterval(callback: () => void, intervalMs: number): TimerHandle {
    return this.add(callback, intervalMs, Math.max(1, intervalMs));
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  clearInterval(handle: TimerHandle): void {
    this.clearTimeout(handle);
  }

  /** Number of armed timers (timeouts and intervals). */
  pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, firing the timers that fall due. */
  advance(ms: number): void {
    const target = this.current + Math.max(0, ms);
    for (;;) {
      const next = this.nextDue(target);
      if (!next) break;
      this.current = next.due;
      if (next.intervalMs === null) {
        this.timers = this.timers.filter((timer) => timer !== next);
      } else {
        next.due += next.intervalMs;
      }
      next.callback();
    }
    this.current = target;
  }

  /** Moves the clock without firing anything (e.g. to place a test at a given instant). */
  set(nowMs: number): void {
    this.current = nowMs;
  }

  private add(callback: () => void, delayMs: number, intervalMs: number | null): number {
    const id = this.nextId++;
    this.timers.push({ id, due: this.current + Math.max(0, delayMs), callback, intervalMs });
    return id;
  }

  private nextDue(limit: number): ManualTimer | undefined {
    let best: ManualTimer | undefined;
    for (const timer of this.timers) {
      if (timer.due > limit) continue;
      if (!best || timer.due < best.due || (timer.due === best.due && timer.id < best.id)) best = timer;
    }
    return best;
  }
}
