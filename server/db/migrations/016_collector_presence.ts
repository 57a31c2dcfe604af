import { type Kysely } from 'kysely';

/**
 * Collection Agents shows the truth: the app version a collector's device reported when
 * it last connected, and when the collector last pushed records successfully. `last_seen_at`
 * (users) is now also written while a device stays connected.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('app_version', 'text').addColumn('last_sync_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('app_version').dropColumn('last_sync_at').execute();
}
