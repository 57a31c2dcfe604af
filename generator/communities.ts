/** Communities and the households that live in them. */
import * as E from '../src/domain/records';
import { when, type CommunityFields, type Generated, type HouseholdFields } from './fields';
import { languageOf, personName, phone, settlementName, type Sex } from './names';
import { isNorth, near, pickPlace, type Place } from './places';
import { weights, type Rng } from './random';

export interface CommunityContext {
  place: Place;
  name: string;
}

export interface HouseholdContext {
  place: Place;
  language: ReturnType<typeof languageOf>;
  lastName: string;
  address: string;
  headSex: Sex;
  fatherAlive: boolean;
  motherAlive: boolean;
  childCount: number;
}

const RATE_NORTH = weights<(typeof E.RATE_SCALE)[number]>([
  ['very low', 5],
  ['low', 10],
  ['medium', 25],
  ['high', 35],
  ['very high', 25],
]);
const RATE_SOUTH = weights<(typeof E.RATE_SCALE)[number]>([
  ['very low', 25],
  ['low', 35],
  ['medium', 25],
  ['high', 10],
  ['very high', 5],
]);
const PREFERRED = weights<(typeof E.PREFERRED_EDUCATION_TYPES)[number]>([
  ['Formal', 55],
  ['Informal', 25],
  ['Vocational', 20],
]);
const INCOME_NORTH = weights<(typeof E.HOUSEHOLD_INCOME_BANDS)[number]>([
  ['0-10000', 45],
  ['10001-30000', 35],
  ['30001-50000', 13],
  ['50001+', 7],
]);
const INCOME_SOUTH = weights<(typeof E.HOUSEHOLD_INCOME_BANDS)[number]>([
  ['0-10000', 20],
  ['10001-30000', 35],
  ['30001-50000', 25],
  ['50001+', 20],
]);
const EDUCATION_NORTH = weights<(typeof E.EDUCATION_LEVELS)[number]>([
  ['None', 50],
  ['Primary', 28],
  ['Secondary', 17],
  ['Tertiary', 5],
]);
const EDUCATION_SOUTH = weights<(typeof E.EDUCATION_LEVELS)[number]>([
  ['None', 12],
  ['Primary', 30],
  ['Secondary', 40],
  ['Tertiary', 18],
]);
const FACILITY = weights<(typeof E.HEALTH_FACILITY_TYPES)[number]>([
  ['PHC', 60],
  ['General Hospital', 25],
  ['Private Clinic', 15],
]);
const FATHER_JOBS = ['Farmer', 'Trader', 'Herder', 'Artisan', 'Driver', 'Civil servant', 'Tailor', 'Mechanic', 'Labourer', 'Fisherman'];
const MOTHER_JOBS = ['Trader', 'Farmer', 'Homemaker', 'Tailor', 'Food vendor', 'Hairdresser', 'Petty trader', 'Teacher'];

/** A community somewhere in Nigeria, or in the given state; `ordinal` numbers its reference. */
export function makeCommunity(rng: Rng, ordinal: number, state?: string): Generated<CommunityFields> & { context: CommunityContext } {
  const place = pickPlace(rng, state);
  const north = isNorth(place);
  const name = settlementName(rng, languageOf(rng, place), place.lgaName);
  const basicSchools = rng.int(0, 8);
  const otherSchools = rng.chance(0.3);
  const ownedByOthers = rng.chance(0.15);
  const dropouts = rng.chance(0.65);
  const rate = () => rng.weighted(north ? RATE_NORTH : RATE_SOUTH);
  const fields: CommunityFields = {
    name,
    latitude: place.latitude,
    longitude: place.longitude,
    communityType: rng.chance(north ? 0.72 : 0.5) ? 'Rural' : 'Urban',
    reference: `${place.state.slice(0, 3).toUpperCase()}/COM/${String(ordinal).padStart(6, '0')}`,
    geoPoliticalZone: place.zoneName,
    basicSchools,
    hasPrePrimarySchools: basicSchools > 0 && rng.chance(0.4),
    hasPrimarySchools: basicSchools > 0 && rng.chance(0.9),
    hasJSSSchools: basicSchools > 1 && rng.chance(0.5),
    hasOtherSchools: otherSchools,
    specificOtherSchools: when(otherSchools, () =>
      rng.pick(north ? ['Tsangaya', 'Islamiyya', 'Nomadic school'] : ['Vocational centre', 'Adult literacy centre', 'Mission school']),
    ),
    schoolsOwnedByGovernment: basicSchools > 0 && rng.chance(0.85),
    schoolsOwnedByNGOs: rng.chance(0.15),
    privatelyOwnedSchools: rng.chance(north ? 0.25 : 0.6),
    schoolsOwnedByOthers: ownedByOthers,
    specifyOtherSchoolOwners: when(ownedByOthers, () => rng.pick(['Mosque committee', 'Church', 'Community association', 'Traditional ruler'])),
    boysNeverAttendedSchoolRate: rate(),
    girlsNeverAttendedSchoolRate: rate(),
    communityHasDropouts: dropouts,
    dropoutBoysRate: when(dropouts, rate),
    dropoutGirlsRate: when(dropouts, rate),
    preferredEducationType: rng.weighted(PREFERRED),
  };
  return { fields, place, context: { place, name } };
}

