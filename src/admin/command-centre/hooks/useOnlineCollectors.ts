/**
 * The online collectors: polled every 5 s (spec 01 §7), and also taken straight from the server's
 * presence update the moment a collector comes or goes. The list is read again at once when a
 * device log arrives from a collector it does not hold yet, and when the real-time channel comes
 * back (updates may have been missed meanwhile). With the poll alone, the header count, the
 * sidebar and a tab's Connected lagged a connection by up to a whole interval.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMAND_CENTRE } from '../../../domain/constants';
import { EVENTS, type OnlineCollector } from '../../../domain/protocol';
import type { Clock } from '../../../providers/clock';
import type { CommandCentreApi } from '../../../providers/commandCentreApi';
import type { RealtimeClient, RealtimeStatus } from '../../../providers/realtime';
import { commandCentreKeys, pollEvery } from './polling';

/** A stream of logs from a collector not yet listed asks for the list at most this often. */
const LOG_HINT_MS = 1000;

export interface OnlineCollectors {
  data: OnlineCollector[] | undefined;
  /** A request is on the way (the header's refreshing indicator). */
  refreshing: boolean;
}

export function useOnlineCollectors(realtime: RealtimeClient, api: CommandCentreApi, clock: Clock, connection: RealtimeStatus): OnlineCollectors {
  const queryClient = useQueryClient();
  const listed = useCallback(() => queryClient.getQueryData<OnlineCollector[]>(commandCentreKeys.online), [queryClient]);
  // Every read and update is numbered when asked for (or received): a read answered after a newer
  // presence update keeps that update's list.
  const order = useRef({ issued: 0, shown: 0 });
  const online = useQuery({
    queryKey: commandCentreKeys.online,
    queryFn: async () => {
      const number = ++order.current.issued;
      const list = await api.onlineCollectors();
      const newer = listed();
      if (number < order.current.shown && newer) return newer;
      order.current.shown = number;
      return list;
    },
    ...pollEvery(COMMAND_CENTRE.pollIntervalMs),
  });
  const { refetch } = online;

  useEffect(() => {
    let lastHint = -Infinity;
    const stops = [
      realtime.on(EVENTS.presence, (update) => {
        order.current.shown = ++order.current.issued;
        queryClient.setQueryData(commandCentreKeys.online, update.data);
      }),
      realtime.on(EVENTS.deviceLog, (log) => {
        const known = listed()?.some((collector) => collector.id === Number(log.collectorId)) ?? true;
        if (known || clock.now() - lastHint < LOG_HINT_MS) return;
        lastHint = clock.now();
        void refetch();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [realtime, clock, refetch, queryClient, listed]);

  const previous = useRef(connection);
  useEffect(() => {
    if (connection === 'connected' && previous.current !== 'connected' && listed() !== undefined) void refetch();
    previous.current = connection;
  }, [connection, refetch, listed]);

  return { data: online.data, refreshing: online.isFetching };
}
