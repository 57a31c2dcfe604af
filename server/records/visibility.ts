/**
 * An import writes its rows in short committed chunks, tagged with an import batch that is listed
 * in `pending_imports` until the last chunk is in; then one small transaction publishes them all
 * at once by removing the batch from that list (or, on failure, the rows are deleted). So on the
 * embedded database, whose one connection serves every request, an import of 20,000 rows never
 * holds the connection for long, and no reader ever sees part of a file. Every read of record rows
 * keeps to `published(...)`.
 */
import { sql, type RawBuilder } from 'kysely';

/** True for a row of `table` that no unfinished import holds back. */
export function published(table: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from pending_imports where pending_imports.id = ${sql.ref(`${table}.importBatchId`)})`;
}
