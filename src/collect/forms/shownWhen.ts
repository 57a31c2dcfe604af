/**
 * Follow-up fields that the back office's edit screens show only after a given answer (their
 * ShowWhen wrappers): hidden, they are neither asked, required nor sent.
 */
import type { DeviceTable } from '../../domain/protocol';

type Values = Record<string, unknown>;
type Rule = (values: Values) => boolean;

const isTrue =
  (field: string): Rule =>
  (values) =>
    values[field] === true;
const isFalse =
  (field: string): Rule =>
  (values) =>
    values[field] === false;
const isNotTrue =
  (field: string): Rule =>
  (values) =>
    values[field] !== true;
const equals =
  (field: string, value: string): Rule =>
  (values) =>
    values[field] === value;
const includes =
  (field: string, value: string): Rule =>
  (values) =>
    Array.isArray(values[field]) && (values[field] as unknown[]).includes(value);
const both =
  (first: Rule, second: Rule): Rule =>
  (values) =>
    first(values) && second(values);

const RULES: Readonly<Record<DeviceTable, Readonly<Record<string, Rule>>>> = {
  oosChildren: {
    specifyReason: equals('reason', 'Other'),
    reasonsNotToEnrolIfNo: isFalse('interestInEnrolling'),
    otherReasonNotToEnrolIfNo: both(isFalse('interestInEnrolling'), equals('reasonsNotToEnrolIfNo', 'Others')),
    timeWillingToEnrolIfYes: isTrue('interestInEnrolling'),
    otherTimeWillingToEnrolIfYes: both(isTrue('interestInEnrolling'), equals('timeWillingToEnrolIfYes', 'Other')),
    supportRequirementsIfYes: isTrue('interestInEnrolling'),
    otherSupportRequirementsIfYes: both(isTrue('interestInEnrolling'), includes('supportRequirementsIfYes', 'Others')),
    vocationalTrainingType: isTrue('attendanceInVocationalTraining'),
    specifySpecialNeedsOther: isTrue('specialNeedsOther'),
  },
  schools: {
    shiftType: isTrue('shiftSystem'),
    sharedFacilityTypes: isTrue('sharedFacility'),
    inaccessibilityReason: equals('accessibility', 'Inaccessible'),
    monitoringAuthority: isTrue('monitoring'),
    lastMonitoringDate: isTrue('monitoring'),
    lastSchoolBasedMonitoringDate: isTrue('schoolBasedMonitoring'),
    otherPowerSourceText: isTrue('otherPowerSource'),
    alternateLearnerAccommodation: isNotTrue('learnerAccommodationAvailable'),
    communityBasedManagementType: isTrue('communityBasedManagement'),
    communitySupportType: isTrue('communitySupport'),
    focalPersonName: isTrue('hasFocalPerson'),
    focalPersonPhone: isTrue('hasFocalPerson'),
    personResponsibleName: isNotTrue('hasFocalPerson'),
    personResponsiblePhone: isNotTrue('hasFocalPerson'),
  },
  communities: {
    specificOtherSchools: isTrue('hasOtherSchools'),
    specifyOtherSchoolOwners: isTrue('schoolsOwnedByOthers'),
  },
  households: {},
  learners: {},
  staff: {},
};

/** Whether `field` is asked, given the answers so far. */
export function isShown(table: DeviceTable, field: string, values: Values): boolean {
  const rule = RULES[table][field];
  return rule ? rule(values) : true;
}
