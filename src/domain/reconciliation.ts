/**
 * Reconciliation per collector: what a device says it holds, per table, set against
 * what the server received from it. The answer shapes of GET /api/admin/sync/reconciliation[/:id]
 * are the wire contract's (./api/syncReconciliation.ts), shared by the server and the back office
 * (docs/collector-protocol.md, Reconciliation).
 */
import type { z } from 'zod';
import type {
  mismatchItemSchema,
  mismatchListSchema,
  reconciliationReportRowSchema,
  reconciliationSchema,
  reconciliationTableSchema,
  reconciliationTotalsSchema,
} from './api/syncReconciliation';
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

export type MismatchItem = z.infer<typeof mismatchItemSchema>;
export type MismatchList = z.infer<typeof mismatchListSchema>;
export type ReconciliationTable = z.infer<typeof reconciliationTableSchema>;
export type Reconciliation = z.infer<typeof reconciliationSchema>;
export type ReconciliationTotals = z.infer<typeof reconciliationTotalsSchema>;
/** One row of the report across collectors. */
export type ReconciliationReportRow = z.infer<typeof reconciliationReportRowSchema>;

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
