/** The agent's HTTP calls: sign-in and refresh, push, queue snapshot, verification, bundle upload. */
import {
  EXTRACTION_UPLOAD_FIELD,
  type DeviceTable,
  type SyncPushItem,
  type SyncPushOutcome,
  type SyncQueueItem,
  type SyncVerifyOutcome,
} from '../src/domain/protocol';
import type { SessionUser, TokenAnswer } from '../src/domain/session';

/** Refresh the token when it expires within this window (spec 01 §9: 10 minutes). */
const REFRESH_WITHIN_MS = 10 * 60 * 1000;

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

function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp?: number };
    return (payload.exp ?? 0) * 1000;
  } catch {
    return 0;
  }
}

export class ServerApi {
  token = '';
  user: SessionUser | null = null;

  constructor(
    readonly baseUrl: string,
    private readonly email: string,
    private readonly password: string,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown, auth = true): Promise<T> {
    const headers: Record<string, string> = {};
    if (auth) headers.authorization = `Bearer ${await this.freshToken()}`;
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

  async login(): Promise<SessionUser> {
    const answer = await this.call<TokenAnswer>('POST', '/admin/auth/login', { email: this.email, password: this.password }, false);
    this.token = answer.data.token;
    this.user = answer.data.user;
    return answer.data.user;
  }

  /** A token valid for a while yet: refreshed near expiry, signed in again when the refresh fails. */
  async freshToken(): Promise<string> {
    if (!this.token) await this.login();
    else if (expiryOf(this.token) - Date.now() < REFRESH_WITHIN_MS) {
      try {
        const answer = await this.call<TokenAnswer>('POST', '/admin/auth/refresh', undefined, true);
        this.token = answer.data.token;
      } catch {
        await this.login();
      }
    }
    return this.token;
  }

  push(records: SyncPushItem[]): Promise<{ data: SyncPushOutcome[]; message: string }> {
    return this.call('POST', '/admin/sync/push', { records });
  }

  reportQueue(payload: SyncQueueItem[]): Promise<{ message: string }> {
    return this.call('PUT', '/admin/sync/queue', { payload });
  }

  verify(items: Array<{ table: DeviceTable; localUUID: string }>, withData = false): Promise<{ data: SyncVerifyOutcome[] }> {
    return this.call('POST', '/admin/sync/verify', { items, withData });
  }

  health(): Promise<{ status: string }> {
    return this.call('GET', '/health', undefined, false);
  }

  uploadExtraction(fields: { requestId: string; command: string; summary: unknown }, fileName: string, content: Buffer) {
    const form = new FormData();
    form.append('requestId', fields.requestId);
    form.append('command', fields.command);
    form.append('summary', JSON.stringify(fields.summary));
    form.append(EXTRACTION_UPLOAD_FIELD, new Blob([new Uint8Array(content)], { type: 'application/gzip' }), fileName);
    return this.call<{ data: { extractionId: string; filePath: string; sizeBytes: number } }>('POST', '/admin/sync/extractions', form);
  }
}
