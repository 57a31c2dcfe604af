/** Start-up work on the database: the schema, then the default roles. */
import { ensureDefaultRoles } from '../accounts/defaultRoles';
import type { Db } from './connection';
import { migrateToLatest } from './migrate';

export async function prepareDatabase(db: Db): Promise<void> {
  await migrateToLatest(db);
  await ensureDefaultRoles(db);
}
