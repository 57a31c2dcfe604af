/**
 * The dashboard's actions as `cmd:execute` payloads (spec 01 §7), each guarded as spec 01 §5 says:
 * a selected collector, then a connected socket. Locks and the batch timeout run on the clock.
 */
import { useMemo, type Dispatch, type RefObject } from 'react';
import { VERIFY_TARGET_RECORDS } from '../../../domain/commands';
import { COMMAND_CENTRE } from '../../../domain/constants';
import {
  BATCH_OPTIONS,
  BATCH_TIMEOUT_MS,
  RESEND_MAX,
  type BatchCommand,
  type CommandName,
  type CommandPayloadInput,
  type DeviceTable,
  type VerifyCommand,
} from '../../../domain/protocol';
import { formatDateTime } from '../../../i18n/format';
import { CC_MESSAGES, type Message } from '../messages';
import { CQ_MESSAGES } from '../queueMessages';
import type { Action } from '../state/reducer';
import type { CommandCentreState, LockName, PendingRequest, QueueOffer } from '../state/types';
import type { CommandCentreDeps } from './deps';
import type { Timers } from './useTimers';

export interface FetchOptions {
  table?: DeviceTable;
  page?: number;
}

export interface Commands {
  startSync(): void;
  retryFailed(): void;
  runBatch(command: BatchCommand): void;
  testConnection(): void;
  clearLogs(): void;
  testLogs(): void;
  fetchTable(options?: FetchOptions): void;
  verify(command: VerifyCommand, targetId?: number): void;
  /** Downloads an extraction bundle over REST and saves it; a failure becomes an alert. */
  downloadExtraction(extractionId: string): Promise<void>;
  /** Queues the offered command until its collector is online, for `expiresInSeconds` at most. */
  queue(offer: QueueOffer, expiresInSeconds: number): void;
  /** Closes the offer to queue without queueing. */
  dismissQueueOffer(): void;
  /** Reconciliation: the device reports every row it holds (getSyncSummary). */
  getSyncSummary(): void;
  /** Reconciliation: the device pushes these rows again (resendRecords, manage_users). */
  resendRecords(items: ReadonlyArray<{ table: DeviceTable; localUUID: string }>): void;
}

