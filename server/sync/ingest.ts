/**
 * Sync ingestion (DESIGN §6): each pushed record is checked with its type's domain schema (through
 * the records module's insert helpers), stored once per (collector, localUUID), audit-logged, and
 * answered on its own: created, duplicate (already stored: same serverId), updated (a record marked
 * has_issues re-sent by its device: stored again, back to received), merged or deleted (./gone.ts:
 * nothing written) or failed with messages.
 */
import { RECORD_TYPES, type RecordType } from '../../src/domain/records';
import type { DeviceTable, SyncPushItem, SyncPushOutcome } from '../../src/domain/protocol';
import { writeAudit } from '../audit';
import type { Db } from '../db/connection';
import { ApiError, invalidValue, isDataException } from '../http/errors';
import { RECORD_DEFS, dynamic, prepareInsert, referenceErrors, validationFailed, type RecordDef } from '../records';
import { resendAfterIssues, reviewOf } from '../review/resend';
import { goneOutcome } from './gone';

const TYPE_OF_TABLE = Object.fromEntries(
  (Object.entries(RECORD_TYPES) as [RecordType, (typeof RECORD_TYPES)[RecordType]][]).map(([type, info]) => [info.deviceTable, type]),
) as Record<DeviceTable, RecordType>;

export function defOfTable(table: DeviceTable): RecordDef {
  return RECORD_DEFS[TYPE_OF_TABLE[table]];
}

/** Thrown inside the transaction when another push stored the same localUUID first. */
class AlreadyStored extends Error {}

async function storedRecord(db: Db, collectorId: number, localUUID: string) {
  return db
    .selectFrom('syncIngestions')
    .select(['recordId', 'deviceTable'])
    .where('collectorId', '=', collectorId)
    .where('localUuid', '=', localUUID)
    .executeTakeFirst();
}

/** Server ids of linked records pushed earlier by the same collector, or the messages of the missing ones. */
async function resolveLinks(db: Db, collectorId: number, def: RecordDef, links: Record<string, string> = {}) {
  const ids: Record<string, number> = {};
  const errors: Record<string, string> = {};
  for (const [key, localUUID] of Object.entries(links)) {
    const ref = def.references[key];
    if (!ref) {
      errors[`links.${key}`] = `A ${def.noun} cannot link ${key}`;
      continue;
    }
    const stored = await storedRecord(db, collectorId, localUUID);
    if (stored) ids[key] = stored.recordId;
    else errors[`links.${key}`] = `The linked ${ref.noun} (${localUUID}) has not been synced yet`;
  }
  return { ids, errors };
}

/** The stored record's row values from a pushed item: checked by the type's schema, links resolved. */
async function rowOf(db: Db, collectorId: number, def: RecordDef, item: SyncPushItem): Promise<Record<string, unknown>> {
  const links = await resolveLinks(db, collectorId, def, item.links);
  if (Object.keys(links.errors).length > 0) throw validationFailed(links.errors);
  // The server names the record (uuid) and its collector; the device's own id is its localUUID.
  const { uuid: _uuid, ...data } = item.data;
  return prepareInsert(def, { ...data, ...links.ids, collectorId, syncStatus: 'synced' });
}

async function ingestOne(db: Db, collectorId: number, item: SyncPushItem, ip: string | null): Promise<SyncPushOutcome> {
  const base = { table: item.table, localUUID: item.localUUID };
  const existing = await storedRecord(db, collectorId, item.localUUID);
  if (existing) {
    if (existing.deviceTable !== item.table)
      return { ...base, ok: false, status: 'failed', message: `This localUUID was already synced as a ${existing.deviceTable} record` };
    const def = defOfTable(item.table);
    const gone = await goneOutcome(db, def, existing.recordId);
    if (gone) return { ...base, ok: true, serverId: existing.recordId, ...gone };
    const fixed = await resendAfterIssues(db, def, existing.recordId, collectorId, () => rowOf(db, collectorId, def, item), ip);
    if (fixed) return { ...base, ok: true, status: 'updated', serverId: existing.recordId, message: 'Updated; back to received for review', ...fixed };
    const review = await reviewOf(db, def, existing.recordId);
    return { ...base, ok: true, status: 'duplicate', serverId: existing.recordId, message: 'Already synced', ...review };
  }
  const def = defOfTable(item.table);
  const row = await rowOf(db, collectorId, def, item);
  try {
    const recordId = await db.transaction().execute(async (trx) => {
      const errors = await referenceErrors(trx, def, row);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const { id } = await dynamic(trx)
        .insertInto(def.table)
        .values({ ...row, createdBy: collectorId, updatedBy: collectorId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const claimed = await trx
        .insertInto('syncIngestions')
        .values({ collectorId, localUuid: item.localUUID, deviceTable: item.table, recordId: Number(id) })
        .onConflict((oc) => oc.columns(['collectorId', 'localUuid']).doNothing())
        .returning('recordId')
        .executeTakeFirst();
      if (!claimed) throw new AlreadyStored();
      await writeAudit(trx, {
        userId: collectorId,
        action: 'create',
        resource: def.path,
        resourceId: Number(id),
        changes: { source: 'sync', localUUID: item.localUUID },
        ip,
      });
      return Number(id);
    });
    return { ...base, ok: true, status: 'created', serverId: recordId, reviewState: 'received', reviewComment: null };
  } catch (error) {
    if (error instanceof AlreadyStored) return ingestOne(db, collectorId, item, ip);
    throw error;
  }
}

/** Integrity violations (SQLSTATE class 23) refuse one record, like data exceptions (class 22). */
const isIntegrityViolation = (error: unknown) => /^23/.test(String((error as { code?: unknown } | null)?.code ?? ''));

/**
 * Ingests the records in order (a record may link one pushed before it in the same call). Each
 * record is written in its own transaction; one the schema or the database refuses is answered
 * `failed` with its message and the others are still stored, so a device never retries a batch
 * forever because of one bad record.
 */
export async function ingest(db: Db, collectorId: number, items: readonly SyncPushItem[], ip: string | null = null): Promise<SyncPushOutcome[]> {
  const outcomes: SyncPushOutcome[] = [];
  for (const item of items) {
    try {
      outcomes.push(await ingestOne(db, collectorId, item, ip));
    } catch (error) {
      const refused = error instanceof ApiError ? error : isDataException(error) || isIntegrityViolation(error) ? invalidValue() : null;
      if (!refused) throw error;
      outcomes.push({ table: item.table, localUUID: item.localUUID, ok: false, status: 'failed', message: refused.message, errors: refused.errors });
    }
  }
  return outcomes;
}

/** A push that landed at least one record is the collector's last sync. */
export async function markSynced(db: Db, collectorId: number): Promise<void> {
  await db.updateTable('users').set({ lastSyncAt: new Date() }).where('id', '=', collectorId).execute();
}
