/**
 * One collector's command history (GET /admin/sync/commands?collectorId=): read now, every poll
 * interval and whenever `version` moves (a command queued or answered); cancelling a queued one.
 */
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COMMAND_CENTRE } from '../../../domain/constants';
import type { CommandHistoryEntry } from '../../../domain/commands';
import { useCommandCentreDeps } from './deps';
import { commandCentreKeys, pollEvery, useRefetchOnVersion } from './polling';

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
  const { queueApi } = useCommandCentreDeps();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const history = useQuery({
    queryKey: commandCentreKeys.history(collectorId),
    queryFn: () => queueApi.history(collectorId),
    ...pollEvery(COMMAND_CENTRE.pollIntervalMs),
  });
  const { refetch } = history;
  useRefetchOnVersion(String(collectorId), version, refetch);
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
        void refetch();
      }
    },
    [queueApi, refetch],
  );
  return { entries: history.data, loading: history.data === undefined && history.isFetching, cancelling, cancelError, cancel };
}
