/**
 * What the Command Centre talks to, injectable for tests: the real-time client, the REST calls,
 * the clock behind the locks and timeouts (the polls are react-query's), the request-id
 * generator, and whether the signed-in admin may send the commands that change a device or pull
 * data off it, and how a downloaded file is saved.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { PERMISSION_CONSTANTS } from '../../../domain/permissions';
import { newRequestId } from '../../../domain/protocol';
import { systemClock, type Clock } from '../../../providers/clock';
import { commandCentreApi, type CommandCentreApi } from '../../../providers/commandCentreApi';
import { commandQueueApi, type CommandQueueApi } from '../../../providers/commandQueueApi';
import { getRealtimeClient, type RealtimeClient } from '../../../providers/realtime';
import { reconciliationApi, type ReconciliationApi } from '../../../providers/reconciliationApi';
import { saveBlob } from '../../../ui/saveFile';
import { usePermission } from '../../common/usePermission';

export interface CommandCentreDeps {
  realtime: RealtimeClient;
  api: CommandCentreApi;
  /** The command history and cancelling queued commands. */
  queueApi: CommandQueueApi;
  /** A collector's reconciliation. */
  reconciliationApi: ReconciliationApi;
  clock: Clock;
  newRequestId: () => string;
  /** manage_users: Start Sync, Retry Failed, Clear Logs, the extractions and their download (MANAGE_COMMANDS). */
  canManage: boolean;
  /** Saves a downloaded file in the browser. */
  saveFile: (blob: Blob, fileName: string) => void;
}

const DepsContext = createContext<Partial<CommandCentreDeps> | null>(null);

export function CommandCentreDepsProvider({ value, children }: { value: Partial<CommandCentreDeps>; children: ReactNode }) {
  return <DepsContext.Provider value={value}>{children}</DepsContext.Provider>;
}

export function useCommandCentreDeps(): CommandCentreDeps {
  const given = useContext(DepsContext);
  const sessionCanManage = usePermission(PERMISSION_CONSTANTS.MANAGE_USERS);
  return useMemo(
    () => ({
      realtime: given?.realtime ?? getRealtimeClient(),
      api: given?.api ?? commandCentreApi,
      queueApi: given?.queueApi ?? commandQueueApi,
      reconciliationApi: given?.reconciliationApi ?? reconciliationApi,
      clock: given?.clock ?? systemClock,
      newRequestId: given?.newRequestId ?? newRequestId,
      canManage: given?.canManage ?? sessionCanManage,
      saveFile: given?.saveFile ?? saveBlob,
    }),
    [given, sessionCanManage],
  );
}
