/**
 * Decides when the web collector syncs: on a timer, when the browser comes back online, when the
 * page gets focus or becomes visible, and when asked. One run at a time; after a failed run the
 * automatic runs back off so a dead server is not hammered by every phone at once.
 */
import { syncBackoffMs } from './backoff';

export interface SyncRunOutcome {
  attempted: number;
  synced: number;
  failed: number;
}

export type SyncReason = 'manual' | 'start' | 'timer' | 'online' | 'focus' | 'visible' | 'saved';

export interface SyncLoopState {
  running: boolean;
  /** ms since the epoch; null before the first run. */
  lastRunAt: number | null;
  lastError: string | null;
  /** When automatic runs may start again after a failure (ms); null when they are not held back. */
  nextRetryAt: number | null;
  consecutiveFailures: number;
}

export interface SyncTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SyncLoopOptions {
  run: () => Promise<SyncRunOutcome>;
  online: () => boolean;
  intervalMs?: number;
  now?: () => number;
  timers?: SyncTimers;
  /** 0..1, for the jitter of the back-off. */
  random?: () => number;
}

const browserTimers: SyncTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class SyncLoop {
  private current: SyncLoopState = { running: false, lastRunAt: null, lastError: null, nextRetryAt: null, consecutiveFailures: 0 };
  private readonly listeners = new Set<(state: SyncLoopState) => void>();
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly timers: SyncTimers;
  private readonly random: () => number;
  private timer: unknown = null;
  private started = false;
  private busy = false;
  /** The one run waiting for the current one to end, and whether a manual trigger asked for it. */
  private followUp: { promise: Promise<void>; resolve: () => void; manual: boolean } | null = null;

  constructor(private readonly options: SyncLoopOptions) {
    this.intervalMs = options.intervalMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? browserTimers;
    this.random = options.random ?? Math.random;
  }

  /** A new object on every change (React's useSyncExternalStore compares by identity). */
  get state(): SyncLoopState {
    return this.current;
  }

  subscribe(listener: (state: SyncLoopState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Listens to the browser's signals and arms the timer; it does not run at once (trigger('start') does). */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('focus', this.onFocus);
    }
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisibility);
    this.schedule(this.intervalMs);
  }

  stop(): void {
    this.started = false;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('focus', this.onFocus);
    }
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisibility);
    this.clearTimer();
  }

  /** Resolves when the run this trigger caused (or joined) ends, or at once when it is skipped. Never rejects. */
  trigger(reason: SyncReason): Promise<void> {
    const manual = reason === 'manual';
    if (!this.busy) return this.startIfAllowed(manual);
    if (this.followUp) this.followUp.manual ||= manual;
    else {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      this.followUp = { manual, promise, resolve };
    }
    return this.followUp.promise;
  }

  private startIfAllowed(manual: boolean): Promise<void> {
    if (!manual && !this.options.online()) {
      // Keep a timer armed: the "online" event does not fire on every network that comes back.
      if (this.timer === null) this.schedule(this.intervalMs);
      return Promise.resolve();
    }
    const retryAt = this.current.nextRetryAt;
    if (!manual && retryAt !== null && this.now() < retryAt) {
      if (this.timer === null) this.schedule(retryAt - this.now());
      return Promise.resolve();
    }
    this.busy = true;
    return this.runOnce();
  }

  private async runOnce(): Promise<void> {
    this.clearTimer();
    this.update({ running: true });
    let error: string | null = null;
    try {
      const outcome = await this.options.run();
      if (outcome.attempted > 0 && outcome.failed === outcome.attempted) error = `None of the ${outcome.attempted} record(s) could be synced`;
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
    const now = this.now();
    if (error === null) {
      this.update({ running: false, lastRunAt: now, lastError: null, nextRetryAt: null, consecutiveFailures: 0 });
      this.schedule(this.intervalMs);
    } else {
      const failures = this.current.consecutiveFailures + 1;
      const wait = syncBackoffMs(failures, this.random);
      this.update({ running: false, lastRunAt: now, lastError: error, nextRetryAt: now + wait, consecutiveFailures: failures });
      this.schedule(wait);
    }
    this.busy = false;
    // Started before this method returns, so no trigger slips in between and starts a second run.
    const next = this.followUp;
    this.followUp = null;
    if (next) void this.startIfAllowed(next.manual).then(next.resolve);
  }

  private schedule(ms: number): void {
    this.clearTimer();
    if (!this.started) return;
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.trigger('timer');
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private update(patch: Partial<SyncLoopState>): void {
    this.current = { ...this.current, ...patch };
    for (const listener of this.listeners) listener(this.current);
  }

  private readonly onOnline = () => void this.trigger('online');
  private readonly onFocus = () => void this.trigger('focus');
  private readonly onVisibility = () => {
    if (document.visibilityState === 'visible') void this.trigger('visible');
  };
}
