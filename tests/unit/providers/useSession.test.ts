import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../helpers/manualClock';
import { SessionManager } from '../../../src/providers/session';
import { useSession } from '../../../src/providers/useSession';
import { makeUser, storeSession, tokenExpiringIn } from './helpers';

beforeEach(() => localStorage.clear());

describe('useSession', () => {
  it('loads the stored session and re-renders on changes', () => {
    const clock = new ManualClock();
    const session = new SessionManager({ clock });
    storeSession(tokenExpiringIn(clock, 30), makeUser());
    const { result } = renderHook(() => useSession(session));
    expect(result.current.status).toBe('authenticated');
    expect(result.current.user?.fullName).toBe('Ada Obi');
    act(() => session.markSuspended());
    expect(result.current.user?.isActive).toBe(false);
    act(() => session.clear());
    expect(result.current).toEqual({ status: 'unauthenticated', user: null });
  });
});
