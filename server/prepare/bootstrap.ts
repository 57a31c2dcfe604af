/**
 * Start-up work on the database: the schema, the default roles, then the shipped ward list (once).
 * On PostgreSQL several processes may start at once (WORKERS=N, several machines): the work runs
 * under a session-level advisory lock held on one dedicated connection, so one process does it
 * while the others wait, then find it done.
 */
import { ensureDefaultRoles } from '../accounts/defaultRoles';
import { ensureReferenceWards } from '../locations/reference';
import { poolOf, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

/** The advisory lock's key: any constant no other code of this product locks with. */
export const PREPARE_LOCK_KEY = 220_522_001;

async function prepareUnlocked(db: Db): Promise<void> {
  await migrateToLatest(db);
  await ensureDefaultRoles(db);
  await ensureReferenceWards(db);
}

export async function prepareDatabase(db: Db): Promise<void> {
  const pool = poolOf(db);
  // PGlite is one process's own database: nobody to wait for.
  if (!pool) return prepareUnlocked(db);
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    try {
      await prepareUnlocked(db);
    } finally {
      // Ending the connection releases a session lock too: a failed unlock drops the connection.
      await client.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => (broken = true));
    }
  } finally {
    client.release(broken);
  }
}
