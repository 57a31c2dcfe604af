/** Learners and staff of a learning centre, consistent with its type, level and system. */
import type { STAFF_ROLES } from '../src/domain/records';
import type { Generated, LearnerFields, StaffFields } from './fields';
import { fullName, languageOf, personName, phone, type Sex } from './names';
import { near } from './places';
import { birthDateForAge, type Rng } from './random';
import type { SchoolContext } from './schools';

type Role = (typeof STAFF_ROLES)[number];

function sexFor(rng: Rng, context: SchoolContext, femaleShare: number): Sex {
  if (context.system === 'Boys Only') return 'Male';
  if (context.system === 'Girls Only') return 'Female';
  return rng.chance(femaleShare) ? 'Female' : 'Male';
}

function ageAndClass(rng: Rng, context: SchoolContext): [number, string] {
  if (context.type.startsWith('Tsangaya')) {
    const age = rng.int(5, 17);
    return [age, context.type === 'Tsangaya' ? `Izu ${rng.int(1, 60)}` : `Primary ${Math.min(6, Math.max(1, age - 6))}`];
  }
  if (context.level === 'Pre-Primary') return [rng.int(3, 5), `Nursery ${rng.int(1, 2)}`];
  if (context.level === 'JSS') {
    const year = rng.int(1, 3);
    return [10 + year + rng.int(0, 2), `JSS ${year}`];
  }
  const year = rng.int(1, 6);
  return [5 + year + rng.int(0, 2), `Primary ${year}`];
}

export function makeLearner(rng: Rng, context: SchoolContext): Generated<LearnerFields> {
  const sex = sexFor(rng, context, 0.45);
  const language = rng.chance(0.85) ? context.language : languageOf(rng, context.place);
  const name = personName(rng, language, sex);
  const [age, currentClass] = ageAndClass(rng, context);
  const guardian = personName(rng, language, 'Male', rng.chance(0.7) ? name.lastName : undefined);
  const fields: LearnerFields = {
    firstName: name.firstName,
    lastName: name.lastName,
    middleName: name.middleName,
    sex,
    dateOfBirth: birthDateForAge(rng, age),
    age,
    currentLevel: context.level,
    currentClass,
    guardianName: fullName(guardian),
    guardianPhone: rng.chance(0.8) ? phone(rng) : null,
    phone: age >= 14 && rng.chance(0.25) ? phone(rng) : null,
  };
  return { fields, place: near(rng, context.place, 0.005) };
}

const NON_TEACHING = new Set<Role>(['Proprietor', 'Cook', 'Security', 'Caregiver', 'Other']);

function roleFor(rng: Rng, context: SchoolContext, ordinal: number): Role {
  const tsangaya = context.type.startsWith('Tsangaya');
  if (ordinal === 0) return tsangaya ? 'Mallam' : context.type.startsWith('Islamiya') ? 'Proprietor' : 'Head Teacher';
  if (tsangaya) {
    const roles: Role[] = ['Assistant Mallam', 'Assistant Mallam', 'Caregiver', 'Cook', 'Security'];
    if (context.type === 'Tsangaya Integrated') roles.push('Facilitator', 'Facilitator', 'Teacher');
    return rng.pick(roles);
  }
  return rng.pick<Role>(['Teacher', 'Teacher', 'Teacher', 'Teacher', 'Facilitator', 'Security', 'Cook', 'Other']);
}

const QUALIFICATIONS: Record<'quranic' | 'teacher' | 'support', readonly string[]> = {
  quranic: ['Hafiz (memorised the Qur’an)', 'Islamic Studies Certificate', 'Diploma in Arabic and Islamic Studies', 'NCE (Islamic Studies)'],
  teacher: ['NCE', 'B.Ed', 'B.A. (Ed)', 'Grade II Teachers’ Certificate', 'PGDE', 'B.Sc. (Ed)'],
  support: ['SSCE', 'Primary School Leaving Certificate', 'Trade Test Certificate'],
};

/** The `ordinal`-th member of staff of school number `schoolNumber` (0: its head). */
export function makeStaff(rng: Rng, context: SchoolContext, schoolNumber: number, ordinal: number): Generated<StaffFields> {
  const role = roleFor(rng, context, ordinal);
  const nonTeaching = NON_TEACHING.has(role);
  const femaleShare = role === 'Cook' || role === 'Caregiver' ? 0.8 : context.place.zone.startsWith('north') ? 0.3 : 0.65;
  const sex: Sex = role === 'Mallam' || role === 'Assistant Mallam' || role === 'Security' ? 'Male' : sexFor(rng, context, femaleShare);
  const name = personName(rng, context.language, sex);
  const kind = role === 'Mallam' || role === 'Assistant Mallam' ? 'quranic' : nonTeaching && role !== 'Proprietor' ? 'support' : 'teacher';
  const email = rng.chance(0.15) ? `${name.firstName}.${name.lastName}${schoolNumber}-${ordinal}@example.org`.toLowerCase().replace(/[^a-z0-9.@-]/g, '') : null;
  const fields: StaffFields = {
    fullName: fullName(name),
    sex,
    role,
    typeOfStaff: nonTeaching ? 'Non-Teaching' : 'Teaching',
    qualifications: rng.chance(0.9) ? rng.pick(QUALIFICATIONS[kind]) : null,
    phone: rng.chance(0.85) ? phone(rng) : null,
    email,
  };
  return { fields, place: context.place };
}
