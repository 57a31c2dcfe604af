/**
 * Reconciliation on the device (docs/collector-protocol.md, Reconciliation): the summary of every
 * row it holds, sent on getSyncSummary and after each sync run, and resendRecords, which pushes
 * again the records the server says it lacks.
 */
import { DEVICE_TABLES } from '../domain/deviceWire';
import type { CommandOf, DeviceTable, RowSyncStatus } from '../domain/protocol';
import type { ServerApi } from './api';
import type { DeviceLogger } from './logs';
import type { LocalStore } from './store';
import { pushRows, type SyncOptions } from './sync';

export interface SummaryContext {
  api: ServerApi;
  store: LocalStore;
  log: DeviceLogger;
  sync: SyncOptions;
  reportQueue: () => Promise<void>;
}

/** getSyncSummary's data: the rows per table and status that the summary sent lists. */
export interface SyncSummaryData {
  message: string;
  total: number;
  tables: Record<DeviceTable, Record<RowSyncStatus, number>>;
}

/** resendRecords' data. */
export interface ResendData {
  message: string;
  requested: number;
  resent: number;
  synced: number;
  failed: number;
  /** Items that name no row on this device. */
  unknown: Array<{ table: DeviceTable; localUUID: string }>;
}

/** Sends the summary; throws when the server refuses it. */
export async function sendSummary(ctx: Pick<SummaryContext, 'api' | 'store' | 'log'>): Promise<SyncSummaryData> {
  await ctx.api.reportSummary(ctx.store.summary());
  const tables = ctx.store.counts();
  const total = DEVICE_TABLES.reduce((sum, table) => sum + Object.values(tables[table]).reduce((a, b) => a + b, 0), 0);
  const message = `Summary of ${total} record(s) sent`;
  ctx.log.info('sync', message);
  return { message, total, tables };
}

/** After a sync run: the summary follows the queue snapshot; a failure is logged, not thrown. */
export async function reportSummaryQuietly(ctx: Pick<SummaryContext, 'api' | 'store' | 'log'>): Promise<void> {
  await sendSummary(ctx).catch((error: unknown) => ctx.log.warn('sync', `Summary report failed: ${error instanceof Error ? error.message : String(error)}`));
}

/** Marks the named rows pending and pushes just those (in push order), then reports the queue and the summary. */
export async function resendRecords(ctx: SummaryContext, command: CommandOf<'resendRecords'>): Promise<ResendData> {
  const unknown: ResendData['unknown'] = [];
  const wanted = new Set<string>();
  for (const item of command.items) {
    const row = ctx.store.findByUUID(item.table, item.localUUID);
    if (!row) {
      unknown.push({ table: item.table, localUUID: item.localUUID });
      continue;
    }
    ctx.store.update(row, { syncStatus: 'pending' });
    wanted.add(`${item.table}:${item.localUUID}`);
  }
  const entries = ctx.store.withStatus('pending').filter(({ table, row }) => wanted.has(`${table}:${row.localUUID}`));
  ctx.log.info('sync', `Re-send: ${entries.length} record(s) asked for by the server, ${unknown.length} not on this device`);
  const run = await pushRows(ctx.api, ctx.store, entries, ctx.log, ctx.sync);
  await ctx.reportQueue();
  await reportSummaryQuietly(ctx);
  const message = `${run.synced} record(s) re-sent, ${run.failed} failed, ${unknown.length} not on this device`;
  return { message, requested: command.items.length, resent: entries.length, synced: run.synced, failed: run.failed, unknown };
}
