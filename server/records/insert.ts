/**
 * Creating records (seed, sync ingestion): the whole schema checks the fields, the state and LGA
 * must be known, the zone comes from the state, and one audit row `create` is written.
 */
import { z } from 'zod';
import { idNumber, lineText } from '../../src/domain/inputRules';
import type { Kysely } from 'kysely';
import { SYNC_STATUSES } from '../../src/domain/records';
import { slug } from '../../src/domain/records/fields';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import { parseOrFail, validationFailed } from './errors';
import { emptyToNull, LOCATION_KEYS, locationErrors, zoneFor } from './locations';
import { dynamic, getRecord, type ApiRow } from './read';
import type { RecordDef } from './types';
import type { Actor } from './update';
import { referenceErrors, toColumnValues } from './values';

const timestamp = z.union([z.date(), z.iso.datetime({ offset: true, error: 'Expected an ISO date-time' })]);

/** What an insert may carry besides the schema fields. */
function systemShape(def: RecordDef): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {
    uuid: lineText().min(1).max(100).optional(),
    collectorId: idNumber().nullish(),
    syncStatus: z.enum(SYNC_STATUSES).optional(),
    createdAt: timestamp.optional(),
    updatedAt: timestamp.optional(),
  };
  for (const key of LOCATION_KEYS) if (!def.fields.includes(key)) shape[key] = slug();
  for (const key of Object.keys(def.references)) {
    if (!def.fields.includes(key)) shape[key] = idNumber().nullish();
  }
  return shape;
}

const insertSchemas = new WeakMap<RecordDef, z.ZodType>();

/** The strict schema of an insert: every schema field (all optional) plus the system values. */
function insertSchema(def: RecordDef): z.ZodType {
  let schema = insertSchemas.get(def);
  if (!schema) {
    schema = def.schema.extend(systemShape(def)).strict();
    insertSchemas.set(def, schema);
  }
  return schema;
}

/**
 * Checks `values` and returns the column values to insert (zone set, lists as JSON text).
 * Throws ApiError 400 with a message per field. Links to other records are not checked here.
 */
export function prepareInsert(def: RecordDef, values: unknown): Record<string, unknown> {
  const parsed = parseOrFail(insertSchema(def), values) as Record<string, unknown>;
  for (const key of LOCATION_KEYS) if (key in parsed) parsed[key] = emptyToNull(parsed[key]);
  const errors = locationErrors(parsed);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return toColumnValues({ ...parsed, zone: zoneFor(parsed.state) });
}

export interface InsertOptions {
  ip?: string | null;
  /** Write the audit row `create` (default true). */
  audit?: boolean;
}

/** Inserts one record (checked, links checked) and answers it as the API shows it. */
export async function insertRecord(db: Kysely<Database>, def: RecordDef, values: unknown, actor: Actor, options: InsertOptions = {}): Promise<ApiRow> {
  const row = prepareInsert(def, values);
  return db.transaction().execute(async (trx) => {
    const errors = await referenceErrors(trx, def, row);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const { id } = await dynamic(trx)
      .insertInto(def.table)
      .values({ ...row, createdBy: actor, updatedBy: actor })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (options.audit !== false) {
      await writeAudit(trx, { userId: actor, action: 'create', resource: def.path, resourceId: Number(id), ip: options.ip ?? null });
    }
    return (await getRecord(trx, def, Number(id))) as ApiRow;
  });
}
