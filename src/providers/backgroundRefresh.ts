/**
 * Background refresh (spec 01 §4): while the user is active the token is refreshed every
 * 10 minutes; after 5 minutes without activity the refresh stops; activity is checked every
 * minute and the refresh resumes (a fresh 10-minute period) when activity has returned.
 */
import { SESSION } from '../domain/constants';
import type { Clock, TimerHandle } from './clock';

export class BackgroundRefresh {
  private lastActivity = 0;
  private refreshTimer: TimerHandle | null = null;
  private checkTimer: TimerHandle | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly onRefresh: () => void,
  ) {}

  get running(): boolean {
    return this.checkTimer !== null;
  }

  /** Is the periodic refresh currently armed (false while idle or stopped)? */
  get refreshing(): boolean {
    return this.refreshTimer !== null;
  }

  /** Starts (or restarts) tracking; counts as activity. */
  start(): void {
    this.stop();
    this.lastActivity = this.clock.now();
    this.armRefresh();
    this.checkTimer = this.clock.setInterval(() => this.check(), SESSION.activityCheckIntervalMs);
  }

  stop(): void {
    this.disarmRefresh();
    if (this.checkTimer !== null) this.clock.clearInterval(this.checkTimer);
    this.checkTimer = null;
  }

  markActivity(): void {
    this.lastActivity = this.clock.now();
  }

  isIdle(): boolean {
    return this.clock.now() - this.lastActivity >= SESSION.idleThresholdMs;
  }

  private check(): void {
    if (this.isIdle()) this.disarmRefresh();
    else if (this.refreshTimer === null) this.armRefresh();
  }

  private tick(): void {
    if (this.isIdle()) {
      this.disarmRefresh();
      return;
    }
    this.onRefresh();
  }

  private armRefresh(): void {
    this.refreshTimer = this.clock.setInterval(() => this.tick(), SESSION.backgroundRefreshIntervalMs);
  }

  private disarmRefresh(): void {
    if (this.refreshTimer !== null) this.clock.clearInterval(this.refreshTimer);
    this.refreshTimer = null;
  }
}

/** The DOM events that count as user activity. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;

/** Calls `onActivity` on every activity event of `target` (passive listeners); returns the stop function. */
export function listenForActivity(target: EventTarget | undefined, onActivity: () => void): () => void {
  if (!target) return () => undefined;
  const listener = (): void => onActivity();
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, { passive: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener);
  };
}
