/** The agent's HTTP calls: sign-in and refresh, push, queue snapshot, summary, verification, bundle upload. */
import { jwtDecode } from 'jwt-decode';
import type { MessageAnswer } from '../domain/api/common';
import type { DeviceReviewsAnswer, ExtractionUploadAnswer, SyncPushAnswer, SyncVerifyAnswer } from '../domain/api/syncDevice';
import { EXTRACTION_UPLOAD_FIELD } from '../domain/deviceWire';
import type { DeviceSummaryInput, DeviceTable, SyncPushItem, SyncQueueItem } from '../domain/protocol';
import type { SessionUser, TokenAnswer } from '../domain/session';
import type { HealthAnswer } from '../domain/api/system';

/** Refresh the token when it expires within this window (spec 01 §9: 10 minutes). */
export const REFRESH_WITHIN_MS = 10 * 60 * 1000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The token's expiry in ms, read without verifying (the server verifies); 0 when it cannot be decoded. */
function expiryOf(token: string): number {
  try {
    return (jwtDecode(token).exp ?? 0) * 1000;
  } catch {
    return 0;
  }
}

export interface ServerApiOptions {
  /** The clock (ms since the epoch) that decides when the token is near its expiry (default Date.now). */
  now?: () => number;
  /** A session to resume (the web collector's, kept across reloads). */
  session?: { token: string; user: SessionUser };
  /** Told of every new token (sign-in or refresh), e.g. to keep it across reloads. */
  onSession?: (session: { token: string; user: SessionUser }) => void;
}

const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';

/** Code of the error when the session has ended and no password is kept to sign in again (the web collector). */
export const SIGN_IN_AGAIN = 'SIGN_IN_AGAIN';

export class ServerApi {
  token = '';
  user: SessionUser | null = null;
  /** The renewal under way (sign-in or refresh): concurrent callers share it. */
  private renewal: Promise<string> | null = null;
  private readonly now: () => number;

  private readonly onSession: ServerApiOptions['onSession'];

  /** `password` null: none is kept (the web collector); a renewal that needs one asks the user (SIGN_IN_AGAIN). */
  constructor(
    readonly baseUrl: string,
    private readonly email: string,
    private readonly password: string | null,
    options: ServerApiOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.onSession = options.onSession;
    if (options.session) {
      this.token = options.session.token;
      this.user = options.session.user;
    }
  }

  private async send<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (token !== null) headers.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}/api${path}`, { method, headers, body: payload }).catch((error: unknown) => {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new ApiError(0, 'NETWORK_ERROR', `Cannot reach ${this.baseUrl} (${cause})`);
    });
    const text = await response.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!response.ok) throw new ApiError(response.status, String(json.code ?? 'HTTP_ERROR'), String(json.message ?? response.statusText));
    return json as T;
  }

  /** An authenticated call; a 401 (token revoked or expired early) renews the token once and retries once. */
  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const token = await this.freshToken();
    try {
      return await this.send<T>(method, path, token, body);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      return this.send<T>(method, path, await this.renew(token), body);
    }
  }

  async login(password = this.password): Promise<SessionUser> {
    if (password === null) throw new ApiError(401, SIGN_IN_AGAIN, 'The session has ended: sign in again to sync.');
    const answer = await this.send<TokenAnswer>('POST', '/admin/auth/login', null, { email: this.email, password });
    this.token = answer.data.token;
    this.user = answer.data.user;
    this.onSession?.({ token: this.token, user: this.user });
    return answer.data.user;
  }

  /** Signs out on the server (ends this session's sockets too); a network failure is the caller's to judge. */
  async logout(): Promise<void> {
    if (this.token) await this.send('POST', '/admin/auth/logout', this.token);
    this.token = '';
  }

  /**
   * A token valid for a while yet: refreshed once when it expires within REFRESH_WITHIN_MS, signed
   * in again when it has expired or the refresh is refused (e.g. past the session limit).
   */
  async freshToken(): Promise<string> {
    if (this.token && expiryOf(this.token) - this.now() >= REFRESH_WITHIN_MS) return this.token;
    return this.renew(this.token);
  }

  /**
   * Replaces `stale` (the token a caller found wanting) by a new one, one renewal at a time. A
   * caller whose stale token was already replaced gets the replacement without another request.
   */
  private renew(stale: string): Promise<string> {
    if (this.renewal) return this.renewal;
    if (this.token !== stale) return Promise.resolve(this.token);
    this.renewal = this.exchange(stale).finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }

  private async exchange(stale: string): Promise<string> {
    if (stale && expiryOf(stale) > this.now()) {
      try {
        // The refresh request carries the old token as it is: asking for a fresh one here would recurse.
        const answer = await this.send<TokenAnswer>('POST', '/admin/auth/refresh', stale);
        this.token = answer.data.token;
        this.user = answer.data.user;
        this.onSession?.({ token: this.token, user: this.user });
        return this.token;
      } catch (error) {
        if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403) || error.code === ACCOUNT_SUSPENDED) throw error;
      }
    }
    await this.login();
    return this.token;
  }

  push(records: SyncPushItem[]): Promise<SyncPushAnswer> {
    return this.call('POST', '/admin/sync/push', { records });
  }

  reportQueue(payload: SyncQueueItem[]): Promise<MessageAnswer> {
    return this.call('PUT', '/admin/sync/queue', { payload });
  }

  /** Reconciliation: every row the device holds per table and status, replacing the last summary. */
  reportSummary(summary: DeviceSummaryInput): Promise<MessageAnswer> {
    return this.call('PUT', '/admin/sync/summary', summary);
  }

  /** The reviews of this device's synced records changed since `since` (all when absent); `until` is the next `since`. */
  reviews(since?: string): Promise<DeviceReviewsAnswer> {
    return this.call('GET', `/admin/sync/reviews${since ? `?since=${encodeURIComponent(since)}` : ''}`);
  }

  verify(items: Array<{ table: DeviceTable; localUUID: string }>, withData = false): Promise<SyncVerifyAnswer> {
    return this.call('POST', '/admin/sync/verify', { items, withData });
  }

  health(): Promise<HealthAnswer> {
    return this.send('GET', '/health', null);
  }

  uploadExtraction(fields: { requestId: string; command: string; summary: unknown }, fileName: string, content: Uint8Array) {
    const form = new FormData();
    form.append('requestId', fields.requestId);
    form.append('command', fields.command);
    form.append('summary', JSON.stringify(fields.summary));
    form.append(EXTRACTION_UPLOAD_FIELD, new Blob([content as Uint8Array<ArrayBuffer>], { type: 'application/gzip' }), fileName);
    return this.call<ExtractionUploadAnswer>('POST', '/admin/sync/extractions', form);
  }
}
