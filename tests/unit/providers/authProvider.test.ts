import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../../src/domain/constants';
import type { SessionUser } from '../../../src/domain/session';
import { createAuthProvider, landingPathFor } from '../../../src/providers/authProvider';
import { authHandlers, createHarness, makeUser, route, storeSession, tokenExpiringIn, setupMswServer } from './helpers';

const server = setupMswServer();

function setup(user?: SessionUser) {
  const harness = createHarness();
  const auth = authHandlers(harness.clock);
  server.use(...auth.handlers);
  if (user) storeSession(tokenExpiringIn(harness.clock, 30), user);
  const provider = createAuthProvider({ session: harness.session, httpClient: harness.httpClient });
  return { ...harness, provider, calls: auth.calls };
}

function loginAnswers(user: SessionUser, token: string) {
  server.use(http.post(route('/admin/auth/login'), () => HttpResponse.json({ data: { token, user } })));
}

describe('authProvider.login', () => {
  it.each([
    ['collector', '/collector'],
    ['Collector', '/collector'],
    ['admin', '/admin/dashboard'],
    ['executive', '/admin/dashboard'],
  ])('redirects a %s to %s', async (role, path) => {
    const { provider, clock } = setup();
    const user = makeUser({ role, roleData: { id: 9, name: role, displayName: role } });
    loginAnswers(user, tokenExpiringIn(clock, 30));
    await expect(provider.login({ email: user.email, password: 'secret-pass' })).resolves.toEqual({ redirectTo: path });
    expect(landingPathFor(user)).toBe(path);
  });

  it('rejects with the server message when the account is suspended', async () => {
    const { provider } = setup();
    server.use(
      http.post(route('/admin/auth/login'), () =>
        HttpResponse.json({ message: MESSAGES.accountSuspended, code: ERROR_CODES.accountSuspended }, { status: 403 }),
      ),
    );
    await expect(provider.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      message: MESSAGES.accountSuspended,
      code: ERROR_CODES.accountSuspended,
    });
  });
});

describe('authProvider identity and permissions', () => {
  it('getIdentity answers id and full name, falling back to User', async () => {
    await expect(setup(makeUser()).provider.getIdentity?.()).resolves.toEqual({ id: 7, fullName: 'Ada Obi' });
    localStorage.clear();
    await expect(setup(makeUser({ fullName: '' })).provider.getIdentity?.()).resolves.toEqual({ id: 7, fullName: 'User' });
  });

  it('getPermissions answers the session user', async () => {
    const user = makeUser();
    await expect(setup(user).provider.getPermissions?.({})).resolves.toEqual(user);
  });

  it('canAccess follows the route guards', async () => {
    const { provider } = setup(makeUser({ permissions: ['read_communities', 'write_households'] }));
    const canAccess = provider.canAccess!;
    await expect(canAccess({ resource: 'community', action: 'list' })).resolves.toBe(true);
    await expect(canAccess({ resource: 'community', action: 'edit' })).resolves.toBe(false);
    await expect(canAccess({ resource: 'households', action: 'edit' })).resolves.toBe(true);
    await expect(canAccess({ resource: 'households', action: 'list' })).resolves.toBe(false);
    await expect(canAccess({ resource: 'roles', action: 'list' })).resolves.toBe(false);
  });
});

describe('authProvider.checkAuth', () => {
  it('rejects towards /login when nobody is signed in', async () => {
    const { provider } = setup();
    await expect(provider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
  });

  it('asks the server who is signed in and updates the user', async () => {
    const { provider, session } = setup(makeUser());
    server.use(http.get(route('/admin/auth/me'), () => HttpResponse.json({ data: makeUser({ fullName: 'From Server' }) })));
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(session.user?.fullName).toBe('From Server');
  });

  it('resolves for a suspension so the shell can show Account Suspended', async () => {
    const { provider, session } = setup(makeUser());
    server.use(
      http.get(route('/admin/auth/me'), () => HttpResponse.json({ message: MESSAGES.accountSuspended, code: ERROR_CODES.accountSuspended }, { status: 403 })),
    );
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(session.isSuspended()).toBe(true);
  });

  it('rejects when the server says the session is revoked', async () => {
    const { provider } = setup(makeUser());
    server.use(http.get(route('/admin/auth/me'), () => HttpResponse.json({ message: 'Revoked', code: ERROR_CODES.sessionRevoked }, { status: 401 })));
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });
});

describe('authProvider.checkError and logout', () => {
  it('rejects a 401 and resolves a 403 or other errors', async () => {
    const { provider } = setup(makeUser());
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('x'))).resolves.toBeUndefined();
  });

  it('logout ends the session and answers /login', async () => {
    const { provider, session, calls } = setup(makeUser());
    session.load();
    await expect(provider.logout({})).resolves.toBe('/login');
    expect(session.status).toBe('unauthenticated');
    expect(localStorage.length).toBe(0);
    expect(calls.logout).toHaveLength(1);
  });
});
