/**
 * Which fields go in which step of each table's form, in order: the groups of the back office's
 * edit screens (src/resources/<type>/edit), one group per screen, the location in a step of its own.
 * The inputs themselves come from the domain schemas (./fieldKinds).
 */
import type { DeviceTable } from '../../domain/protocol';
import { CHILD_MARKED_REQUIRED, SCHOOL_TABS } from '../../domain/records';

export type ParentTable = 'schools' | 'communities' | 'households';

export interface LinkSpec {
  /** The key under `links` (docs/collector-protocol.md §5). */
  key: string;
  from: ParentTable;
  required: boolean;
}

export interface StepSpec {
  /** Its label is `collectForms.groups.<table>.<key>`. */
  key: string;
  fields: readonly string[];
  links?: readonly LinkSpec[];
}

const LOCATION = ['state', 'lga', 'ward'] as const;
const fieldsOf = (shape: object, without: readonly string[] = []) => Object.keys(shape).filter((field) => !without.includes(field));

const schoolSteps = (): StepSpec[] => {
  const [identification, ...rest] = SCHOOL_TABS;
  return [
    { key: identification.key, fields: fieldsOf(identification.fields, LOCATION) },
    { key: 'location', fields: LOCATION },
    ...rest.map((tab) => ({ key: tab.key, fields: fieldsOf(tab.fields) })),
  ];
};

const SCHOOL_LINK: LinkSpec = { key: 'schoolId', from: 'schools', required: true };
const COMMUNITY_LINK: LinkSpec = { key: 'communityId', from: 'communities', required: true };
const HOUSEHOLD_LINK: LinkSpec = { key: 'householdId', from: 'households', required: true };

export const FORM_STEPS: Readonly<Record<DeviceTable, readonly StepSpec[]>> = {
  schools: schoolSteps(),
  learners: [
    { key: 'learner', fields: ['firstName', 'middleName', 'lastName', 'sex', 'dateOfBirth', 'age'] },
    { key: 'schooling', fields: ['currentLevel', 'currentClass'], links: [SCHOOL_LINK] },
    { key: 'contacts', fields: ['guardianName', 'guardianPhone', 'phone'] },
  ],
  staff: [
    { key: 'staffMember', fields: ['fullName', 'sex', 'phone', 'email'] },
    { key: 'role', fields: ['role', 'typeOfStaff', 'qualifications'], links: [SCHOOL_LINK] },
  ],
  communities: [
    { key: 'identification', fields: ['name', 'communityType', 'geoPoliticalZone', 'reference', 'latitude', 'longitude'] },
    { key: 'location', fields: LOCATION },
    {
      key: 'educationalProfile',
      fields: [
        'basicSchools',
        'preferredEducationType',
        'hasPrePrimarySchools',
        'hasPrimarySchools',
        'hasJSSSchools',
        'hasOtherSchools',
        'specificOtherSchools',
        'schoolsOwnedByGovernment',
        'schoolsOwnedByNGOs',
        'privatelyOwnedSchools',
        'schoolsOwnedByOthers',
        'specifyOtherSchoolOwners',
        'boysNeverAttendedSchoolRate',
        'girlsNeverAttendedSchoolRate',
        'communityHasDropouts',
        'dropoutBoysRate',
        'dropoutGirlsRate',
      ],
    },
  ],
  households: [
    { key: 'location', fields: LOCATION, links: [COMMUNITY_LINK] },
    {
      key: 'identification',
      fields: [
        'householdHead',
        'maritalStatus',
        'ageOfHouseholdHead',
        'phone',
        'address',
        'yearsInCommunity',
        'householdIncome',
        'numberOfMaleMembers',
        'numberOfFemaleMembers',
        'hasMemberWithDisability',
        'disabilityType',
        'hasSchoolAgeChildren',
        'numberOfChildrenInSchool',
        'numberOfChildrenNotInSchool',
      ],
    },
    { key: 'parentGuardian', fields: ['fatherAlive', 'motherAlive', 'fatherEducationLevel', 'motherEducationLevel', 'fatherOccupation', 'motherOccupation'] },
    {
      key: 'healthAndNutrition',
      fields: [
        'hasAccessToHealthFacility',
        'healthFacilityType',
        'healthFacilityDistance',
        'immunizationUpToDate',
        'hasStuntedGrowth',
        'hasWasting',
        'hasUnderweight',
        'hasOverweight',
      ],
    },
  ],
  oosChildren: [
    { key: 'household', fields: [], links: [HOUSEHOLD_LINK, { key: 'communityId', from: 'communities', required: false }] },
    { key: 'basicInformation', fields: ['firstName', 'middleName', 'lastName', 'sex', 'dateOfBirth', 'age'] },
    { key: 'locationInformation', fields: [...LOCATION, 'geoPoliticalZone', 'landmark', 'address', 'latitude', 'longitude'] },
    { key: 'personalDetails', fields: ['maritalStatus', 'disability', 'nin', 'phone'] },
    { key: 'educationStatus', fields: ['category', 'reason', 'specifyReason'] },
    {
      key: 'enrollmentInterest',
      fields: [
        'interestInEnrolling',
        'reasonsNotToEnrolIfNo',
        'otherReasonNotToEnrolIfNo',
        'timeWillingToEnrolIfYes',
        'otherTimeWillingToEnrolIfYes',
        'supportRequirementsIfYes',
        'otherSupportRequirementsIfYes',
      ],
    },
    { key: 'vocationalTraining', fields: ['attendanceInVocationalTraining', 'vocationalTrainingType'] },
    {
      key: 'specialNeedsAssessment',
      fields: [
        'specialNeedsSeeing',
        'specialNeedsHearing',
        'specialNeedsWalking',
        'specialNeedsRemembering',
        'specialNeedsCommunicating',
        'specialNeedsSelfCare',
        'specialNeedsOther',
        'specifySpecialNeedsOther',
      ],
    },
    { key: 'livingConditions', fields: ['livingWith', 'lossOfParent', 'psychoSocialSupport'] },
  ],
};

/**
 * Fields a collector must fill: the child form's asterisks (spec 02 §5) and, for the other
 * tables, what names the record and places it, without which a reviewer cannot find it.
 */
export const REQUIRED_FIELDS: Readonly<Record<DeviceTable, readonly string[]>> = {
  schools: ['schoolName', 'state', 'lga'],
  learners: ['firstName', 'lastName', 'sex'],
  staff: ['fullName', 'sex'],
  communities: ['name', 'state', 'lga'],
  households: ['householdHead', 'state', 'lga'],
  oosChildren: CHILD_MARKED_REQUIRED,
};
