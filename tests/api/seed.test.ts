import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lgaBySlug, stateBySlug, zoneOfState, ZONES } from '../../src/domain/locations';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '../../src/domain/records';
import { RECORD_DEFS, pick, renameRowKeys } from '../../server/records';
import type { Db } from '../../server/db/connection';
import { BENCH_COUNTS, DEMO_COUNTS, RECORD_TABLES, ScaleError, SeedRefusedError, countRecords, resolveScale, seedRecords } from '../../seed/records';
import { allocator } from '../../seed/records/scale';
import { startOfUtcDay } from '../../seed/days';
import { DEMO_TERRITORIES } from '../../seed/demoUsers';
import { Rng } from '../../generator';
import { runStartupTasks } from '../../server/startupTasks';
import { DEMO_DELETE_REASON } from '../../seed/records/deletions';
import { published } from '../../server/records/visibility';
import { createTestApp, type TestApp } from '../helpers/testApp';

const SMALL = 0.1;
const DAY_MS = 86_400_000;
const apps: TestApp[] = [];
let demo: TestApp;
/** The demo records are dated in the 12 months before the start of the seed's day. */
let datedTo: number;

async function freshApp(): Promise<TestApp> {
  const t = await createTestApp();
  apps.push(t);
  return t;
}

async function allRows(db: Db) {
  const out: Record<string, unknown[]> = {};
  for (const table of RECORD_TABLES) out[table] = await db.selectFrom(table).selectAll().orderBy('id').execute();
  return out;
}

beforeAll(async () => {
  demo = await createTestApp({ config: { demoData: true } });
  apps.push(demo);
  datedTo = startOfUtcDay(new Date()).getTime();
  await runStartupTasks(demo.app, demo.config);
}, 120_000);

afterAll(async () => {
  for (const t of apps) await t.close();
});

describe('scale', () => {
  it('is a number times the small demo, or the bench preset; anything else is refused', () => {
    expect(resolveScale(1)).toEqual(DEMO_COUNTS);
    expect(resolveScale('2').oosChildren).toBe(3_000);
    expect(resolveScale('bench')).toEqual(BENCH_COUNTS);
    expect(resolveScale('bench', 0.05).oosChildren).toBe(50_000);
    for (const bad of ['0', '-1', 'big', '']) expect(() => resolveScale(bad)).toThrow(ScaleError);
  });

  it('spreads children over parents with varying counts that add up exactly', () => {
    const next = allocator(new Rng(3), 1_000, 300);
    const counts = Array.from({ length: 300 }, next);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(0);
    expect(new Set(counts).size).toBeGreaterThan(3);
  });
});

