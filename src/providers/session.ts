/**
 * The browser session (spec 01 §4): state, stored token and user, the scheduled refresh and the
 * background refresh. React reads it through useSyncExternalStore (see ./useSession.ts).
 */
import { ERROR_CODES, MESSAGES, SESSION } from '../domain/constants';
import type { SessionUser } from '../domain/session';
import { apiUrl } from './apiUrl';
import { AuthError, createAuthApi, defaultFetch, type AuthApi, type FetchImpl } from './authApi';
import { BackgroundRefresh, listenForActivity } from './backgroundRefresh';
import { systemClock, type Clock, type TimerHandle } from './clock';
import { consoleLogger, type Logger } from './logger';
import { createTokenStorage, decodeExpiry, type TokenStorage } from './tokenStorage';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/**
 * Immutable; a new object on every change. A suspended session is `authenticated` with
 * `user.isActive === false` (and no stored token), so the shell can show Account Suspended.
 */
export interface SessionSnapshot {
  status: SessionStatus;
  user: SessionUser | null;
}

export type Navigate = (path: string) => void;

export interface SessionOptions {
  clock?: Clock;
  storage?: TokenStorage;
  fetchImpl?: FetchImpl;
  /** Used by `expire()`; defaults to a full page load (`window.location.assign`). */
  navigate?: Navigate;
  logger?: Logger;
  /** API base; defaults to `apiUrl`. */
  baseUrl?: string;
}

const defaultNavigate: Navigate = (path) => globalThis.location?.assign(path);

export class SessionManager {
  readonly clock: Clock;
  readonly storage: TokenStorage;
  private readonly api: AuthApi;
  private readonly logger: Logger;
  private navigator: Navigate;
  private snapshot: SessionSnapshot = { status: 'loading', user: null };
  private readonly listeners = new Set<() => void>();
  private readonly background: BackgroundRefresh;
  private scheduled: TimerHandle | null = null;
  private inflight: Promise<string> | null = null;
  private readonly pending = new Set<Promise<unknown>>();
  /** Bumped whenever the session ends or restarts, so a late refresh answer is dropped. */
  private epoch = 0;

  constructor(options: SessionOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.storage = options.storage ?? createTokenStorage();
    this.api = createAuthApi(options.fetchImpl ?? defaultFetch, options.baseUrl ?? apiUrl);
    this.logger = options.logger ?? consoleLogger;
    this.navigator = options.navigate ?? defaultNavigate;
    this.background = new BackgroundRefresh(this.clock, () => this.backgroundRefresh());
  }

  // ---- state for React -------------------------------------------------------------------

  readonly getSnapshot = (): SessionSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get status(): SessionStatus {
    return this.snapshot.status;
  }

  get user(): SessionUser | null {
    return this.snapshot.user;
  }

  /** The stored token, read from storage on every call. */
  getToken(): string | null {
    return this.storage.getToken();
  }

  isSuspended(): boolean {
    return this.snapshot.status === 'authenticated' && this.snapshot.user?.isActive === false;
  }

  // ---- lifecycle -------------------------------------------------------------------------

  /** Calls `load()` once, if the session is still loading. */
  ensureLoaded(): void {
    if (this.snapshot.status === 'loading') this.load();
  }

  /** Reads the stored user and token; an inactive stored user removes the stored session. */
  load(): void {
    const token = this.storage.getToken();
    const user = this.storage.getUser();
    this.stopTimers();
    this.epoch++;
    if (!token || !user || !user.isActive) {
      if (token || user) this.storage.removeSession();
      this.setState('unauthenticated', null);
      return;
    }
    this.authenticate(token, user, false);
  }

  async login(email: string, password: string): Promise<SessionUser> {
    const { token, user } = await this.api.login(email, password);
    if (!user.isActive) {
      throw new AuthError(MESSAGES.accountSuspended, 403, ERROR_CODES.accountSuspended);
    }
    this.stopTimers();
    this.epoch++;
    this.authenticate(token, user, true);
    return user;
  }

  /** Best-effort server logout, then state, timers and all storage are cleared. */
  async logout(): Promise<void> {
    const token = this.storage.getToken();
    this.clear();
    if (!token) return;
    await this.track(this.api.logout(token).catch((error: unknown) => this.logger.warn('Logout call failed', error)));
  }

  /** Ends the session locally (no server call): state, timers and all storage. */
  clear(): void {
    this.stopTimers();
    this.epoch++;
    this.storage.clearAll();
    this.setState('unauthenticated', null);
  }

