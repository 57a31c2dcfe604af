/**
 * The Command Centre's state machine (spec 01 §4, §5, §8), pure: the hook feeds it user actions,
 * socket events and timer firings. A result counts only when its requestId is one this page sent
 * to that same collector; anything else is ignored.
 */
import { COMMAND_CENTRE } from '../../../domain/constants';
import { DEVICE_LOGS_KEPT, type CommandResult, type DeviceLog, type OnlineCollector } from '../../../domain/protocol';
import { CC_MESSAGES, type Message } from '../messages';
import { CQ_MESSAGES } from '../queueMessages';
import { addBatchResult, addVerification, changeExplorer, newDashboard, tableView, verificationEntry, withRequest, withoutRequest } from './dashboard';
import type { CommandCentreState, DashboardState, ExplorerSettings, LockName, NoticeSeverity, PendingRequest, QueueOffer, TabKey } from './types';

export type Action =
  | { type: 'open'; collector: OnlineCollector }
  | { type: 'select'; tab: TabKey }
  | { type: 'close'; id: number }
  | { type: 'toggleSidebar' }
  | { type: 'explorer'; id: number; patch: Partial<ExplorerSettings> }
  | { type: 'sent'; id: number; requestId: string; request: PendingRequest }
  | { type: 'unsent'; id: number; requestId: string }
  | { type: 'result'; result: CommandResult; at: number }
  | { type: 'batchTimeout'; id: number; requestId: string }
  | { type: 'lock'; id: number; lock: LockName; on: boolean }
  | { type: 'log'; log: DeviceLog }
  | { type: 'clearLogs'; id: number }
  | { type: 'notify'; severity: NoticeSeverity; message: Message }
  | { type: 'dismiss'; noticeId: number }
  | { type: 'offerQueue'; offer: QueueOffer | null }
  | { type: 'historyChanged'; id: number };

export const initialState: CommandCentreState = {
  tabs: [],
  active: 'all',
  sidebarOpen: true,
  dashboards: {},
  logs: {},
  notices: [],
  nextNoticeId: 1,
  queueVersion: 0,
  queueOffer: null,
};

/** The pending request a result answers, if this page sent it to that collector. */
export function findRequest(state: CommandCentreState, result: Pick<CommandResult, 'collectorId' | 'requestId'>) {
  const id = Number(result.collectorId);
  const request = state.dashboards[id]?.pending[String(result.requestId)];
  return request ? { id, request } : null;
}

function notify(state: CommandCentreState, severity: NoticeSeverity, message: Message): CommandCentreState {
  const notice = { id: state.nextNoticeId, severity, message };
  return { ...state, notices: [...state.notices, notice].slice(-COMMAND_CENTRE.alertsShown), nextNoticeId: state.nextNoticeId + 1 };
}

function updateDashboard(state: CommandCentreState, id: number, update: (dashboard: DashboardState) => DashboardState) {
  const dashboard = state.dashboards[id];
  return dashboard ? { ...state, dashboards: { ...state.dashboards, [id]: update(dashboard) } } : state;
}

function successMessage(result: CommandResult): Message | null {
  const message = (result.data as { message?: unknown } | undefined)?.message;
  const fromDevice = typeof message === 'string' && message ? CC_MESSAGES.fromDevice(message) : null;
  if (result.command === 'testConnection') return fromDevice ?? CC_MESSAGES.connectionTestSucceeded;
  if (result.command === 'startSync' || result.command === 'retryFailed') return fromDevice;
  if (result.command === 'getSyncSummary' || result.command === 'resendRecords') return fromDevice;
  return null;
}

const historyChanged = (state: CommandCentreState, id: number) => updateDashboard(state, id, (d) => ({ ...d, historyVersion: d.historyVersion + 1 }));