export function useCommands(
  deps: CommandCentreDeps,
  stateRef: RefObject<CommandCentreState>,
  dispatch: Dispatch<Action>,
  timers: Timers,
  /** Whether the collector is online now (a command for one that is not is offered to be queued). */
  isOnline: (id: number) => boolean = () => true,
): Commands {
  return useMemo(() => {
    const alert = (message: Message) => dispatch({ type: 'notify', severity: 'error', message });

    const selected = (): number | null => {
      const active = stateRef.current.active;
      if (typeof active === 'number' && stateRef.current.dashboards[active]) return active;
      alert(CC_MESSAGES.noCollector);
      return null;
    };

    /** Sends one command to `id`; false (with the spec's alert) when there is no socket. */
    const send = (id: number, command: CommandName, request: PendingRequest, fields: Record<string, unknown> = {}) => {
      if (deps.realtime.status() !== 'connected') {
        alert(CC_MESSAGES.noSocket);
        return null;
      }
      if (!isOnline(id)) {
        dispatch({ type: 'offerQueue', offer: { id, command, fields } });
        return null;
      }
      const requestId = deps.newRequestId();
      dispatch({ type: 'sent', id, requestId, request });
      const payload = { command, collectorId: id, requestId, ...fields } as CommandPayloadInput;
      if (deps.realtime.execute(payload)) return requestId;
      dispatch({ type: 'unsent', id, requestId });
      alert(CC_MESSAGES.noSocket);
      return null;
    };

    const simple = (command: CommandName) => {
      const id = selected();
      if (id === null) return null;
      return send(id, command, { kind: 'simple', command }) ? id : null;
    };

    const locked = (command: CommandName, lock: LockName) => {
      const id = simple(command);
      if (id === null) return;
      dispatch({ type: 'lock', id, lock, on: true });
      timers.start(`${id}:lock:${lock}`, COMMAND_CENTRE.syncLockMs, () => dispatch({ type: 'lock', id, lock, on: false }), id);
    };

    return {
      startSync: () => locked('startSync', 'sync'),
      retryFailed: () => locked('retryFailed', 'retry'),
      testConnection: () => void simple('testConnection'),
      testLogs: () => void simple('testDeviceLogs'),
      clearLogs() {
        const id = simple('clearTelemetry');
        if (id !== null) dispatch({ type: 'clearLogs', id });
      },
      runBatch(command) {
        const id = selected();
        if (id === null) return;
        const requestId = send(id, command, { kind: 'batch', command }, { ...BATCH_OPTIONS });
        if (!requestId) return;
        const onTimeout = () => dispatch({ type: 'batchTimeout', id, requestId });
        timers.start(`batch:${requestId}`, BATCH_TIMEOUT_MS, onTimeout, id);
      },
      fetchTable(options = {}) {
        const id = selected();
        if (id === null) return;
        const { explorer } = stateRef.current.dashboards[id];
        const table = options.table ?? explorer.table;
        const page = options.page ?? (options.table ? 1 : explorer.page);
        const syncStatus = explorer.status === 'all' ? undefined : explorer.status;
        const request: PendingRequest = { kind: 'fetch', table, page, limit: explorer.pageSize, syncStatus };
        if (options.table) dispatch({ type: 'explorer', id, patch: { table } });
        // syncStatus is omitted for All (spec 01 §7).
        send(id, 'fetchTable', request, { table, page, limit: explorer.pageSize, ...(syncStatus ? { syncStatus } : {}) });
      },
      verify(command, targetId) {
        const id = selected();
        if (id === null) return;
        const fields = command === 'checkSyncConsistency' ? {} : { [VERIFY_TARGET_RECORDS[command].idField]: targetId };
        send(id, command, { kind: 'verify', command, targetId }, fields);
      },
      getSyncSummary: () => void simple('getSyncSummary'),
      resendRecords(items) {
        const id = selected();
        if (id !== null && items.length > 0) send(id, 'resendRecords', { kind: 'simple', command: 'resendRecords' }, { items: items.slice(0, RESEND_MAX) });
      },
      queue(offer, expiresInSeconds) {
        dispatch({ type: 'offerQueue', offer: null });
        const requestId = deps.newRequestId();
        const payload = {
          command: offer.command,
          collectorId: offer.id,
          requestId,
          ...offer.fields,
          queueIfOffline: true,
          expiresInSeconds,
        } as CommandPayloadInput;
        dispatch({ type: 'sent', id: offer.id, requestId, request: { kind: 'queued', command: offer.command } });
        const sent = deps.realtime.execute(payload, (answer) => {
          // A refusal also comes as a result event, which the reducer turns into an alert.
          if (answer.ok && 'status' in answer)
            dispatch({ type: 'notify', severity: 'success', message: CQ_MESSAGES.queued(offer.command, formatDateTime(new Date(answer.expiresAt))) });
          dispatch({ type: 'historyChanged', id: offer.id });
        });
        if (sent) return;
        dispatch({ type: 'unsent', id: offer.id, requestId });
        alert(CC_MESSAGES.noSocket);
      },
      dismissQueueOffer: () => dispatch({ type: 'offerQueue', offer: null }),
      async downloadExtraction(extractionId) {
        try {
          const file = await deps.api.downloadExtraction(extractionId);
          deps.saveFile(file.blob, file.fileName);
        } catch (error) {
          alert(CC_MESSAGES.downloadFailed(error instanceof Error ? error.message : undefined));
        }
      },
    };
  }, [deps, stateRef, dispatch, timers, isOnline]);
}
