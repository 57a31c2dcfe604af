/**
 * The raw counts behind every public answer: one SQL `group by` per breakdown, by state. Only
 * counts ever leave the database; the answers are derived from these tallies (./figures).
 */
import { sql, type Expression } from 'kysely';
import { AGE_GROUPS } from '../../src/domain/publicData';
import type { Db } from '../db/connection';
import { binFingerprintSql } from '../records/bin/fingerprint';
import { published } from '../records/visibility';

/** state slug ('' for none) → value ('' for none) → count. */
export type Tally = Map<string, Map<string, number>>;

export interface Tallies {
  schoolsByType: Tally;
  learnersBySex: Tally;
  /** Learners by the type of their learning centre ('' when unlinked or the type is missing). */
  learnersBySchoolType: Tally;
  childrenBySex: Tally;
  childrenByAgeGroup: Tally;
  childrenByCategory: Tally;
  childrenByReason: Tally;
  households: Tally;
  communities: Tally;
  lastRecordUpdate: string | null;
}

interface CountRow {
  state: string | null;
  value: string | null;
  count: number | string;
}

function toTally(rows: CountRow[]): Tally {
  const tally: Tally = new Map();
  for (const row of rows) {
    const state = row.state ?? '';
    const values = tally.get(state) ?? new Map<string, number>();
    const value = row.value ?? '';
    values.set(value, (values.get(value) ?? 0) + Number(row.count));
    tally.set(state, values);
  }
  return tally;
}

/** The age group label of a child's recorded age, null outside 5-15 or when missing. */
const AGE_GROUP_SQL = sql<string | null>`case ${sql.join(
  AGE_GROUPS.map(([label, from, to]) => sql`when age >= ${sql.lit(from)} and age < ${sql.lit(to)} then ${sql.lit(label)}`),
  sql` `,
)} end`;

const NO_VALUE = sql<string | null>`null::text`;
const COUNT = sql<number>`count(*)`;

type GroupedTable = 'schools' | 'learners' | 'oosChildren' | 'households' | 'communities';

/** `select state, <value>, count(*) from <table> group by state, <value>`. */
async function countBy(db: Db, table: GroupedTable, value: Expression<string | null>): Promise<Tally> {
  const query = db
    .selectFrom(table)
    .select((eb) => [eb.ref('state').as('state'), eb.cast<string | null>(value, 'text').as('value'), COUNT.as('count')])
    .where(published(table))
    .groupBy((eb) => [eb.ref('state'), value]);
  return toTally((await query.execute()) as CountRow[]);
}

const column = (name: string) => sql<string | null>`${sql.ref(name)}`;

/** Learners grouped by their own state and their learning centre's type. */
async function learnersBySchoolType(db: Db): Promise<Tally> {
  const rows = await db
    .selectFrom('learners')
    // A deleted learning centre's type counts no more, as if it were gone.
    .leftJoin('schools', (join) => join.onRef('schools.id', '=', 'learners.schoolId').on(published('schools')))
    .select(['learners.state as state', 'schools.typeOfSchool as value', COUNT.as('count')])
    .where(published('learners'))
    .groupBy(['learners.state', 'schools.typeOfSchool'])
    .execute();
  return toTally(rows as CountRow[]);
}

/** The tallies of the whole country by state (states, zones and programmes sum them). */
export async function loadTallies(db: Db): Promise<Tallies> {
  const [schoolsByType, learnersBySex, learnersByType, childrenBySex, childrenByAgeGroup, childrenByCategory, childrenByReason, households, communities] =
    await Promise.all([
      countBy(db, 'schools', column('type_of_school')),
      countBy(db, 'learners', column('sex')),
      learnersBySchoolType(db),
      countBy(db, 'oosChildren', column('sex')),
      countBy(db, 'oosChildren', AGE_GROUP_SQL),
      countBy(db, 'oosChildren', column('category')),
      countBy(db, 'oosChildren', column('reason')),
      countBy(db, 'households', NO_VALUE),
      countBy(db, 'communities', NO_VALUE),
    ]);
  return {
    schoolsByType,
    learnersBySex,
    learnersBySchoolType: learnersByType,
    childrenBySex,
    childrenByAgeGroup,
    childrenByCategory,
    childrenByReason,
    households,
    communities,
    lastRecordUpdate: await lastRecordUpdate(db),
  };
}

const RECORD_TABLES = ['schools', 'learners', 'oos_children', 'households', 'communities'] as const;
const SMALL_TABLES = ['programmes', 'reference_indicators'] as const;

/** When the newest record changed (ISO), or null without records. */
async function lastRecordUpdate(db: Db): Promise<string | null> {
  const parts = RECORD_TABLES.map((t) => sql`(select max(updated_at) from ${sql.table(t)})`);
  const row = await sql<{ last: Date | string | null }>`select greatest(${sql.join(parts)}) as last`.execute(db);
  const last = row.rows[0]?.last;
  return last ? new Date(last).toISOString() : null;
}

/**
 * A cheap fingerprint of the source tables, read through indexes only: the highest id and newest
 * update of each record table (an insert or an update — updated_at moves — changes it), the state
 * of the record bins (a delete or a restore changes it; ../records/bin/fingerprint.ts), plus the
 * row count of the small tables. What it cannot see (a long transaction that commits rows older
 * than the newest) is caught by the cache's maximum age.
 */
export async function sourceFingerprint(db: Db): Promise<string> {
  const latest = sql`coalesce(max(updated_at)::text, '') || '/' || coalesce(max(id)::text, '')`;
  const parts = [
    ...RECORD_TABLES.map((t) => sql`(select ${latest} from ${sql.table(t)})`),
    ...SMALL_TABLES.map((t) => sql`(select count(*)::text || '/' || ${latest} from ${sql.table(t)})`),
    binFingerprintSql(),
  ];
  const result = await sql<{ fingerprint: string }>`select concat_ws('|', ${sql.join(parts)}) as fingerprint`.execute(db);
  return result.rows[0]?.fingerprint ?? '';
}
