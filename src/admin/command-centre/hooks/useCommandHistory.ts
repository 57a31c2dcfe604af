/**
 * One collector's command history (GET /admin/sync/commands?collectorId=): read now, every poll
 * interval and whenever `version` moves (a command queued or answered); cancelling a queued one.
 */
import { useCallback, useState } from 'react';
import { COMMAND_CENTRE } from '../../../domain/constants';
import type { CommandHistoryEntry } from '../../../domain/commands';
import { useCommandCentreDeps } from './deps';
import { usePolled } from './usePolled';

export interface CommandHistory {
  entries: CommandHistoryEntry[] | undefined;
  loading: boolean;
  /** The requestId being cancelled, if any. */
  cancelling: string | null;
  /** The error of the last cancel that failed. */
  cancelError: string | null;
  cancel(requestId: string): Promise<void>;
}

export function useCommandHistory(collectorId: number, version: number): CommandHistory {
  const { queueApi, clock } = useCommandCentreDeps();
  const [localVersion, setLocalVersion] = useState(0);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const polled = usePolled(`history:${collectorId}`, () => queueApi.history(collectorId), COMMAND_CENTRE.pollIntervalMs, clock, version + localVersion);
  const cancel = useCallback(
    async (requestId: string) => {
      setCancelling(requestId);
      setCancelError(null);
      try {
        await queueApi.cancel(requestId);
      } catch (error) {
        setCancelError(error instanceof Error ? error.message : String(error));
      } finally {
        setCancelling(null);
        setLocalVersion((count) => count + 1);
      }
    },
    [queueApi],
  );
  return { entries: polled.data, loading: polled.data === undefined && polled.refreshing, cancelling, cancelError, cancel };
}
