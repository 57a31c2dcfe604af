/**
 * Demo records of every type from the shared generator (generator/), linked (schools → learners
 * and staff; communities → households → out-of-school children), deterministic from a seed
 * number and the day they are dated to (the 12 months before it), at a chosen scale. Rows are made and inserted a batch at a time inside one
 * transaction, so a big seed never sits in memory and an interrupted one leaves nothing behind.
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../server/db/connection';
import type { Database } from '../../server/db/schema';
import { Rng, makeChild, makeCommunity, makeHousehold, makeLearner, makeSchool, makeStaff, pickWardsFrom } from '../../generator';
import type { CommunityContext, HouseholdContext, SchoolContext } from '../../generator';
import { BULK_THRESHOLD, withoutSecondaryIndexes } from './bulk';
import { BATCH_SIZES, Progress, Sink } from './insert';
import { RECORD_TABLES, SNAKE_TABLES, allocator, resolveScale, totalOf, type RecordCounts } from './scale';
import { attribution, recordLastSyncs, type Attribution } from './collectors';
import { rowOf } from './system';
import { startOfUtcDay } from '../days';
import { seedReviews } from './reviews';
import { seedDeletions } from './deletions';
import { seedDuplicates } from './duplicates';

export { BASE_DATE } from '../../generator';
export { BENCH_COUNTS, DEMO_COUNTS, RECORD_TABLES, ScaleError, describeCounts, resolveScale, totalOf, type RecordCounts } from './scale';

export const DEFAULT_SEED = 1;
/** Bump when the generators change, so cached benchmark databases and demo templates are rebuilt. */
export const SEED_FORMAT = 3;

export interface SeedRecordsOptions {
  /** A number times the small demo (1), `bench`, or exact counts. */
  scale?: string | number | RecordCounts;
  seed?: number;
  /** Collector of every record (null: none); by default the three demo collectors, each in its own states. */
  collectorId?: number | null;
  /** Records are dated in the 12 months before this instant; by default the start of today (UTC). */
  datedTo?: Date;
  onProgress?: (line: string) => void;
}

export interface SeedSummary {
  counts: RecordCounts;
  seed: number;
  datedTo: Date;
  milliseconds: number;
}

export class SeedRefusedError extends Error {
  constructor(readonly existing: RecordCounts) {
    super(
      `The record tables already hold ${totalOf(existing).toLocaleString('en-US')} records; the demo seed only fills an empty database. ` +
        'Use a fresh DATA_DIR (or an empty PostgreSQL database) to seed at another scale.',
    );
    this.name = 'SeedRefusedError';
  }
}

export async function countRecords(db: Kysely<Database>): Promise<RecordCounts> {
  const counts = {} as RecordCounts;
  for (const table of RECORD_TABLES) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = row.count;
  }
  return counts;
}

/** The generator picks each record's ward among the wards this database holds for its LGA. */
async function pickAmongStoredWards(db: Kysely<Database>): Promise<void> {
  const byLga = new Map<string, string[]>();
  for (const ward of await db.selectFrom('wards').select(['state', 'lga', 'slug']).orderBy('id').execute()) {
    const key = `${ward.state}/${ward.lga}`;
    const wards = byLga.get(key) ?? [];
    wards.push(ward.slug);
    byLga.set(key, wards);
  }
  pickWardsFrom((state, lga) => byLga.get(`${state}/${lga}`) ?? []);
}

async function seedSchools(db: Kysely<Database>, rng: Rng, counts: RecordCounts, by: Attribution, progress: Progress) {
  const learnersOf = allocator(rng, counts.learners, counts.schools, 0.8);
  const staffOf = allocator(rng, counts.staff, counts.schools, 0.5);
  const learners = new Sink(db, 'learners', BATCH_SIZES.learners, progress);
  const staff = new Sink(db, 'staff', BATCH_SIZES.staff, progress);
  type Pending = { context: SchoolContext; learners: number; staff: number };
  const schools = new Sink<'schools', Pending>(db, 'schools', BATCH_SIZES.schools, progress, async (ids, pending) => {
    for (let i = 0; i < ids.length; i += 1) {
      const { context } = pending[i];
      const schoolId = ids[i];
      const collectorId = by.collectorOf(context.place.state);
      for (let k = 0; k < pending[i].learners; k += 1) await learners.push(rowOf(rng, makeLearner(rng, context), collectorId, { schoolId }));
      for (let k = 0; k < pending[i].staff; k += 1) await staff.push(rowOf(rng, makeStaff(rng, context, schoolId, k), collectorId, { schoolId }));
    }
  });
  for (let i = 1; i <= counts.schools; i += 1) {
    const school = makeSchool(rng, i, by.chooseState?.(rng));
    await schools.push(rowOf(rng, school, by.collectorOf(school.place.state), {}), { context: school.context, learners: learnersOf(), staff: staffOf() });
  }
  await schools.flush();
  await learners.flush();
  await staff.flush();
}

