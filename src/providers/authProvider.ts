/**
 * react-admin's AuthProvider over the session (spec 01 §2.6, §2.7, §4).
 *
 * Redirects are absolute router paths (`/login`, `/admin/dashboard`, `/collector`): react-admin
 * navigates to a `redirectTo` returned by login/logout/checkAuth as given, without its basename.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import type { CurrentUserAnswer } from '../domain/api/auth';
import { canOpenPath } from '../domain/navigation';
import { landingPathFor } from '../domain/roles';
import { MESSAGES } from '../domain/constants';
import { accessPath } from './accessPath';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';
import { session as defaultSession, type SessionManager } from './session';
import { isSessionUser } from './tokenStorage';

export const LOGIN_PATH = '/login';

export { landingPathFor };

/** What checkAuth/checkError reject with: react-admin logs out and goes to `redirectTo`. */
export interface AuthRejection {
  redirectTo: string;
  /** `false` suppresses react-admin's notification. */
  message: string | false;
}

export interface AuthProviderOptions {
  session?: SessionManager;
  httpClient?: HttpClient;
  baseUrl?: string;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

export function createAuthProvider(options: AuthProviderOptions = {}): AuthProvider {
  const session = options.session ?? defaultSession;
  const http = options.httpClient ?? defaultHttpClient;
  const baseUrl = options.baseUrl ?? apiUrl;
  let verifying: Promise<void> | null = null;

  /** GET /admin/auth/me: sees a suspension or a revoked session at the next page change. */
  const verify = async (): Promise<void> => {
    try {
      const { json } = await http<Partial<CurrentUserAnswer> | null>(`${baseUrl}/admin/auth/me`);
      if (isSessionUser(json?.data)) session.setUser(json.data);
    } catch (error) {
      if (session.isSuspended()) return;
      if (statusOf(error) === 401 || session.status !== 'authenticated') {
        const rejection: AuthRejection = { redirectTo: LOGIN_PATH, message: MESSAGES.sessionEnded };
        throw rejection;
      }
      // Other failures (network, 5xx) do not end the session; the page's own calls report them.
    }
  };

  return {
    async login(params: { email: string; password: string }) {
      const user = await session.login(params.email, params.password);
      return { redirectTo: landingPathFor(user) };
    },

    async checkAuth() {
      session.ensureLoaded();
      if (session.status !== 'authenticated' || !session.user) {
        const rejection: AuthRejection = { redirectTo: LOGIN_PATH, message: false };
        throw rejection;
      }
      // A suspended user stays "signed in" so the shell can render Account Suspended.
      if (session.isSuspended()) return;
      verifying ??= verify().finally(() => {
        verifying = null;
      });
      await verifying;
    },

    async checkError(error: unknown) {
      if (statusOf(error) === 401) {
        const rejection: AuthRejection = { redirectTo: LOGIN_PATH, message: MESSAGES.sessionEnded };
        throw rejection;
      }
      // A 403 is a missing permission (or a suspension, which the shell shows), not a logout.
    },

    async logout() {
      await session.logout();
      return LOGIN_PATH;
    },

    async getIdentity(): Promise<UserIdentity> {
      session.ensureLoaded();
      const user = session.user;
      if (!user) throw new Error('Not signed in');
      return { id: user.id, fullName: user.fullName || 'User' };
    },

    async getPermissions() {
      session.ensureLoaded();
      return session.user;
    },

    async canAccess(params: { resource: string; action: string }) {
      session.ensureLoaded();
      const user = session.user;
      if (!user || !user.isActive) return false;
      return canOpenPath(user, accessPath(params.resource, params.action));
    },
  };
}

export const authProvider: AuthProvider = createAuthProvider();