  /** `clear()` and go to the login page. */
  expire(path = '/login'): void {
    this.clear();
    this.navigate(path);
  }

  navigate(path: string): void {
    this.navigator(path);
  }

  setNavigate(navigate: Navigate): void {
    this.navigator = navigate;
  }

  /** The server said ACCOUNT_SUSPENDED: keep the user in memory as inactive, drop everything else. */
  markSuspended(): void {
    if (this.isSuspended()) return;
    this.suspend(this.snapshot.user);
  }

  /** Replaces the user (e.g. after GET /me) in memory and storage. */
  setUser(user: SessionUser): void {
    if (this.snapshot.status !== 'authenticated' || this.isSuspended()) return;
    if (!user.isActive) {
      this.suspend(user);
      return;
    }
    this.storage.setUser(user);
    this.setState('authenticated', user);
  }

  // ---- refresh ---------------------------------------------------------------------------

  /**
   * POST /admin/auth/refresh, shared: while one is running every caller gets the same promise.
   * Resolves to the new token (already stored); rejects without touching the session.
   */
  requestRefresh(): Promise<string> {
    if (this.inflight) return this.inflight;
    const token = this.storage.getToken();
    if (!token) {
      return Promise.reject(new AuthError(MESSAGES.sessionEnded, 401, ERROR_CODES.unauthenticated));
    }
    const epoch = this.epoch;
    const run = this.api.refresh(token).then(({ token: next, user }) => {
      if (epoch !== this.epoch) throw new AuthError(MESSAGES.sessionEnded, 401, ERROR_CODES.unauthenticated);
      if (!user.isActive) throw new AuthError(MESSAGES.accountSuspended, 403, ERROR_CODES.accountSuspended);
      this.authenticate(next, user, true);
      return next;
    });
    const shared = run.finally(() => {
      if (this.inflight === shared) this.inflight = null;
    });
    this.inflight = shared;
    this.track(shared);
    return shared;
  }

  /** Refresh; on failure the session is logged out (or marked suspended). Resolves to success. */
  async refresh(): Promise<boolean> {
    try {
      await this.requestRefresh();
      return true;
    } catch (error) {
      this.logger.warn('Token refresh failed; signing out', error);
      if (error instanceof AuthError && error.code === ERROR_CODES.accountSuspended) this.markSuspended();
      else await this.logout();
      return false;
    }
  }

  /** Resolves once no refresh or logout call is in flight (for tests and shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  // ---- activity --------------------------------------------------------------------------

  markActivity(): void {
    this.background.markActivity();
  }

  /** Listens to user activity on `target` (default `window`); returns the stop function. */
  startActivityTracking(target: EventTarget | undefined = globalThis.window): () => void {
    return listenForActivity(target, () => this.markActivity());
  }

  // ---- internals -------------------------------------------------------------------------

  private authenticate(token: string, user: SessionUser, persist: boolean): void {
    if (persist) this.storage.save(token, user);
    this.scheduleRefresh(token);
    if (!this.background.running) this.background.start();
    this.setState('authenticated', user);
  }

  /** The refresh fires 600 s before `exp`, only if that moment is still in the future. */
  private scheduleRefresh(token: string): void {
    this.cancelScheduled();
    const at = (decodeExpiry(token) - SESSION.scheduledRefreshLeadSeconds) * 1000;
    const delay = at - this.clock.now();
    if (delay <= 0) return;
    this.scheduled = this.clock.setTimeout(() => {
      this.scheduled = null;
      void this.refresh();
    }, delay);
  }

  private backgroundRefresh(): void {
    this.requestRefresh().catch((error: unknown) => this.logger.error('Background token refresh failed', error));
  }

  private suspend(user: SessionUser | null): void {
    this.stopTimers();
    this.epoch++;
    this.storage.clearAll();
    this.setState(user ? 'authenticated' : 'unauthenticated', user ? { ...user, isActive: false } : null);
  }

  private cancelScheduled(): void {
    if (this.scheduled !== null) this.clock.clearTimeout(this.scheduled);
    this.scheduled = null;
  }

  private stopTimers(): void {
    this.cancelScheduled();
    this.background.stop();
    this.inflight = null;
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    const settled = promise.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
    return promise;
  }

  private setState(status: SessionStatus, user: SessionUser | null): void {
    this.snapshot = { status, user };
    for (const listener of [...this.listeners]) listener();
  }
}

/** The app-wide session. Call `session.load()` (or `ensureLoaded()`) and `startActivityTracking()` at start-up. */
export const session = new SessionManager();
