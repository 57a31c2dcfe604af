/**
 * The Command Centre's reads are react-query queries polled with `refetchInterval`: their keys,
 * their poll options, and reading one again at once when something it shows has changed.
 */
import { useEffect, useRef } from 'react';
import type { QueueScope } from '../../../providers/commandCentreApi';

export const commandCentreKeys = {
  online: ['commandCentre', 'online'] as const,
  queue: (scope: QueueScope) => ['commandCentre', 'queue', scope] as const,
  history: (collectorId: number) => ['commandCentre', 'history', collectorId] as const,
  reconciliation: (collectorId: number) => ['commandCentre', 'reconciliation', collectorId] as const,
};

/**
 * Asked again every `intervalMs`, in a hidden browser tab too: an admin who looks away comes back
 * to current figures (so coming back asks nothing more). A failed read is not retried at once (the
 * next tick is the retry, and the httpClient has logged it); the last answer stays shown.
 */
export function pollEvery(intervalMs: number) {
  return { refetchInterval: intervalMs, refetchIntervalInBackground: true, refetchOnWindowFocus: false, retry: false } as const;
}

/**
 * Calls `refetch` when `version` moves while `key` stays the same (a new key is read anyway when
 * react-query first sees it).
 */
export function useRefetchOnVersion(key: string, version: number, refetch: () => unknown): void {
  const seen = useRef({ key, version });
  useEffect(() => {
    const changed = seen.current.key === key && seen.current.version !== version;
    seen.current = { key, version };
    if (changed) void refetch();
  }, [key, version, refetch]);
}