/** A household of the community with `childCount` out-of-school children. */
export function makeHousehold(rng: Rng, community: CommunityContext, childCount: number): Generated<HouseholdFields> & { context: HouseholdContext } {
  const place = near(rng, community.place, 0.01);
  const north = isNorth(place);
  const language = languageOf(rng, place);
  const headIsMale = rng.chance(0.85);
  const head = personName(rng, language, headIsMale ? 'Male' : 'Female');
  const age = rng.int(22, 75);
  const inSchool = rng.int(0, 4);
  const adults = rng.int(1, 4);
  const members = adults + inSchool + childCount;
  const males = Math.min(members, Math.max(headIsMale ? 1 : 0, Math.round(members * (0.35 + rng.next() * 0.3))));
  const disability = rng.chance(0.1);
  const fatherAlive = rng.chance(0.88);
  const motherAlive = rng.chance(0.92);
  const access = rng.chance(north ? 0.6 : 0.8);
  const address = `No. ${rng.int(1, 120)} ${rng.pick(['Mosque', 'Market', 'Emir', 'Church', 'Water Tank', 'Primary School'])} Street, ${community.name}`;
  const education = () => rng.weighted(north ? EDUCATION_NORTH : EDUCATION_SOUTH);
  const fields: HouseholdFields = {
    householdHead: [head.firstName, head.middleName, head.lastName].filter(Boolean).join(' '),
    maritalStatus: headIsMale
      ? rng.chance(0.92)
        ? 'Married'
        : rng.pick(['Single', 'Divorced'] as const)
      : rng.pick(['Married', 'Divorced', 'Single'] as const),
    ageOfHouseholdHead: age,
    phone: rng.chance(0.75) ? phone(rng) : null,
    address,
    yearsInCommunity: rng.int(1, Math.min(age, 50)),
    householdIncome: rng.weighted(north ? INCOME_NORTH : INCOME_SOUTH),
    numberOfMaleMembers: males,
    numberOfFemaleMembers: members - males,
    hasMemberWithDisability: disability,
    disabilityType: disability ? rng.pick(['Physical', 'Intellectual'] as const) : 'None',
    hasSchoolAgeChildren: childCount + inSchool > 0,
    numberOfChildrenInSchool: inSchool,
    numberOfChildrenNotInSchool: childCount,
    fatherAlive,
    fatherEducationLevel: education(),
    fatherOccupation: when(fatherAlive, () => rng.pick(FATHER_JOBS)),
    motherAlive,
    motherEducationLevel: education(),
    motherOccupation: when(motherAlive, () => rng.pick(MOTHER_JOBS)),
    hasAccessToHealthFacility: access,
    healthFacilityType: when(access, () => rng.weighted(FACILITY)),
    healthFacilityDistance: when(access, () => rng.km(0.2, 15)),
    immunizationUpToDate: rng.chance(north ? 0.5 : 0.7),
    hasStuntedGrowth: rng.chance(north ? 0.3 : 0.12),
    hasWasting: rng.chance(0.08),
    hasUnderweight: rng.chance(north ? 0.2 : 0.1),
    hasOverweight: rng.chance(0.03),
  };
  const headSex = headIsMale ? 'Male' : 'Female';
  return { fields, place, context: { place, language, lastName: head.lastName, address, headSex, fatherAlive, motherAlive, childCount } };
}
