/**
 * Updating a record (docs/api-records.md): only the fields sent change; read-only values must match
 * the stored ones; one transaction locks the row, writes the changed columns and one audit row
 * `{action: 'update', resource, resourceId, changes: {field: {before, after}}}`. A save that changes
 * nothing writes nothing, not even updated_at. A change to an approved record returns it to
 * `received` (history source `edit`; the audit row's changes carry `reviewState`).
 */
import { sql, type Kysely } from 'kysely';
import { writeAudit } from '../audit';
import { applyReviewChange } from '../review/history';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { validationFailed } from './errors';
import { emptyToNull, LOCATION_KEYS, locationErrors, wardError, zoneFor } from './locations';
import { dynamic, getRecord, type ApiRow } from './read';
import { published } from './visibility';
import { readOnlyErrors, sameValue, writeRules } from './rules';
import type { HouseholdPartDef, RecordDef } from './types';
import { referenceErrors, toColumnValues } from './values';

/** The user a write is recorded for (null for system work). */
export type Actor = number | null;

type Changes = Record<string, { before: unknown; after: unknown }>;

export interface UpdateResult {
  row: ApiRow;
  /** Empty when the body changed nothing. */
  changes: Changes;
}

export const notFoundError = (def: RecordDef) => notFound(`The ${def.noun}`);

function diff(current: ApiRow, values: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [key, after] of Object.entries(values)) {
    const before = current[key] ?? null;
    if (!sameValue(before, after)) changes[key] = { before, after: after ?? null };
  }
  return changes;
}

/**
 * Applies `patch` (a PUT body the route validated with writeRules' schema: the partial strict
 * form of the type's schema, or the part's) to record `id`. Throws ApiError 400 (read-only
 * fields, places), 404 (unknown id).
 */
export async function updateRecord(
  db: Kysely<Database>,
  def: RecordDef,
  id: number,
  patch: Readonly<Record<string, unknown>>,
  actor: Actor,
  ip?: string | null,
  part?: HouseholdPartDef,
): Promise<UpdateResult> {
  const rules = writeRules(def, part);
  const body = patch;

  return db.transaction().execute(async (trx) => {
    const locked = await dynamic(trx).selectFrom(def.table).select('id').where('id', '=', id).where(published(def.table)).forUpdate().executeTakeFirst();
    if (!locked) throw notFoundError(def);
    const current = (await getRecord(trx, def, id)) as ApiRow;

    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) if (rules.editable.has(key)) values[key] = value;
    const errors = readOnlyErrors(rules, body, current);

    if (def.locationEditable) {
      for (const key of LOCATION_KEYS) if (key in values) values[key] = emptyToNull(values[key]);
      const next = Object.fromEntries(LOCATION_KEYS.map((key) => [key, values[key] === undefined ? current[key] : values[key]]));
      if (LOCATION_KEYS.some((key) => !sameValue(next[key], current[key]))) {
        const found = locationErrors(next);
        const ward = Object.keys(found).length === 0 ? await wardError(trx, next) : null;
        Object.assign(errors, found, ward ? { ward } : {});
      }
      if ('state' in values) values.zone = zoneFor(next.state);
    }

    const changes = diff(current, values);
    const changedLinks = Object.fromEntries(
      Object.keys(def.references)
        .filter((k) => k in changes)
        .map((k) => [k, values[k]]),
    );
    Object.assign(errors, await referenceErrors(trx, def, changedLinks));
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    if (Object.keys(changes).length === 0) return { row: current, changes };

    const set = toColumnValues(Object.fromEntries(Object.keys(changes).map((key) => [key, values[key]])));
    await dynamic(trx)
      .updateTable(def.table)
      .set({ ...set, updatedAt: sql`now()`, updatedBy: actor })
      .where('id', '=', id)
      .execute();
    // An approved record that changes is no longer what was approved.
    if (current.reviewState === 'approved') {
      await applyReviewChange(trx, def, id, { state: 'received', comment: null, source: 'edit', userId: actor });
      changes.reviewState = { before: 'approved', after: 'received' };
    }
    await writeAudit(trx, { userId: actor, action: 'update', resource: def.path, resourceId: id, changes, ip: ip ?? null });
    return { row: (await getRecord(trx, def, id)) as ApiRow, changes };
  });
}
