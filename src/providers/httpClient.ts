/**
 * The admin API client (spec 01 §7, §8): `fetchUtils.fetchJson`'s shape, so ra-data-simple-rest
 * can use it, plus the bearer token, the refresh-and-retry-once rule on 401 and suspension.
 */
import { HttpError } from 'ra-core';
import { ERROR_CODES, MESSAGES, SESSION } from '../domain/constants';
import { AuthError, defaultFetch, errorFields, parseJson, type FetchImpl } from './authApi';
import type { Clock } from './clock';
import { consoleLogger, type Logger } from './logger';
import { session as defaultSession, type Navigate, type SessionManager } from './session';
import { expiresWithin } from './tokenStorage';

export interface HttpOptions extends RequestInit {
  /** Read a successful answer as bytes (`blob`), e.g. a gzip download; errors are still read as JSON. */
  binary?: boolean;
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  /** The parsed body, or null when it is not JSON. */
  json: T;
  /** The bytes of a successful `binary` request (body is then ''). */
  blob?: Blob;
}

export type HttpClient = <T = unknown>(url: string, options?: HttpOptions) => Promise<HttpResponse<T>>;

export interface HttpClientOptions {
  session?: SessionManager;
  /** Defaults to the session's clock. */
  clock?: Clock;
  fetchImpl?: FetchImpl;
  /** Where "go to /login" goes; defaults to `session.navigate`. */
  navigate?: Navigate;
  logger?: Logger;
}

interface RawAnswer extends HttpResponse<unknown> {
  statusText: string;
}

function buildHeaders(options: HttpOptions, token: string | null): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof options.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function toHttpError(answer: RawAnswer): HttpError {
  const { message } = errorFields(answer.json);
  return new HttpError(message ?? (answer.statusText || `Request failed with status ${answer.status}`), answer.status, answer.json);
}

function isSuspension(answer: RawAnswer): boolean {
  return answer.status === 403 && errorFields(answer.json).code === ERROR_CODES.accountSuspended;
}

function suspendedError(): HttpError {
  return new HttpError(MESSAGES.accountSuspended, 403, {
    message: MESSAGES.accountSuspended,
    code: ERROR_CODES.accountSuspended,
  });
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Marks errors the client has already handled (logged, session ended), so they are not logged twice. */
const handled = new WeakSet<object>();

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const session = options.session ?? defaultSession;
  const clock = options.clock ?? session.clock;
  const fetchImpl = options.fetchImpl ?? defaultFetch;
  const navigate: Navigate = options.navigate ?? ((path) => session.navigate(path));
  const logger = options.logger ?? consoleLogger;

  const send = async (url: string, { binary, ...init }: HttpOptions, token: string | null): Promise<RawAnswer> => {
    const response = await fetchImpl(url, { ...init, headers: buildHeaders(init, token) });
    const answer = { status: response.status, statusText: response.statusText, headers: response.headers };
    if (binary && response.ok) return { ...answer, body: '', json: null, blob: await response.blob() };
    const body = await response.text();
    return { ...answer, body, json: parseJson(body) };
  };

  const fail = (error: HttpError): HttpError => {
    handled.add(error);
    return error;
  };

  /** "Clear storage and go to /login" (spec §8). */
  const endSession = (answer: RawAnswer, reason: string): HttpError => {
    logger.warn(reason, answer.status);
    session.clear();
    navigate('/login');
    return fail(toHttpError(answer));
  };

  const afterUnauthorized = async (url: string, init: HttpOptions, sent: string | null, first: RawAnswer) => {
    const stored = session.getToken();
    if (!stored) throw endSession(first, 'Unauthorized without a stored token');
    // Another call refreshed while this one was on the way: just retry with the new token.
    if (stored !== sent) return send(url, init, stored);
    if (!expiresWithin(stored, SESSION.callRefreshThresholdMs, clock.now())) return first;
    let fresh: string;
    try {
      fresh = await session.requestRefresh();
    } catch (error) {
      if (error instanceof AuthError && error.code === ERROR_CODES.accountSuspended) {
        session.markSuspended();
        throw fail(new HttpError(error.message, error.status, error.body));
      }
      throw endSession(first, 'Token refresh failed');
    }
    return send(url, init, fresh);
  };

  const request = async (url: string, init: HttpOptions = {}): Promise<HttpResponse<unknown>> => {
    if (session.isSuspended()) throw fail(suspendedError());
    const sent = session.getToken();
    let answer = await send(url, init, sent);
    if (answer.status === 401) answer = await afterUnauthorized(url, init, sent, answer);
    if (isSuspension(answer)) {
      session.markSuspended();
      throw fail(toHttpError(answer));
    }
    if (answer.status < 200 || answer.status >= 300) throw toHttpError(answer);
    return { status: answer.status, headers: answer.headers, body: answer.body, json: answer.json, blob: answer.blob };
  };

  const client = async (url: string, init?: HttpOptions): Promise<HttpResponse<unknown>> => {
    try {
      return await request(url, init);
    } catch (error) {
      const alreadyHandled = typeof error === 'object' && error !== null && handled.has(error);
      if (!alreadyHandled && !isAbort(error)) logger.error(`Request failed: ${url}`, error);
      throw error;
    }
  };
  return client as HttpClient;
}

/** The app-wide client over the app-wide session. */
export const httpClient: HttpClient = createHttpClient();
