/**
 * What a device learns of the reviews of the records it synced (
 * docs/collector-protocol.md "Review of synced records"): GET /api/admin/sync/reviews?since= for
 * the records whose review changed since a time, and the `record:review` event when a review
 * changes while the device is online.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DEVICE_REVIEWS_MAX, DEVICE_TABLES, EVENTS, type DeviceReviewItem, type DeviceTable } from '../../src/domain/protocol';
import { RECORD_TYPES } from '../../src/domain/records';
import type { Db } from '../db/connection';
import { ROOMS } from '../realtime/hub';
import { dynamic, type RecordDef } from '../records';
import { deletedSince, restoredSince } from '../records/bin/deviceReviews';
import { published } from '../records/visibility';
import { defOfTable } from '../sync/ingest';
import { mergedSince, unmergedSince } from './mergeReviews';

/** Reviews committed late by a transaction that began earlier are still found: each answer's `until` lags by this. */
const OVERLAP_MS = 30_000;

interface ReviewRow {
  localUuid: string;
  recordId: number;
  reviewState: string;
  reviewComment: string | null;
  reviewedAt: Date | string | null;
}

const toItem = (table: DeviceTable, row: ReviewRow): DeviceReviewItem => ({
  table,
  localUUID: row.localUuid,
  serverId: Number(row.recordId),
  reviewState: row.reviewState,
  reviewComment: row.reviewComment,
  reviewedAt: row.reviewedAt === null ? null : new Date(row.reviewedAt).toISOString(),
});

/** The collector's synced records of one table whose review changed at or after `since`, oldest first. */
function changedIn(db: Db, collectorId: number, table: DeviceTable, since: Date | undefined) {
  const def = defOfTable(table);
  return (
    dynamic(db)
      .selectFrom('syncIngestions as ingestion')
      .innerJoin(`${def.table} as record`, 'record.id', 'ingestion.recordId')
      .select(['ingestion.localUuid', 'ingestion.recordId', 'record.reviewState', 'record.reviewComment', 'record.reviewedAt'])
      .where('ingestion.collectorId', '=', collectorId)
      .where('ingestion.deviceTable', '=', table)
      // Only the collector's own records: a mapping re-pointed to a survivor by a merge of an older version never leaks another's.
      .whereRef('record.collectorId', '=', 'ingestion.collectorId')
      // A deleted record answers `deleted` instead (../records/bin/deviceReviews.ts).
      .where(published('record'))
      .where('record.reviewedAt', 'is not', null)
      .$if(since !== undefined, (q) => q.where('record.reviewedAt', '>=', since as Date))
      .orderBy('record.reviewedAt')
      .limit(DEVICE_REVIEWS_MAX + 1)
      .execute() as Promise<ReviewRow[]>
  );
}

/**
 * The reviews that changed since `since` (inclusive; all when absent), at most DEVICE_REVIEWS_MAX,
 * and `until`, the `since` of the next call. An item may come twice; applying it twice is harmless.
 * Records merged away answer `merged` (./mergeReviews.ts), deleted ones `deleted`
 * (../records/bin/deviceReviews.ts): a device sees only the localUUIDs it pushed, never the
 * survivor another collector sent.
 */
export async function reviewsSince(db: Db, collectorId: number, since: Date | undefined): Promise<{ data: DeviceReviewItem[]; until: string }> {
  const { now } = await sql<{ now: Date | string }>`select now() as now`.execute(db).then((r) => r.rows[0]);
  const perTable = await Promise.all(
    DEVICE_TABLES.map(async (table) => [
      ...(await changedIn(db, collectorId, table, since)).map((row) => toItem(table, row)),
      ...(await mergedSince(db, collectorId, table, since)),
      ...(await unmergedSince(db, collectorId, table, since)),
      ...(await deletedSince(db, defOfTable(table), collectorId, since)),
      ...(await restoredSince(db, defOfTable(table), collectorId, since)),
    ]),
  );
  const items = perTable.flat().sort((a, b) => String(a.reviewedAt).localeCompare(String(b.reviewedAt)));
  const truncated = items.length > DEVICE_REVIEWS_MAX;
  const data = items.slice(0, DEVICE_REVIEWS_MAX);
  const lagging = new Date(new Date(now).getTime() - OVERLAP_MS);
  const until = truncated ? (data.at(-1)?.reviewedAt as string) : new Date(Math.max(lagging.getTime(), since?.getTime() ?? 0)).toISOString();
  return { data, until };
}

/** The device item of a synced record, or undefined for a record no device sent. */
async function deviceItemOf(db: Db, def: RecordDef, recordId: number): Promise<{ collectorId: number; item: DeviceReviewItem } | undefined> {
  const table = RECORD_TYPES[def.type].deviceTable;
  const record = await dynamic(db)
    .selectFrom(def.table)
    .select(['collectorId', 'reviewState', 'reviewComment', 'reviewedAt'])
    .where('id', '=', recordId)
    .executeTakeFirst();
  if (!record?.collectorId) return undefined;
  const collectorId = Number(record.collectorId);
  const ingestion = await db
    .selectFrom('syncIngestions')
    .select('localUuid')
    .where('collectorId', '=', collectorId)
    .where('deviceTable', '=', table)
    .where('recordId', '=', recordId)
    .executeTakeFirst();
  if (!ingestion) return undefined;
  return { collectorId, item: toItem(table, { ...(record as unknown as ReviewRow), localUuid: ingestion.localUuid, recordId }) };
}

/** Tells the record's device, if it is online, that its review changed (after the change committed). */
export async function noticeDevice(app: FastifyInstance, def: RecordDef, recordId: number): Promise<void> {
  try {
    const found = await deviceItemOf(app.db, def, recordId);
    if (found) app.realtime.io.to(ROOMS.collector(found.collectorId)).emit(EVENTS.recordReview, found.item);
  } catch (error) {
    // The device pulls its reviews on connect and after each sync: a lost notice is caught up there.
    app.log.warn({ err: error }, 'review notice to the device failed');
  }
}
