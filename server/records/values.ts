/** Turning checked values into column values, and checking the records they link to. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dynamic } from './read';
import { published } from './visibility';
import type { RecordDef } from './types';

/** Column values for insert/update: lists go to jsonb as JSON text. */
export function toColumnValues(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value) ? JSON.stringify(value) : value;
  }
  return out;
}

/** Errors for link ids (schoolId, communityId, …) that name no record. */
export async function referenceErrors(db: Kysely<Database>, def: RecordDef, values: Record<string, unknown>): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const [key, ref] of Object.entries(def.references)) {
    const id = values[key];
    if (id === undefined || id === null) continue;
    const found = await dynamic(db).selectFrom(ref.table).select('id').where('id', '=', id).where(published(ref.table)).executeTakeFirst();
    if (!found) errors[key] = `No ${ref.noun} has the id ${String(id)}`;
  }
  return errors;
}
