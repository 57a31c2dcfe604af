/** Out-of-school children, aged 5 to 15, at home in their household; follow-up fields only where the form asks them. */
import * as E from '../src/domain/records';
import type { HouseholdContext } from './communities';
import { when, type ChildFields, type Generated } from './fields';
import { firstName, phone, type Sex } from './names';
import { isNorth, near } from './places';
import { birthDateForAge, weights, type Rng, type Weighted } from './random';

type Reason = (typeof E.OOS_REASONS)[number];
type LivingWith = (typeof E.LIVING_WITH)[number];

const REASON_ENTRIES: ReadonlyArray<readonly [Reason, number]> = [
  ['Financial', 22],
  ['Distance', 10],
  ['Cultural', 10],
  ['Insecurity', 9],
  ['Household Chores', 10],
  ['No School Nearby', 9],
  ['No Interest', 7],
  ['Work Obligations', 9],
  ['Other', 4],
];
const REASONS = weights(REASON_ENTRIES);
const REASONS_OLDER_GIRLS = weights<Reason>([...REASON_ENTRIES, ['Early Marriage', 12]]);
const DISABILITY = weights<(typeof E.DISABILITY_FORM_OPTIONS)[number]>([
  ['None', 90],
  ['Physical', 4],
  ['Learning', 3],
  ['Intellectual', 2],
  ['Other', 1],
]);
const TIME = weights<(typeof E.TIMES_WILLING_TO_ENROL)[number]>([
  ['Immediately', 45],
  ['Next Session', 30],
  ['Before Current Session Ends', 20],
  ['Other', 5],
]);
const NOT_ENROL = weights<(typeof E.REASONS_NOT_TO_ENROL)[number]>([
  ['No Sponsors', 55],
  ['Prefers Vocational Training', 35],
  ['Others', 10],
]);
const LIVING: Record<'both' | 'noFather' | 'noMother' | 'none', Weighted<LivingWith>> = {
  both: weights([
    ['Parents', 68],
    ['Father', 5],
    ['Mother', 5],
    ['Grandparents', 6],
    ['Relatives', 6],
    ['Guardian', 10],
  ]),
  noFather: weights([
    ['Mother', 60],
    ['Grandparents', 15],
    ['Relatives', 15],
    ['Guardian', 10],
  ]),
  noMother: weights([
    ['Father', 55],
    ['Grandparents', 20],
    ['Relatives', 15],
    ['Guardian', 10],
  ]),
  none: weights([
    ['Grandparents', 40],
    ['Relatives', 40],
    ['Guardian', 20],
  ]),
};
const OTHER_REASONS = ['Caring for a sick parent', 'No birth certificate', 'Family relocated recently', 'Bullied at the last school'];
const LANDMARKS = [
  'Near the central mosque',
  'Behind the Emir’s palace',
  'Opposite the PHC',
  'Close to the market',
  'Beside the borehole',
  'Near the motor park',
];

function lossOf(household: HouseholdContext): (typeof E.LOSS_OF_PARENT)[number] {
  if (!household.fatherAlive && !household.motherAlive) return 'Both Parents';
  if (!household.fatherAlive) return 'Father';
  return household.motherAlive ? 'None' : 'Mother';
}

function livingWith(rng: Rng, household: HouseholdContext, age: number): LivingWith {
  if (age >= 13 && rng.chance(0.01)) return 'Alone';
  const key = household.fatherAlive ? (household.motherAlive ? 'both' : 'noMother') : household.motherAlive ? 'noFather' : 'none';
  return rng.weighted(LIVING[key]);
}

export function makeChild(rng: Rng, household: HouseholdContext): Generated<ChildFields> {
  const place = near(rng, household.place, 0.002);
  const sex: Sex = rng.chance(isNorth(place) ? 0.55 : 0.5) ? 'Male' : 'Female';
  const age = rng.int(E.CHILD_AGE_MIN, E.CHILD_AGE_MAX);
  const reason = rng.weighted(sex === 'Female' && age >= 12 ? REASONS_OLDER_GIRLS : REASONS);
  const disability = rng.weighted(DISABILITY);
  const interested = rng.chance(0.72);
  const notEnrol = interested ? null : rng.weighted(NOT_ENROL);
  const time = interested ? rng.weighted(TIME) : null;
  const support = interested ? rng.some(E.SUPPORT_REQUIREMENTS, 1, 3) : null;
  const vocational = age >= 10 && rng.chance(0.25);
  const otherNeeds = disability === 'Other' || rng.chance(0.01);
  const loss = lossOf(household);
  const fields: ChildFields = {
    firstName: firstName(rng, household.language, sex),
    lastName: household.lastName,
    middleName: rng.chance(0.3) ? firstName(rng, household.language, sex) : null,
    nin: rng.chance(0.35) ? rng.digits(11) : null,
    phone: rng.chance(0.3) ? phone(rng) : null,
    maritalStatus: reason === 'Early Marriage' ? 'Married' : 'Single',
    landmark: rng.pick(LANDMARKS),
    address: household.address,
    latitude: place.latitude,
    longitude: place.longitude,
    geoPoliticalZone: place.zoneName,
    sex,
    age,
    category: rng.chance(age >= 9 ? 0.45 : 0.15) ? 'Dropped Out' : 'Never Attended School',
    disability,
    dateOfBirth: birthDateForAge(rng, age),
    reason,
    specifyReason: when(reason === 'Other', () => rng.pick(OTHER_REASONS)),
    interestInEnrolling: interested,
    reasonsNotToEnrolIfNo: notEnrol,
    otherReasonNotToEnrolIfNo: when(notEnrol === 'Others', () => rng.pick(['Needed on the farm', 'Parents refuse', 'Too old for the class'])),
    timeWillingToEnrolIfYes: time,
    otherTimeWillingToEnrolIfYes: when(time === 'Other', () => rng.pick(['After the harvest', 'After Ramadan', 'When the family returns'])),
    supportRequirementsIfYes: support,
    otherSupportRequirementsIfYes: when(support?.includes('Others'), () => rng.pick(['School bag', 'Feeding', 'Birth certificate'])),
    attendanceInVocationalTraining: vocational,
    vocationalTrainingType: when(vocational, () => rng.pick(E.VOCATIONAL_TRAINING_TYPES)),
    specialNeedsSeeing: rng.chance(0.02),
    specialNeedsHearing: rng.chance(0.015),
    specialNeedsWalking: disability === 'Physical' || rng.chance(0.01),
    specialNeedsRemembering: disability === 'Intellectual' || disability === 'Learning',
    specialNeedsCommunicating: rng.chance(0.01),
    specialNeedsSelfCare: disability === 'Intellectual' && rng.chance(0.5),
    specialNeedsOther: otherNeeds,
    specifySpecialNeedsOther: when(otherNeeds, () => rng.pick(['Epilepsy', 'Albinism', 'Sickle cell disease', 'Speech delay'])),
    livingWith: livingWith(rng, household, age),
    lossOfParent: loss,
    psychoSocialSupport: rng.chance(loss === 'None' ? 0.08 : 0.4),
  };
  return { fields, place };
}
