/**
 * Writing an import's new rows as one batch that appears at once (server/records/visibility.ts):
 * open the batch, insert the rows in short committed chunks, then publish them together with the
 * audit row in one small transaction. If anything fails, the batch's rows are deleted, so the
 * import leaves nothing behind; a batch left open by a crash is discarded at the next start. A
 * server stopping (SIGTERM) aborts `input.stopping`: the batch is discarded the same way and the
 * import answers 503, to be sent again.
 */
import { writeAudit } from '../audit';
import { ApiError } from '../http/errors';
import type { Db } from '../db/connection';
import { nextTurn } from '../eventLoop';
import { dynamic } from '../records/read';
import type { RecordDef } from '../records/types';
import type { ImportInput } from './import';

/**
 * Rows per INSERT, each committed on its own: the embedded database has one connection, and one
 * transaction of 20,000 rows held it, and so every other request, for over a second.
 */
const INSERT_CHUNK = 100;
const DELETE_CHUNK = 1_000;
/** Every this many rows an import touches its batch; untouched for STALE_AFTER_MS, it was cut off. */
const TOUCH_EVERY = 1_000;
const STALE_AFTER_MS = 60_000;

export interface ReadyRow {
  row: number;
  columns: Record<string, unknown>;
}

export const importStopped = () =>
  new ApiError(503, 'SERVER_STOPPING', 'The server is restarting, so this import was stopped and nothing of it was saved. Send the file again in a moment.');

/** Deletes the rows of batch `batchId` in `table`, a chunk at a time, then the batch itself. */
async function discardBatch(db: Db, table: string, batchId: number): Promise<void> {
  for (;;) {
    const doomed = dynamic(db).selectFrom(table).select('id').where('importBatchId', '=', batchId).limit(DELETE_CHUNK);
    const deleted = await dynamic(db).deleteFrom(table).where('id', 'in', doomed).executeTakeFirst();
    await nextTurn();
    if (Number(deleted.numDeletedRows) < DELETE_CHUNK) break;
  }
  await db.deleteFrom('pendingImports').where('id', '=', batchId).execute();
}

/** Writes `rows` into `def.table` as one batch and returns how many were created. */
export async function writeBatch(db: Db, def: RecordDef, rows: ReadyRow[], input: ImportInput, alreadyPresent: number): Promise<number> {
  if (input.stopping?.aborted) throw importStopped();
  const batch = await db.insertInto('pendingImports').values({ recordTable: def.table }).returning('id').executeTakeFirstOrThrow();
  const ids: number[] = [];
  try {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      if (input.stopping?.aborted) throw importStopped();
      const values = rows
        .slice(i, i + INSERT_CHUNK)
        .map(({ columns }) => ({ ...columns, importBatchId: batch.id, createdBy: input.actor.userId, updatedBy: input.actor.userId }));
      const inserted = await dynamic(db).insertInto(def.table).values(values).returning('id').execute();
      ids.push(...inserted.map((row) => Number(row.id)));
      if (i % TOUCH_EVERY === 0) await db.updateTable('pendingImports').set({ touchedAt: new Date() }).where('id', '=', batch.id).execute();
      await nextTurn();
    }
    await db.transaction().execute(async (trx) => {
      const published = await trx.deleteFrom('pendingImports').where('id', '=', batch.id).executeTakeFirst();
      // Another process took the batch for cut off and deleted its rows: nothing to publish.
      if (Number(published.numDeletedRows) !== 1) throw new Error(`import batch ${batch.id} was discarded while it was written`);
      await writeAudit(trx, {
        userId: input.actor.userId,
        action: 'import',
        resource: def.path,
        ip: input.actor.ip,
        changes: { fileName: input.fileName, created: ids.length, alreadyPresent, firstId: Math.min(...ids), lastId: Math.max(...ids) },
      });
      await input.onPublish?.(trx, { created: ids.length, alreadyPresent });
    });
  } catch (error) {
    await discardBatch(db, def.table, batch.id);
    throw error;
  }
  return ids.length;
}

/**
 * Removes what imports cut off by a stop had written: batches that have not moved for a minute
 * (a live import touches its batch every few chunks), or at the start of the only process of an
 * embedded database, every batch (`olderThanMs` 0). Run at start and before each import.
 */
export async function discardUnfinishedImports(db: Db, olderThanMs = STALE_AFTER_MS): Promise<number> {
  const open = await db
    .selectFrom('pendingImports')
    .select(['id', 'recordTable'])
    .where('kind', '=', 'import')
    .where('touchedAt', '<=', new Date(Date.now() - olderThanMs))
    .execute();
  for (const batch of open) await discardBatch(db, batch.recordTable, batch.id);
  return open.length;
}
