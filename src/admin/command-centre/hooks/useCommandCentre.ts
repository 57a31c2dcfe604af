/**
 * The Command Centre's state machine (spec 01 §4) wired to its inputs: the reducer, the socket's
 * events, the online collectors (polled every 5 s and read again on presence changes) and the
 * selected tab's queue (All included), polled through react-query; locks, timeouts and notices
 * run on the injected clock.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COMMAND_CENTRE } from '../../../domain/constants';
import { EVENTS, type CommandResult, type DeviceLog, type OnlineCollector } from '../../../domain/protocol';
import { findRequest, initialState, reducer } from '../state/reducer';
import type { ExplorerSettings, TabKey } from '../state/types';
import { useCommandCentreDeps } from './deps';
import { useCommands } from './useCommands';
import { useOnlineCollectors } from './useOnlineCollectors';
import { commandCentreKeys, pollEvery, useRefetchOnVersion } from './polling';
import { useRealtimeStatus } from './useRealtimeStatus';
import { useTimers } from './useTimers';

const NO_LOGS: readonly DeviceLog[] = [];

export function useCommandCentre() {
  const deps = useCommandCentreDeps();
  const { realtime, api, clock } = deps;
  const [state, dispatch] = useReducer(reducer, initialState);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const connection = useRealtimeStatus(realtime);
  const timers = useTimers(clock);

  const online = useOnlineCollectors(realtime, api, clock, connection);
  const queue = useQuery({
    queryKey: commandCentreKeys.queue(state.active),
    queryFn: () => api.syncQueue(state.active),
    ...pollEvery(COMMAND_CENTRE.pollIntervalMs),
  });
  useRefetchOnVersion(String(state.active), state.queueVersion, queue.refetch);

  useEffect(() => {
    const onResult = (result: CommandResult) => {
      if (findRequest(stateRef.current, result)?.request.kind === 'batch') timers.clear(`batch:${result.requestId}`);
      dispatch({ type: 'result', result, at: clock.now() });
    };
    const stops = [
      realtime.on(EVENTS.result, onResult),
      realtime.on(EVENTS.verificationResult, onResult),
      realtime.on(EVENTS.deviceLog, (log) => dispatch({ type: 'log', log })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [realtime, clock, timers]);

  // Success notes leave by themselves; errors stay until dismissed.
  const dismissing = useRef(new Set<number>());
  useEffect(() => {
    for (const notice of state.notices) {
      if (notice.severity !== 'success' || dismissing.current.has(notice.id)) continue;
      dismissing.current.add(notice.id);
      clock.setTimeout(() => dispatch({ type: 'dismiss', noticeId: notice.id }), COMMAND_CENTRE.successNoticeMs);
    }
  }, [state.notices, clock]);

  // Until the first answer, a collector counts as online: the server refuses if it is not.
  const onlineRef = useRef<OnlineCollector[] | undefined>(undefined);
  useEffect(() => {
    onlineRef.current = online.data;
  }, [online.data]);
  const isOnline = useCallback((id: number) => onlineRef.current?.some((collector) => collector.id === id) ?? true, []);
  const commands = useCommands(deps, stateRef, dispatch, timers, isOnline);
  const open = useCallback((collector: OnlineCollector) => dispatch({ type: 'open', collector }), []);
  const select = useCallback((tab: TabKey) => dispatch({ type: 'select', tab }), []);
  const close = useCallback(
    (id: number) => {
      timers.clearOwner(id);
      dispatch({ type: 'close', id });
    },
    [timers],
  );
  const view = useMemo(
    () => ({
      toggleSidebar: () => dispatch({ type: 'toggleSidebar' }),
      dismiss: (noticeId: number) => dispatch({ type: 'dismiss', noticeId }),
      setExplorer: (id: number, patch: Partial<ExplorerSettings>) => dispatch({ type: 'explorer', id, patch }),
    }),
    [],
  );

  const collectors = online.data ?? [];
  const selectedId = typeof state.active === 'number' ? state.active : null;
  return {
    state,
    connection,
    collectors,
    collectorsLoaded: online.data !== undefined,
    refreshing: online.refreshing,
    queue: queue.data,
    queueLoading: queue.data === undefined && queue.isFetching,
    selectedId,
    selectedCollector: state.tabs.find((tab) => tab.id === selectedId) ?? null,
    dashboard: selectedId === null ? null : state.dashboards[selectedId],
    logs: (selectedId === null ? undefined : state.logs[selectedId]) ?? NO_LOGS,
    commands,
    canManage: deps.canManage,
    open,
    select,
    close,
    ...view,
  };
}

export type CommandCentreModel = ReturnType<typeof useCommandCentre>;
