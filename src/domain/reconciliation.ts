/**
 * Reconciliation per collector: what a device says it holds, per table, set against
 * what the server received from it. Answer shapes of GET /api/admin/sync/reconciliation[/:id],
 * shared by the server and the back office (docs/collector-protocol.md, Reconciliation).
 */
import type { DeviceTable } from './syncProtocol';

/**
 * Where the device's side came from: its last summary (every row), else its last queue snapshot
 * (pending and failed rows and only the latest synced ones, so `serverOnly` cannot be told), else
 * nothing at all. A snapshot newer than the summary that contradicts it wins: the device's queue
 * changed since, and the Sync Queue panel shows that snapshot.
 */
export const RECONCILIATION_SOURCES = ['summary', 'snapshot', 'none'] as const;
export type ReconciliationSource = (typeof RECONCILIATION_SOURCES)[number];

/** Mismatched records listed per table and kind at most; `count` always says how many there are. */
export const MISMATCH_ITEMS_MAX = 500;

export interface MismatchItem {
  table: DeviceTable;
  localUUID: string;
  /** The server's record id, when the server holds one. */
  serverId?: number;
}

export interface MismatchList {
  count: number;
  /** At most MISMATCH_ITEMS_MAX, in localUUID order. */
  items: MismatchItem[];
}

export interface ReconciliationTable {
  table: DeviceTable;
  onDevice: number;
  synced: number;
  pending: number;
  failed: number;
  receivedOnServer: number;
  /** The server holds it; the device does not claim it at all (e.g. deleted on the device). */
  serverOnly: MismatchList;
  /** The device says synced; the server does not hold it. */
  deviceOnly: MismatchList;
  /** Either list is not empty. */
  mismatch: boolean;
}

export interface Reconciliation {
  collectorId: number;
  source: ReconciliationSource;
  /** When the device reported its side (ISO time), null with source `none`. */
  reportedAt: string | null;
  /** With source `snapshot`: the time of the summary that the newer snapshot contradicts, if any. */
  outdatedSummaryAt?: string | null;
  tables: ReconciliationTable[];
}

export interface ReconciliationTotals {
  onDevice: number;
  synced: number;
  pending: number;
  failed: number;
  receivedOnServer: number;
  serverOnly: number;
  deviceOnly: number;
}

/** One row of the report across collectors. */
export interface ReconciliationReportRow {
  collectorId: number;
  fullName: string;
  email: string;
  online: boolean;
  source: Exclude<ReconciliationSource, 'none'>;
  reportedAt: string;
  totals: ReconciliationTotals;
  /** Tables with a mismatch. */
  mismatchedTables: DeviceTable[];
}

/** Every table's figures added up. */
export function reconciliationTotals(tables: readonly ReconciliationTable[]): ReconciliationTotals {
  const totals: ReconciliationTotals = { onDevice: 0, synced: 0, pending: 0, failed: 0, receivedOnServer: 0, serverOnly: 0, deviceOnly: 0 };
  for (const t of tables) {
    totals.onDevice += t.onDevice;
    totals.synced += t.synced;
    totals.pending += t.pending;
    totals.failed += t.failed;
    totals.receivedOnServer += t.receivedOnServer;
    totals.serverOnly += t.serverOnly.count;
    totals.deviceOnly += t.deviceOnly.count;
  }
  return totals;
}

/** The resendRecords items that ask the device for every listed deviceOnly record. */
export function resendItemsOf(reconciliation: Pick<Reconciliation, 'tables'>): Array<{ table: DeviceTable; localUUID: string }> {
  return reconciliation.tables.flatMap((t) => t.deviceOnly.items.map(({ table, localUUID }) => ({ table, localUUID })));
}
