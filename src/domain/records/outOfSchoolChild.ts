/** Out-of-school child (spec 02 §3.1, §5). */
import { z } from 'zod';
import { idNumber } from '../inputRules';
import * as E from './enums';
import { choice, longText, choices, flag, isoDate, latitude, longitude, slug, text } from './fields';

export const CHILD_AGE_MIN = 5;
export const CHILD_AGE_MAX = 15;
export const CHILD_AGE_MESSAGES = {
  notNumber: 'Age must be a number',
  tooYoung: 'Age must be at least 5',
  tooOld: 'Age must be at most 15',
} as const;

const age = z.preprocess(
  (value) => (value === '' ? null : value),
  z.number({ error: CHILD_AGE_MESSAGES.notNumber }).min(CHILD_AGE_MIN, CHILD_AGE_MESSAGES.tooYoung).max(CHILD_AGE_MAX, CHILD_AGE_MESSAGES.tooOld).nullish(),
);

export const outOfSchoolChildShape = {
  firstName: text(120),
  lastName: text(120),
  middleName: text(120),
  nin: text(20),
  phone: text(30),
  maritalStatus: choice(E.CHILD_MARITAL_STATUSES),
  landmark: longText(500),
  address: longText(500),
  latitude: latitude(),
  longitude: longitude(),
  state: slug(),
  lga: slug(),
  ward: slug(),
  geoPoliticalZone: choice(E.GEO_POLITICAL_ZONES),
  sex: choice(E.SEXES),
  age,
  category: choice(E.OOS_CATEGORIES),
  disability: choice(E.DISABILITIES),
  dateOfBirth: isoDate('Date of birth'),
  reason: choice(E.OOS_REASONS),
  specifyReason: text(),
  interestInEnrolling: flag(),
  reasonsNotToEnrolIfNo: choice(E.REASONS_NOT_TO_ENROL),
  otherReasonNotToEnrolIfNo: text(),
  timeWillingToEnrolIfYes: choice(E.TIMES_WILLING_TO_ENROL),
  otherTimeWillingToEnrolIfYes: text(),
  supportRequirementsIfYes: choices(E.SUPPORT_REQUIREMENTS),
  otherSupportRequirementsIfYes: text(),
  attendanceInVocationalTraining: flag(),
  vocationalTrainingType: choice(E.VOCATIONAL_TRAINING_TYPES),
  specialNeedsSeeing: flag(),
  specialNeedsHearing: flag(),
  specialNeedsWalking: flag(),
  specialNeedsRemembering: flag(),
  specialNeedsCommunicating: flag(),
  specialNeedsSelfCare: flag(),
  specialNeedsOther: flag(),
  specifySpecialNeedsOther: text(),
  livingWith: choice(E.LIVING_WITH),
  lossOfParent: choice(E.LOSS_OF_PARENT),
  psychoSocialSupport: flag(),
};

export const outOfSchoolChildSchema = z.object(outOfSchoolChildShape);
/** PUT /admin/oos-children/{id}: the child fields plus id (spec 02 §7). */
export const outOfSchoolChildUpdateSchema = outOfSchoolChildSchema.extend({ id: idNumber().optional() });

export type OutOfSchoolChildInput = z.input<typeof outOfSchoolChildSchema>;
export type OutOfSchoolChild = z.output<typeof outOfSchoolChildSchema>;

/** Text fields the form sends as empty strings when blank (spec 02 §5). */
export const CHILD_BLANK_AS_EMPTY = ['middleName', 'nin', 'phone', 'landmark', 'address'] as const;

/** Fields the child form marks as required with an asterisk, although the schema does not (spec 02 §5). */
export const CHILD_MARKED_REQUIRED = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'maritalStatus',
  'state',
  'lga',
  'ward',
  'sex',
  'category',
  'disability',
  'reason',
  'interestInEnrolling',
  'reasonsNotToEnrolIfNo',
  'timeWillingToEnrolIfYes',
  'supportRequirementsIfYes',
  'attendanceInVocationalTraining',
  'specialNeedsSeeing',
  'specialNeedsHearing',
  'specialNeedsWalking',
  'specialNeedsRemembering',
  'specialNeedsCommunicating',
  'specialNeedsSelfCare',
  'specialNeedsOther',
  'livingWith',
  'lossOfParent',
  'psychoSocialSupport',
] as const;
