/**
 * PostgreSQL compiles a statement to machine code (JIT) once its estimated cost passes
 * jit_above_cost. A count over a million-row table passes it, and compiling then takes longer
 * than counting (100–200 ms of a dashboard answer). withoutJit runs `run` in a read-only
 * transaction of its own with JIT off for that transaction only (SET LOCAL: the pooled connection
 * keeps its own setting afterwards). PGlite has no JIT: there `run` gets the database as it is.
 */
import { sql } from 'kysely';
import { poolOf, type Db } from './connection';

export async function withoutJit<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
  if (!poolOf(db)) return run(db);
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`set local jit = off`.execute(trx);
      return run(trx);
    });
}
