/**
 * Realistic field records for the agent (faker en_NG, deterministic from a seed): a collector works
 * in one state, visits communities and learning centres, registers learners, staff, households and
 * the out-of-school children of those households. Every record passes its domain schema.
 */
import { Faker, base, en, en_NG } from '@faker-js/faker';
import { ZONES, lgasOfState, stateBySlug } from '../src/domain/locations';
import * as E from '../src/domain/records/enums';
import type { DeviceTable } from '../src/domain/protocol';
import type { LocalStore, StoredRow } from './store';

const NORTHERN_STATES = ['kano', 'kaduna', 'katsina', 'sokoto', 'bauchi', 'jigawa', 'zamfara', 'kebbi', 'gombe', 'yobe', 'niger', 'fct'];
const WARD_WORDS = ['central', 'sabon-gari', 'tudun-wada', 'unguwar-rimi', 'kofar-mata', 'gidan-dawa', 'yar-akwa', 'dan-agundi', 'rijiyar-lemo'];
const QUALIFICATIONS = ['NCE', 'SSCE', 'B.Ed', 'Islamic Studies Certificate', 'Diploma in Arabic', 'OND', 'Grade II'];
const SCHOOL_WORDS = ['Tsangaya', 'Islamiyya', 'Almajiri Model School', 'Nurul Islam Centre', 'Darul Qur’an', 'Community Learning Centre'];

export type EntityCounts = Partial<Record<DeviceTable, number>>;
/** A small device's worth of records (default of a new agent). */
export const DEFAULT_COUNTS: Required<EntityCounts> = { communities: 4, schools: 6, learners: 24, staff: 8, households: 10, oosChildren: 14 };

interface Place {
  state: string;
  lga: string;
  ward: string;
}

export class RecordGenerator {
  readonly faker: Faker;
  private readonly state: string;

  constructor(
    private readonly store: LocalStore,
    seed: number,
  ) {
    this.faker = new Faker({ locale: [en_NG, en, base], seed });
    this.state = this.faker.helpers.arrayElement(NORTHERN_STATES);
  }

  private place(): Place {
    const lga = this.faker.helpers.arrayElement(lgasOfState(this.state)).slug;
    return { state: this.state, lga, ward: `${this.faker.helpers.arrayElement(WARD_WORDS)}-${this.faker.number.int({ min: 1, max: 12 })}` };
  }

  private zoneName(): string {
    return ZONES.find((zone) => zone.slug === stateBySlug(this.state)?.zone)?.name ?? 'North West';
  }

  private phone(): string {
    return `0${this.faker.helpers.arrayElement(['803', '806', '813', '816', '703', '706', '810', '805', '807', '802', '808', '812', '902'])}${this.faker.string.numeric(7)}`;
  }

  private person() {
    const sex = this.faker.helpers.arrayElement(E.SEXES);
    const first = this.faker.person.firstName(sex === 'Male' ? 'male' : 'female');
    return { sex, first, last: this.faker.person.lastName() };
  }

  private pick<T>(rows: readonly T[]): T | undefined {
    return rows.length ? this.faker.helpers.arrayElement(rows) : undefined;
  }

  community(): StoredRow {
    const place = this.place();
    const name = `${this.faker.location.city()} ${this.faker.helpers.arrayElement(['Unguwa', 'Village', 'Quarters', 'Settlement'])}`;
    const data = { name, ...place, communityType: this.faker.helpers.arrayElement(E.COMMUNITY_SETTING_TYPES), reference: `COM-${this.faker.string.alphanumeric({ length: 6, casing: 'upper' })}`, geoPoliticalZone: this.zoneName(), basicSchools: this.faker.number.int({ min: 0, max: 6 }), preferredEducationType: this.faker.helpers.arrayElement(E.PREFERRED_EDUCATION_TYPES) };
    return this.store.add('communities', { name, ...place }, data);
  }

  school(): StoredRow {
    const place = this.place();
    const schoolName = `${this.faker.helpers.arrayElement(SCHOOL_WORDS)} ${this.faker.person.lastName()}`;
    const reference = `LC-${this.state.slice(0, 3).toUpperCase()}-${this.faker.string.numeric(5)}`;
    const phone = this.phone();
    const email = this.faker.datatype.boolean(0.4) ? this.faker.internet.email({ provider: 'example.org' }).toLowerCase() : null;
    const data = { schoolName, reference, ...place, phoneNumber: phone, email, typeOfSchool: this.faker.helpers.arrayElement(E.SCHOOL_TYPES), levelOfEducation: this.faker.helpers.arrayElement(E.LEVELS_OF_EDUCATION), communityType: this.faker.helpers.arrayElement(E.COMMUNITY_TYPES), yearEstablished: this.faker.number.int({ min: 1965, max: 2023 }), securityGuard: this.faker.datatype.boolean() };
    return this.store.add('schools', { name: schoolName, reference, lga: place.lga, state: place.state, ward: place.ward, phone, email }, data);
  }

