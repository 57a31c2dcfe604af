/** The agent's HTTP calls: sign-in and refresh, push, queue snapshot, summary, verification, bundle upload. */
import { jwtDecode } from 'jwt-decode';
import type { MessageAnswer } from '../src/domain/api/common';
import type { DeviceReviewsAnswer, ExtractionUploadAnswer, SyncPushAnswer, SyncVerifyAnswer } from '../src/domain/api/syncDevice';
import { EXTRACTION_UPLOAD_FIELD, type DeviceSummaryInput, type DeviceTable, type SyncPushItem, type SyncQueueItem } from '../src/domain/protocol';
import type { SessionUser, TokenAnswer } from '../src/domain/session';
import type { HealthAnswer } from '../src/domain/api/system';

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
}

export class ServerApi {
  token = '';
  user: SessionUser | null = null;
  /** The renewal under way (sign-in or refresh): concurrent callers share it. */
  private renewal: Promise<string> | null = null;
  private readonly now: () => number;

  constructor(
    readonly baseUrl: string,
    private readonly email: string,
    private readonly password: string,
    options: ServerApiOptions = {},
  ) {
    this.now = options.now ?? Date.now;
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

  async login(): Promise<SessionUser> {
    const answer = await this.send<TokenAnswer>('POST', '/admin/auth/login', null, { email: this.email, password: this.password });
    this.token = answer.data.token;
    this.user = answer.data.user;
    return answer.data.user;
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
        return this.token;
      } catch (error) {
        if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) throw error;
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

  uploadExtraction(fields: { requestId: string; command: string; summary: unknown }, fileName: string, content: Buffer) {
    const form = new FormData();
    form.append('requestId', fields.requestId);
    form.append('command', fields.command);
    form.append('summary', JSON.stringify(fields.summary));
    form.append(EXTRACTION_UPLOAD_FIELD, new Blob([new Uint8Array(content)], { type: 'application/gzip' }), fileName);
    return this.call<ExtractionUploadAnswer>('POST', '/admin/sync/extractions', form);
  }
}
