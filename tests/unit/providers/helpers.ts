/** Shared test helpers: tokens, users, an msw server and a session harness on a ManualClock. */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { MINUTE_MS } from '../../../src/domain/constants';
import type { SessionUser } from '../../../src/domain/session';
import { createHttpClient } from '../../../src/providers/httpClient';
import { ManualClock } from '../../helpers/manualClock';
import { SessionManager } from '../../../src/providers/session';

export const API = '/api';
/** msw matches relative paths against jsdom's location; `*` keeps any origin. */
export const route = (path: string): string => `*${API}${path}`;

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token; the client never checks the signature. */
export function makeToken(expSeconds: number, claims: Record<string, unknown> = {}): string {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({ sub: '1', sid: 's1', ...claims, exp: expSeconds });
  return `${header}.${payload}.signature`;
}

/** A token for `clock` that expires `minutes` from now. */
export function tokenExpiringIn(clock: ManualClock, minutes: number, claims: Record<string, unknown> = {}): string {
  return makeToken(Math.floor((clock.now() + minutes * MINUTE_MS) / 1000), claims);
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'ada@example.org',
    fullName: 'Ada Obi',
    role: 'admin',
    roleData: { id: 2, name: 'admin', displayName: 'Admin' },
    permissions: ['admin_dashboard', 'read_communities'],
    isActive: true,
    ...overrides,
  };
}

export function storeSession(token: string, user: SessionUser): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

/** Starts an msw server for the file and resets handlers and storage around each test. */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export interface AuthCalls {
  refresh: string[];
  logout: string[];
}

/**
 * Handlers for refresh and logout that record the bearer tokens they receive. By default a refresh
 * answers a new token valid for `lifetimeMinutes` and `user`.
 */
export function authHandlers(
  clock: ManualClock,
  options: {
    user?: SessionUser;
    lifetimeMinutes?: number;
    refreshStatus?: number;
    refreshBody?: JsonBodyType;
    refreshDelayMs?: number;
  } = {},
) {
  const calls: AuthCalls = { refresh: [], logout: [] };
  let issued = 0;
  const handlers = [
    http.post(route('/admin/auth/refresh'), async ({ request }) => {
      calls.refresh.push(request.headers.get('Authorization') ?? '');
      if (options.refreshDelayMs) await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs));
      if (options.refreshStatus && options.refreshStatus >= 300) {
        return HttpResponse.json(options.refreshBody ?? { message: 'Session expired', code: 'UNAUTHENTICATED' }, {
          status: options.refreshStatus,
        });
      }
      issued += 1;
      const token = tokenExpiringIn(clock, options.lifetimeMinutes ?? 30, { n: issued });
      return HttpResponse.json({ data: { token, user: options.user ?? makeUser() } });
    }),
    http.post(route('/admin/auth/logout'), ({ request }) => {
      calls.logout.push(request.headers.get('Authorization') ?? '');
      return HttpResponse.json({ message: 'Signed out' });
    }),
  ];
  return { calls, handlers };
}

export function createHarness(clock = new ManualClock()) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const navigate = vi.fn<(path: string) => void>();
  const session = new SessionManager({ clock, logger, navigate });
  const httpClient = createHttpClient({ session, logger });
  return { clock, logger, navigate, session, httpClient };
}
