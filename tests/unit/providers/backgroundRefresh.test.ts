import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../../src/domain/constants';
import { authHandlers, createHarness, makeUser, storeSession, tokenExpiringIn, setupMswServer } from './helpers';

const server = setupMswServer();

/**
 * A signed-in session whose tokens live 3 h, so the scheduled refresh (exp − 600 s) stays out of
 * the way and every refresh seen here is a background one.
 */
function signedIn(options: { refreshStatus?: number } = {}) {
  const harness = createHarness();
  const { calls, handlers } = authHandlers(harness.clock, { lifetimeMinutes: 180, ...options });
  server.use(...handlers);
  storeSession(tokenExpiringIn(harness.clock, 180), makeUser());
  harness.session.load();
  return { ...harness, calls };
}

describe('background refresh', () => {
  it('refreshes every 10 minutes while the user stays active', async () => {
    const { session, clock, calls } = signedIn();
    for (let minute = 1; minute <= 30; minute++) {
      clock.advance(MINUTE_MS);
      await session.settled();
      expect(calls.refresh).toHaveLength(Math.floor(minute / 10));
      session.markActivity();
    }
    expect(calls.refresh).toHaveLength(3);
    expect(session.status).toBe('authenticated');
  });

  it('stops after 5 minutes without activity', async () => {
    const { session, clock, calls } = signedIn();
    for (let minute = 1; minute <= 4; minute++) {
      clock.advance(MINUTE_MS);
      session.markActivity();
    }
    // Last activity at 4 min: the check at 9 min finds 5 idle minutes, so 10 min passes silently.
    clock.advance(56 * MINUTE_MS);
    await session.settled();
    expect(calls.refresh).toEqual([]);
  });

  it('still refreshes at 10 minutes when the last activity is less than 5 minutes old', async () => {
    const { session, clock, calls } = signedIn();
    for (let minute = 1; minute <= 6; minute++) {
      clock.advance(MINUTE_MS);
      session.markActivity();
    }
    clock.advance(4 * MINUTE_MS);
    await session.settled();
    expect(calls.refresh).toHaveLength(1);
  });

  it('resumes at the next minute check after activity returns, with a fresh 10-minute period', async () => {
    const { session, clock, calls } = signedIn();
    clock.advance(12.5 * MINUTE_MS); // idle since 0: stopped at the 5-minute check
    session.markActivity(); // 12.5 min; the check at 13 min resumes, so the next refresh is at 23 min
    for (let minute = 13.5; minute <= 22.5; minute++) {
      clock.advance(MINUTE_MS);
      session.markActivity();
    }
    clock.advance(0.4 * MINUTE_MS); // 22.9 min
    await session.settled();
    expect(calls.refresh).toEqual([]);
    clock.advance(0.1 * MINUTE_MS); // 23 min
    await session.settled();
    expect(calls.refresh).toHaveLength(1);
  });

  it('never refreshes when logged out', async () => {
    const { session, clock, calls } = signedIn();
    await session.logout();
    for (let minute = 1; minute <= 60; minute++) {
      clock.advance(MINUTE_MS);
      session.markActivity();
    }
    await session.settled();
    expect(calls.refresh).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('never refreshes before any session exists', async () => {
    const harness = createHarness();
    const { calls, handlers } = authHandlers(harness.clock);
    server.use(...handlers);
    harness.session.load();
    for (let minute = 1; minute <= 30; minute++) {
      harness.clock.advance(MINUTE_MS);
      harness.session.markActivity();
    }
    await harness.session.settled();
    expect(calls.refresh).toEqual([]);
  });

  it('only logs a failed background refresh: the session and its storage stay', async () => {
    const { session, clock, calls, logger } = signedIn({ refreshStatus: 500 });
    const token = localStorage.getItem('token');
    for (let minute = 1; minute <= 10; minute++) {
      clock.advance(MINUTE_MS);
      session.markActivity();
    }
    await session.settled();
    expect(calls.refresh).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(session.status).toBe('authenticated');
    expect(localStorage.getItem('token')).toBe(token);
    expect(calls.logout).toEqual([]);
  });

  it('startActivityTracking turns DOM activity events into activity until stopped', async () => {
    const { session, clock, calls } = signedIn();
    const target = new EventTarget();
    const stop = session.startActivityTracking(target);
    clock.advance(4 * MINUTE_MS);
    target.dispatchEvent(new Event('keydown'));
    clock.advance(4 * MINUTE_MS);
    target.dispatchEvent(new Event('click'));
    clock.advance(2 * MINUTE_MS); // 10 min, last activity at 8 min
    await session.settled();
    expect(calls.refresh).toHaveLength(1);

    stop();
    for (let minute = 11; minute <= 30; minute++) {
      clock.advance(MINUTE_MS);
      target.dispatchEvent(new Event('mousemove'));
    }
    await session.settled();
    expect(calls.refresh).toHaveLength(1);
  });
});
