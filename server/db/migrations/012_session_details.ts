import { sql, type Kysely } from 'kysely';

/**
 * The Settings screen lists a user's open sessions with their last use: when and from
 * which address the session last called the API. Written at most once a minute per session. The
 * partial index serves "this user's open sessions" without the revoked history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'timestamptz').addColumn('last_used_ip', 'text').execute();
  await sql`update sessions set last_used_at = coalesce(last_refreshed_at, created_at), last_used_ip = ip`.execute(db);
  await sql`create index sessions_user_open_idx on sessions (user_id, created_at) where revoked_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sessions_user_open_idx`.execute(db);
  await db.schema.alterTable('sessions').dropColumn('last_used_at').dropColumn('last_used_ip').execute();
}
