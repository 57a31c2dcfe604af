/**
 * Whose the seeded records are: one collector given by the caller (all records
 * theirs, anywhere in Nigeria), or the three demo collectors, each working in a handful of states
 * of its own, or nobody. Records of a state belong to the collector whose territory holds it, so a
 * school's learners and staff and a community's households and children share their collector.
 */
import { sql, type Kysely } from 'kysely';
import { stateChooser, type Rng } from '../../generator';
import type { Database } from '../../server/db/schema';
import { DEMO_TERRITORIES } from '../demoUsers';
import { SNAKE_TABLES } from './scale';

export interface Attribution {
  /** The collector of a record in `state`. */
  collectorOf(state: string): number | null;
  /** Picks a new school's or community's state; null: anywhere, by the generator's own weights. */
  chooseState: ((rng: Rng) => string) | null;
  /** The collectors the records went to, for their last sync (empty: one given collector or none). */
  demoCollectorIds: number[];
}

const anyone = (collectorId: number | null): Attribution => ({ collectorOf: () => collectorId, chooseState: null, demoCollectorIds: [] });

/** `collectorId` when the caller chose one (null included); otherwise the demo collectors when they all exist. */
export async function attribution(db: Kysely<Database>, collectorId: number | null | undefined): Promise<Attribution> {
  if (collectorId !== undefined) return anyone(collectorId);
  const emails = DEMO_TERRITORIES.map((territory) => territory.email);
  const rows = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  if (idOf.size !== emails.length) return anyone(rows[0]?.id ?? null);
  const ownerOf = new Map<string, number>();
  for (const territory of DEMO_TERRITORIES) for (const state of territory.states) ownerOf.set(state, idOf.get(territory.email)!);
  return {
    collectorOf: (state) => ownerOf.get(state) ?? null,
    chooseState: stateChooser([...ownerOf.keys()]),
    demoCollectorIds: [...idOf.values()],
  };
}

/**
 * The demo collectors' last sync and last sight: the newest synced record of theirs, as if their
 * phones had pushed it then (the Collection Agents screen and the dashboards read these).
 */
export async function recordLastSyncs(db: Kysely<Database>, collectorIds: readonly number[]): Promise<void> {
  if (collectorIds.length === 0) return;
  const newest = sql.join(
    Object.values(SNAKE_TABLES).map(
      (table) => sql`select max(updated_at) as at from ${sql.table(table)} where collector_id = users.id and sync_status = 'synced'`,
    ),
    sql` union all `,
  );
  await sql`update users set last_sync_at = (select max(at) from (${newest}) as synced), last_seen_at = (select max(at) from (${newest}) as synced)
    where id in (${sql.join(collectorIds)})`.execute(db);
}
