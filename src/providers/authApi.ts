/** The auth calls of docs/api-auth.md, made with plain fetch (the session sits below httpClient). */
import type { SignInBody, TokenAnswer, TokenData } from '../domain/api/auth';
import { ERROR_CODES, MESSAGES } from '../domain/constants';
import { isSessionUser } from './tokenStorage';

export type FetchImpl = (input: string, init?: RequestInit) => Promise<Response>;

/** Resolves `fetch` at call time, so test interceptors installed later are honoured. */
export const defaultFetch: FetchImpl = (input, init) => globalThis.fetch(input, init);

/** A failed auth call: the server's `message` and `code` (e.g. 403 ACCOUNT_SUSPENDED). */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;

  constructor(message: string, status: number, code: string, body: unknown = null) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export type { TokenData };

export interface AuthApi {
  login(email: string, password: string): Promise<TokenData>;
  refresh(token: string): Promise<TokenData>;
  logout(token: string): Promise<void>;
}

/** Reads `{message, code}` from an error body, whatever else it holds. */
export function errorFields(body: unknown): { message?: string; code?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  return {
    message: typeof record.message === 'string' && record.message ? record.message : undefined,
    code: typeof record.code === 'string' && record.code ? record.code : undefined,
  };
}

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function fallbackMessage(status: number, code: string | undefined, statusText: string): string {
  if (code === ERROR_CODES.accountSuspended) return MESSAGES.accountSuspended;
  if (code === ERROR_CODES.invalidCredentials) return MESSAGES.invalidCredentials;
  if (status === 401) return MESSAGES.sessionEnded;
  return statusText || `Request failed with status ${status}`;
}

async function readTokenAnswer(response: Response): Promise<TokenData> {
  const body = parseJson(await response.text());
  if (!response.ok) {
    const { message, code } = errorFields(body);
    throw new AuthError(message ?? fallbackMessage(response.status, code, response.statusText), response.status, code ?? '', body);
  }
  // Checked, not trusted: an answer of another shape must not become a stored session.
  const data: { token?: unknown; user?: unknown } | undefined = (body as Partial<TokenAnswer> | null)?.data;
  if (!data || typeof data.token !== 'string' || !data.token || !isSessionUser(data.user)) {
    throw new AuthError('The server sent an unexpected answer.', response.status, 'BAD_ANSWER', body);
  }
  return { token: data.token, user: data.user };
}

export function createAuthApi(fetchImpl: FetchImpl, baseUrl: string): AuthApi {
  const post = (path: string, init: { token?: string; body?: unknown }): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    return fetchImpl(`${baseUrl}/admin/auth/${path}`, {
      method: 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  };
  return {
    login: async (email, password) => {
      const body: SignInBody = { email, password };
      return readTokenAnswer(await post('login', { body }));
    },
    refresh: async (token) => readTokenAnswer(await post('refresh', { token })),
    logout: async (token) => {
      await post('logout', { token });
    },
  };
}
