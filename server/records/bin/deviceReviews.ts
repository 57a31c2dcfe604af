/**
 * Deletes as a device learns them (docs/collector-protocol.md §10): the device whose record
 * an officer deleted gets the item `deleted` (the reason as its comment, the delete's time) in
 * GET /api/admin/sync/reviews and as `record:review` once the delete commits, also after the purge
 * (the tombstone keeps the delete); after a restore it gets the record's own review again, in the
 * list by the time of the restore. As for every review item, only the collector's own records.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { DEVICE_REVIEWS_MAX, EVENTS, type DeviceReviewItem } from '../../../src/domain/protocol';
import { RECORD_TYPES } from '../../../src/domain/records';
import type { Db } from '../../db/connection';
import { ROOMS } from '../../realtime/hub';
import type { RecordDef } from '../types';
import { published } from '../visibility';
import { sqlTableName } from './bin';

const iso = (value: Date | string) => new Date(value).toISOString();

interface DeletedItem {
  collectorId: number;
  item: DeviceReviewItem;
}

/**
 * The `deleted` items of `def`'s synced records that match `where` (on the ingestion `si` and the
 * tombstone `d`), oldest first: only the collector's own record while its row is there (a purged
 * one has only its tombstone).
 */
async function deletedItems(db: Db, def: RecordDef, where: RawBuilder<boolean>): Promise<DeletedItem[]> {
  const table = RECORD_TYPES[def.type].deviceTable;
  const { rows } = await sql<{ collectorId: number; localUuid: string; recordId: number; reason: string; deletedAt: Date | string }>`
    select si.collector_id, si.local_uuid, si.record_id, d.reason, d.deleted_at
    from sync_ingestions si
    join deleted_records d on d.resource = ${def.path} and d.record_id = si.record_id
    left join ${sql.table(sqlTableName(def))} r on r.id = si.record_id
    where si.device_table = ${table} and ${where}
      and (r.id is null or r.collector_id = si.collector_id)
    order by d.deleted_at limit ${DEVICE_REVIEWS_MAX + 1}`.execute(db);
  return rows.map((row) => ({
    collectorId: Number(row.collectorId),
    item: {
      table,
      localUUID: row.localUuid,
      serverId: Number(row.recordId),
      reviewState: 'deleted',
      reviewComment: row.reason,
      reviewedAt: iso(row.deletedAt),
    },
  }));
}

/** The collector's records of `def` deleted at or after `since`. */
export async function deletedSince(db: Db, def: RecordDef, collectorId: number, since: Date | undefined): Promise<DeviceReviewItem[]> {
  const after = since === undefined ? sql<boolean>`true` : sql<boolean>`d.deleted_at >= ${since}`;
  return (await deletedItems(db, def, sql<boolean>`si.collector_id = ${collectorId} and ${after}`)).map((found) => found.item);
}

/** The collector's records of `def` restored at or after `since` (and not deleted again), with their own review; oldest first. */
export async function restoredSince(db: Db, def: RecordDef, collectorId: number, since: Date | undefined): Promise<DeviceReviewItem[]> {
  const table = RECORD_TYPES[def.type].deviceTable;
  const after = since === undefined ? sql`true` : sql`a.created_at >= ${since}`;
  const { rows } = await sql<{ localUuid: string; recordId: number; reviewState: string; reviewComment: string | null; restoredAt: Date | string }>`
    select si.local_uuid, si.record_id, r.review_state, r.review_comment, a.created_at as restored_at
    from audit_logs a
    join sync_ingestions si on si.record_id::text = a.resource_id and si.collector_id = ${collectorId} and si.device_table = ${table}
    join ${sql.table(sqlTableName(def))} r on r.id = si.record_id and r.collector_id = si.collector_id
    where a.action = 'restore' and a.resource = ${def.path} and ${published('r')} and ${after}
    order by a.created_at limit ${DEVICE_REVIEWS_MAX + 1}`.execute(db);
  return rows.map((row) => ({
    table,
    localUUID: row.localUuid,
    serverId: Number(row.recordId),
    reviewState: row.reviewState,
    reviewComment: row.reviewComment,
    reviewedAt: iso(row.restoredAt),
  }));
}

/** Tells the deleted record's device, if it is online, that the record is deleted (after the delete committed). */
export async function noticeDeleted(app: FastifyInstance, def: RecordDef, recordId: number): Promise<void> {
  try {
    for (const { collectorId, item } of await deletedItems(app.db, def, sql<boolean>`si.record_id = ${recordId}`)) {
      app.realtime.io.to(ROOMS.collector(collectorId)).emit(EVENTS.recordReview, item);
    }
  } catch (error) {
    // The device pulls its reviews on connect and after each sync: a lost notice is caught up there.
    app.log.warn({ err: error }, 'delete notice to the device failed');
  }
}
