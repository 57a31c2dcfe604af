/**
 * The report's "Ask for a summary": sends getSyncSummary to a collector over the
 * real-time channel, waiting for it when it is offline, and calls `onAnswered` when the device
 * has answered (its new summary is stored by then, so the report can be read again).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { EVENTS, newRequestId } from '../../domain/protocol';
import { getRealtimeClient, type RealtimeClient } from '../../providers/realtime';

export type AskState = { kind: 'asked' } | { kind: 'queued' } | { kind: 'failed'; error: string | null };

export function useAskSummary(onAnswered: () => void, realtime: RealtimeClient = getRealtimeClient()) {
  const [asks, setAsks] = useState<Record<number, AskState>>({});
  const waiting = useRef(new Set<string>());
  const answered = useRef(onAnswered);
  useEffect(() => {
    answered.current = onAnswered;
  }, [onAnswered]);

  useEffect(() => realtime.retain(), [realtime]);
  useEffect(
    () =>
      realtime.on(EVENTS.result, (result) => {
        if (!waiting.current.delete(result.requestId)) return;
        const collectorId = Number(result.collectorId);
        if (!result.ok) return setAsks((all) => ({ ...all, [collectorId]: { kind: 'failed', error: result.error ?? null } }));
        setAsks(({ [collectorId]: _done, ...rest }) => rest);
        answered.current();
      }),
    [realtime],
  );

  const ask = useCallback(
    (collectorId: number) => {
      const requestId = newRequestId();
      const record = (state: AskState) => setAsks((all) => ({ ...all, [collectorId]: state }));
      const sent = realtime.execute({ command: 'getSyncSummary', collectorId, requestId, queueIfOffline: true }, (answer) => {
        if (!answer.ok) record({ kind: 'failed', error: 'error' in answer ? (answer.error ?? null) : null });
        else if ('status' in answer && answer.status === 'queued') record({ kind: 'queued' });
        else waiting.current.add(requestId);
      });
      record(sent ? { kind: 'asked' } : { kind: 'failed', error: null });
    },
    [realtime],
  );
  return { asks, ask };
}
