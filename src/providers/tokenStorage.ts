/**
 * The stored session (spec 01 §3): the token under `token` and the session user (JSON) under
 * `user` in localStorage, plus the JWT `exp` reader.
 */
import { jwtDecode } from 'jwt-decode';
import type { SessionUser } from '../domain/session';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface TokenStorage {
  getToken(): string | null;
  getUser(): SessionUser | null;
  /** Writes token and user together. */
  save(token: string, user: SessionUser): void;
  setUser(user: SessionUser): void;
  /** Removes only the stored session (token and user). */
  removeSession(): void;
  /** Logout: clears all of localStorage and sessionStorage. */
  clearAll(): void;
}

/** Storages are looked up at call time, so importing this module never touches the DOM. */
export function createTokenStorage(local?: Storage, perTab?: Storage): TokenStorage {
  const store = (): Storage => local ?? globalThis.localStorage;
  const tabStore = (): Storage | undefined => perTab ?? globalThis.sessionStorage;
  return {
    getToken: () => {
      const token = store().getItem(TOKEN_KEY);
      return token ? token : null;
    },
    getUser: () => parseUser(store().getItem(USER_KEY)),
    save: (token, user) => {
      store().setItem(TOKEN_KEY, token);
      store().setItem(USER_KEY, JSON.stringify(user));
    },
    setUser: (user) => store().setItem(USER_KEY, JSON.stringify(user)),
    removeSession: () => {
      store().removeItem(TOKEN_KEY);
      store().removeItem(USER_KEY);
    },
    clearAll: () => {
      store().clear();
      tabStore()?.clear();
    },
  };
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSessionUser(value) ? value : null;
  } catch {
    return null;
  }
}

/** Enough of a shape check to trust a stored or received user. */
export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'number' && typeof user.isActive === 'boolean' && Array.isArray(user.permissions);
}

/**
 * The token's `exp` claim in seconds, read without verifying the signature. A token that cannot
 * be decoded (or has no numeric `exp`) answers 0, i.e. long expired.
 */
export function decodeExpiry(token: string | null | undefined): number {
  if (!token) return 0;
  try {
    const { exp } = jwtDecode(token);
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? exp : 0;
  } catch {
    return 0;
  }
}

/** True when the token expires within `windowMs` of `nowMs` (an undecodable token always does). */
export function expiresWithin(token: string | null | undefined, windowMs: number, nowMs: number): boolean {
  return decodeExpiry(token) * 1000 - nowMs <= windowMs;
}
