/** Does the server hold these records of this device? (verifications and checkSyncConsistency) */
import type { DeviceTable, SyncVerifyOutcome } from '../../src/domain/protocol';
import type { Db } from '../db/connection';
import { dynamic, getRecord } from '../records';
import { defOfTable } from './ingest';
import { published } from '../records/visibility';

export async function verifyRecords(
  db: Db,
  collectorId: number,
  items: ReadonlyArray<{ table: DeviceTable; localUUID: string }>,
  withData = false,
): Promise<SyncVerifyOutcome[]> {
  const uuids = [...new Set(items.map((item) => item.localUUID))];
  const stored = new Map<string, { recordId: number; deviceTable: string }>();
  for (let i = 0; i < uuids.length; i += 1000) {
    const rows = await db
      .selectFrom('syncIngestions')
      .select(['localUuid', 'recordId', 'deviceTable'])
      .where('collectorId', '=', collectorId)
      .where('localUuid', 'in', uuids.slice(i, i + 1000))
      .execute();
    for (const row of rows) stored.set(row.localUuid, row);
  }
  // The record may have been deleted on the server since: check it is still there.
  const present = new Set<string>();
  const byTable = new Map<DeviceTable, number[]>();
  for (const item of items) {
    const hit = stored.get(item.localUUID);
    if (hit && hit.deviceTable === item.table) byTable.set(item.table, [...(byTable.get(item.table) ?? []), hit.recordId]);
  }
  for (const [table, ids] of byTable) {
    const rows = await dynamic(db)
      .selectFrom(defOfTable(table).table)
      .select('id')
      .where('id', 'in', ids)
      .where(published(defOfTable(table).table))
      .execute();
    for (const row of rows) present.add(`${table}:${String(row.id)}`);
  }
  const outcomes: SyncVerifyOutcome[] = [];
  for (const item of items) {
    const hit = stored.get(item.localUUID);
    const exists = Boolean(hit && hit.deviceTable === item.table && present.has(`${item.table}:${hit.recordId}`));
    const outcome: SyncVerifyOutcome = { table: item.table, localUUID: item.localUUID, exists, serverId: exists ? hit!.recordId : null };
    if (exists && withData) outcome.serverData = await getRecord(db, defOfTable(item.table), hit!.recordId);
    outcomes.push(outcome);
  }
  return outcomes;
}
