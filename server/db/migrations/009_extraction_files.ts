import { sql, type Kysely } from 'kysely';

/**
 * Extraction bundles leave the database: a new bundle is a file under
 * DATA_DIR/extractions and its row keeps the file's name there, its size and its SHA-256. Rows of
 * bundles uploaded before keep their bytes in `content`, now optional.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('device_extractions').addColumn('storage_path', 'text').execute();
  await db.schema.alterTable('device_extractions').addColumn('sha256', 'text').execute();
  await db.schema
    .alterTable('device_extractions')
    .alterColumn('content', (c) => c.dropNotNull())
    .execute();
  await db.schema.createIndex('device_extractions_request_idx').on('device_extractions').column('request_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('device_extractions_request_idx').ifExists().execute();
  // Bundles kept as files have no bytes to put back in the table.
  await sql`delete from device_extractions where content is null`.execute(db);
  await db.schema
    .alterTable('device_extractions')
    .alterColumn('content', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('device_extractions').dropColumn('sha256').execute();
  await db.schema.alterTable('device_extractions').dropColumn('storage_path').execute();
}
