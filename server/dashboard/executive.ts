/**
 * The executive section: headline counts, records per week, out-of-school children by state and
 * reason, learners by type of centre and the progress of published programmes. Each figure is a
 * count in SQL over the published rows within the filter, five statements in all (the children and
 * the learners each read once for all their figures); a type the user may not read answers null.
 */
import { sql } from 'kysely';
import type { BySex, DashboardFilter, ExecutiveDashboard, Tally } from '../../src/domain/dashboard';
import type { PermissionSubject } from '../../src/domain/permissions';
import type { RecordType } from '../../src/domain/records';
import type { Db } from '../db/connection';
import { published } from '../records/visibility';
import { perWeek } from './perWeek';
import { programmeProgress } from './programmes';
import { RECORD_TABLE_OF, asNumber, canRead, executeCount, readableTypes, where } from './scope';

/** Kept here for the admin section and the unit tests, which read the week rule from the executive section. */
export { weekStart } from './perWeek';

/** The headline counts of the record types listed alone, in one statement: a type the user may not read answers null. */
const COUNTED_ALONE = ['schools', 'households', 'communities'] as const;
type CountedAlone = (typeof COUNTED_ALONE)[number];

async function headlineCounts(db: Db, types: CountedAlone[], filter: DashboardFilter): Promise<Record<CountedAlone, number | null>> {
  const counts: Record<CountedAlone, number | null> = { schools: null, households: null, communities: null };
  if (types.length === 0) return counts;
  const columns = types.map((type) => {
    const table = RECORD_TABLE_OF[type];
    return sql`(select count(*) from ${sql.table(table)} where ${where(table, filter)}) as ${sql.ref(type)}`;
  });
  const { rows } = await executeCount(db, sql<Record<CountedAlone, number | string>>`select ${sql.join(columns)}`);
  for (const type of types) counts[type] = asNumber(rows[0]?.[type]);
  return counts;
}

function bySex(rows: { sex: string | null; n: number | string }[]): BySex {
  const out: BySex = { male: 0, female: 0, total: 0 };
  for (const row of rows) {
    const n = asNumber(row.n);
    out.total += n;
    if (row.sex === 'Male') out.male += n;
    if (row.sex === 'Female') out.female += n;
  }
  return out;
}

function tallies(counts: Map<string | null, number>): Tally[] {
  return [...counts].map(([key, total]) => ({ key, total })).sort((a, b) => b.total - a.total || (a.key ?? '~').localeCompare(b.key ?? '~'));
}

const add = (map: Map<string | null, number>, key: string | null, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/**
 * The learners by sex and, when `byCentreType`, by type of centre, from one read of the index.
 * Grouped first by place as well: the index starts with state and LGA, so the rows arrive in
 * group order and are counted without hashing 400,000 keys; the few thousand groups are then
 * joined to their centres and added up.
 */
async function learners(db: Db, filter: DashboardFilter, byCentreType: boolean) {
  const centreType = byCentreType ? sql`schools.type_of_school` : sql`null::text`;
  const centres = byCentreType ? sql`left join schools on schools.id = per_place.school_id and ${published('schools')}` : sql``;
  const { rows } = await executeCount(
    db,
    sql<{ sex: string | null; key: string | null; n: string }>`
    select per_place.sex, ${centreType} as key, sum(per_place.n) as n
    from (select state, lga, sex, school_id, count(*) as n from learners where ${where('learners', filter)} group by 1, 2, 3, 4) per_place
    ${centres}
    group by 1, 2`,
  );
  const byType = new Map<string | null, number>();
  for (const row of rows) add(byType, row.key, asNumber(row.n));
  return { headline: bySex(rows), byCentreType: byCentreType ? tallies(byType) : null };
}

/**
 * One read of the children, grouped by state, LGA, sex, category and reason (the order of their
 * index, so counted without hashing a million keys), then added up four ways.
 */
async function outOfSchool(db: Db, filter: DashboardFilter) {
  const { rows } = await executeCount(
    db,
    sql<{ state: string | null; sex: string | null; category: string | null; reason: string | null; n: string }>`
    select state, sex, category, reason, sum(n) as n
    from (select state, lga, sex, category, reason, count(*) as n from oos_children where ${where('oos_children', filter)} group by 1, 2, 3, 4, 5) per_place
    group by 1, 2, 3, 4`,
  );
  const byState = new Map<string | null, number>();
  const byReason = new Map<string | null, number>();
  let neverAttended = 0;
  let droppedOut = 0;
  for (const row of rows) {
    const n = asNumber(row.n);
    add(byState, row.state, n);
    add(byReason, row.reason, n);
    if (row.category === 'Never Attended School') neverAttended += n;
    if (row.category === 'Dropped Out') droppedOut += n;
  }
  return { headline: { ...bySex(rows), neverAttended, droppedOut }, byState: tallies(byState), byReason: tallies(byReason) };
}

export async function executiveDashboard(db: Db, subject: PermissionSubject, filter: DashboardFilter, now = new Date()): Promise<ExecutiveDashboard> {
  const may = (type: RecordType) => canRead(subject, type);
  const [counted, learnerCounts, children, weeks, programmes] = await Promise.all([
    headlineCounts(db, COUNTED_ALONE.filter(may), filter),
    may('learners') ? learners(db, filter, may('schools')) : null,
    may('outOfSchoolChildren') ? outOfSchool(db, filter) : null,
    perWeek(db, readableTypes(subject), filter, now),
    programmeProgress(db, filter, now),
  ]);
  return {
    filter,
    headline: {
      schools: counted.schools,
      learners: learnerCounts?.headline ?? null,
      outOfSchool: children?.headline ?? null,
      households: counted.households,
      communities: counted.communities,
    },
    perWeek: weeks,
    outOfSchoolByState: children?.byState ?? null,
    outOfSchoolByReason: children?.byReason ?? null,
    learnersByCentreType: learnerCounts?.byCentreType ?? null,
    programmes,
    generatedAt: now.toISOString(),
  };
}
