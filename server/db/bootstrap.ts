/** Start-up work on the database: the schema, the default roles, then the shipped ward list (once). */
import { ensureDefaultRoles } from '../accounts/defaultRoles';
import { ensureReferenceWards } from '../locations/reference';
import type { Db } from './connection';
import { migrateToLatest } from './migrate';

export async function prepareDatabase(db: Db): Promise<void> {
  await migrateToLatest(db);
  await ensureDefaultRoles(db);
  await ensureReferenceWards(db);
}
