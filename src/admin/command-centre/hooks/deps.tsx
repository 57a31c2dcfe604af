/**
 * What the Command Centre talks to, injectable for tests: the real-time client, the REST calls,
 * the clock behind the locks, timeouts and polls, and the request-id generator.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { newRequestId } from '../../../domain/protocol';
import { systemClock, type Clock } from '../../../providers/clock';
import { commandCentreApi, type CommandCentreApi } from '../../../providers/commandCentreApi';
import { getRealtimeClient, type RealtimeClient } from '../../../providers/realtime';

export interface CommandCentreDeps {
  realtime: RealtimeClient;
  api: CommandCentreApi;
  clock: Clock;
  newRequestId: () => string;
}

const DepsContext = createContext<Partial<CommandCentreDeps> | null>(null);

export function CommandCentreDepsProvider({ value, children }: { value: Partial<CommandCentreDeps>; children: ReactNode }) {
  return <DepsContext.Provider value={value}>{children}</DepsContext.Provider>;
}

export function useCommandCentreDeps(): CommandCentreDeps {
  const given = useContext(DepsContext);
  return useMemo(
    () => ({
      realtime: given?.realtime ?? getRealtimeClient(),
      api: given?.api ?? commandCentreApi,
      clock: given?.clock ?? systemClock,
      newRequestId: given?.newRequestId ?? newRequestId,
    }),
    [given],
  );
}
