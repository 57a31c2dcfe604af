/**
 * The raw counts behind every public answer: one SQL `group by` per breakdown, by state and LGA,
 * plus each measure's total by ward. Only counts ever leave the database; the answers are derived
 * from these tallies (./figures). The state tallies are sums of the LGA ones, so the levels agree.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import { PRIMARY_AGE } from '../../src/domain/population';
import { AGE_GROUPS } from '../../src/domain/publicData';
import type { Db } from '../db/connection';
import { binFingerprintSql } from '../records/bin/fingerprint';
import { published } from '../records/visibility';

/**
 * place → value ('' for none) → count. The place is a state slug in the state tallies, `state/lga`
 * in the LGA ones and `state/lga/ward` in the ward ones ('' for a part not recorded).
 */
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
  /** Children of the official primary age (src/domain/population.ts) by sex: the rates' numerators. */
  childrenOfPrimaryAgeBySex: Tally;
  households: Tally;
  communities: Tally;
  lastRecordUpdate: string | null;
}

/** The tallies of every level, read in one snapshot. */
export interface LeveledTallies {
  state: Tallies;
  lga: Tallies;
  /** Totals only: each tally's values are all ''. */
  ward: Tallies;
}

interface CountRow {
  place: string | null;
  value: string | null;
  count: number | string;
}

function toTally(rows: CountRow[]): Tally {
  const tally: Tally = new Map();
  for (const row of rows) {
    const place = row.place ?? '';
    const values = tally.get(place) ?? new Map<string, number>();
    const value = row.value ?? '';
    values.set(value, (values.get(value) ?? 0) + Number(row.count));
    tally.set(place, values);
  }
  return tally;
}

/** The state tally of an LGA one: each `state/lga` place summed into its state. */
function byStateOf(tally: Tally): Tally {
  const states: Tally = new Map();
  for (const [place, values] of tally) {
    const state = place.slice(0, place.indexOf('/'));
    const sums = states.get(state) ?? new Map<string, number>();
    for (const [value, count] of values) sums.set(value, (sums.get(value) ?? 0) + count);
    states.set(state, sums);
  }
  return states;
}

type Grain = 'lga' | 'ward';

/** `state/lga` or `state/lga/ward` of a row of `table`, '' for a part not recorded. */
function placeOf(table: string, grain: Grain): RawBuilder<string> {
  const part = (column: string) => sql`coalesce(${sql.ref(`${table}.${column}`)}, '')`;
  return grain === 'lga'
    ? sql<string>`${part('state')} || '/' || ${part('lga')}`
    : sql<string>`${part('state')} || '/' || ${part('lga')} || '/' || ${part('ward')}`;
}

/** The age group label of a child's recorded age, null outside 5-15 or when missing. */
const AGE_GROUP_SQL = sql<string | null>`case ${sql.join(
  AGE_GROUPS.map(([label, from, to]) => sql`when age >= ${sql.lit(from)} and age < ${sql.lit(to)} then ${sql.lit(label)}`),
  sql` `,
)} end`;

const NO_VALUE = sql<string | null>`null::text`;

/** Children of the official primary age. */
const OF_PRIMARY_AGE = sql<boolean>`age >= ${sql.lit(PRIMARY_AGE.from)} and age < ${sql.lit(PRIMARY_AGE.to)}`;
const COUNT = sql<number>`count(*)`;

type GroupedTable = 'schools' | 'learners' | 'oosChildren' | 'households' | 'communities';
const TABLE_NAMES: Record<GroupedTable, string> = {
  schools: 'schools',
  learners: 'learners',
  oosChildren: 'oos_children',
  households: 'households',
  communities: 'communities',
};

/** `select <place>, <value>, count(*) from <table> [where <only>] group by 1, 2`. */
async function countBy(db: Db, table: GroupedTable, value: Expression<string | null>, grain: Grain = 'lga', only?: RawBuilder<boolean>): Promise<Tally> {
  const place = placeOf(TABLE_NAMES[table], grain);
  const query = db
    .selectFrom(table)
    .select((eb) => [place.as('place'), eb.cast<string | null>(value, 'text').as('value'), COUNT.as('count')])
    .where(published(table))
    .$if(only !== undefined, (q) => q.where(only!))
    .groupBy([place, value]);
  return toTally((await query.execute()) as CountRow[]);
}

