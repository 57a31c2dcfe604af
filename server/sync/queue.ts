/** The devices' sync-queue snapshots: the latest one per collector, served to the Command Centre. */
import type { SyncQueueItem } from '../../src/domain/protocol';
import type { Db } from '../db/connection';

/** Items served for `all` at most (newest snapshots first). */
const ALL_QUEUES_MAX_ITEMS = 10_000;

export async function saveQueueSnapshot(db: Db, collectorId: number, items: readonly SyncQueueItem[]): Promise<void> {
  const values = { items: JSON.stringify(items.map((item) => ({ ...item, collectorId }))), itemCount: items.length, reportedAt: new Date() };
  await db
    .insertInto('syncQueueSnapshots')
    .values({ collectorId, ...values })
    .onConflict((oc) => oc.column('collectorId').doUpdateSet(values))
    .execute();
}

function parseItems(items: unknown): SyncQueueItem[] {
  const list = typeof items === 'string' ? (JSON.parse(items) as unknown) : items;
  return Array.isArray(list) ? (list as SyncQueueItem[]) : [];
}

/** The latest snapshot of one collector (empty when it never reported). */
export async function queueOf(db: Db, collectorId: number): Promise<SyncQueueItem[]> {
  const row = await db.selectFrom('syncQueueSnapshots').select('items').where('collectorId', '=', collectorId).executeTakeFirst();
  return row ? parseItems(row.items) : [];
}

/** Every collector's latest snapshot, newest first, capped at ALL_QUEUES_MAX_ITEMS items. */
export async function allQueues(db: Db): Promise<SyncQueueItem[]> {
  const rows = await db.selectFrom('syncQueueSnapshots').select('items').orderBy('reportedAt', 'desc').execute();
  const items: SyncQueueItem[] = [];
  for (const row of rows) {
    items.push(...parseItems(row.items));
    if (items.length >= ALL_QUEUES_MAX_ITEMS) break;
  }
  return items.slice(0, ALL_QUEUES_MAX_ITEMS);
}