function applyResult(received: CommandCentreState, result: CommandResult, at: number): CommandCentreState {
  // Any answer may be one of the collector's commands in its history, whoever sent it: read it again.
  const state = historyChanged(received, Number(result.collectorId));
  const found = findRequest(state, result);
  if (!found) return state;
  const { id, request } = found;
  const dashboard = withoutRequest(state.dashboards[id], result.requestId);
  let next = { ...state, dashboards: { ...state.dashboards, [id]: dashboard } };
  switch (request.kind) {
    case 'fetch':
      if (result.ok) return updateDashboard(next, id, (d) => ({ ...d, view: tableView(request, result.data) }));
      return notify(next, 'error', CC_MESSAGES.fetchFailed(result.error));
    case 'verify':
      return updateDashboard(next, id, (d) => addVerification(d, verificationEntry(request, result, at)));
    case 'batch':
      if (result.ok) return updateDashboard(next, id, (d) => addBatchResult(d, result.requestId, request.command, result.data, at));
      return notify(next, 'error', CC_MESSAGES.batchFailed(result.error));
    case 'queued':
      return notify(
        next,
        result.ok ? 'success' : 'error',
        result.ok ? CQ_MESSAGES.queuedSucceeded(request.command) : CQ_MESSAGES.queuedFailed(request.command, result.error),
      );
    case 'simple': {
      if (!result.ok) return notify(next, 'error', CC_MESSAGES.commandFailed(result.error));
      if (request.command === 'startSync' || request.command === 'retryFailed') next = { ...next, queueVersion: next.queueVersion + 1 };
      const message = successMessage({ ...result, command: request.command });
      return message ? notify(next, 'success', message) : next;
    }
  }
}

function closeTab(state: CommandCentreState, id: number): CommandCentreState {
  const dashboards = { ...state.dashboards };
  delete dashboards[id];
  const tabs = state.tabs.filter((tab) => tab.id !== id);
  return { ...state, tabs, dashboards, active: state.active === id ? 'all' : state.active };
}

export function reducer(state: CommandCentreState, action: Action): CommandCentreState {
  switch (action.type) {
    case 'open': {
      const { collector } = action;
      const known = state.tabs.some((tab) => tab.id === collector.id);
      return {
        ...state,
        tabs: known ? state.tabs.map((tab) => (tab.id === collector.id ? collector : tab)) : [...state.tabs, collector],
        dashboards: state.dashboards[collector.id] ? state.dashboards : { ...state.dashboards, [collector.id]: newDashboard() },
        active: collector.id,
      };
    }
    case 'select':
      return action.tab === 'all' || state.dashboards[action.tab] ? { ...state, active: action.tab } : state;
    case 'close':
      return closeTab(state, action.id);
    case 'toggleSidebar':
      return { ...state, sidebarOpen: !state.sidebarOpen };
    case 'explorer':
      return updateDashboard(state, action.id, (d) => ({ ...d, explorer: changeExplorer(d.explorer, action.patch) }));
    case 'sent':
      return updateDashboard(state, action.id, (d) => withRequest(d, action.requestId, action.request));
    case 'unsent':
      return updateDashboard(state, action.id, (d) => withoutRequest(d, action.requestId));
    case 'result':
      return applyResult(state, action.result, action.at);
    case 'batchTimeout': {
      const batch = state.dashboards[action.id]?.batch;
      if (batch?.requestId !== action.requestId) return state;
      const next = updateDashboard(state, action.id, (d) => withoutRequest(d, action.requestId));
      return notify(next, 'error', CC_MESSAGES.batchTimedOut(batch.command));
    }
    case 'lock':
      return updateDashboard(state, action.id, (d) => ({ ...d, locks: { ...d.locks, [action.lock]: action.on } }));
    case 'log': {
      const id = Number(action.log.collectorId);
      const logs = [...(state.logs[id] ?? []), action.log].slice(-DEVICE_LOGS_KEPT);
      return { ...state, logs: { ...state.logs, [id]: logs } };
    }
    case 'clearLogs':
      return { ...state, logs: { ...state.logs, [action.id]: [] } };
    case 'notify':
      return notify(state, action.severity, action.message);
    case 'dismiss':
      return { ...state, notices: state.notices.filter((notice) => notice.id !== action.noticeId) };
    case 'offerQueue':
      return { ...state, queueOffer: action.offer };
    case 'historyChanged':
      return historyChanged(state, action.id);
  }
}