const column = (name: string) => sql<string | null>`${sql.ref(name)}`;

/** Learners grouped by their own place and their learning centre's type. */
async function learnersBySchoolType(db: Db): Promise<Tally> {
  const place = placeOf('learners', 'lga');
  const rows = await db
    .selectFrom('learners')
    // A deleted learning centre's type counts no more, as if it were gone.
    .leftJoin('schools', (join) => join.onRef('schools.id', '=', 'learners.schoolId').on(published('schools')))
    .select([place.as('place'), 'schools.typeOfSchool as value', COUNT.as('count')])
    .where(published('learners'))
    .groupBy([place, 'schools.typeOfSchool'])
    .execute();
  return toTally(rows as CountRow[]);
}

const NO_TALLY = (): Tally => new Map();

/** The tallies of every level (states, zones and programmes sum the state ones). Run it in a snapshot. */
export async function loadTallies(db: Db): Promise<LeveledTallies> {
  const [
    schoolsByType,
    learnersBySex,
    learnersByType,
    childrenBySex,
    childrenByAgeGroup,
    childrenByCategory,
    childrenByReason,
    childrenOfPrimaryAge,
    households,
    communities,
  ] = await Promise.all([
    countBy(db, 'schools', column('type_of_school')),
    countBy(db, 'learners', column('sex')),
    learnersBySchoolType(db),
    countBy(db, 'oosChildren', column('sex')),
    countBy(db, 'oosChildren', AGE_GROUP_SQL),
    countBy(db, 'oosChildren', column('category')),
    countBy(db, 'oosChildren', column('reason')),
    countBy(db, 'oosChildren', column('sex'), 'lga', OF_PRIMARY_AGE),
    countBy(db, 'households', NO_VALUE),
    countBy(db, 'communities', NO_VALUE),
  ]);
  const [wardSchools, wardLearners, wardChildren, wardHouseholds, wardCommunities] = await Promise.all(
    (['schools', 'learners', 'oosChildren', 'households', 'communities'] as const).map((table) => countBy(db, table, NO_VALUE, 'ward')),
  );
  const lastUpdate = await lastRecordUpdate(db);
  const lga: Tallies = {
    schoolsByType,
    learnersBySex,
    learnersBySchoolType: learnersByType,
    childrenBySex,
    childrenByAgeGroup,
    childrenByCategory,
    childrenByReason,
    childrenOfPrimaryAgeBySex: childrenOfPrimaryAge,
    households,
    communities,
    lastRecordUpdate: lastUpdate,
  };
  const state = { ...lga };
  for (const name of TALLY_NAMES) state[name] = byStateOf(lga[name]);
  const ward: Tallies = {
    schoolsByType: wardSchools,
    learnersBySex: wardLearners,
    learnersBySchoolType: NO_TALLY(),
    childrenBySex: wardChildren,
    childrenByAgeGroup: NO_TALLY(),
    childrenByCategory: NO_TALLY(),
    childrenByReason: NO_TALLY(),
    childrenOfPrimaryAgeBySex: NO_TALLY(),
    households: wardHouseholds,
    communities: wardCommunities,
    lastRecordUpdate: lastUpdate,
  };
  return { state, lga, ward };
}

const TALLY_NAMES = [
  'schoolsByType',
  'learnersBySex',
  'learnersBySchoolType',
  'childrenBySex',
  'childrenByAgeGroup',
  'childrenByCategory',
  'childrenByReason',
  'childrenOfPrimaryAgeBySex',
  'households',
  'communities',
] as const satisfies readonly (keyof Tallies)[];

const RECORD_TABLES = ['schools', 'learners', 'oos_children', 'households', 'communities'] as const;
const SMALL_TABLES = ['programmes', 'reference_indicators', 'population_estimates'] as const;

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
