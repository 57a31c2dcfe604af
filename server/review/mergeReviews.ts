/**
 * Merges as a device learns them (docs/collector-protocol.md §10): the device whose record
 * was merged away gets the item `merged` with the survivor's id (following later merges), in
 * GET /api/admin/sync/reviews by the merge's time and as `record:review` as soon as the merge
 * commits; after an undo it gets the restored record's own review again (in the list by the time
 * of the undo). A device only ever gets items of the localUUIDs it pushed itself.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DEVICE_REVIEWS_MAX, EVENTS, type DeviceReviewItem, type DeviceTable } from '../../src/domain/protocol';
import type { Db } from '../db/connection';
import { kindOfDeviceTable, type DuplicateKind } from '../duplicates/kinds';
import { ROOMS } from '../realtime/hub';

/** Merges chained deeper than this are not followed further (as server/sync/gone.ts). */
const MAX_MERGE_CHAIN = 20;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The record each of `ids` finally lives on in, following merges of survivors into others. */
async function finalSurvivors(db: Db, kind: DuplicateKind, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ recordId: number; survivor: number }>`
    with recursive chain(record_id, survivor, depth) as (
      select record_id, merged_into, 1 from merged_records where resource = ${kind.resource} and record_id in (${sql.join([...ids])})
      union all
      select c.record_id, m.merged_into, c.depth + 1 from chain c
        join merged_records m on m.resource = ${kind.resource} and m.record_id = c.survivor
        where c.depth < ${MAX_MERGE_CHAIN})
    select distinct on (record_id) record_id, survivor from chain order by record_id, depth desc`.execute(db);
  return new Map(rows.map((row) => [Number(row.recordId), Number(row.survivor)]));
}

/** The collector's records of one device table merged away at or after `since`, oldest first. */
export async function mergedSince(db: Db, collectorId: number, table: DeviceTable, since: Date | undefined): Promise<DeviceReviewItem[]> {
  const kind = kindOfDeviceTable(table);
  if (!kind) return [];
  const rows = await db
    .selectFrom('syncIngestions as ingestion')
    .innerJoin('mergedRecords as merge', (join) => join.onRef('merge.recordId', '=', 'ingestion.recordId').on('merge.resource', '=', kind.resource))
    .select(['ingestion.localUuid', 'merge.recordId', 'merge.mergedAt'])
    .where('ingestion.collectorId', '=', collectorId)
    .where('ingestion.deviceTable', '=', table)
    .$if(since !== undefined, (q) => q.where('merge.mergedAt', '>=', since as Date))
    .orderBy('merge.mergedAt')
    .limit(DEVICE_REVIEWS_MAX + 1)
    .execute();
  const survivors = await finalSurvivors(
    db,
    kind,
    rows.map((row) => row.recordId),
  );
  return rows.map((row) => ({
    table,
    localUUID: row.localUuid,
    serverId: survivors.get(row.recordId) ?? row.recordId,
    reviewState: 'merged',
    reviewComment: null,
    reviewedAt: iso(row.mergedAt),
  }));
}

/** The collector's records of one device table put back by an undo at or after `since`, with their own review; oldest first. */
export async function unmergedSince(db: Db, collectorId: number, table: DeviceTable, since: Date | undefined): Promise<DeviceReviewItem[]> {
  const kind = kindOfDeviceTable(table);
  if (!kind) return [];
  const after = since === undefined ? sql`true` : sql`a.created_at >= ${since}`;
  const { rows } = await sql<{ localUuid: string; recordId: number; reviewState: string; reviewComment: string | null; undoneAt: Date | string }>`
    select si.local_uuid, si.record_id, r.review_state, r.review_comment, a.created_at as undone_at
    from audit_logs a
    join sync_ingestions si on si.record_id::text = a.resource_id and si.collector_id = ${collectorId} and si.device_table = ${table}
    join ${sql.table(kind.sqlTable)} r on r.id = si.record_id
    where a.action = 'unmerge' and a.resource = ${kind.resource} and a.changes ? 'unmergedFrom' and ${after}
    order by a.created_at limit ${DEVICE_REVIEWS_MAX + 1}`.execute(db);
  return rows.map((row) => ({
    table,
    localUUID: row.localUuid,
    serverId: Number(row.recordId),
    reviewState: row.reviewState,
    reviewComment: row.reviewComment,
    reviewedAt: iso(row.undoneAt),
  }));
}

/** Tells the devices of the merged record (and of records merged into it before) that it now lives on in its survivor. */
export async function noticeMerged(app: FastifyInstance, kind: DuplicateKind, mergedId: number): Promise<void> {
  try {
    const { rows } = await sql<{ collectorId: number; localUuid: string }>`
      with recursive gone(record_id) as (
        select ${mergedId}::integer
        union
        select m.record_id from merged_records m join gone g on m.merged_into = g.record_id where m.resource = ${kind.resource})
      select si.collector_id, si.local_uuid from sync_ingestions si
      where si.device_table = ${kind.deviceTable} and si.record_id in (select record_id from gone)`.execute(app.db);
    if (rows.length === 0) return;
    const merge = await app.db
      .selectFrom('mergedRecords')
      .select('mergedAt')
      .where('resource', '=', kind.resource)
      .where('recordId', '=', mergedId)
      .executeTakeFirst();
    const survivor = (await finalSurvivors(app.db, kind, [mergedId])).get(mergedId);
    if (!merge || survivor === undefined) return;
    for (const row of rows) {
      const item: DeviceReviewItem = {
        table: kind.deviceTable,
        localUUID: row.localUuid,
        serverId: survivor,
        reviewState: 'merged',
        reviewComment: null,
        reviewedAt: iso(merge.mergedAt),
      };
      app.realtime.io.to(ROOMS.collector(Number(row.collectorId))).emit(EVENTS.recordReview, item);
    }
  } catch (error) {
    // The device pulls its reviews on connect and after each sync: a lost notice is caught up there.
    app.log.warn({ err: error }, 'merge notice to the device failed');
  }
}
