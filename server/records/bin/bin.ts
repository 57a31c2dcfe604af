/**
 * A record type's bin (migration 019): a permanent `pending_imports` row of kind `bin` per record
 * table. A row whose import batch is its table's bin is hidden from every read path that keeps to
 * published(...) rows, exactly as a row of an unfinished import is.
 */
import { sql, type RawBuilder } from 'kysely';
import { ApiError, notFound } from '../../http/errors';
import type { Db } from '../../db/connection';
import { RESTORE_ERROR_CODES } from '../../../src/domain/recordBin';
import { RECORD_DEFS } from '../definitions';
import { dynamic } from '../read';
import type { RecordDef } from '../types';
import { published } from '../visibility';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The SQL name of the record table (`oos_children`), as the bins' `record_table` holds it. */
export const sqlTableName = (def: RecordDef) => def.table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The id of `def`'s bin, as a subquery. */
export function binIdOf(def: RecordDef): RawBuilder<number> {
  return sql<number>`(select id from pending_imports where record_table = ${sqlTableName(def)} and kind = 'bin')`;
}

export interface LockedRecord {
  importBatchId: number | null;
  /** Not held back by an unfinished import or the bin. */
  visible: boolean;
  inBin: boolean;
}

/**
 * Locks the record's row, whatever its state (so every delete, restore and purge of one record
 * takes the same first lock), and says where it stands; undefined when the row is not there.
 */
export async function lockRecord(trx: Db, def: RecordDef, id: number): Promise<LockedRecord | undefined> {
  const row = await dynamic(trx)
    .selectFrom(def.table)
    .select(['importBatchId', published(def.table).as('visible'), sql<boolean>`${sql.ref(`${def.table}.importBatchId`)} = ${binIdOf(def)}`.as('inBin')])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const importBatchId = row.importBatchId == null ? null : Number(row.importBatchId);
  return { importBatchId, visible: Boolean(row.visible), inBin: row.inBin === true };
}

/** The record definition whose API path is `resource` (the bin's and the audit's resource). */
export function defOfResource(resource: string): RecordDef | undefined {
  return Object.values(RECORD_DEFS).find((def) => def.path === resource);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const BIN_MESSAGES = {
  deleted: (def: RecordDef, days: number) => `${capitalised(def.noun)} deleted. It can be restored from the Deleted view for ${days} days.`,
  restored: (def: RecordDef) => `${capitalised(def.noun)} restored.`,
  notDeleted: (def: RecordDef) => notFound(`The deleted ${def.noun}`),
  windowPassed: (def: RecordDef, days: number) =>
    new ApiError(
      409,
      RESTORE_ERROR_CODES.windowPassed,
      `This ${def.noun} was deleted more than ${days} days ago: the restore window has passed and it can no longer be restored.`,
    ),
  purged: (def: RecordDef) =>
    new ApiError(409, RESTORE_ERROR_CODES.purged, `This ${def.noun} was removed for good after the restore window; it can no longer be restored.`),
} as const;
