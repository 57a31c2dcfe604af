import { type Kysely } from 'kysely';

/**
 * Collection Agents and the Command Centre tell a web collector from the app and the agent: the
 * device a collector reported in its handshake (`auth.device`: kind, browser, browser version)
 * when it last connected with one, kept as it came, like the app version (016).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('device', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('device').execute();
}
