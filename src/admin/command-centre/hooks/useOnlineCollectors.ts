/**
 * The online collectors: polled every 5 s (spec 01 §7), and also taken straight from the server's
 * presence update the moment a collector comes or goes. The list is read again at once when a
 * device log arrives from a collector it does not hold yet, and when the real-time channel comes
 * back (updates may have been missed meanwhile). With the poll alone, the header count, the
 * sidebar and a tab's Connected lagged a connection by up to a whole interval.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { COMMAND_CENTRE } from '../../../domain/constants';
import { EVENTS, type OnlineCollector } from '../../../domain/protocol';
import type { Clock } from '../../../providers/clock';
import type { CommandCentreApi } from '../../../providers/commandCentreApi';
import type { RealtimeClient, RealtimeStatus } from '../../../providers/realtime';
import type { Polled } from './usePolled';

/** A stream of logs from a collector not yet listed asks for the list at most this often. */
const LOG_HINT_MS = 1000;

export function useOnlineCollectors(realtime: RealtimeClient, api: CommandCentreApi, clock: Clock, connection: RealtimeStatus): Polled<OnlineCollector[]> {
  const [data, setData] = useState<OnlineCollector[] | undefined>(undefined);
  const [inFlight, setInFlight] = useState(0);
  // Every answer and update is numbered when asked for (or received): one older than what is shown is dropped.
  const order = useRef({ issued: 0, shown: 0 });
  const listed = useRef<OnlineCollector[] | undefined>(undefined);

  const show = useCallback((number: number, list: OnlineCollector[]) => {
    if (number < order.current.shown) return;
    order.current.shown = number;
    listed.current = list;
    setData(list);
  }, []);

  const load = useCallback(() => {
    const number = ++order.current.issued;
    setInFlight((count) => count + 1);
    api
      .onlineCollectors()
      .then((list) => show(number, list))
      .catch(() => undefined) // the httpClient has logged it; keep the last list
      .finally(() => setInFlight((count) => count - 1));
  }, [api, show]);

  useEffect(() => {
    load();
    const handle = clock.setInterval(load, COMMAND_CENTRE.pollIntervalMs);
    return () => clock.clearInterval(handle);
  }, [load, clock]);

  useEffect(() => {
    let lastHint = -Infinity;
    const stops = [
      realtime.on(EVENTS.presence, (update) => show(++order.current.issued, update.data)),
      realtime.on(EVENTS.deviceLog, (log) => {
        const known = listed.current?.some((collector) => collector.id === Number(log.collectorId)) ?? true;
        if (known || clock.now() - lastHint < LOG_HINT_MS) return;
        lastHint = clock.now();
        load();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [realtime, clock, load, show]);

  const previous = useRef(connection);
  useEffect(() => {
    if (connection === 'connected' && previous.current !== 'connected' && listed.current !== undefined) load();
    previous.current = connection;
  }, [connection, load]);

  return { data, refreshing: inFlight > 0 };
}
