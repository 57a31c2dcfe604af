import { useEffect, useSyncExternalStore } from 'react';
import type { RealtimeClient, RealtimeStatus } from '../../../providers/realtime';

/** Holds the real-time connection open while mounted and answers its status. */
export function useRealtimeStatus(realtime: RealtimeClient): RealtimeStatus {
  useEffect(() => realtime.retain(), [realtime]);
  return useSyncExternalStore(realtime.subscribe, realtime.status, realtime.status);
}
