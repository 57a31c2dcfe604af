import { useEffect, useSyncExternalStore } from 'react';
import { session as defaultSession, type SessionManager, type SessionSnapshot } from './session';

/**
 * The session state for components: `{status, user}`, re-rendering on every change. Loads the
 * stored session on first use (status is `loading` until then).
 */
export function useSession(manager: SessionManager = defaultSession): SessionSnapshot {
  const snapshot = useSyncExternalStore(manager.subscribe, manager.getSnapshot, manager.getSnapshot);
  useEffect(() => {
    manager.ensureLoaded();
  }, [manager]);
  return snapshot;
}
