/**
 * Reconciliation per collector: the device's side (its last summary, else its last
 * queue snapshot) set against the server's (the records it received from that collector that
 * still exist), table by table, with the records only one side holds.
 */
import { sql } from 'kysely';
import {
  DEVICE_SUMMARY_STATUSES,
  DEVICE_TABLES,
  type DeviceSummary,
  type DeviceSummaryStatus,
  type DeviceTable,
  type SyncQueueItem,
} from '../../src/domain/protocol';
import {
  MISMATCH_ITEMS_MAX,
  reconciliationTotals,
  type MismatchItem,
  type MismatchList,
  type Reconciliation,
  type ReconciliationReportRow,
  type ReconciliationSource,
} from '../../src/domain/reconciliation';
import { isCollectorRole } from '../../src/domain/roles';
import type { Db } from '../db/connection';
import { defOfTable } from './ingest';

type DeviceLists = Record<DeviceTable, Record<DeviceSummaryStatus, string[]>>;
interface DeviceSide {
  source: ReconciliationSource;
  reportedAt: Date | null;
  tables: DeviceLists;
  outdatedSummaryAt?: Date;
}

const emptyLists = (): DeviceLists =>
  Object.fromEntries(DEVICE_TABLES.map((table) => [table, { synced: [], pending: [], failed: [], unknown: [] }])) as unknown as DeviceLists;

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** Stores the collector's summary in place of its previous one. */
export async function saveDeviceSummary(db: Db, collectorId: number, summary: DeviceSummary): Promise<void> {
  const values = { summary: JSON.stringify(summary), reportedAt: new Date() };
  await db
    .insertInto('deviceSummaries')
    .values({ collectorId, ...values })
    .onConflict((oc) => oc.column('collectorId').doUpdateSet(values))
    .execute();
}

const statusOf = (item: SyncQueueItem): DeviceSummaryStatus =>
  item.syncStatus === 'synced' || item.syncStatus === 'pending' || item.syncStatus === 'failed' ? item.syncStatus : 'unknown';

function summaryLists(summary: DeviceSummary): DeviceLists {
  const tables = emptyLists();
  for (const table of DEVICE_TABLES) {
    for (const status of DEVICE_SUMMARY_STATUSES) tables[table][status] = summary.tables?.[table]?.[status] ?? [];
  }
  return tables;
}

function snapshotLists(items: readonly SyncQueueItem[]): DeviceLists {
  const tables = emptyLists();
  for (const item of items) {
    const lists = tables[item.table];
    if (lists) lists[statusOf(item)].push(item.localUUID);
  }
  return tables;
}

/**
 * The snapshot says what the summary does not: a row in another status, or a different number of
 * rows still to send (a snapshot lists every pending, failed and unknown row, so those must agree).
 */
function contradicts(snapshot: DeviceLists, summary: DeviceLists): boolean {
  return DEVICE_TABLES.some((table) => {
    const claimed = new Map(DEVICE_SUMMARY_STATUSES.flatMap((status) => summary[table][status].map((uuid) => [uuid, status] as const)));
    const unsent = (lists: DeviceLists) => lists[table].pending.length + lists[table].failed.length + lists[table].unknown.length;
    if (unsent(snapshot) !== unsent(summary)) return true;
    return DEVICE_SUMMARY_STATUSES.some((status) => snapshot[table][status].some((uuid) => claimed.get(uuid) !== status));
  });
}

/** The device's side: its summary, unless a newer queue snapshot shows its queue changed since. */
async function deviceSide(db: Db, collectorId: number): Promise<DeviceSide> {
  const summary = await db.selectFrom('deviceSummaries').select(['summary', 'reportedAt']).where('collectorId', '=', collectorId).executeTakeFirst();
  const snapshot = await db.selectFrom('syncQueueSnapshots').select(['items', 'reportedAt']).where('collectorId', '=', collectorId).executeTakeFirst();
  const fromSnapshot = snapshot ? snapshotLists(parsed<SyncQueueItem[]>(snapshot.items)) : null;
  if (summary) {
    const tables = summaryLists(parsed<DeviceSummary>(summary.summary));
    const newer = snapshot && fromSnapshot && new Date(snapshot.reportedAt).getTime() > new Date(summary.reportedAt).getTime();
    if (!newer || !contradicts(fromSnapshot, tables)) return { source: 'summary', reportedAt: summary.reportedAt, tables };
    return { source: 'snapshot', reportedAt: snapshot.reportedAt, tables: fromSnapshot, outdatedSummaryAt: summary.reportedAt };
  }
  if (!snapshot || !fromSnapshot) return { source: 'none', reportedAt: null, tables: emptyLists() };
  return { source: 'snapshot', reportedAt: snapshot.reportedAt, tables: fromSnapshot };
}

