import type { Kysely } from 'kysely';

/** The audit log screen filters by action and lists the actions in use (a skip scan of this index). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_logs_action_created_at_idx').on('audit_logs').columns(['action', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_logs_action_created_at_idx').ifExists().execute();
}
