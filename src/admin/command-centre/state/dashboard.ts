/** One collector's dashboard: explorer settings, requests in flight, locks and results. */
import { COMMAND_CENTRE } from '../../../domain/constants';
import { DEFAULT_PAGE_SIZE, DEVICE_TABLES, type BatchCommand, type CommandResult } from '../../../domain/protocol';
import type { DashboardState, ExplorerSettings, PendingRequest, TableView, VerificationEntry } from './types';

export function newDashboard(): DashboardState {
  return {
    explorer: { table: DEVICE_TABLES[0], status: 'all', pageSize: DEFAULT_PAGE_SIZE, page: 1, fullScreen: false },
    view: null,
    pending: {},
    fetchRequestId: null,
    batch: null,
    locks: { sync: false, retry: false },
    verifications: [],
    batchResults: [],
    historyVersion: 0,
  };
}

/** Changing the table, status filter or page size resets the page to 1 (spec 01 §4). */
export function changeExplorer(explorer: ExplorerSettings, patch: Partial<ExplorerSettings>): ExplorerSettings {
  const next = { ...explorer, ...patch };
  const resets =
    (patch.table !== undefined && patch.table !== explorer.table) ||
    (patch.status !== undefined && patch.status !== explorer.status) ||
    (patch.pageSize !== undefined && patch.pageSize !== explorer.pageSize);
  return resets ? { ...next, page: 1 } : next;
}

export function withRequest(dashboard: DashboardState, requestId: string, request: PendingRequest): DashboardState {
  // A newer fetch replaces an older one still on the way; the older answer is then ignored.
  const base = request.kind === 'fetch' && dashboard.fetchRequestId ? withoutRequest(dashboard, dashboard.fetchRequestId) : dashboard;
  const next = { ...base, pending: { ...base.pending, [requestId]: request } };
  if (request.kind === 'fetch') {
    next.fetchRequestId = requestId;
    next.explorer = { ...base.explorer, page: request.page };
  }
  if (request.kind === 'batch') next.batch = { requestId, command: request.command };
  return next;
}

export function withoutRequest(dashboard: DashboardState, requestId: string): DashboardState {
  if (!(requestId in dashboard.pending)) return dashboard;
  const pending = { ...dashboard.pending };
  delete pending[requestId];
  return {
    ...dashboard,
    pending,
    fetchRequestId: dashboard.fetchRequestId === requestId ? null : dashboard.fetchRequestId,
    batch: dashboard.batch?.requestId === requestId ? null : dashboard.batch,
  };
}

/** fetchTable's data is a list or `{records, total}` (spec 01 §3 Command result). */
export function tableView(request: Extract<PendingRequest, { kind: 'fetch' }>, data: unknown): TableView {
  const base = { table: request.table, page: request.page, limit: request.limit, syncStatus: request.syncStatus };
  if (Array.isArray(data)) return { ...base, records: data, total: data.length };
  const body = (data ?? {}) as { records?: unknown; total?: unknown };
  const records = Array.isArray(body.records) ? (body.records as TableView['records']) : [];
  const total = typeof body.total === 'number' && Number.isFinite(body.total) ? body.total : records.length;
  return { ...base, records, total };
}

export function verificationEntry(request: Extract<PendingRequest, { kind: 'verify' }>, result: CommandResult, at: number): VerificationEntry {
  const data = (result.data ?? {}) as { exists?: unknown; message?: unknown; serverData?: unknown };
  return {
    requestId: result.requestId,
    command: request.command,
    targetId: request.targetId,
    ok: result.ok,
    exists: typeof data.exists === 'boolean' ? data.exists : undefined,
    message: typeof data.message === 'string' ? data.message : undefined,
    // No error text: the card says Unknown error in the language of the moment.
    error: result.ok ? undefined : result.error || undefined,
    serverData: data.serverData,
    at,
  };
}

export function addVerification(dashboard: DashboardState, entry: VerificationEntry): DashboardState {
  return { ...dashboard, verifications: [entry, ...dashboard.verifications].slice(0, COMMAND_CENTRE.verificationsShown) };
}

export function addBatchResult(dashboard: DashboardState, requestId: string, command: BatchCommand, data: unknown, at: number) {
  const entry = { requestId, command, data, at };
  return { ...dashboard, batchResults: [entry, ...dashboard.batchResults].slice(0, COMMAND_CENTRE.batchResultsShown) };
}