interface Received {
  localUuid: string;
  recordId: number;
  present: boolean;
}

/**
 * What the server received from the collector for one table, each with whether its record is
 * still there; a record merged into another counts as there (it lives on in the survivor).
 */
async function serverSide(db: Db, collectorId: number, table: DeviceTable): Promise<Map<string, Received>> {
  const def = defOfTable(table);
  const { rows } = await sql<Received>`
    select si.local_uuid as "localUuid", si.record_id as "recordId",
      (r.id is not null or exists (select 1 from merged_records m where m.resource = ${def.path} and m.record_id = si.record_id)) as "present"
    from sync_ingestions si
    left join ${sql.table(def.table)} r on r.id = si.record_id
    where si.collector_id = ${collectorId} and si.device_table = ${table}`.execute(db);
  return new Map(rows.map((row) => [row.localUuid, { ...row, recordId: Number(row.recordId) }]));
}

function bounded(items: MismatchItem[]): MismatchList {
  items.sort((a, b) => a.localUUID.localeCompare(b.localUUID));
  return { count: items.length, items: items.slice(0, MISMATCH_ITEMS_MAX) };
}

/** The collector's reconciliation, or null when no collector has this id. */
export async function reconcile(db: Db, collectorId: number): Promise<Reconciliation | null> {
  const user = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select('roles.name as role')
    .where('users.id', '=', collectorId)
    .executeTakeFirst();
  if (!user || !isCollectorRole(user.role)) return null;
  const device = await deviceSide(db, collectorId);
  const claimed = new Set(DEVICE_TABLES.flatMap((table) => DEVICE_SUMMARY_STATUSES.flatMap((status) => device.tables[table][status])));
  const tables = [];
  for (const table of DEVICE_TABLES) {
    const lists = device.tables[table];
    const received = await serverSide(db, collectorId, table);
    const held = [...received.values()].filter((row) => row.present);
    // A snapshot lists only the latest synced rows: a record missing from it may well be on the device.
    const serverOnly =
      device.source === 'summary'
        ? held.filter((row) => !claimed.has(row.localUuid)).map((row) => ({ table, localUUID: row.localUuid, serverId: row.recordId }))
        : [];
    const deviceOnly = lists.synced.filter((uuid) => !received.get(uuid)?.present).map((localUUID) => ({ table, localUUID }));
    tables.push({
      table,
      onDevice: DEVICE_SUMMARY_STATUSES.reduce((sum, status) => sum + lists[status].length, 0),
      synced: lists.synced.length,
      pending: lists.pending.length,
      failed: lists.failed.length,
      receivedOnServer: held.length,
      serverOnly: bounded(serverOnly),
      deviceOnly: bounded(deviceOnly),
      mismatch: serverOnly.length > 0 || deviceOnly.length > 0,
    });
  }
  const outdatedSummaryAt = device.outdatedSummaryAt ? { outdatedSummaryAt: device.outdatedSummaryAt.toISOString() } : {};
  return { collectorId, source: device.source, reportedAt: device.reportedAt?.toISOString() ?? null, ...outdatedSummaryAt, tables };
}

/** One row per collector (not deleted) that reported a summary or a queue snapshot: mismatching collectors first, then by name. */
export async function reconciliationReport(db: Db, onlineIds: ReadonlySet<number>): Promise<ReconciliationReportRow[]> {
  const reported = await db
    .selectFrom('users')
    .select(['users.id', 'users.fullName', 'users.email'])
    // A deleted collector's device is gone from the programme: its last report is not listed.
    .where('users.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('deviceSummaries').select('collectorId').whereRef('deviceSummaries.collectorId', '=', 'users.id')),
        eb.exists(eb.selectFrom('syncQueueSnapshots').select('collectorId').whereRef('syncQueueSnapshots.collectorId', '=', 'users.id')),
      ]),
    )
    .execute();
  const rows: ReconciliationReportRow[] = [];
  for (const user of reported) {
    const reconciliation = await reconcile(db, user.id);
    if (!reconciliation || reconciliation.source === 'none') continue;
    rows.push({
      collectorId: user.id,
      fullName: user.fullName,
      email: user.email,
      online: onlineIds.has(user.id),
      source: reconciliation.source,
      reportedAt: reconciliation.reportedAt!,
      totals: reconciliationTotals(reconciliation.tables),
      mismatchedTables: reconciliation.tables.filter((t) => t.mismatch).map((t) => t.table),
    });
  }
  const mismatches = (row: ReconciliationReportRow) => row.totals.serverOnly + row.totals.deviceOnly;
  return rows.sort((a, b) => Number(mismatches(b) > 0) - Number(mismatches(a) > 0) || a.fullName.localeCompare(b.fullName) || a.collectorId - b.collectorId);
}