async function seedCommunities(db: Kysely<Database>, rng: Rng, counts: RecordCounts, by: Attribution, progress: Progress) {
  const householdsOf = allocator(rng, counts.households, counts.communities, 0.6);
  const childrenOf = allocator(rng, counts.oosChildren, counts.households, 1);
  const children = new Sink(db, 'oosChildren', BATCH_SIZES.oosChildren, progress);
  type Household = { context: HouseholdContext; communityId: number };
  const households = new Sink<'households', Household>(db, 'households', BATCH_SIZES.households, progress, async (ids, pending) => {
    for (let i = 0; i < ids.length; i += 1) {
      const links = { householdId: ids[i], communityId: pending[i].communityId };
      const collectorId = by.collectorOf(pending[i].context.place.state);
      for (let k = 0; k < pending[i].context.childCount; k += 1) await children.push(rowOf(rng, makeChild(rng, pending[i].context), collectorId, links));
    }
  });
  type Community = { context: CommunityContext; households: number };
  const communities = new Sink<'communities', Community>(db, 'communities', BATCH_SIZES.communities, progress, async (ids, pending) => {
    for (let i = 0; i < ids.length; i += 1) {
      const communityId = ids[i];
      const collectorId = by.collectorOf(pending[i].context.place.state);
      for (let k = 0; k < pending[i].households; k += 1) {
        const household = makeHousehold(rng, pending[i].context, childrenOf());
        await households.push(rowOf(rng, household, collectorId, { communityId }), { context: household.context, communityId });
      }
    }
  });
  for (let i = 1; i <= counts.communities; i += 1) {
    const community = makeCommunity(rng, i, by.chooseState?.(rng));
    await communities.push(rowOf(rng, community, by.collectorOf(community.place.state), {}), { context: community.context, households: householdsOf() });
  }
  await communities.flush();
  await households.flush();
  await children.flush();
}

/** Seeds demo records into empty record tables; refuses (SeedRefusedError) when any holds a row. */
export async function seedRecords(db: Db, options: SeedRecordsOptions = {}): Promise<SeedSummary> {
  const counts = resolveScale(options.scale ?? 1);
  const seed = options.seed ?? DEFAULT_SEED;
  const started = performance.now();
  const datedTo = options.datedTo ?? startOfUtcDay(new Date());
  const by = await attribution(db, options.collectorId);
  const progress = new Progress(counts, options.onProgress);
  await db.transaction().execute(async (trx) => {
    const existing = await countRecords(trx);
    if (totalOf(existing) > 0) throw new SeedRefusedError(existing);
    await pickAmongStoredWards(trx);
    const load = async () => {
      // Two independent streams, so the school tree does not shift the community tree.
      await seedSchools(trx, new Rng(seed, datedTo.getTime()), counts, by, progress);
      await seedCommunities(trx, new Rng(seed + 7_919, datedTo.getTime()), counts, by, progress);
    };
    if (totalOf(counts) >= BULK_THRESHOLD) await withoutSecondaryIndexes(trx, options.onProgress, load);
    else await load();
    await seedReviews(trx);
    await seedDuplicates(trx);
    await seedDeletions(trx);
    await recordLastSyncs(trx, by.demoCollectorIds);
  });
  // Fresh statistics (and a visibility map, for index-only counts) for the list queries.
  await sql`vacuum analyze ${sql.raw(RECORD_TABLES.map((t) => SNAKE_TABLES[t]).join(', '))}`.execute(db);
  return { counts, seed, datedTo, milliseconds: Math.round(performance.now() - started) };
}