describe('demo records', () => {
  it('are seeded with the demo users on an empty database, once', async () => {
    const db = demo.app.db;
    expect(await countRecords(db)).toEqual(DEMO_COUNTS);
    const again = await runStartupTasks(demo.app, demo.config);
    expect(again.demoRecords).toBeNull();
    await expect(seedRecords(db, { scale: SMALL })).rejects.toThrow(SeedRefusedError);
    expect(await countRecords(db)).toEqual(DEMO_COUNTS);
  });

  it('are spread over the three demo collectors, each in a handful of states of its own', async () => {
    const db = demo.app.db;
    const collectors = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where(
        'email',
        'in',
        DEMO_TERRITORIES.map((t) => t.email),
      )
      .execute();
    expect(collectors).toHaveLength(3);
    const emailOf = new Map(collectors.map((c) => [c.id, c.email]));
    const statesOf = new Map<string, Set<string>>();
    const recordsOf = new Map<string, number>();
    for (const table of RECORD_TABLES) {
      const rows = await db
        .selectFrom(table)
        .select(['collectorId', 'state', sql<number>`count(*)::int`.as('n')])
        .groupBy(['collectorId', 'state'])
        .execute();
      for (const row of rows) {
        const email = emailOf.get(row.collectorId!);
        expect(email, `${table}: collector ${row.collectorId}`).toBeDefined();
        statesOf.set(email!, (statesOf.get(email!) ?? new Set()).add(row.state!));
        recordsOf.set(email!, (recordsOf.get(email!) ?? 0) + row.n);
      }
    }
    const total = Object.values(DEMO_COUNTS).reduce((a, b) => a + b, 0);
    for (const { email, states } of DEMO_TERRITORIES) {
      // A fair share each, in three to six states, all of its own territory.
      expect(recordsOf.get(email), email).toBeGreaterThan(total / 10);
      expect(statesOf.get(email)!.size, email).toBeGreaterThanOrEqual(3);
      expect(statesOf.get(email)!.size, email).toBeLessThanOrEqual(6);
      for (const state of statesOf.get(email)!) expect(states, email).toContain(state);
    }
    const all = DEMO_TERRITORIES.flatMap((t) => t.states);
    expect(new Set(all).size).toBe(all.length);
  });

  it("are dated over the last 12 months, with recent sync problems only, and each collector's last sync is its newest synced record", async () => {
    const db = demo.app.db;
    const months = new Set<string>();
    for (const table of RECORD_TABLES) {
      for (const row of await db.selectFrom(table).select(['createdAt', 'updatedAt', 'syncStatus']).execute()) {
        const [created, updated] = [new Date(row.createdAt).getTime(), new Date(row.updatedAt).getTime()];
        expect(created, table).toBeGreaterThanOrEqual(datedTo - 365 * DAY_MS);
        expect(created, table).toBeLessThanOrEqual(updated);
        expect(updated, table).toBeLessThanOrEqual(datedTo);
        if (row.syncStatus !== 'synced') expect(datedTo - updated, `${table} ${row.syncStatus}`).toBeLessThan(14 * DAY_MS);
        months.add(new Date(created).toISOString().slice(0, 7));
      }
    }
    expect(months.size).toBeGreaterThanOrEqual(12);
    const pending = await db
      .selectFrom('oosChildren')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('syncStatus', '!=', 'synced')
      .executeTakeFirstOrThrow();
    expect(pending.n).toBeGreaterThan(0);
    const collectors = await db
      .selectFrom('users')
      .select(['id', 'lastSyncAt', 'lastSeenAt'])
      .where(
        'email',
        'in',
        DEMO_TERRITORIES.map((t) => t.email),
      )
      .execute();
    for (const collector of collectors) {
      let newest = 0;
      for (const table of RECORD_TABLES) {
        const row = await db
          .selectFrom(table)
          .select(sql<Date | null>`max(updated_at)`.as('at'))
          .where('collectorId', '=', collector.id)
          .where('syncStatus', '=', 'synced')
          .executeTakeFirstOrThrow();
        if (row.at) newest = Math.max(newest, new Date(row.at).getTime());
      }
      expect(new Date(collector.lastSyncAt!).getTime()).toBe(newest);
      expect(new Date(collector.lastSeenAt!).getTime()).toBe(newest);
      expect(datedTo - newest).toBeLessThan(7 * DAY_MS);
    }
  });

  it('have programmes whose status follows their dates', async () => {
    const today = new Date(datedTo).toISOString().slice(0, 10);
    const programmes = await demo.app.db.selectFrom('programmes').select(['status', 'startDate', 'endDate']).execute();
    expect(programmes.map((p) => p.status).sort()).toEqual(['active', 'active', 'completed', 'planned']);
    const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
    for (const p of programmes) {
      const [start, end] = [day(p.startDate), day(p.endDate)];
      if (p.status === 'active') expect(start <= today && today < end, `${start}..${end}`).toBe(true);
      if (p.status === 'planned') expect(start > today, start).toBe(true);
      if (p.status === 'completed') expect(end < today, end).toBe(true);
    }
  });

  it('come in every review state, with comments naming fields and a history', async () => {
    const db = demo.app.db;
    for (const table of RECORD_TABLES) {
      const states = await db.selectFrom(table).select(['id', 'reviewState', 'reviewComment']).where('reviewState', '!=', 'received').orderBy('id').execute();
      expect(
        states.map((row) => row.reviewState),
        table,
      ).toEqual(['approved', 'has_issues', 'rejected', 'approved']);
      expect(states[1].reviewComment, table).toBeTruthy();
      expect(states[2].reviewComment, table).toBeTruthy();
      const history = await db
        .selectFrom('recordReviews')
        .select(['state', 'source'])
        .where('recordId', '=', states[3].id)
        .where('resource', '=', Object.values(RECORD_DEFS).find((def) => def.table === table)!.path)
        .orderBy('id')
        .execute();
      expect(
        history.map((h) => `${h.state}/${h.source}`),
        table,
      ).toEqual(['has_issues/review', 'received/sync', 'approved/review']);
    }
  });

  it('have one staff record in the Deleted view, with who and why', async () => {
    const db = demo.app.db;
    const last = await db.selectFrom('staff').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const bin = await db
      .selectFrom('deletedRecords')
      .innerJoin('users', 'users.id', 'deletedRecords.deletedBy')
      .select(['resource', 'recordId', 'reason', 'users.email'])
      .execute();
    expect(bin).toEqual([{ resource: 'staff', recordId: last.id, reason: DEMO_DELETE_REASON, email: 'admin@example.org' }]);
    const listed = await db.selectFrom('staff').select('id').where(published('staff')).execute();
    expect(listed.map((row) => row.id)).not.toContain(last.id);
  });

  it('each pass the domain schema of their type, with every field a column', async () => {
    for (const def of Object.values(RECORD_DEFS)) {
      const schema = def.schema.strict();
      const rows = await demo.app.db.selectFrom(def.table).selectAll().execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const raw of rows) {
        const row = renameRowKeys(raw as Record<string, unknown>, def.keyMap);
        for (const field of def.fields) expect(row, `${def.table}.${field}`).toHaveProperty(field);
        const parsed = schema.safeParse(pick(row, def.fields));
        expect(parsed.error?.issues ?? [], `${def.table} ${String(row.id)}`).toEqual([]);
      }
    }
  });

  it('link to records that exist, in the same place', async () => {
    const db = demo.app.db;
    const schools = new Set((await db.selectFrom('schools').select('id').execute()).map((s) => s.id));
    const communities = new Set((await db.selectFrom('communities').select('id').execute()).map((c) => c.id));
    const households = new Map((await db.selectFrom('households').selectAll().execute()).map((h) => [h.id, h]));
    for (const table of ['learners', 'staff'] as const) {
      for (const row of await db.selectFrom(table).select('schoolId').execute()) expect(schools.has(row.schoolId!)).toBe(true);
    }
    for (const household of households.values()) expect(communities.has(household.communityId!)).toBe(true);
    const children = await db.selectFrom('oosChildren').selectAll().execute();
    const perHousehold = new Map<number, number>();
    for (const child of children) {
      const household = households.get(child.householdId!)!;
      expect(household).toBeDefined();
      expect([child.communityId, child.state, child.lga, child.ward]).toEqual([household.communityId, household.state, household.lga, household.ward]);
      perHousehold.set(household.id, (perHousehold.get(household.id) ?? 0) + 1);
    }
    for (const household of households.values()) expect(household.numberOfChildrenNotInSchool).toBe(perHousehold.get(household.id) ?? 0);
  });

  it('lie in real states and LGAs, in wards of the reference list, with zones and coordinates inside Nigeria', async () => {
    const zoneNames = new Map<string, string>(ZONES.map((z) => [z.slug, z.name]));
    const states = new Set<string>();
    const wards = new Set((await demo.app.db.selectFrom('wards').select(['state', 'lga', 'slug']).execute()).map((w) => `${w.state}/${w.lga}/${w.slug}`));
    for (const table of RECORD_TABLES) {
      for (const row of await demo.app.db.selectFrom(table).select(['state', 'lga', 'ward', 'zone']).execute()) {
        expect(stateBySlug(row.state!), row.state!).toBeDefined();
        expect(lgaBySlug(row.state!, row.lga!), `${row.state}/${row.lga}`).toBeDefined();
        expect(wards.has(`${row.state}/${row.lga}/${row.ward}`), `${row.state}/${row.lga}/${row.ward}`).toBe(true);
        expect(row.zone).toBe(zoneOfState(row.state!));
        states.add(row.state!);
      }
    }
    expect(states.size).toBeGreaterThanOrEqual(15);
    const children = await demo.app.db.selectFrom('oosChildren').select(['zone', 'geoPoliticalZone', 'latitude', 'longitude']).execute();
    for (const c of children) {
      expect(c.geoPoliticalZone).toBe(zoneNames.get(c.zone!));
      expect(c.latitude).toBeGreaterThan(4.2);
      expect(c.latitude).toBeLessThan(13.9);
      expect(c.longitude).toBeGreaterThan(2.6);
      expect(c.longitude).toBeLessThan(14.7);
    }
    expect(children.filter((c) => c.zone!.startsWith('north')).length / children.length).toBeGreaterThan(0.6);
  });

  it('fill follow-up fields only where the form asks them', async () => {
    const base = new Date(datedTo);
    for (const c of await demo.app.db.selectFrom('oosChildren').selectAll().execute()) {
      expect(c.age).toBeGreaterThanOrEqual(CHILD_AGE_MIN);
      expect(c.age).toBeLessThanOrEqual(CHILD_AGE_MAX);
      const birth = new Date(`${c.dateOfBirth}T00:00:00Z`);
      const hadBirthday = base.getUTCMonth() * 31 + base.getUTCDate() >= birth.getUTCMonth() * 31 + birth.getUTCDate();
      expect(base.getUTCFullYear() - birth.getUTCFullYear() - (hadBirthday ? 0 : 1)).toBe(c.age);
      expect(c.specifyReason !== null).toBe(c.reason === 'Other');
      expect(c.reasonsNotToEnrolIfNo !== null).toBe(c.interestInEnrolling === false);
      expect(c.timeWillingToEnrolIfYes !== null).toBe(c.interestInEnrolling === true);
      expect(c.otherSupportRequirementsIfYes !== null).toBe(Boolean(c.supportRequirementsIfYes?.includes('Others')));
      expect(c.vocationalTrainingType !== null).toBe(c.attendanceInVocationalTraining === true);
      expect(c.specifySpecialNeedsOther !== null).toBe(c.specialNeedsOther === true);
      if (c.reason === 'Early Marriage') expect([c.sex, c.maritalStatus]).toEqual(['Female', 'Married']);
      expect(c.createdAt.getTime()).toBeLessThanOrEqual(c.updatedAt.getTime());
      expect(c.updatedAt.getTime()).toBeLessThanOrEqual(datedTo);
    }
    for (const s of await demo.app.db.selectFrom('schools').selectAll().execute()) {
      expect(s.shiftType !== null).toBe(s.shiftSystem === true);
      expect(s.inaccessibilityReason !== null).toBe(s.accessibility === 'Inaccessible');
      expect(s.lastMonitoringDate !== null).toBe(s.monitoring === true);
      expect(s.focalPersonName !== null).toBe(s.hasFocalPerson === true);
      expect(s.personResponsibleName !== null).toBe(s.hasFocalPerson === false);
    }
    for (const c of await demo.app.db.selectFrom('communities').selectAll().execute()) {
      expect(c.specificOtherSchools !== null).toBe(c.hasOtherSchools === true);
      expect(c.specifyOtherSchoolOwners !== null).toBe(c.schoolsOwnedByOthers === true);
    }
  });
});

describe('determinism', () => {
  it('gives identical rows for the same seed and scale, other rows for another seed', async () => {
    const [a, b] = [await freshApp(), await freshApp()];
    await seedRecords(a.app.db, { scale: SMALL, seed: 5 });
    await seedRecords(b.app.db, { scale: SMALL, seed: 5 });
    expect(await countRecords(a.app.db)).toEqual(resolveScale(SMALL));
    const first = await allRows(a.app.db);
    expect(await allRows(b.app.db)).toEqual(first);
    await sql`truncate oos_children, households, communities, staff, learners, schools, deleted_records restart identity`.execute(b.app.db);
    await seedRecords(b.app.db, { scale: SMALL, seed: 6 });
    const other = await allRows(b.app.db);
    for (const table of RECORD_TABLES) expect(other[table], table).not.toEqual(first[table]);
  }, 120_000);
});
