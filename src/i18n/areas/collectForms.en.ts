/**
 * The web collector's record forms (src/collect/forms), installed under `collectForms`. Field,
 * value and group labels are the back office's own catalogues, imported, not copied.
 */
import type { MessageTree } from '../translate';
import { householdEn } from './household.en';
import { recordsEn } from './records.en';
import { childFieldsEn, communityFieldsEn, learnerFieldsEn, schoolFieldsEn, staffFieldsEn } from './records.fields.en';
import { valuesEn } from './records.values.en';

const location = householdEn.edit.location;
const { resources } = recordsEn;

const tree = {
  step: 'Step %{step} of %{total}: %{group}',
  back: householdEn.buttons.back,
  next: 'Next',
  save: 'Save',
  saving: householdEn.buttons.saving,
  cancel: householdEn.buttons.cancel,
  yes: recordsEn.records.yes,
  no: recordsEn.records.no,
  choose: 'Choose…',
  oneItemPerLine: 'One item per line',
  reviewComment: 'The reviewer asks you to fix this record',
  saveFailed: 'The record could not be saved. Please try again.',
  wards: {
    loading: 'Loading the wards…',
    failed: 'The ward list could not be loaded.',
    none: 'No wards are listed for this LGA.',
    retry: 'Try again',
  },
  useLocationOf: {
    households: 'Use the household’s location',
    communities: 'Use the community’s location',
    schools: 'Use the learning centre’s location',
  },
  errors: {
    required: 'This field is required',
    ageNotNumber: 'Age must be a number',
    ageTooYoung: 'Age must be at least 5',
    ageTooOld: 'Age must be at most 15',
    email: 'Enter a valid e-mail address',
    url: 'Enter a full web address (https://…)',
    latitude: 'Latitude must be between -90 and 90',
    longitude: 'Longitude must be between -180 and 180',
    yearInFuture: 'Year established cannot be in the future',
    yearTooEarly: 'Year established must be 1900 or later',
    notNumber: '%{field} must be a number',
    notWhole: '%{field} must be a whole number',
    negative: '%{field} cannot be negative',
    stepOfTenth: '%{field} must be in steps of 0.1 km',
    dateFormat: '%{field} must be written as yyyy-MM-dd',
    notRealDate: '%{field} is not a real date',
    tooLarge: '%{field} is too large',
    tooLong: 'At most %{max} characters',
  },
  groups: {
    schools: { ...resources.schools.tabs, location },
    learners: { learner: 'Learner', schooling: 'Learning Centre and Class', contacts: 'Guardian and Contacts' },
    staff: { staffMember: 'Staff Member', role: 'Role and Qualifications' },
    communities: { ...resources.community.tabs, location },
    households: { ...householdEn.tabs, location },
    oosChildren: { household: childFieldsEn.householdHead, ...resources['out-of-school'].sections },
  },
  fields: {
    schools: schoolFieldsEn,
    learners: learnerFieldsEn,
    staff: staffFieldsEn,
    communities: communityFieldsEn,
    households: householdEn.fields,
    oosChildren: childFieldsEn,
  },
  links: {
    schoolId: learnerFieldsEn.schoolId,
    communityId: householdEn.fields.communityName,
    householdId: childFieldsEn.householdHead,
  },
  values: { ...valuesEn },
};

export type CollectFormsCatalogue = typeof tree;
export const collectFormsEn: MessageTree = tree;
