import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, MESSAGES, MINUTE_MS } from '../../../src/domain/constants';
import { AuthError } from '../../../src/providers/authApi';
import { authHandlers, createHarness, makeUser, route, storeSession, tokenExpiringIn, setupMswServer } from './helpers';

const server = setupMswServer();

describe('SessionManager.load', () => {
  it('starts loading, then an inactive stored user removes the stored session and is unauthenticated', () => {
    const { session, clock } = createHarness();
    expect(session.status).toBe('loading');
    storeSession(tokenExpiringIn(clock, 30), makeUser({ isActive: false }));
    session.load();
    expect(session.getSnapshot()).toEqual({ status: 'unauthenticated', user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('is unauthenticated without a stored session', () => {
    const { session } = createHarness();
    session.load();
    expect(session.status).toBe('unauthenticated');
  });

  it('authenticates an active stored user and refreshes 600 s before exp', async () => {
    const { session, clock } = createHarness();
    const { calls, handlers } = authHandlers(clock);
    server.use(...handlers);
    const token = tokenExpiringIn(clock, 30);
    storeSession(token, makeUser());
    session.load();
    expect(session.status).toBe('authenticated');
    expect(session.user?.fullName).toBe('Ada Obi');

    clock.advance(20 * MINUTE_MS - 1);
    await session.settled();
    expect(calls.refresh).toEqual([]);
    clock.advance(1);
    await session.settled();
    expect(calls.refresh).toEqual([`Bearer ${token}`]);
  });

  it('schedules no refresh when exp − 600 s is already past', async () => {
    const { session, clock } = createHarness();
    const { calls, handlers } = authHandlers(clock);
    server.use(...handlers);
    storeSession(tokenExpiringIn(clock, 5), makeUser());
    session.load();
    expect(session.status).toBe('authenticated');
    clock.advance(120 * MINUTE_MS);
    await session.settled();
    expect(calls.refresh).toEqual([]);
  });
});

describe('SessionManager.refresh', () => {
  it('replaces the stored token and user on success and reschedules from the new exp', async () => {
    const { session, clock } = createHarness();
    const renamed = makeUser({ fullName: 'Ada Renamed', permissions: ['read_users'] });
    const { calls, handlers } = authHandlers(clock, { user: renamed });
    server.use(...handlers);
    const oldToken = tokenExpiringIn(clock, 30);
    storeSession(oldToken, makeUser());
    session.load();

    await expect(session.refresh()).resolves.toBe(true);
    const newToken = localStorage.getItem('token');
    expect(calls.refresh).toEqual([`Bearer ${oldToken}`]);
    expect(newToken).not.toBe(oldToken);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(renamed);
    expect(session.user).toEqual(renamed);

    // The old token's timer (20 min) is gone; the new one fires 20 min after this refresh.
    clock.advance(20 * MINUTE_MS);
    await session.settled();
    expect(calls.refresh).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
  });

  it('logs out on failure: state, timers and all storage are cleared', async () => {
    const { session, clock } = createHarness();
    const { calls, handlers } = authHandlers(clock, { refreshStatus: 401 });
    server.use(...handlers);
    const token = tokenExpiringIn(clock, 30);
    storeSession(token, makeUser());
    sessionStorage.setItem('something', 'else');
    session.load();

    clock.advance(20 * MINUTE_MS); // the scheduled refresh
    await session.settled();
    expect(calls.refresh).toHaveLength(1);
    expect(session.getSnapshot()).toEqual({ status: 'unauthenticated', user: null });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
    expect(calls.logout).toEqual([`Bearer ${token}`]);
  });

  it('marks the session suspended when the refresh answers ACCOUNT_SUSPENDED', async () => {
    const { session, clock } = createHarness();
    const body = { message: MESSAGES.accountSuspended, code: ERROR_CODES.accountSuspended };
    const { handlers } = authHandlers(clock, { refreshStatus: 403, refreshBody: body });
    server.use(...handlers);
    storeSession(tokenExpiringIn(clock, 30), makeUser());
    session.load();
    await expect(session.refresh()).resolves.toBe(false);
    expect(session.isSuspended()).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it('drops a refresh answer that arrives after logout', async () => {
    const { session, clock } = createHarness();
    const { handlers } = authHandlers(clock, { refreshDelayMs: 30 });
    server.use(...handlers);
    storeSession(tokenExpiringIn(clock, 30), makeUser());
    session.load();
    const pending = session.requestRefresh();
    await session.logout();
    await expect(pending).rejects.toBeInstanceOf(AuthError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(session.status).toBe('unauthenticated');
  });
});

describe('SessionManager.login and logout', () => {
  it('login stores token and user, schedules a refresh and returns the user', async () => {
    const { session, clock } = createHarness();
    const { calls, handlers } = authHandlers(clock);
    const token = tokenExpiringIn(clock, 30);
    const user = makeUser();
    let sent: unknown;
    server.use(
      ...handlers,
      http.post(route('/admin/auth/login'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { token, user } });
      }),
    );
    await expect(session.login('ada@example.org', 'secret-pass')).resolves.toEqual(user);
    expect(sent).toEqual({ email: 'ada@example.org', password: 'secret-pass' });
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(session.status).toBe('authenticated');
    clock.advance(20 * MINUTE_MS);
    await session.settled();
    expect(calls.refresh).toEqual([`Bearer ${token}`]);
  });

  it.each([
    [403, ERROR_CODES.accountSuspended, MESSAGES.accountSuspended],
    [401, ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials],
  ])('login throws the server message and code on %s', async (status, code, message) => {
    const { session } = createHarness();
    server.use(http.post(route('/admin/auth/login'), () => HttpResponse.json({ message, code }, { status })));
    const error = await session.login('ada@example.org', 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ message, code, status });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logout is best effort: a failing server call still clears state, timers and all storage', async () => {
    const { session, clock, logger } = createHarness();
    const token = tokenExpiringIn(clock, 30);
    const seen: string[] = [];
    server.use(
      http.post(route('/admin/auth/logout'), ({ request }) => {
        seen.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    storeSession(token, makeUser());
    sessionStorage.setItem('x', '1');
    session.load();
    await session.logout();
    expect(seen).toEqual([`Bearer ${token}`]);
    expect(session.getSnapshot()).toEqual({ status: 'unauthenticated', user: null });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('SessionManager.markSuspended, setUser and subscribe', () => {
  it('markSuspended keeps the user as inactive, clears storage and timers, notifies', () => {
    const { session, clock } = createHarness();
    storeSession(tokenExpiringIn(clock, 30), makeUser());
    session.load();
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.markSuspended();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.status).toBe('authenticated');
    expect(session.user?.isActive).toBe(false);
    expect(session.isSuspended()).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
    unsubscribe();
    session.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('setUser replaces the user in memory and storage with a new snapshot', () => {
    const { session, clock } = createHarness();
    storeSession(tokenExpiringIn(clock, 30), makeUser());
    session.load();
    const before = session.getSnapshot();
    session.setUser(makeUser({ fullName: 'New Name' }));
    expect(session.getSnapshot()).not.toBe(before);
    expect(session.user?.fullName).toBe('New Name');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ fullName: 'New Name' });
  });

  it('setUser with an inactive user suspends the session', () => {
    const { session, clock } = createHarness();
    storeSession(tokenExpiringIn(clock, 30), makeUser());
    session.load();
    session.setUser(makeUser({ isActive: false }));
    expect(session.isSuspended()).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