  learner(school = this.pick(this.store.rows('schools')) ?? this.school()): StoredRow {
    const p = this.person();
    const age = this.faker.number.int({ min: 5, max: 17 });
    const currentLevel = age < 7 ? 'Pre-Primary' : age < 13 ? 'Primary' : 'JSS';
    const currentClass = currentLevel === 'Pre-Primary' ? 'Nursery' : `${currentLevel} ${this.faker.number.int({ min: 1, max: currentLevel === 'JSS' ? 3 : 6 })}`;
    const location = { state: school.state, lga: school.lga, ward: school.ward };
    const data = { firstName: p.first, lastName: p.last, sex: p.sex, age, currentLevel, currentClass, guardianName: this.faker.person.fullName({ sex: 'male' }), guardianPhone: this.phone(), ...location };
    return this.store.add('learners', { name: `${p.first} ${p.last}`, sex: p.sex, age, currentLevel, currentClass, schoolRef: school.reference }, data, { schoolId: school.localUUID });
  }

  staff(school = this.pick(this.store.rows('schools')) ?? this.school()): StoredRow {
    const p = this.person();
    const fullName = `${p.first} ${p.last}`;
    const typeOfStaff = this.faker.helpers.arrayElement(E.STAFF_TYPES);
    const role = typeOfStaff === 'Teaching' ? this.faker.helpers.arrayElement(['Teacher', 'Mallam', 'Assistant Mallam', 'Facilitator'] as const) : this.faker.helpers.arrayElement(['Cook', 'Security', 'Caregiver', 'Proprietor'] as const);
    const qualifications = this.faker.helpers.arrayElement(QUALIFICATIONS);
    const data = { fullName, sex: p.sex, role, typeOfStaff, qualifications, phone: this.phone(), state: school.state, lga: school.lga, ward: school.ward };
    return this.store.add('staff', { fullName, sex: p.sex, role, typeOfStaff, qualifications, schoolRef: school.reference }, data, { schoolId: school.localUUID });
  }

  household(community = this.pick(this.store.rows('communities')) ?? this.community()): StoredRow {
    const head = this.person();
    const householdHead = `${head.first} ${head.last}`;
    const location = { state: community.state, lga: community.lga, ward: community.ward };
    const data = { householdHead, maritalStatus: this.faker.helpers.arrayElement(E.HOUSEHOLD_MARITAL_STATUSES), ageOfHouseholdHead: this.faker.number.int({ min: 22, max: 75 }), phone: this.phone(), address: this.faker.location.streetAddress(), householdIncome: this.faker.helpers.arrayElement(E.HOUSEHOLD_INCOME_BANDS), numberOfMaleMembers: this.faker.number.int({ min: 1, max: 8 }), numberOfFemaleMembers: this.faker.number.int({ min: 1, max: 8 }), hasSchoolAgeChildren: true, numberOfChildrenNotInSchool: this.faker.number.int({ min: 1, max: 4 }), ...location };
    return this.store.add('households', { householdHead, householdHeadSex: head.sex, ...location, communityRef: String(community.name) }, data, { communityId: community.localUUID });
  }

  oosChild(household = this.pick(this.store.rows('households')) ?? this.household()): StoredRow {
    const p = this.person();
    const age = this.faker.number.int({ min: 5, max: 15 });
    const reason = this.faker.helpers.arrayElement(E.OOS_REASONS);
    const birthYear = new Date().getUTCFullYear() - age - 1;
    const dateOfBirth = `${birthYear}-${String(this.faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}-${String(this.faker.number.int({ min: 1, max: 28 })).padStart(2, '0')}`;
    const data = { firstName: p.first, lastName: p.last, sex: p.sex, age, dateOfBirth, reason, category: this.faker.helpers.arrayElement(E.OOS_CATEGORIES), disability: 'None', livingWith: this.faker.helpers.arrayElement(E.LIVING_WITH), interestInEnrolling: this.faker.datatype.boolean(0.8), geoPoliticalZone: this.zoneName(), state: household.state, lga: household.lga, ward: household.ward };
    return this.store.add('oosChildren', { name: `${p.first} ${p.last}`, sex: p.sex, age, reason, householdRef: String(household.householdHead) }, data, { householdId: household.localUUID });
  }

  /** Fills the store: parents first, then the rows that link to them. */
  populate(counts: EntityCounts = DEFAULT_COUNTS): void {
    const make: Array<[DeviceTable, () => StoredRow]> = [
      ['communities', () => this.community()],
      ['schools', () => this.school()],
      ['learners', () => this.learner()],
      ['staff', () => this.staff()],
      ['households', () => this.household()],
      ['oosChildren', () => this.oosChild()],
    ];
    for (const [table, create] of make) for (let i = 0; i < (counts[table] ?? 0); i += 1) create();
  }

  /** One new record of a random kind, as a collector in the field would add. */
  next(): { table: DeviceTable; row: StoredRow } {
    const table = this.faker.helpers.weightedArrayElement<DeviceTable>([
      { value: 'learners', weight: 4 },
      { value: 'oosChildren', weight: 3 },
      { value: 'households', weight: 2 },
      { value: 'staff', weight: 1 },
      { value: 'schools', weight: 1 },
      { value: 'communities', weight: 1 },
    ]);
    const creators: Record<DeviceTable, () => StoredRow> = {
      communities: () => this.community(),
      schools: () => this.school(),
      learners: () => this.learner(),
      staff: () => this.staff(),
      households: () => this.household(),
      oosChildren: () => this.oosChild(),
    };
    return { table, row: creators[table]() };
  }
}
