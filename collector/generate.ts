/**
 * The agent's field records: a collector works in one northern state, visits communities and
 * learning centres, registers learners and staff, households and the out-of-school children of
 * those households. The records come from the shared generator (generator/, deterministic from
 * the seed, every record valid against its domain schema); each is stored with the fields the
 * Command Centre's explorer shows and links to the rows it depends on.
 */
import { Rng, makeChild, makeCommunity, makeHousehold, makeLearner, makeSchool, makeStaff, pickState, startOfUtcDay, weights } from '../generator';
import type { CommunityContext, Generated, HouseholdContext, Place, SchoolContext } from '../generator';
import type { DeviceTable } from '../src/domain/protocol';
import type { LocalStore, StoredRow } from '../src/device/store';

export type EntityCounts = Partial<Record<DeviceTable, number>>;
/** A small device's worth of records (default of a new agent). */
export const DEFAULT_COUNTS: Required<EntityCounts> = { communities: 4, schools: 6, learners: 24, staff: 8, households: 10, oosChildren: 14 };

/** How often a collector in the field adds each kind of record. */
const NEW_RECORD = weights<DeviceTable>([
  ['learners', 4],
  ['oosChildren', 3],
  ['households', 2],
  ['staff', 1],
  ['schools', 1],
  ['communities', 1],
]);

/** A stored parent row with what the generator knows of it (its place, language, type…). */
interface Parent<C> {
  row: StoredRow;
  context: C;
}

const locationOf = (place: Place) => ({ state: place.state, lga: place.lga, ward: place.ward });

export class RecordGenerator {
  private readonly rng: Rng;
  private readonly state: string;
  // Parents made in this run. Rows of an earlier run (a store read from its file) get no new
  // children: the generator no longer knows their context, so a new parent is made instead.
  private readonly schools: Parent<SchoolContext>[] = [];
  private readonly communities: Parent<CommunityContext>[] = [];
  private readonly households: Parent<HouseholdContext>[] = [];

  /** `today`: what the records are dated back from (the device's day; records lie in the year before it). */
  constructor(
    private readonly store: LocalStore,
    seed: number,
    today: Date = new Date(),
  ) {
    this.rng = new Rng(seed, startOfUtcDay(today).getTime());
    this.state = pickState(this.rng, true);
  }

  /** Stores the record as it will be pushed: its fields and its location. */
  private add(table: DeviceTable, record: Generated<object>, explorerFields: Record<string, unknown>, links?: Record<string, string>): StoredRow {
    return this.store.add(table, explorerFields, { ...record.fields, ...locationOf(record.place) }, links);
  }

  private ordinal(table: DeviceTable): number {
    return this.store.rows(table).length + 1;
  }

  private parent<C>(parents: Parent<C>[], make: () => void): Parent<C> {
    if (parents.length === 0) make();
    return this.rng.pick(parents);
  }

  community(): StoredRow {
    const community = makeCommunity(this.rng, this.ordinal('communities'), this.state);
    const row = this.add('communities', community, { name: community.fields.name, ...locationOf(community.place) });
    this.communities.push({ row, context: community.context });
    return row;
  }

  school(): StoredRow {
    const school = makeSchool(this.rng, this.ordinal('schools'), this.state);
    const { schoolName, reference, phoneNumber, email } = school.fields;
    const row = this.add('schools', school, { name: schoolName, reference, ...locationOf(school.place), phone: phoneNumber, email });
    this.schools.push({ row, context: school.context });
    return row;
  }

  learner(): StoredRow {
    const school = this.parent(this.schools, () => this.school());
    const learner = makeLearner(this.rng, school.context);
    const { firstName, lastName, sex, age, currentLevel, currentClass } = learner.fields;
    const explorer = { name: `${firstName} ${lastName}`, sex, age, currentLevel, currentClass, schoolRef: school.row.reference };
    return this.add('learners', learner, explorer, { schoolId: school.row.localUUID });
  }

  staff(): StoredRow {
    const school = this.parent(this.schools, () => this.school());
    const colleagues = this.store.rows('staff').filter((row) => row.links?.schoolId === school.row.localUUID).length;
    const staff = makeStaff(this.rng, school.context, school.row.localId, colleagues);
    const { fullName, sex, role, typeOfStaff, qualifications } = staff.fields;
    return this.add('staff', staff, { fullName, sex, role, typeOfStaff, qualifications, schoolRef: school.row.reference }, { schoolId: school.row.localUUID });
  }

  household(): StoredRow {
    const community = this.parent(this.communities, () => this.community());
    const household = makeHousehold(this.rng, community.context, this.rng.int(1, 4));
    const explorer = {
      householdHead: household.fields.householdHead,
      householdHeadSex: household.context.headSex,
      ...locationOf(household.place),
      communityRef: community.row.name,
    };
    const row = this.add('households', household, explorer, { communityId: community.row.localUUID });
    this.households.push({ row, context: household.context });
    return row;
  }

  oosChild(): StoredRow {
    const household = this.parent(this.households, () => this.household());
    const child = makeChild(this.rng, household.context);
    const { firstName, lastName, sex, age, reason } = child.fields;
    const explorer = { name: `${firstName} ${lastName}`, sex, age, reason, householdRef: household.row.householdHead };
    return this.add('oosChildren', child, explorer, { householdId: household.row.localUUID });
  }

  private readonly makers: Record<DeviceTable, () => StoredRow> = {
    communities: () => this.community(),
    schools: () => this.school(),
    learners: () => this.learner(),
    staff: () => this.staff(),
    households: () => this.household(),
    oosChildren: () => this.oosChild(),
  };

  /** Fills the store: parents first, then the rows that link to them. */
  populate(counts: EntityCounts = DEFAULT_COUNTS): void {
    const order: DeviceTable[] = ['communities', 'schools', 'learners', 'staff', 'households', 'oosChildren'];
    for (const table of order) for (let i = 0; i < (counts[table] ?? 0); i += 1) this.makers[table]();
  }

  /** One new record of a random kind, as a collector in the field would add. */
  next(): { table: DeviceTable; row: StoredRow } {
    const table = this.rng.weighted(NEW_RECORD);
    return { table, row: this.makers[table]() };
  }
}
