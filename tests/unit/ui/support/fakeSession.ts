/**
 * A stand-in for src/providers/session + useSession in UI tests: a tiny external store whose
 * snapshot a test sets directly, with spies for the calls the UI makes.
 */
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import { DEFAULT_ROLES } from '../../../../src/domain/roles';
import type { SessionUser } from '../../../../src/domain/session';

export type Status = 'loading' | 'authenticated' | 'unauthenticated';
export interface Snapshot {
  status: Status;
  user: SessionUser | null;
}

const listeners = new Set<() => void>();
let snapshot: Snapshot = { status: 'unauthenticated', user: null };

function set(next: Snapshot): void {
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

export const fakeSession = {
  getSnapshot: (): Snapshot => snapshot,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get status(): Status {
    return snapshot.status;
  },
  get user(): SessionUser | null {
    return snapshot.user;
  },
  set,
  isSuspended: () => snapshot.status === 'authenticated' && snapshot.user?.isActive === false,
  ensureLoaded: vi.fn(),
  load: vi.fn(),
  getToken: vi.fn(() => (snapshot.user ? 'token' : null)),
  login: vi.fn(async (_email: string, _password: string): Promise<SessionUser> => {
    throw new Error('login not stubbed');
  }),
  logout: vi.fn(async () => set({ status: 'unauthenticated', user: null })),
  clear: vi.fn(() => set({ status: 'unauthenticated', user: null })),
  setUser: vi.fn((user: SessionUser) => set({ status: 'authenticated', user })),
  markSuspended: vi.fn(),
  markActivity: vi.fn(),
  startActivityTracking: vi.fn(() => () => undefined),
  setNavigate: vi.fn(),
  navigate: vi.fn(),
};

export function useFakeSession(): Snapshot {
  return useSyncExternalStore(fakeSession.subscribe, fakeSession.getSnapshot, fakeSession.getSnapshot);
}

/** Module bodies for vi.mock. */
export const sessionModule = { session: fakeSession, SessionManager: class {} };
export const useSessionModule = { useSession: useFakeSession };

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'amina.bello@example.org',
    fullName: 'Amina Bello',
    role: 'supervisor',
    roleData: { id: 4, name: 'supervisor', displayName: 'Supervisor' },
    permissions: [...(DEFAULT_ROLES.find((role) => role.name === 'supervisor')?.permissions ?? [])],
    isActive: true,
    ...overrides,
  };
}

export function signIn(user: SessionUser = makeUser()): SessionUser {
  set({ status: 'authenticated', user });
  return user;
}

export function resetFakeSession(): void {
  set({ status: 'unauthenticated', user: null });
  vi.clearAllMocks();
}
